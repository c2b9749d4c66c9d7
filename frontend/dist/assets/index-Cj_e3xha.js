var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),j(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,M(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function ee(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=E(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=j(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&ae(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_=_||g,4&h.__u?(c=D(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function E(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=O(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),oe(s,s));return r}function D(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=D(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t=t&&t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function O(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function k(e,t,n){n??(n=``),t[0]==`-`?e.setProperty(t,n):e[t]=n}function A(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||k(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||k(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||(e.__e={}))[t]=n,n&&r||(o=l[t]||(l[t]=te(t)),(e.__a||(e.__a={}))[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function te(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function j(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,E,D,O,k,A,te,j,M,ae,N,P,F=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=ne(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof F==`function`){v=s.length;try{if(E=n.props,D=(p=F.prototype)&&p.render,O=(p=F.contextType)&&i[p.__c],k=p?O?O.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(D?n.__c=S=new F(E,k):(n.__c=S=new b(E,k),S.constructor=F,S.render=se),O&&O.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),D&&(S.__s||(S.__s=S.state),F.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,F.getDerivedStateFromProps(E,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(E!==C&&D&&!F.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(E,k),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(E,S.__s,k)){n.__v!=r.__v&&(S.props=E,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(E,S.__s,k),D&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else D&&!F.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),D&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=k,S.props=E,S.__P=t,S.__g&=-5,A=e.__r,te=D?25:0;do S.__g&=-9,A&&A(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++te<25);D&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),D&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),j=p&&p.type===y&&p.key==null?p.props.children:p,E.__P&&(p=c,a=(t=E.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&oe(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=ee(t,m(j)?j:[j],n,r,i,a,o,s,c,l,d),E.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(N=o.indexOf(c||void 0))||(N=o.length);(P=o[N-1])&&P.nodeType==8;)N--;for(;N<o.length;N++)if(P=o[N]){if(o[N]=null,M){if(P==ae)break}else{if(P.nodeType!=8)break;P.data.startsWith(`$s`)&&(ae=ne(M=P))}}}if(!M){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;M=c}(p=ne(M=n.__c.__z||(n.__c.__z=M)))?(n.__e=M,c=p):n.__e=c,c=c&&c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||(n.__k=r.__k||[]),t&&t.then||re(n),e.__e(t,n,r)}}else c=n.__e=ie(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function ne(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function re(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(re))}function M(t,n,r){for(var i=0;i<r.length;)ae(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ie(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,E=n.props,D=n.type;if(D==`svg`?a=`http://www.w3.org/2000/svg`:D==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||(a=`http://www.w3.org/1999/xhtml`),o){for(f=0;f<o.length;f++)if((b=o[f])&&(D?b.localName==D:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!D)return w.createTextNode(E);t=w.createElementNS(a,D,E.is?E:u),c&&(e.__m&&e.__m(n,o),c=!1),o=null}if(D){if(u=D==`template`&&t.content||t,o=D==`textarea`&&E.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in E||f==`value`&&`defaultValue`in E||f==`checked`&&`defaultChecked`in E||A(t,f,null,b,a);for(f in E)b=E[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||A(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(D==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(D))&&(a=`http://www.w3.org/1999/xhtml`),ee(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&D!=`textarea`||(f=`value`,D==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(D!=`progress`||S)||A(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&A(t,f,C,T[f],a))}else T===E||c&&t.data==E||(t.data=E);return t}function ae(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:i&&(i=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function oe(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||ae(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&oe(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=ne(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function se(e,t,n){return this.constructor(e,n)}function N(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],j(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),M(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var P,F,ce,le,ue=Object.is,de=0,fe=[],pe=[],I=e,me=I.__b,he=I.__r,ge=I.diffed,_e=I.__c,ve=I.unmount,ye=I.__;function be(e,t){I.__h&&I.__h(F,e,de||t),de=0;var n=F.__H||(F.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function L(e){return de=1,xe(je,e)}function xe(e,t,n){var r=be(P++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):je(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);ue(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=F,!F.__f)){F.__f=!0;var i=F.shouldComponentUpdate;F.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,ue(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function R(e,t){var n=be(P++,3);!I.__s&&Ae(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,F.__H.__h.push(n))}function z(e){return de=5,Se(function(){return{current:e}},[])}function Se(e,t){var n=be(P++,7);return Ae(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Ce(e,t){return de=8,Se(function(){return e},t)}function we(){var e;do{for(;e=pe.shift();)try{Oe(e)}catch(t){I.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=fe.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(Oe),t.__h.some(ke),t.__h=[]}catch(n){t.__h=[],I.__e(n,e.__v)}}}while(pe.length)}I.__b=function(e){F=null,me&&me(e)},I.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ye&&ye(e,t)},I.__r=function(e){he&&he(e),P=0;var t=(F=e.__c).__H;t&&(ce==F?F.__h=[]:(t.__h.some(Oe),t.__h.some(ke),P=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),ce=F},I.diffed=function(e){ge&&ge(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&De(fe.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),ce=F=null},I.__c=function(e,t){t.some(function(e){try{e.__h.some(Oe),e.__h=e.__h.filter(function(e){return!e.__||ke(e)})}catch(t){e.__h=[function(){throw t}]}}),_e&&_e(e,t)},I.unmount=function(e){ve&&ve(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}r.__P=n,De(pe.push(r))}else Oe(r)}catch(e){t=e}}),r.__H=void 0,t&&I.__e(t,r.__v))};var Te=typeof requestAnimationFrame==`function`;function Ee(e){var t,n=function(){clearTimeout(r),Te&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);Te&&(t=requestAnimationFrame(n))}function De(e){e!=1&&le==I.requestAnimationFrame||((le=I.requestAnimationFrame)||Ee)(we)}function Oe(e){var t=F,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),F=t}function ke(e){var t=F;e.__c=e.__(),F=t}function Ae(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!ue(t,e[n])})}function je(e,t){return typeof t==`function`?t(e):t}var Me=[{id:`ask`,path:`/ask`,aliases:[`/`],title:`Ask`,primary:!0,summary:`Ask a question in plain language and get an answer that cites the chat messages, emails, tickets and documents it rests on.`},{id:`today`,path:`/today`,title:`Today`,primary:!0,summary:`The ranked queue of Execution Packets: the work that most needs attention now.`},{id:`sources`,path:`/sources`,title:`Sources`,primary:!0,summary:`The chat, mail, ticket and document sources QueueProof reads evidence from.`},{id:`proof-tests`,path:`/proof-tests`,title:`Proof tests`,primary:!1,summary:`Canary checks of every source: after an import, sampled passages must be found again before the source serves answers.`},{id:`history`,path:`/history`,title:`History`,primary:!0,summary:`Earlier questions and their answers, with the evidence that was cited at the time and a receipt hash.`},{id:`review-actions`,path:`/review-actions`,title:`Review actions`,primary:!1,summary:`Actions proposed from Execution Packets, their approval and what happened when they ran.`},{id:`connect-ai`,path:`/connect-ai`,title:`Connect AI`,primary:!1,summary:`Connect an AI assistant to QueueProof and choose what it may see and do.`}];function Ne(e){return Me.find(t=>t.path===e||(t.aliases?.includes(e)??!1))}var Pe=`QueueProof`;function Fe(e){return`${e} · ${Pe}`}var Ie=Symbol.for(`pv`),Le=0;Array.isArray;function B(t,n,r,i,a,o){n||(n={});var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:Ie,__v:--Le,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function Re(){return B(`svg`,{class:`logo`,viewBox:`0 0 32 32`,width:`28`,height:`28`,"aria-hidden":`true`,focusable:`false`,children:[B(`rect`,{class:`logo__bg`,width:`32`,height:`32`,rx:`7`}),B(`g`,{class:`logo__fg`,fill:`none`,"stroke-width":`2.5`,"stroke-linecap":`round`,"stroke-linejoin":`round`,children:[B(`path`,{d:`M8 10h16M8 16h9M8 22h6`}),B(`path`,{d:`m18 21 3 3 5-6`})]})]})}var ze=`nav-more-menu`,Be=`(max-width: 767.98px)`;function Ve({route:e,active:t}){return B(`a`,{class:`nav-link`,href:e.path,"aria-current":t?`page`:void 0,children:e.title})}function He({path:e}){let t=Ne(e)?.id,n=Me.filter(e=>!e.primary),r=n.find(e=>e.id===t),[i,a]=L(!1),o=z(null),s=z(null),c=Ce(e=>{a(!1),e&&s.current?.focus()},[]);return R(()=>{a(!1)},[e]),R(()=>{if(!i)return;let e=e=>{e.key===`Escape`&&(e.preventDefault(),c(!0))},t=e=>{let t=e.target;t instanceof Node&&!o.current?.contains(t)&&(a(!1),window.setTimeout(()=>{let e=document.activeElement;(!e||e===document.body||e.matches(`[tabindex="-1"]`))&&s.current?.focus()},0))},n=window.matchMedia(Be),r=()=>{n.matches||a(!1)};return document.addEventListener(`keydown`,e),document.addEventListener(`pointerdown`,t),n.addEventListener(`change`,r),()=>{document.removeEventListener(`keydown`,e),document.removeEventListener(`pointerdown`,t),n.removeEventListener(`change`,r)}},[i,c]),B(`nav`,{class:`main-nav`,"aria-label":`Main`,children:B(`ul`,{class:`main-nav__list`,children:[Me.map(e=>B(`li`,{class:e.primary?`main-nav__item`:`main-nav__item main-nav__item--secondary`,children:B(Ve,{route:e,active:e.id===t})},e.id)),B(`li`,{class:`main-nav__item main-nav__item--more`,ref:o,onFocusOut:e=>{let t=e.relatedTarget;i&&t instanceof Node&&!o.current?.contains(t)&&a(!1)},children:[B(`button`,{ref:s,type:`button`,class:r?`nav-link more-button more-button--active`:`nav-link more-button`,"aria-expanded":i?`true`:`false`,"aria-controls":ze,onClick:()=>a(e=>!e),children:[`More`,r?B(`span`,{class:`visually-hidden`,children:[` (current page: `,r.title,`)`]}):null,B(`svg`,{class:`more-button__icon`,viewBox:`0 0 16 16`,width:`16`,height:`16`,"aria-hidden":`true`,focusable:`false`,children:B(`path`,{d:`m4 6 4 4 4-4`,fill:`none`,stroke:`currentColor`,"stroke-width":`1.75`,"stroke-linecap":`round`,"stroke-linejoin":`round`})})]}),B(`ul`,{id:ze,class:`more-menu`,hidden:!i,children:n.map(e=>B(`li`,{children:B(Ve,{route:e,active:e.id===t})},e.id))})]})]})})}function Ue(e){"@babel/helpers - typeof";return Ue=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},Ue(e)}function We(e,t){if(Ue(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(Ue(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function Ge(e){var t=We(e,`string`);return Ue(t)==`symbol`?t:t+``}function Ke(e,t,n){return(t=Ge(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var qe=`/graphql`,V=class extends Error{constructor(e,t,n,r=[]){super(e),Ke(this,`code`,void 0),Ke(this,`status`,void 0),Ke(this,`errors`,void 0),this.name=`GraphQLRequestError`,this.code=t,this.status=n,this.errors=r}};function Je(e){return e instanceof V}function Ye(e){return typeof e==`object`&&!!e}function Xe(e){return Array.isArray(e)?e.filter(Ye).map(e=>{let t={message:typeof e.message==`string`?e.message:`Unknown error`};return Ye(e.extensions)&&(t.extensions=e.extensions),Array.isArray(e.path)&&(t.path=e.path),t}):[]}async function Ze(e,t,n={}){let r={method:`POST`,credentials:`same-origin`,headers:{"Content-Type":`application/json`,Accept:`application/graphql-response+json, application/json`},body:JSON.stringify(t===void 0?{query:e}:{query:e,variables:t})};n.signal&&(r.signal=n.signal);let i;try{i=await fetch(qe,r)}catch(e){throw e instanceof DOMException&&e.name===`AbortError`?e:new V(`Could not reach the server.`,`NETWORK_ERROR`,0)}let a,o=await i.text();if(o.trim()!==``)try{a=JSON.parse(o)}catch{a=void 0}if(Ye(a)){let e=a,t=Xe(e.errors),n=t[0];if(n){let e=typeof n.extensions?.code==`string`?n.extensions.code:`UNKNOWN`;throw new V(n.message,e,i.status,t)}if(i.ok&&e.data!==void 0&&e.data!==null)return e.data}if(!i.ok){let e=i.status===401?`UNAUTHENTICATED`:`HTTP_ERROR`;throw new V(`The server answered ${i.status}${i.statusText?` ${i.statusText}`:``}.`,e,i.status)}throw a===void 0?new V(`The server sent a response that is not JSON.`,`BAD_RESPONSE`,i.status):new V(`The server sent no data.`,`NO_DATA`,i.status)}function H(e,t,n={}){return Ze(e.toString(),t,n)}function Qe(e){if(Je(e))switch(e.code){case`FORBIDDEN`:return`Not allowed: ${e.message}`;case`UNAUTHENTICATED`:return`You are not signed in.`;case`RATE_LIMITED`:{let t=e.errors[0]?.extensions?.retryAfter;return typeof t==`number`?`Too many requests: try again in ${t} ${t===1?`second`:`seconds`}.`:`Too many requests: try again shortly.`}default:return e.message}return`Something went wrong.`}var U=class extends String{constructor(e,t){super(e),Ke(this,`__apiType`,void 0),Ke(this,`value`,void 0),Ke(this,`__meta__`,void 0),this.value=e,this.__meta__=t}toString(){return this.value}};new U(`
    fragment ExecutionFields on Execution {
  status
  issueId
  providerIssueId
  providerIssueKey
  providerIssueUrl
  error
  request
  attempts
  claimedAt
  updatedAt
}
    `,{fragmentName:`ExecutionFields`}),new U(`
    fragment ProposalFields on Proposal {
  id
  packetId
  action
  status
  teamId
  title
  description
  evidenceIds
  createdAt
  approval {
    approvedBy
    createdAt
  }
  execution {
    ...ExecutionFields
  }
}
    fragment ExecutionFields on Execution {
  status
  issueId
  providerIssueId
  providerIssueKey
  providerIssueUrl
  error
  request
  attempts
  claimedAt
  updatedAt
}`,{fragmentName:`ProposalFields`}),new U(`
    fragment CitationFields on Citation {
  id
  title
  excerpt
  provider
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
}
    `,{fragmentName:`CitationFields`}),new U(`
    fragment AnswerFields on Answer {
  id
  question
  mode
  status
  text
  claims {
    text
    citations
    facets
  }
  citations {
    ...CitationFields
  }
  contradictions {
    subject
    facet
    values {
      value
      citations
    }
  }
  missingInformation
  recommendedAgent
  receiptHash
  createdAt
  retrievalTrace {
    plannerVersion
    synthesizerVersion
    requestedMode
    mode
    questionClasses
    identifiers
    facets
    graphContext
    recencyHalfLifeHours
    sourcesSearched
    calls {
      lane
      query
      purpose
      limit
      hits
    }
    found
    duplicates
    droppedByLineage
    dropped {
      reason
      count
    }
    evidenceUsed
    untrusted
  }
}
    fragment CitationFields on Citation {
  id
  title
  excerpt
  provider
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
}`,{fragmentName:`AnswerFields`}),new U(`
    fragment McpTokenFields on McpToken {
  id
  name
  scopes
  egress
  expiresAt
  revokedAt
  createdAt
}
    `,{fragmentName:`McpTokenFields`}),new U(`
    fragment ProviderFields on KnowledgeProvider {
  id
  name
  baseUrl
  exposureProfile
  priority
  module
  allowPrivateNetwork
  sendConversationId
  status
  selectedResources
  consecutiveFailures
  totalFailures
  contractViolations
  secretRotatedAt
  createdAt
  source {
    id
    state
    stateReason
  }
  capabilities {
    chunks
    scores
    translationGroups
    resources
    locales
  }
}
    `,{fragmentName:`ProviderFields`}),new U(`
    fragment QueueVersionFields on QueueVersion {
  version
  asOf
  rankingVersion
  recordCount
  componentCount
  closedCount
  rankedCount
  packetCount
  excludedInjectionCount
  createdAt
}
    `,{fragmentName:`QueueVersionFields`}),new U(`
    fragment SourceFields on Source {
  id
  kind
  name
  state
  stateReason
  createdAt
  updatedAt
}
    `,{fragmentName:`SourceFields`}),new U(`
    fragment WidgetKeyFields on WidgetKey {
  id
  allowedOrigins
  createdAt
  revokedAt
}
    `,{fragmentName:`WidgetKeyFields`});var $e=new U(`
    query Proposals($status: ProposalStatus, $first: Int, $after: String) {
  proposals(status: $status, first: $first, after: $after) {
    edges {
      node {
        ...ProposalFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment ExecutionFields on Execution {
  status
  issueId
  providerIssueId
  providerIssueKey
  providerIssueUrl
  error
  request
  attempts
  claimedAt
  updatedAt
}
fragment ProposalFields on Proposal {
  id
  packetId
  action
  status
  teamId
  title
  description
  evidenceIds
  createdAt
  approval {
    approvedBy
    createdAt
  }
  execution {
    ...ExecutionFields
  }
}`),et=new U(`
    mutation CreateProposal($input: CreateProposalInput!) {
  createProposal(input: $input) {
    ...ProposalFields
  }
}
    fragment ExecutionFields on Execution {
  status
  issueId
  providerIssueId
  providerIssueKey
  providerIssueUrl
  error
  request
  attempts
  claimedAt
  updatedAt
}
fragment ProposalFields on Proposal {
  id
  packetId
  action
  status
  teamId
  title
  description
  evidenceIds
  createdAt
  approval {
    approvedBy
    createdAt
  }
  execution {
    ...ExecutionFields
  }
}`),tt=new U(`
    mutation ApproveProposal($id: ID!) {
  approveProposal(id: $id) {
    ...ExecutionFields
  }
}
    fragment ExecutionFields on Execution {
  status
  issueId
  providerIssueId
  providerIssueKey
  providerIssueUrl
  error
  request
  attempts
  claimedAt
  updatedAt
}`),nt=new U(`
    mutation Ask($input: AskInput!) {
  ask(input: $input) {
    ...AnswerFields
  }
}
    fragment CitationFields on Citation {
  id
  title
  excerpt
  provider
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
}
fragment AnswerFields on Answer {
  id
  question
  mode
  status
  text
  claims {
    text
    citations
    facets
  }
  citations {
    ...CitationFields
  }
  contradictions {
    subject
    facet
    values {
      value
      citations
    }
  }
  missingInformation
  recommendedAgent
  receiptHash
  createdAt
  retrievalTrace {
    plannerVersion
    synthesizerVersion
    requestedMode
    mode
    questionClasses
    identifiers
    facets
    graphContext
    recencyHalfLifeHours
    sourcesSearched
    calls {
      lane
      query
      purpose
      limit
      hits
    }
    found
    duplicates
    droppedByLineage
    dropped {
      reason
      count
    }
    evidenceUsed
    untrusted
  }
}`),rt=new U(`
    query Answers($first: Int, $after: String) {
  answers(first: $first, after: $after) {
    edges {
      node {
        id
        question
        mode
        status
        receiptHash
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `),it=new U(`
    query Answer($id: ID!) {
  answer(id: $id) {
    ...AnswerFields
  }
}
    fragment CitationFields on Citation {
  id
  title
  excerpt
  provider
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
}
fragment AnswerFields on Answer {
  id
  question
  mode
  status
  text
  claims {
    text
    citations
    facets
  }
  citations {
    ...CitationFields
  }
  contradictions {
    subject
    facet
    values {
      value
      citations
    }
  }
  missingInformation
  recommendedAgent
  receiptHash
  createdAt
  retrievalTrace {
    plannerVersion
    synthesizerVersion
    requestedMode
    mode
    questionClasses
    identifiers
    facets
    graphContext
    recencyHalfLifeHours
    sourcesSearched
    calls {
      lane
      query
      purpose
      limit
      hits
    }
    found
    duplicates
    droppedByLineage
    dropped {
      reason
      count
    }
    evidenceUsed
    untrusted
  }
}`),at=new U(`
    query KnowledgeSearch($input: KnowledgeSearchInput!) {
  knowledgeSearch(input: $input) {
    results {
      title
      snippet
      url
      provider
      documentId
      resourceId
      locale
      score
      freshness
    }
    returnedLocale
    localeFallback
    missingInformation
  }
}
    `),ot=new U(`
    query McpConnection {
  mcpConnection {
    endpoint
    resourceMetadata
    restBase
    oauthIssuer
    tools
    configurations {
      client
      format
      text
    }
  }
}
    `),st=new U(`
    query McpTokens {
  mcpTokens {
    ...McpTokenFields
  }
}
    fragment McpTokenFields on McpToken {
  id
  name
  scopes
  egress
  expiresAt
  revokedAt
  createdAt
}`),ct=new U(`
    mutation CreateMcpToken($input: CreateMcpTokenInput!) {
  createMcpToken(input: $input) {
    token
    mcpToken {
      ...McpTokenFields
    }
  }
}
    fragment McpTokenFields on McpToken {
  id
  name
  scopes
  egress
  expiresAt
  revokedAt
  createdAt
}`),lt=new U(`
    mutation RevokeMcpToken($id: ID!) {
  revokeMcpToken(id: $id) {
    ...McpTokenFields
  }
}
    fragment McpTokenFields on McpToken {
  id
  name
  scopes
  egress
  expiresAt
  revokedAt
  createdAt
}`),ut=new U(`
    query ProofTests($first: Int, $after: String) {
  proofTests(first: $first, after: $after) {
    edges {
      node {
        id
        sourceId
        jobId
        kind
        result
        reason
        evidence
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
  sources(first: 50) {
    edges {
      node {
        id
        name
      }
    }
  }
}
    `),dt=new U(`
    query KnowledgeProviders {
  knowledgeProviders {
    ...ProviderFields
  }
}
    fragment ProviderFields on KnowledgeProvider {
  id
  name
  baseUrl
  exposureProfile
  priority
  module
  allowPrivateNetwork
  sendConversationId
  status
  selectedResources
  consecutiveFailures
  totalFailures
  contractViolations
  secretRotatedAt
  createdAt
  source {
    id
    state
    stateReason
  }
  capabilities {
    chunks
    scores
    translationGroups
    resources
    locales
  }
}`),ft=new U(`
    query ProviderResources($id: ID!) {
  providerResources(id: $id) {
    id
    name
  }
}
    `),pt=new U(`
    mutation RegisterKnowledgeProvider($input: RegisterKnowledgeProviderInput!) {
  registerKnowledgeProvider(input: $input) {
    secret
    knowledgeProvider {
      ...ProviderFields
    }
  }
}
    fragment ProviderFields on KnowledgeProvider {
  id
  name
  baseUrl
  exposureProfile
  priority
  module
  allowPrivateNetwork
  sendConversationId
  status
  selectedResources
  consecutiveFailures
  totalFailures
  contractViolations
  secretRotatedAt
  createdAt
  source {
    id
    state
    stateReason
  }
  capabilities {
    chunks
    scores
    translationGroups
    resources
    locales
  }
}`),mt=new U(`
    mutation RotateProviderSecret($id: ID!) {
  rotateProviderSecret(id: $id) {
    secret
    knowledgeProvider {
      ...ProviderFields
    }
  }
}
    fragment ProviderFields on KnowledgeProvider {
  id
  name
  baseUrl
  exposureProfile
  priority
  module
  allowPrivateNetwork
  sendConversationId
  status
  selectedResources
  consecutiveFailures
  totalFailures
  contractViolations
  secretRotatedAt
  createdAt
  source {
    id
    state
    stateReason
  }
  capabilities {
    chunks
    scores
    translationGroups
    resources
    locales
  }
}`),ht=new U(`
    mutation UpdateKnowledgeProvider($input: UpdateKnowledgeProviderInput!) {
  updateKnowledgeProvider(input: $input) {
    ...ProviderFields
  }
}
    fragment ProviderFields on KnowledgeProvider {
  id
  name
  baseUrl
  exposureProfile
  priority
  module
  allowPrivateNetwork
  sendConversationId
  status
  selectedResources
  consecutiveFailures
  totalFailures
  contractViolations
  secretRotatedAt
  createdAt
  source {
    id
    state
    stateReason
  }
  capabilities {
    chunks
    scores
    translationGroups
    resources
    locales
  }
}`),gt=new U(`
    mutation ScopeSource($id: ID!, $resources: [String!]!) {
  scopeSource(id: $id, resources: $resources) {
    id
    state
    stateReason
  }
}
    `),_t=new U(`
    query Today($first: Int, $after: String) {
  today(first: $first, after: $after) {
    queue {
      ...QueueVersionFields
    }
    edges {
      node {
        id
        rank
        score
        objective
        exactIds
        owner
        due
        evidenceCount
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment QueueVersionFields on QueueVersion {
  version
  asOf
  rankingVersion
  recordCount
  componentCount
  closedCount
  rankedCount
  packetCount
  excludedInjectionCount
  createdAt
}`),vt=new U(`
    query Packet($id: ID!) {
  packet(id: $id) {
    id
    queueVersion
    rank
    score
    objective
    exactIds
    entities
    owner
    due
    evidence {
      kind
      text
      title
      sourceName
      authoredAt
      url
      externalId
      sourceRef
      chunkId
    }
    evidenceCount
    constraints
    dependencies
    acceptanceCriteria
    permissions {
      access
      system
      target
      reason
    }
    componentScores {
      name
      value
      weight
      weighted
      reason
    }
    penalties {
      name
      points
      reason
    }
    missingInformation
    rankingVersion
    asOf
    receiptHash
  }
}
    `),yt=new U(`
    mutation CompileQueue($input: CompileQueueInput) {
  compileQueue(input: $input) {
    queue {
      ...QueueVersionFields
    }
  }
}
    fragment QueueVersionFields on QueueVersion {
  version
  asOf
  rankingVersion
  recordCount
  componentCount
  closedCount
  rankedCount
  packetCount
  excludedInjectionCount
  createdAt
}`),bt=new U(`
    query Sources($first: Int, $after: String) {
  sources(first: $first, after: $after) {
    edges {
      cursor
      node {
        ...SourceFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment SourceFields on Source {
  id
  kind
  name
  state
  stateReason
  createdAt
  updatedAt
}`),xt=new U(`
    query Viewer {
  viewer {
    actorKind
    role
    workspace {
      id
      name
    }
  }
}
    `),St=new U(`
    query WidgetKeys {
  widgetKeys {
    ...WidgetKeyFields
  }
}
    fragment WidgetKeyFields on WidgetKey {
  id
  allowedOrigins
  createdAt
  revokedAt
}`),Ct=new U(`
    mutation CreateWidgetKey($input: CreateWidgetKeyInput!) {
  createWidgetKey(input: $input) {
    key
    widgetKey {
      ...WidgetKeyFields
    }
  }
}
    fragment WidgetKeyFields on WidgetKey {
  id
  allowedOrigins
  createdAt
  revokedAt
}`),wt=new U(`
    mutation RevokeWidgetKey($id: ID!) {
  revokeWidgetKey(id: $id)
}
    `);function Tt(e){return H(xt,{},e)}function Et(e){return e?.role===`OWNER`}function W(e){return e?.actorKind===`PUBLIC`}function Dt(e){return e?.actorKind===`OIDC`||e?.actorKind===`LEGACY_OWNER`}var Ot={OIDC:`Single sign-on`,LEGACY_OWNER:`Owner token`,GATEWAY:`Gateway`,LOCAL:`Local`,PUBLIC:`Public`};function kt(e){return Ot[e]??e}function At(e){return e.toLowerCase().replace(/_/g,` `)}function jt(e){let t=[kt(e.actorKind),At(e.role)];return e.workspace?.name&&t.push(e.workspace.name),t.filter(e=>e!==``).join(` · `)}function Mt(){let e=window.location.pathname+window.location.search;return e&&e!==`/`?`/auth/login?return_to=${encodeURIComponent(e)}`:`/auth/login`}function Nt(){return B(`a`,{class:`button button--small account__action`,href:Mt(),"data-native":!0,children:`Sign in`})}function Pt(){return B(`form`,{class:`account__action`,method:`post`,action:`/auth/logout`,children:B(`button`,{type:`submit`,class:`button button--small button--quiet`,children:`Sign out`})})}function Ft({state:e}){switch(e.status){case`loading`:return B(`div`,{class:`account`,children:B(`p`,{class:`viewer viewer--muted`,children:B(`span`,{class:`viewer__text`,children:`Checking sign-in…`})})});case`signed-in`:{let t=jt(e.viewer),n=W(e.viewer);return B(`div`,{class:n?`account account--demo`:`account`,children:[n?B(`span`,{class:`badge badge--demo`,children:`Demo`}):null,B(`p`,{class:`viewer`,title:t,children:[B(`span`,{class:`visually-hidden`,children:n?`Viewing as: `:`Signed in as: `}),B(`span`,{class:n?`viewer__dot`:`viewer__dot viewer__dot--ok`,"aria-hidden":`true`}),B(`span`,{class:`viewer__text`,children:t})]}),Dt(e.viewer)?B(Pt,{}):n?B(Nt,{}):null]})}case`signed-out`:return B(`div`,{class:`account account--signed-out`,children:[B(`p`,{class:`viewer`,children:[B(`span`,{class:`viewer__dot`,"aria-hidden":`true`}),B(`span`,{class:`viewer__text`,children:`Not signed in`})]}),B(Nt,{})]});case`error`:return B(`div`,{class:`account`,children:B(`p`,{class:`viewer viewer--muted`,children:[B(`span`,{class:`viewer__dot viewer__dot--warn`,"aria-hidden":`true`}),B(`span`,{class:`viewer__text`,children:`Account unknown`})]})})}}function It({state:e,onRetry:t}){let[n,r]=L(!1);return R(()=>{e.status!==`error`&&r(!1)},[e.status]),e.status!==`error`||n?null:B(`div`,{class:`notice-wrap`,children:B(`div`,{class:`notice-bar`,role:`status`,children:[B(`p`,{class:`notice-bar__text`,children:[B(`strong`,{children:`Couldn’t check who you are.`}),` `,e.message]}),B(`div`,{class:`notice-bar__actions`,children:[B(`button`,{type:`button`,class:`button button--small`,onClick:t,children:`Try again`}),B(`button`,{type:`button`,class:`button button--small button--quiet`,onClick:()=>r(!0),children:`Dismiss`})]})]})})}function Lt({path:e,viewer:t}){return B(`header`,{class:`site-header`,children:B(`div`,{class:`site-header__inner`,children:[B(`a`,{class:`brand`,href:`/`,children:[B(Re,{}),B(`span`,{class:`brand__name`,children:Pe})]}),B(He,{path:e}),B(Ft,{state:t})]})})}function Rt(){let[e,t]=L({status:`loading`}),[n,r]=L(0);return R(()=>{let e=new AbortController;return t({status:`loading`}),Tt({signal:e.signal}).then(n=>{e.signal.aborted||t(n.viewer?{status:`signed-in`,viewer:n.viewer}:{status:`signed-out`})},n=>{e.signal.aborted||(Je(n)?n.code===`UNAUTHENTICATED`?t({status:`signed-out`}):t({status:`error`,message:n.message,code:n.code}):t({status:`error`,message:`Something went wrong.`,code:`UNKNOWN`}))}),()=>e.abort()},[n]),{state:e,retry:Ce(()=>r(e=>e+1),[])}}var zt=new Set;function Bt(e){let t=e.replace(/\/+$/,``);return t===``?`/`:t}function Vt(){return Bt(window.location.pathname)}function Ht(){for(let e of zt)e()}function Ut(e,t={}){let n=new URL(e,window.location.href),r=n.pathname+n.search+n.hash;r!==window.location.pathname+window.location.search+window.location.hash&&(t.replace?window.history.replaceState(null,``,r):window.history.pushState(null,``,r),Ht())}function Wt(){let[e,t]=L(Vt);return R(()=>{let e=()=>t(Vt());return zt.add(e),e(),()=>{zt.delete(e)}},[]),e}function Gt(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target;if(!(t instanceof Element))return;let n=t.closest(`a`);if(!(n instanceof HTMLAnchorElement))return;let r=n.getAttribute(`href`);if(r===null||r===``||r.startsWith(`#`)||n.hasAttribute(`download`)||n.hasAttribute(`data-native`)||n.target!==``&&n.target!==`_self`||(n.getAttribute(`rel`)??``).split(/\s+/).includes(`external`))return;let i=new URL(n.href);i.origin===window.location.origin&&(e.preventDefault(),Ut(i.pathname+i.search+i.hash))}var Kt=!1;function qt(){Kt||(Kt=!0,window.addEventListener(`popstate`,Ht),document.addEventListener(`click`,Gt))}var Jt=new Set;function G(e){for(let t of Jt)t(e)}function Yt(e){return Jt.add(e),()=>{Jt.delete(e)}}function K(){let[e,t]=L(null),[n,r]=L(null),i=e!==null;return{busy:i,pending:e,error:n,setError:r,run:async(e,n,a=``)=>{if(!i){t(a),r(null);try{await n()}catch(t){r(t),G(e)}finally{t(null)}}}}}function q({route:e,headingRef:t,wide:n=!0,children:r}){return B(`article`,{class:n?`page page--wide`:`page`,"aria-labelledby":`page-title`,children:[B(`h1`,{id:`page-title`,class:`page__title`,tabIndex:-1,ref:t,children:e.title}),B(`p`,{class:`page__lead`,children:e.summary}),r]})}function Xt({hasMore:e,loading:t,error:n,onMore:r,label:i}){return B(y,{children:[e?B(`p`,{class:`section__more`,children:B(`button`,{type:`button`,class:`button button--quiet`,"aria-disabled":t?`true`:void 0,"aria-busy":t?`true`:void 0,onClick:()=>{t||r()},children:t?`Loading…`:i})}):null,n?B(`div`,{class:`error-note`,role:`alert`,children:B(`p`,{children:`Could not load more. Try again.`})}):null]})}function J({error:e,onRetry:t}){return B(`div`,{class:`error-note`,role:`alert`,children:[B(`p`,{children:Qe(e)}),t?B(`button`,{type:`button`,class:`button button--small button--quiet`,onClick:t,children:`Try again`}):null]})}function Zt(){return B(`p`,{class:`demo-note`,children:[B(`span`,{class:`badge badge--demo`,children:`Demo`}),`You are looking at the public demo workspace. It is read-only: changes need a signed-in owner.`]})}var Qt={GROUNDED:[`Grounded`,`ok`,`every part of the question is covered and every claim is cited`],PARTIAL:[`Partial`,`warn`,`some claims are supported, part of the question is not covered`],ABSTAINED:[`Abstained`,`bad`,`not enough evidence to answer`]};function $t(e){let[t,,n]=Qt[e]??[e,`neutral`,``];return n?`${t}: ${n}`:t}function en({status:e}){let[t,n]=Qt[e]??[e,`neutral`];return B(`span`,{class:`state state--${n}`,"data-status":e,children:[B(`span`,{class:`visually-hidden`,children:`Status: `}),t]})}var tn={PENDING:`neutral`,APPROVED:`neutral`,CLAIMED:`neutral`,SUCCEEDED:`ok`,FAILED:`bad`,UNKNOWN:`warn`,DRY_RUN:`warn`},nn={PENDING:`Pending approval`,APPROVED:`Approved`,CLAIMED:`Running`,SUCCEEDED:`Succeeded`,FAILED:`Failed`,UNKNOWN:`Outcome unknown`,DRY_RUN:`Dry run`};function rn(e){return nn[e]??e}function an({status:e,prefix:t=`Status`}){return B(`span`,{class:`state state--${tn[e]??`neutral`}`,"data-status":e,children:[B(`span`,{class:`visually-hidden`,children:[t,`: `]}),rn(e)]})}function on({result:e}){return B(`span`,{class:`state state--${e===`PASSED`?`ok`:`bad`}`,"data-result":e,children:[B(`span`,{class:`visually-hidden`,children:`Result: `}),e===`PASSED`?`Passed`:`Failed`]})}var sn=0,cn=`a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])`;function ln({open:e,title:t,onClose:n,children:r,returnFocus:i,closeLabel:a=`Close`,actions:o}){let s=z(null),c=z(null),l=z(`modal-${++sn}`),u=z(n);u.current=n;let d=z(i);d.current=i,R(()=>{let t=s.current;if(t){if(e&&!t.open){let e=document.activeElement;c.current=(typeof i==`function`?null:i)??(e instanceof HTMLElement&&e!==document.body?e:null),t.showModal(),(t.querySelector(`[data-autofocus]`)??t.querySelector(cn))?.focus()}else!e&&t.open&&(t.close(),f())}},[e]);let f=()=>{let e=c.current;if(e===null)return;c.current=null;let t=typeof d.current==`function`?d.current():null,n=t&&t.isConnected?t:e;n.isConnected?n.focus():document.querySelector(`#page-title`)?.focus()},p=z(f);p.current=f,R(()=>{let e=s.current;if(!e)return;let t=()=>p.current(),n=e=>{e.preventDefault(),u.current()},r=t=>{if(t.key!==`Tab`)return;let n=Array.from(e.querySelectorAll(cn)).filter(e=>e.getClientRects().length>0),r=n[0],i=n[n.length-1];r&&i&&(t.shiftKey&&document.activeElement===r?(t.preventDefault(),i.focus()):!t.shiftKey&&document.activeElement===i&&(t.preventDefault(),r.focus()))};return e.addEventListener(`close`,t),e.addEventListener(`cancel`,n),e.addEventListener(`keydown`,r),()=>{e.removeEventListener(`close`,t),e.removeEventListener(`cancel`,n),e.removeEventListener(`keydown`,r),e.open&&e.close()}},[]);let m=`${l.current}-title`;return B(`dialog`,{ref:s,class:`modal`,"aria-labelledby":m,children:e?B(`div`,{class:`modal__body`,children:[B(`div`,{class:`modal__head`,children:B(`h2`,{id:m,class:`modal__title`,children:t})}),r,B(`div`,{class:`modal__actions`,children:[o,B(`button`,{type:`button`,class:`button`,onClick:()=>u.current(),children:a})]})]}):null})}function Y(e){if(!e)return``;let t=new Date(e);return Number.isNaN(t.getTime())?e:t.toLocaleString(void 0,{dateStyle:`medium`,timeStyle:`short`})}function un(e){if(!e)return null;try{let t=new URL(e,window.location.href);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}var dn=new Intl.NumberFormat(`en`);function X(e){return dn.format(e)}function Z(e){let t=e.replace(/_/g,` `).replace(/([a-z])([A-Z])/g,`$1 $2`).toLowerCase();return t.charAt(0).toUpperCase()+t.slice(1)}function fn(e){return e.length>16?`${e.slice(0,12)}…`:e}function pn(){if(typeof crypto<`u`&&typeof crypto.randomUUID==`function`)return crypto.randomUUID();let e=new Uint8Array(16);return crypto.getRandomValues(e),Array.from(e,e=>e.toString(16).padStart(2,`0`)).join(``)}function mn({receipt:e,onOpen:t}){return B(`button`,{type:`button`,class:`cite`,"data-citation":e.n,onClick:()=>t(e),children:[B(`span`,{class:`visually-hidden`,children:`Citation `}),e.n,B(`span`,{class:`visually-hidden`,children:[`: `,e.title]})]})}function hn({receipt:e,onClose:t}){let n=un(e?.url);return B(ln,{open:e!==null,title:e?`Citation ${e.n}: ${e.title}`:``,onClose:t,children:e?B(`div`,{class:`receipt`,children:[e.untrusted?B(`p`,{class:`receipt__warn`,role:`note`,children:[B(`strong`,{children:`Treated as data.`}),` This passage contains text aimed at an AI`,e.injectionKinds&&e.injectionKinds.length>0?` (${e.injectionKinds.join(`, `)})`:``,`; it was not followed.`]}):null,B(`blockquote`,{class:`receipt__excerpt`,children:e.excerpt}),B(`dl`,{class:`facts`,children:[B(`div`,{children:[B(`dt`,{children:`Source`}),B(`dd`,{children:e.provider})]}),B(`div`,{children:[B(`dt`,{children:`Time`}),B(`dd`,{children:e.timestamp?B(`time`,{dateTime:e.timestamp,children:Y(e.timestamp)}):`Not stated`})]}),e.kind?B(`div`,{children:[B(`dt`,{children:`Kind`}),B(`dd`,{children:e.kind})]}):null,e.externalId?B(`div`,{children:[B(`dt`,{children:`Id in its source`}),B(`dd`,{class:`mono`,children:e.externalId})]}):null,e.id?B(`div`,{children:[B(`dt`,{children:`Evidence id`}),B(`dd`,{class:`mono`,children:e.id})]}):null]}),n?B(`p`,{class:`receipt__link`,children:B(`a`,{href:n,target:`_blank`,rel:`noopener noreferrer external`,children:[`Open in the source`,B(`span`,{class:`visually-hidden`,children:` (opens in a new tab)`})]})}):null]}):null})}var gn={none:`Nothing: the evidence answers the question.`,research:`Research: evidence is missing.`,triage:`Triage: the sources disagree.`,queue:`Queue: open, dated work.`};function _n({answer:e,showQuestion:t=!1}){let[n,r]=L(null),i=new Map;e.citations.forEach((e,t)=>{i.set(e.id,{n:t+1,id:e.id,title:e.title,excerpt:e.excerpt,provider:e.provider,timestamp:e.timestamp,url:e.url,externalId:e.externalId,untrusted:e.untrusted,injectionKinds:e.injectionKinds})});let a=[...i.values()],o=e=>e.map(e=>{let t=i.get(e);return t?B(mn,{receipt:t,onOpen:r},e):null}),s=e=>e.split(/(\[\d+\])/).map((e,t)=>{let n=/^\[(\d+)\]$/.exec(e),i=n?a[Number(n[1])-1]:void 0;return i?B(mn,{receipt:i,onOpen:r},t):e}),c=e.text.split(`
`).filter(e=>e.trim()!==``),l=[],u=[],d=()=>{u.length>0&&(l.push(B(`ul`,{class:`answer__list`,children:u.map((e,t)=>B(`li`,{children:s(e)},t))},`ul-${l.length}`)),u=[])};for(let e of c)e.startsWith(`- `)?u.push(e.slice(2)):(d(),l.push(B(`p`,{children:s(e)},`p-${l.length}`)));d();let f=e.retrievalTrace,p=e.citations.filter(e=>e.untrusted).length;return B(`section`,{class:`answer`,"aria-labelledby":`answer-${e.id}`,"data-answer-id":e.id,children:[B(`div`,{class:`answer__head`,children:[B(`h2`,{id:`answer-${e.id}`,class:`section__title`,children:t?e.question:`Answer`}),B(en,{status:e.status})]}),B(`p`,{class:`answer__meaning`,children:[$t(e.status),`. `,Z(e.mode),` mode asked, `,Z(f.mode).toLowerCase(),` used ·`,` `,B(`time`,{dateTime:e.createdAt,children:Y(e.createdAt)})]}),B(`div`,{class:`answer__text`,children:l}),e.claims.length>0?B(`div`,{class:`answer__part`,children:[B(`h3`,{class:`answer__sub`,children:`Claims and their evidence`}),B(`ol`,{class:`claims`,children:e.claims.map((e,t)=>B(`li`,{class:`claim`,children:[B(`span`,{class:`claim__text`,children:e.text}),` `,B(`span`,{class:`claim__cites`,children:o(e.citations)}),e.facets.length>0?B(`span`,{class:`claim__facets`,children:[B(`span`,{class:`visually-hidden`,children:`Covers: `}),e.facets.map(e=>B(`span`,{class:`tag`,children:Z(e)},e))]}):null]},t))})]}):null,e.contradictions.length>0?B(`div`,{class:`answer__part`,children:[B(`h3`,{class:`answer__sub`,children:`Sources disagree`}),e.contradictions.map((e,t)=>B(`div`,{class:`contra`,children:[B(`h4`,{class:`contra__title`,children:[e.subject,`: `,Z(e.facet).toLowerCase()]}),B(`ul`,{class:`contra__values`,children:e.values.map((e,t)=>B(`li`,{class:`contra__value`,children:[B(`span`,{class:`contra__label`,children:e.value}),B(`span`,{class:`claim__cites`,children:o(e.citations)})]},t))})]},t))]}):null,e.missingInformation.length>0?B(`div`,{class:`missing`,children:[B(`h3`,{class:`missing__title`,children:`Missing information`}),B(`ul`,{class:`missing__list`,children:e.missingInformation.map((e,t)=>B(`li`,{children:e},t))})]}):null,p>0?B(`p`,{class:`answer__note`,children:[p,` cited passage`,p===1?``:`s`,` contain`,p===1?`s`:``,` text aimed at an AI: shown as data, never followed.`]}):null,B(`dl`,{class:`facts`,children:[B(`div`,{children:[B(`dt`,{children:`Next`}),B(`dd`,{children:gn[e.recommendedAgent]??e.recommendedAgent})]}),B(`div`,{children:[B(`dt`,{children:`Citations`}),B(`dd`,{children:e.citations.length})]}),e.receiptHash?B(`div`,{class:`facts__wide`,children:[B(`dt`,{children:`Receipt hash`}),B(`dd`,{class:`mono`,"data-receipt-hash":!0,children:e.receiptHash})]}):null]}),B(`details`,{class:`disclosure`,children:[B(`summary`,{children:`Retrieval trace`}),B(`dl`,{class:`facts`,children:[B(`div`,{children:[B(`dt`,{children:`Planner`}),B(`dd`,{children:[f.plannerVersion,`, `,f.synthesizerVersion]})]}),B(`div`,{children:[B(`dt`,{children:`Mode`}),B(`dd`,{children:[Z(f.requestedMode),` asked, `,Z(f.mode),` used`]})]}),B(`div`,{children:[B(`dt`,{children:`Question classes`}),B(`dd`,{children:f.questionClasses.join(`, `)||`none`})]}),B(`div`,{children:[B(`dt`,{children:`Identifiers`}),B(`dd`,{children:f.identifiers.join(`, `)||`none`})]}),B(`div`,{children:[B(`dt`,{children:`Facets`}),B(`dd`,{children:f.facets.map(Z).join(`, `)||`none`})]}),B(`div`,{children:[B(`dt`,{children:`Sources searched`}),B(`dd`,{children:f.sourcesSearched})]}),B(`div`,{children:[B(`dt`,{children:`Hits`}),B(`dd`,{children:[f.found,` found, `,f.duplicates,` repeated, `,f.evidenceUsed,` used`]})]}),B(`div`,{children:[B(`dt`,{children:`Dropped by lineage`}),B(`dd`,{children:[f.droppedByLineage,f.dropped.length>0?` (${f.dropped.map(e=>`${e.reason}: ${e.count}`).join(`, `)})`:``]})]}),B(`div`,{children:[B(`dt`,{children:`Graph context`}),B(`dd`,{children:f.graphContext?`yes`:`no`})]}),B(`div`,{children:[B(`dt`,{children:`Injection-shaped passages`}),B(`dd`,{children:f.untrusted})]})]}),B(`div`,{class:`table-wrap`,children:B(`table`,{class:`table`,children:[B(`caption`,{class:`visually-hidden`,children:`Lane calls in plan order`}),B(`thead`,{children:B(`tr`,{children:[B(`th`,{scope:`col`,children:`Lane`}),B(`th`,{scope:`col`,children:`Purpose`}),B(`th`,{scope:`col`,children:`Query`}),B(`th`,{scope:`col`,children:`Hits`})]})}),B(`tbody`,{children:f.calls.map((e,t)=>B(`tr`,{children:[B(`td`,{children:e.lane}),B(`td`,{children:e.purpose}),B(`td`,{class:`table__query`,children:e.query}),B(`td`,{children:[e.hits,` / `,e.limit]})]},t))})]})})]}),B(hn,{receipt:n,onClose:()=>r(null)})]})}var vn=[[`AUTO`,`Auto`,`the planner chooses`],[`FAST`,`Fast`,`one retrieval pass`],[`THINKING`,`Thinking`,`sub-questions and related records`]];function yn({route:e,headingRef:t,viewer:n}){let[r,i]=L(``),[a,o]=L(`AUTO`),{busy:s,error:c,setError:l,run:u}=K(),[d,f]=L(null),p=z(null),m=n.status!==`loading`;return B(q,{route:e,headingRef:t,children:[W(n.status===`signed-in`?n.viewer:null)?B(Zt,{}):null,B(`form`,{class:`card form ask-form`,"aria-label":`Ask a question`,onSubmit:async e=>{if(e.preventDefault(),s)return;let t=r.trim();if(t===``)l(null),p.current?.focus(),G(`Type a question first.`);else return u(`The question was not answered.`,async()=>{G(`Asking…`);let e=await H(nt,{input:{question:t,mode:a}});f(e.ask),G(`Answer ${e.ask.status}. ${$t(e.ask.status)}. ${e.ask.citations.length} citations.`)})},"aria-busy":s?`true`:`false`,children:[B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`ask-question`,children:`Question`}),B(`textarea`,{id:`ask-question`,ref:p,class:`input ask-form__question`,rows:3,maxLength:2e3,required:!0,disabled:!m,placeholder:`e.g. Who committed to DATA-102 and when is it due?`,value:r,onInput:e=>i(e.currentTarget.value),onKeyDown:e=>{e.key===`Enter`&&(e.ctrlKey||e.metaKey)&&(e.preventDefault(),e.currentTarget.form?.requestSubmit())}}),B(`p`,{class:`field__hint`,children:`Answers cite only verified sources. Ctrl+Enter asks.`})]}),B(`fieldset`,{class:`fieldset ask-form__modes`,children:[B(`legend`,{class:`field__label`,children:`Mode`}),B(`div`,{class:`segmented`,children:vn.map(([e,t,n])=>B(`label`,{class:`segmented__option`,children:[B(`input`,{type:`radio`,name:`ask-mode`,value:e,checked:a===e,onChange:()=>o(e)}),B(`span`,{children:[B(`strong`,{children:t}),B(`span`,{class:`segmented__hint`,children:n})]})]},e))})]}),B(`div`,{class:`form__actions`,children:B(`button`,{type:`submit`,class:`button`,disabled:!m,"aria-disabled":s?`true`:void 0,"aria-busy":s?`true`:`false`,children:s?B(y,{children:[B(`span`,{class:`spinner`,"aria-hidden":`true`}),`Asking…`]}):`Ask`})}),c?B(J,{error:c}):null]}),d?B(_n,{answer:d},d.id):null]})}function Q(e,t,n=!0){let[r,i]=L(n?{status:`loading`}:{status:`idle`}),[a,o]=L(0);return R(()=>{if(!n){i({status:`idle`});return}let r=new AbortController;return i(e=>`data`in e&&e.data!==void 0?{status:`loading`,data:e.data}:{status:`loading`}),H(e,t,{signal:r.signal}).then(e=>{r.signal.aborted||i({status:`ok`,data:e})},e=>{r.signal.aborted||i({status:`error`,error:e})}),()=>r.abort()},[e,JSON.stringify(t),n,a]),{state:r,reload:Ce(()=>o(e=>e+1),[])}}function bn(e,t,n,r=!0){let{state:i,reload:a}=Q(e,t,r),[o,s]=L(null),[c,l]=L(!1),[u,d]=L(null);R(()=>{i.status===`loading`&&(s(null),d(null))},[i.status]);let f=`data`in i?i.data:void 0,p=f===void 0?void 0:n(f),m=[...p?.edges.map(e=>e.node)??[],...o?.nodes??[]],h=o??(p?{hasNextPage:p.pageInfo.hasNextPage,endCursor:p.pageInfo.endCursor}:null),g=async()=>{if(h?.endCursor&&!c){l(!0),d(null);try{let r=n(await H(e,{...t,after:h.endCursor}));s({nodes:[...o?.nodes??[],...r.edges.map(e=>e.node)],endCursor:r.pageInfo.endCursor,hasNextPage:r.pageInfo.hasNextPage})}catch(e){d(e)}finally{l(!1)}}};return{state:i,nodes:m,hasMore:h?.hasNextPage??!1,loadingMore:c,moreError:u,loadMore:()=>void g(),reload:a}}function xn(e){return`bar__fill bar__fill--w${Math.max(0,Math.min(20,Math.round(e*20)))*5}`}function Sn({packet:e}){let t=e.componentScores.reduce((e,t)=>e+t.weighted,0),n=e.penalties.reduce((e,t)=>e+t.points,0);return B(`div`,{class:`chart`,children:[B(`h4`,{class:`detail__sub`,id:`scores-${e.id}`,children:[`Score `,X(e.score),`: `,X(t),` from components`,n>0?`, minus ${X(n)} in penalties`:``]}),B(`ul`,{class:`chart__rows`,"aria-labelledby":`scores-${e.id}`,children:[e.componentScores.map(e=>B(`li`,{class:`chart__row`,"data-score":e.name,children:[B(`span`,{class:`chart__name`,children:Z(e.name)}),B(`span`,{class:`bar`,"aria-hidden":`true`,children:B(`span`,{class:xn(e.value/1e3)})}),B(`span`,{class:`chart__value`,children:[X(e.value),`/1,000 × `,e.weight,`% = `,X(e.weighted)]}),B(`span`,{class:`chart__reason`,children:e.reason})]},e.name)),e.penalties.map(e=>B(`li`,{class:`chart__row chart__row--penalty`,"data-penalty":e.name,children:[B(`span`,{class:`chart__name`,children:[B(`span`,{class:`visually-hidden`,children:`Penalty: `}),Z(e.name)]}),B(`span`,{class:`bar`,"aria-hidden":`true`,children:B(`span`,{class:`${xn(e.points/1e5)} bar__fill--penalty`})}),B(`span`,{class:`chart__value`,children:[`−`,X(e.points)]}),B(`span`,{class:`chart__reason`,children:e.reason})]},e.name))]})]})}function Cn({target:e,onClose:t}){let[n,r]=L(``),[i,a]=L(``),[o,s]=L(``),[c,l]=L(``),{busy:u,error:d,setError:f,run:p}=K(),[m,h]=L(null);return R(()=>{e&&(a(e.objective.slice(0,250)),s(``),l(pn()),f(null),h(null))},[e]),B(ln,{open:e!==null,title:`Propose a Linear issue`,onClose:t,closeLabel:m?`Done`:`Cancel`,actions:m?null:B(`button`,{type:`submit`,form:`propose-form`,class:`button`,"aria-disabled":u?`true`:void 0,"aria-busy":u?`true`:`false`,children:u?`Proposing…`:`Propose`}),children:m?B(`p`,{class:`modal__text`,role:`status`,children:[`Proposal created. An owner approves it in `,B(`a`,{href:`/review-actions`,children:`Review actions`}),`; nothing is sent before that.`]}):B(`form`,{id:`propose-form`,class:`form`,onSubmit:t=>{if(t.preventDefault(),e&&!m)return p(`The proposal was not created.`,async()=>{let t=await H(et,{input:{packetId:e.packetId,idempotencyKey:c,action:`LINEAR_CREATE_ISSUE`,teamId:n.trim(),title:i.trim(),description:o.trim()===``?null:o.trim()}});h(t.createProposal.id),window.setTimeout(()=>document.querySelector(`dialog[open] .modal__actions .button`)?.focus(),0),G(`Proposal created: ${t.createProposal.title}. It waits for approval in Review actions.`)})},children:[B(`p`,{class:`modal__text`,children:`The packet's evidence ids are added to the description, so the issue names what it rests on.`}),B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`propose-team`,children:`Team id`}),B(`input`,{id:`propose-team`,class:`input`,type:`text`,required:!0,autoComplete:`off`,"aria-describedby":`propose-team-hint`,value:n,onInput:e=>r(e.currentTarget.value)}),B(`p`,{id:`propose-team-hint`,class:`field__hint`,children:`The Linear team the issue is created in.`})]}),B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`propose-title`,children:`Title`}),B(`input`,{id:`propose-title`,class:`input`,type:`text`,required:!0,maxLength:250,value:i,onInput:e=>a(e.currentTarget.value)})]}),B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`propose-description`,children:[`Description `,B(`span`,{class:`muted`,children:`(optional)`})]}),B(`textarea`,{id:`propose-description`,class:`input`,rows:4,value:o,onInput:e=>s(e.currentTarget.value)})]}),d?B(J,{error:d}):null]})})}var wn=10;function Tn({title:e,items:t}){return t.length===0?null:B(`div`,{class:`detail__block`,children:[B(`h4`,{class:`detail__sub`,children:e}),B(`ul`,{class:`detail__list`,children:t.map((e,t)=>B(`li`,{children:e},t))})]})}function En({id:e,owner:t,onPropose:n}){let{state:r,reload:i}=Q(vt,{id:e}),[a,o]=L(null);if(r.status===`error`)return B(J,{error:r.error,onRetry:i});if(r.status!==`ok`)return B(`p`,{class:`muted`,role:`status`,children:`Loading the packet…`});let s=r.data.packet;if(!s)return B(`p`,{class:`muted`,children:`This packet is no longer in the queue.`});let c=s.evidence.map((e,t)=>({n:t+1,id:e.chunkId,title:e.title,excerpt:e.text,provider:e.sourceName,timestamp:e.authoredAt,url:e.url,externalId:e.externalId,kind:e.kind}));return B(`div`,{class:`detail`,children:[t?B(`p`,{class:`detail__bar`,children:B(`button`,{type:`button`,class:`button button--small`,onClick:()=>n({packetId:s.id,objective:s.objective}),children:[`Propose`,B(`span`,{class:`visually-hidden`,children:[` an issue for packet `,s.rank]})]})}):null,B(Sn,{packet:s}),B(`div`,{class:`detail__block`,children:[B(`h4`,{class:`detail__sub`,children:[`Evidence (`,s.evidence.length,` of `,s.evidenceCount,` records)`]}),B(`ol`,{class:`evidence`,children:s.evidence.map((e,t)=>B(`li`,{class:`evidence__item`,"data-evidence-kind":e.kind,children:[B(`span`,{class:`tag`,children:e.kind}),` `,B(`span`,{class:`evidence__text`,children:e.text}),` `,B(mn,{receipt:c[t],onOpen:o}),B(`span`,{class:`evidence__meta`,children:[e.sourceName,e.authoredAt?` · ${Y(e.authoredAt)}`:``]})]},t))})]}),B(Tn,{title:`Missing information`,items:s.missingInformation}),B(Tn,{title:`Dependencies`,items:s.dependencies}),B(Tn,{title:`Acceptance criteria`,items:s.acceptanceCriteria}),B(Tn,{title:`Constraints`,items:s.constraints}),s.permissions.length>0?B(Tn,{title:`Permissions`,items:s.permissions.map(e=>`${e.access} ${e.system}: ${e.target} (${e.reason})`)}):null,B(`dl`,{class:`facts`,children:[B(`div`,{children:[B(`dt`,{children:`Ranking`}),B(`dd`,{children:[s.rankingVersion,`, as of `,B(`time`,{dateTime:s.asOf,children:Y(s.asOf)})]})]}),s.receiptHash?B(`div`,{class:`facts__wide`,children:[B(`dt`,{children:`Receipt hash`}),B(`dd`,{class:`mono`,"data-receipt-hash":!0,children:s.receiptHash})]}):null]}),B(hn,{receipt:a,onClose:()=>o(null)})]})}function Dn({row:e,owner:t,onPropose:n}){let[r,i]=L(!1),a=`packet-${e.id}`;return B(`li`,{class:`item packet`,"data-packet-id":e.id,children:[B(`div`,{class:`packet__head`,children:[B(`span`,{class:`packet__rank`,children:[B(`span`,{class:`visually-hidden`,children:`Rank `}),e.rank]}),B(`div`,{class:`packet__main`,children:[B(`h3`,{class:`item__title`,children:e.objective}),B(`p`,{class:`item__meta`,children:[`Score `,X(e.score),e.owner?` · owner ${e.owner}`:``,e.due?` · due ${e.due}`:``,` · `,e.evidenceCount,` records`,e.exactIds.length>0?` · ${e.exactIds.join(`, `)}`:``]})]})]}),B(`div`,{class:`item__actions`,children:B(`button`,{type:`button`,class:`button button--quiet button--small`,"aria-expanded":r?`true`:`false`,"aria-controls":a,onClick:()=>i(e=>!e),children:[r?`Hide details`:`Open packet`,B(`span`,{class:`visually-hidden`,children:[` `,e.rank]})]})}),B(`div`,{id:a,hidden:!r,children:r?B(En,{id:e.id,owner:t,onPropose:n}):null})]})}function On({queue:e}){return B(`p`,{class:`item__meta queue-facts`,children:[`Version `,e.version,`, as of `,B(`time`,{dateTime:e.asOf,children:Y(e.asOf)}),` · `,e.packetCount,` packets from `,e.recordCount,` records in `,e.componentCount,` clusters (`,e.closedCount,` closed`,e.excludedInjectionCount>0?`, ${e.excludedInjectionCount} injection-shaped passages left out`:``,`) ·`,` `,e.rankingVersion]})}function kn({route:e,headingRef:t,viewer:n}){let r=n.status===`signed-in`,i=r?n.viewer:null,a=Et(i),o=W(i),s=bn(_t,{first:wn},e=>e.today,r),{busy:c,error:l,run:u}=K(),[d,f]=L(null),p=()=>u(`The queue was not compiled.`,async()=>{G(`Compiling the queue…`);let e=(await H(yt,{input:{}})).compileQueue.queue;G(`Queue version ${e.version} compiled: ${e.packetCount} packets.`),s.reload()}),m=`data`in s.state?s.state.data:void 0,h=m?.today.queue??null;return B(q,{route:e,headingRef:t,children:[o?B(Zt,{}):null,n.status===`signed-out`?B(`p`,{class:`muted section`,children:`Sign in to see your workspace's queue.`}):null,r&&!o?B(`div`,{class:`toolbar`,children:[B(`button`,{type:`button`,class:`button`,onClick:p,"aria-disabled":c?`true`:void 0,"aria-busy":c?`true`:`false`,children:c?B(y,{children:[B(`span`,{class:`spinner`,"aria-hidden":`true`}),`Compiling…`]}):`Compile queue`}),B(`p`,{class:`toolbar__hint muted small`,children:`Ranks the open work in your verified evidence as of now, as a new queue version.`})]}):null,l?B(J,{error:l}):null,B(`section`,{class:`section`,"aria-labelledby":`queue-title`,children:[B(`h2`,{id:`queue-title`,class:`section__title`,children:`Execution Packets`}),h?B(On,{queue:h}):null,s.state.status===`error`?B(J,{error:s.state.error,onRetry:s.reload}):null,s.state.status===`loading`&&!m?B(`p`,{class:`muted`,children:`Loading the queue…`}):null,m&&!h?B(`p`,{class:`muted`,children:o?`The demo workspace has no queue yet.`:`No queue yet. Compile one to rank the open work in your evidence.`}):null,m&&h&&s.nodes.length===0?B(`p`,{class:`muted`,children:`The queue is empty: no open work was found.`}):null,s.nodes.length>0?B(`ol`,{class:`item-list`,"aria-label":`Execution Packets, best first`,children:s.nodes.map(e=>B(Dn,{row:e,owner:a,onPropose:f},e.id))}):null,B(Xt,{hasMore:s.hasMore,loading:s.loadingMore,error:s.moreError,onMore:s.loadMore,label:`Load more packets`})]}),B(Cn,{target:d,onClose:()=>f(null)})]})}var An=20;function jn({id:e,onClose:t}){let{state:n,reload:r}=Q(it,{id:e});return B(`div`,{class:`detail`,"data-detail":!0,children:[B(`p`,{class:`detail__bar`,children:B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:t,children:`Back to the list`})}),n.status===`error`?B(J,{error:n.error,onRetry:r}):null,n.status===`loading`?B(`p`,{class:`muted`,role:`status`,children:`Loading the answer…`}):null,n.status===`ok`&&!n.data.answer?B(`p`,{class:`muted`,children:`This answer no longer exists.`}):null,n.status===`ok`&&n.data.answer?B(_n,{answer:n.data.answer,showQuestion:!0}):null]})}function Mn({route:e,headingRef:t,viewer:n}){let r=bn(rt,{first:An},e=>e.answers,n.status===`signed-in`),[i,a]=L(null),o=z(null),s=()=>{let e=i;a(null),window.setTimeout(()=>{o.current?.querySelector(`[data-open-answer="${e}"]`)?.focus()},0)},c=e=>{a(e),window.setTimeout(()=>document.querySelector(`[data-detail] button`)?.focus(),0)},l=`data`in r.state?r.state.data:void 0;return B(q,{route:e,headingRef:t,children:[n.status===`signed-out`?B(`p`,{class:`muted section`,children:`Sign in to see the answers of your workspace.`}):null,r.state.status===`error`?B(J,{error:r.state.error,onRetry:r.reload}):null,i?B(jn,{id:i,onClose:s},i):null,B(`section`,{class:`section`,"aria-labelledby":`answers-title`,hidden:i!==null,children:[B(`h2`,{id:`answers-title`,class:`section__title`,children:`Answers`}),r.state.status===`loading`&&!l?B(`p`,{class:`muted`,children:`Loading answers…`}):null,l&&r.nodes.length===0?B(`p`,{class:`muted`,children:[`No answers yet. Ask a question on the `,B(`a`,{href:`/ask`,children:`Ask`}),` page and it appears here.`]}):null,r.nodes.length>0?B(`ul`,{class:`item-list`,"aria-label":`Answers, newest first`,ref:o,children:r.nodes.map(e=>B(`li`,{class:`item`,"data-answer-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{class:`item__title`,children:e.question}),B(en,{status:e.status})]}),B(`p`,{class:`item__meta`,children:[B(`time`,{dateTime:e.createdAt,children:Y(e.createdAt)}),` · `,e.mode.toLowerCase(),e.receiptHash?B(y,{children:[` `,`· receipt`,` `,B(`span`,{class:`mono`,title:e.receiptHash,children:fn(e.receiptHash)})]}):null]}),B(`div`,{class:`item__actions`,children:B(`button`,{type:`button`,class:`button button--quiet button--small`,"data-open-answer":e.id,onClick:()=>c(e.id),children:[`Open`,B(`span`,{class:`visually-hidden`,children:[` the answer to: `,e.question]})]})})]},e.id))}):null,B(Xt,{hasMore:r.hasMore,loading:r.loadingMore,error:r.moreError,onMore:r.loadMore,label:`Load more answers`})]})]})}var Nn=20,Pn=[`PENDING`,`APPROVED`,`CLAIMED`,`SUCCEEDED`,`FAILED`,`UNKNOWN`,`DRY_RUN`];function Fn({p:e,owner:t,onApprove:n}){let r=e.execution,i=un(r?.providerIssueUrl);return B(`li`,{class:`item`,"data-proposal-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{class:`item__title`,children:e.title}),B(an,{status:e.status})]}),B(`p`,{class:`item__meta`,children:[`Linear issue in team `,B(`span`,{class:`mono`,children:e.teamId}),` · proposed `,B(`time`,{dateTime:e.createdAt,children:Y(e.createdAt)}),` · packet`,` `,B(`span`,{class:`mono`,children:e.packetId})]}),B(`div`,{class:`detail__block`,children:[B(`h4`,{class:`detail__sub`,children:[`Evidence (`,e.evidenceIds.length,`)`]}),B(`ul`,{class:`chips`,"aria-label":`Evidence ids of ${e.title}`,children:e.evidenceIds.map(e=>B(`li`,{class:`chip mono`,children:e},e))})]}),e.approval?B(`p`,{class:`item__reason`,children:[`Approved by `,e.approval.approvedBy,` on `,B(`time`,{dateTime:e.approval.createdAt,children:Y(e.approval.createdAt)})]}):null,r?B(`div`,{class:`execution`,"data-execution-status":r.status,children:[B(`h4`,{class:`detail__sub`,children:[`Execution: `,B(an,{status:r.status,prefix:`Execution`})]}),B(`dl`,{class:`facts`,children:[B(`div`,{children:[B(`dt`,{children:`Issue`}),B(`dd`,{children:i?B(`a`,{href:i,target:`_blank`,rel:`noopener noreferrer external`,children:r.providerIssueKey??r.providerIssueId??`Open the issue`}):r.providerIssueKey??r.providerIssueId??(r.status===`DRY_RUN`?`Not created (dry run)`:`Not created yet`)})]}),B(`div`,{children:[B(`dt`,{children:`Attempts`}),B(`dd`,{children:r.attempts})]}),B(`div`,{children:[B(`dt`,{children:`Updated`}),B(`dd`,{children:B(`time`,{dateTime:r.updatedAt,children:Y(r.updatedAt)})})]})]}),r.error?B(`p`,{class:`item__reason item__reason--problem`,children:[B(`span`,{class:`visually-hidden`,children:`Error: `}),r.error]}):null,r.status===`DRY_RUN`?B(`p`,{class:`item__reason`,children:`No Linear key is configured: nothing was sent. The request below is what would have been sent.`}):null,r.request?B(`details`,{class:`disclosure`,children:[B(`summary`,{children:`Request`}),B(`pre`,{class:`code`,tabIndex:0,children:r.request})]}):null]}):null,e.description?B(`details`,{class:`disclosure`,children:[B(`summary`,{children:`Description`}),B(`p`,{class:`pre-line`,children:e.description})]}):null,t&&e.status===`PENDING`?B(`div`,{class:`item__actions`,children:B(`button`,{type:`button`,class:`button button--small`,onClick:t=>n(e,t.currentTarget),children:[`Approve`,B(`span`,{class:`visually-hidden`,children:[` `,e.title]})]})}):null]})}function In({route:e,headingRef:t,viewer:n}){let r=n.status===`signed-in`?n.viewer:null,i=Et(r),a=W(r),[o,s]=L(``),c=bn($e,{first:Nn,status:o===``?null:o},e=>e.proposals,r!==null&&!a),[l,u]=L(null),{busy:d,error:f,setError:p,run:m}=K(),[h,g]=L(null),_=z(null),v=z(null),b=z(!1),x=()=>{if(l)return m(`The proposal was not approved.`,async()=>{let e=(await H(tt,{id:l.id})).approveProposal,t=`Approved “${l.title}”. Execution: ${rn(e.status)}${e.providerIssueKey?`, issue ${e.providerIssueKey}`:``}${e.error?`, ${e.error}`:``}.`;g(t),G(t),u(null),b.current=!0,c.reload()})},S=`data`in c.state?c.state.data:void 0;return B(q,{route:e,headingRef:t,children:[a?B(y,{children:[B(Zt,{}),B(`p`,{class:`muted section`,children:`Proposed actions are not part of the public demo.`})]}):null,n.status===`signed-out`?B(`p`,{class:`muted section`,children:`Sign in to review proposed actions.`}):null,r&&!a?B(`section`,{class:`section`,"aria-labelledby":`proposals-title`,ref:v,children:[B(`div`,{class:`section__head`,children:[B(`h2`,{id:`proposals-title`,class:`section__title`,children:`Proposals`}),B(`div`,{class:`field field--inline`,children:[B(`label`,{class:`field__label`,for:`proposal-filter`,children:`Status`}),B(`select`,{id:`proposal-filter`,class:`input`,value:o,onChange:e=>s(e.currentTarget.value),children:[B(`option`,{value:``,children:`All`}),Pn.map(e=>B(`option`,{value:e,children:rn(e)},e))]})]})]}),i?null:B(`p`,{class:`muted`,children:`Only the workspace owner approves proposals.`}),h?B(`p`,{class:`result-note`,"data-result":!0,tabIndex:-1,children:h}):null,c.state.status===`error`?B(J,{error:c.state.error,onRetry:c.reload}):null,c.state.status===`loading`&&!S?B(`p`,{class:`muted`,children:`Loading proposals…`}):null,S&&c.nodes.length===0?B(`p`,{class:`muted`,children:[o===``?`No proposals yet. Propose an action from a packet on the `:`No proposals with this status. See `,B(`a`,{href:`/today`,children:`Today`}),` page.`]}):null,c.nodes.length>0?B(`ul`,{class:`item-list`,"aria-label":`Proposals`,children:c.nodes.map(e=>B(Fn,{p:e,owner:i,onApprove:(e,t)=>{_.current=t,b.current=!1,p(null),u(e)}},e.id))}):null,B(Xt,{hasMore:c.hasMore,loading:c.loadingMore,error:c.moreError,onMore:c.loadMore,label:`Load more proposals`})]}):null,B(ln,{open:l!==null,title:`Approve and execute?`,onClose:()=>u(null),closeLabel:`Cancel`,returnFocus:()=>b.current?(b.current=!1,v.current?.querySelector(`[data-result]`)):_.current,actions:B(`button`,{type:`button`,class:`button`,onClick:x,"aria-disabled":d?`true`:void 0,"aria-busy":d?`true`:`false`,children:d?`Approving…`:`Approve`}),children:l?B(y,{children:[B(`p`,{class:`modal__text`,children:[`QueueProof creates the Linear issue `,B(`strong`,{children:l.title}),` in team `,B(`span`,{class:`mono`,children:l.teamId}),`, at most once. This cannot be undone from here.`]}),f?B(J,{error:f}):null]}):null})]})}var Ln=20;function Rn(e){try{let t=JSON.parse(e);return Array.isArray(t)&&t.every(e=>typeof e==`object`&&!!e)?t:null}catch{return null}}var zn=e=>e==null?``:String(e);function Bn({evidence:e}){let t=Rn(e);if(!t)return B(`pre`,{class:`code`,tabIndex:0,children:e});let n=t.filter(e=>e.found===!0).length;return B(y,{children:[B(`p`,{class:`small muted`,children:[n,` of `,t.length,` sampled passages were found again.`]}),B(`div`,{class:`table-wrap`,children:B(`table`,{class:`table`,children:[B(`caption`,{class:`visually-hidden`,children:`Probes`}),B(`thead`,{children:B(`tr`,{children:[B(`th`,{scope:`col`,children:`Passage`}),B(`th`,{scope:`col`,children:`Lane`}),B(`th`,{scope:`col`,children:`Query`}),B(`th`,{scope:`col`,children:`Found`})]})}),B(`tbody`,{children:t.map((e,t)=>B(`tr`,{children:[B(`td`,{class:`mono`,children:zn(e.chunkId)}),B(`td`,{children:zn(e.lane)}),B(`td`,{class:`table__query`,children:zn(e.query)}),B(`td`,{children:e.found===!0?`yes${e.rank===void 0?``:`, rank ${zn(e.rank)}`}`:`no`})]},t))})]})})]})}function Vn({route:e,headingRef:t,viewer:n}){let r=n.status===`signed-in`?n.viewer:null,i=W(r),a=bn(ut,{first:Ln},e=>e.proofTests,r!==null&&!i),o=`data`in a.state?a.state.data:void 0,s=new Map((o?.sources.edges??[]).map(e=>[e.node.id,e.node.name]));return B(q,{route:e,headingRef:t,children:[i?B(y,{children:[B(Zt,{}),B(`p`,{class:`muted section`,children:`Proof test runs are not part of the public demo.`})]}):null,n.status===`signed-out`?B(`p`,{class:`muted section`,children:`Sign in to see your sources' proof tests.`}):null,r&&!i?B(`section`,{class:`section`,"aria-labelledby":`runs-title`,children:[B(`h2`,{id:`runs-title`,class:`section__title`,children:`Runs, newest first`}),B(`p`,{class:`section__lead`,children:`After every import QueueProof samples passages and searches for them again: a source serves answers only once they are found.`}),a.state.status===`error`?B(J,{error:a.state.error,onRetry:a.reload}):null,a.state.status===`loading`&&!o?B(`p`,{class:`muted`,children:`Loading proof tests…`}):null,o&&a.nodes.length===0?B(`p`,{class:`muted`,children:`No proof tests yet: they run when a source is imported or verified.`}):null,a.nodes.length>0?B(`ul`,{class:`item-list`,"aria-label":`Proof test runs`,children:a.nodes.map(e=>B(`li`,{class:`item`,"data-proof-test-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{class:`item__title`,children:s.get(e.sourceId)??e.sourceId}),B(on,{result:e.result})]}),B(`p`,{class:`item__meta`,children:[Z(e.kind),` · `,B(`time`,{dateTime:e.createdAt,children:Y(e.createdAt)})]}),e.reason?B(`p`,{class:e.result===`FAILED`?`item__reason item__reason--problem`:`item__reason`,children:[B(`span`,{class:`visually-hidden`,children:`Reason: `}),e.reason]}):null,B(`details`,{class:`disclosure`,children:[B(`summary`,{children:[`Evidence`,B(`span`,{class:`visually-hidden`,children:[` of the run for `,s.get(e.sourceId)??e.sourceId]})]}),B(Bn,{evidence:e.evidence})]})]},e.id))}):null,B(Xt,{hasMore:a.hasMore,loading:a.loadingMore,error:a.moreError,onMore:a.loadMore,label:`Load more runs`})]}):null]})}var Hn=0;async function Un(e,t){try{if(navigator.clipboard&&window.isSecureContext)return await navigator.clipboard.writeText(e),!0}catch{}if(!t)return!1;t.focus(),t.select();try{return document.execCommand(`copy`)}catch{return!1}}function $({label:e,value:t,multiline:n=!1,name:r,rows:i}){let a=z(`copy-${++Hn}`),o=z(null),[s,c]=L(``),l=a.current,u=async()=>{let n=await Un(t,o.current),r=n?`${e} copied.`:`Could not copy: select the ${e.toLowerCase()} and copy it by hand.`;c(n?`Copied`:`Copy failed`),G(r)};return B(`div`,{class:`copy-field`,children:[B(`label`,{class:`field__label`,for:l,children:e}),B(`div`,{class:`copy-field__row`,children:[n?B(`textarea`,{id:l,ref:o,class:`input input--mono copy-field__value`,readOnly:!0,rows:i??Math.min(14,Math.max(4,t.split(`
`).length)),value:t,spellcheck:!1,...r?{name:r}:{}}):B(`input`,{id:l,ref:o,class:`input input--mono copy-field__value`,readOnly:!0,type:`text`,value:t,spellcheck:!1,autoComplete:`off`,...r?{name:r}:{}}),B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:u,children:[`Copy`,B(`span`,{class:`visually-hidden`,children:[` `,e.toLowerCase()]})]})]}),B(`p`,{class:`copy-field__status`,"aria-hidden":`true`,children:s})]})}function Wn({shown:e,onClose:t,returnFocus:n}){return B(ln,{open:e!==null,title:e?.title??``,onClose:t,returnFocus:n??null,closeLabel:`Done`,children:e?B(y,{children:[B(`p`,{class:`once-note`,role:`note`,children:[B(`strong`,{children:`You will not see this again.`}),` Copy it now and keep it somewhere safe; QueueProof stores only what it needs to check it.`]}),B(`p`,{class:`modal__text`,children:e.note}),B($,{label:e.label??`Secret`,value:e.secret,name:`shown-secret`}),e.extra]}):null})}function Gn(){let{state:e,reload:t}=Q(ot,{});if(e.status===`error`)return B(J,{error:e.error,onRetry:t});if(e.status!==`ok`)return B(`p`,{class:`muted`,children:`Loading…`});let n=e.data.mcpConnection;return B(y,{children:[B(`div`,{class:`card`,children:[B($,{label:`MCP endpoint (Streamable HTTP)`,value:n.endpoint}),B($,{label:`Protected-resource metadata`,value:n.resourceMetadata}),B($,{label:`REST mirror base`,value:n.restBase}),n.oauthIssuer?B($,{label:`OAuth issuer`,value:n.oauthIssuer}):null,B(`p`,{class:`field__label`,children:`Tools`}),B(`ul`,{class:`chips`,"aria-label":`Tools`,children:n.tools.map(e=>B(`li`,{class:`chip mono`,children:e},e))})]}),B(`h3`,{class:`section__sub`,children:`Client configurations`}),B(`p`,{class:`section__lead`,children:`Replace TOKEN with a token created below.`}),n.configurations.map(e=>B(`div`,{class:`card card--tight`,children:B($,{label:`${e.client} (${e.format})`,value:e.text,multiline:!0})},e.client))]})}var Kn=[[`READ`,`Read: search, the queue and packets, knowledge search`],[`PROPOSE`,`Propose: create Linear issue proposals (an owner still approves them)`]];function qn(){let{state:e,reload:t}=Q(st,{}),[n,r]=L(``),[i,a]=L([`READ`]),[o,s]=L(`INTERNAL`),[c,l]=L(``),{busy:u,error:d,run:f}=K(),[p,m]=L(null),[h,g]=L(null),_=z(null),v=(e,t)=>a(n=>t?[...n.filter(t=>t!==e),e]:n.filter(t=>t!==e)),y=e=>(e.preventDefault(),f(`The token was not created.`,async()=>{let e=c?`${c}T23:59:59Z`:null,a=(await H(ct,{input:{name:n.trim(),scopes:Kn.map(([e])=>e).filter(e=>i.includes(e)),egress:o,expiresAt:e}})).createMcpToken;r(``),l(``),G(`Token ${a.mcpToken.name} created.`),m({title:`Token ${a.mcpToken.name}`,secret:a.token,label:`Token`,note:`Put it in your MCP client as a bearer token (Authorization: Bearer TOKEN).`}),t()})),b=async(e,n)=>{g(null);try{await H(lt,{id:e}),G(`Token ${n} revoked.`),t()}catch(e){g(e),G(`The token was not revoked.`)}},x=`data`in e&&e.data?e.data.mcpTokens:[];return B(`section`,{class:`section`,"aria-labelledby":`tokens-title`,children:[B(`h2`,{id:`tokens-title`,class:`section__title`,children:`Tokens`}),B(`p`,{class:`section__lead`,children:`Bearer tokens for MCP clients and the REST mirror. QueueProof keeps only a hash.`}),B(`form`,{class:`card form`,onSubmit:y,"aria-labelledby":`token-form-title`,children:[B(`h3`,{id:`token-form-title`,class:`card__title`,children:`Create a token`}),B(`div`,{class:`form__grid`,children:[B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`token-name`,children:`Name`}),B(`input`,{id:`token-name`,class:`input`,type:`text`,required:!0,maxLength:100,autoComplete:`off`,value:n,onInput:e=>r(e.currentTarget.value)})]}),B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`token-expiry`,children:[`Expires `,B(`span`,{class:`muted`,children:`(optional)`})]}),B(`input`,{id:`token-expiry`,class:`input`,type:`date`,"aria-describedby":`token-expiry-hint`,value:c,onInput:e=>l(e.currentTarget.value)}),B(`p`,{id:`token-expiry-hint`,class:`field__hint`,children:`At the end of that day (UTC). Empty: never.`})]}),B(`fieldset`,{class:`field fieldset`,children:[B(`legend`,{class:`field__label`,children:`Scopes`}),Kn.map(([e,t])=>B(`label`,{class:`choice`,children:[B(`input`,{type:`checkbox`,name:`token-scope`,value:e,checked:i.includes(e),onChange:t=>v(e,t.currentTarget.checked)}),B(`span`,{children:t})]},e))]}),B(`fieldset`,{class:`field fieldset`,children:[B(`legend`,{class:`field__label`,children:`Where output goes`}),B(`label`,{class:`choice`,children:[B(`input`,{type:`radio`,name:`token-egress`,value:`INTERNAL`,checked:o===`INTERNAL`,onChange:()=>s(`INTERNAL`)}),B(`span`,{children:[B(`strong`,{children:`Internal`}),`: agents and tools inside the team.`]})]}),B(`label`,{class:`choice`,children:[B(`input`,{type:`radio`,name:`token-egress`,value:`CUSTOMER`,checked:o===`CUSTOMER`,onChange:()=>s(`CUSTOMER`)}),B(`span`,{children:[B(`strong`,{children:`Customer`}),`: may reach customers; customer-safe knowledge only.`]})]})]})]}),d?B(J,{error:d}):null,B(`div`,{class:`form__actions`,children:B(`button`,{ref:_,type:`submit`,class:`button`,"aria-disabled":u?`true`:void 0,"aria-busy":u?`true`:`false`,children:u?`Creating…`:`Create token`})})]}),e.status===`error`?B(J,{error:e.error,onRetry:t}):null,h?B(J,{error:h}):null,e.status===`ok`&&x.length===0?B(`p`,{class:`muted`,children:`No tokens yet.`}):null,x.length>0?B(`ul`,{class:`item-list`,"aria-label":`Tokens`,children:x.map(e=>B(`li`,{class:`item`,"data-token-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{class:`item__title`,children:e.name}),B(`span`,{class:e.revokedAt?`state state--bad`:`state state--ok`,children:e.revokedAt?`Revoked`:`Active`})]}),B(`p`,{class:`item__meta`,children:[e.scopes.map(e=>e.toLowerCase()).join(` + `),` · `,e.egress.toLowerCase(),` · created`,` `,B(`time`,{dateTime:e.createdAt,children:Y(e.createdAt)}),e.expiresAt?` · expires ${Y(e.expiresAt)}`:` · never expires`,e.revokedAt?` · revoked ${Y(e.revokedAt)}`:``]}),e.revokedAt?null:B(`div`,{class:`item__actions`,children:B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:()=>void b(e.id,e.name),children:[`Revoke`,B(`span`,{class:`visually-hidden`,children:[` `,e.name]})]})})]},e.id))}):null,B(Wn,{shown:p,returnFocus:_.current,onClose:()=>m(null)})]})}function Jn({route:e,headingRef:t,viewer:n}){let r=n.status===`signed-in`?n.viewer:null,i=W(r);return B(q,{route:e,headingRef:t,children:[i?B(y,{children:[B(Zt,{}),B(`p`,{class:`muted section`,children:`Connecting an AI assistant needs a signed-in member of a workspace.`})]}):null,n.status===`signed-out`?B(`p`,{class:`muted section`,children:`Sign in to connect an AI assistant.`}):null,r&&!i?B(y,{children:[B(`section`,{class:`section`,"aria-labelledby":`mcp-title`,children:[B(`h2`,{id:`mcp-title`,class:`section__title`,children:`Model Context Protocol`}),B(`p`,{class:`section__lead`,children:`Point any MCP client at this endpoint with a token; clients without MCP use the REST mirror.`}),B(Gn,{})]}),Et(r)?B(qn,{}):B(`p`,{class:`muted section`,children:`Only the workspace owner creates and revokes tokens.`})]}):null]})}function Yn({path:e,headingRef:t}){return B(`article`,{class:`page`,"aria-labelledby":`page-title`,children:[B(`h1`,{id:`page-title`,class:`page__title`,tabIndex:-1,ref:t,children:`Page not found`}),B(`p`,{class:`page__lead`,children:[`There is no page at `,B(`code`,{class:`path`,children:e}),`. It may have moved, or the link may be mistyped.`]}),B(`p`,{children:B(`a`,{class:`button`,href:`/`,children:`Go to Ask`})})]})}var Xn={DISCOVERED:`Discovered`,CONNECTOR_CREATED:`Connector created`,SCOPED:`Scoped`,SYNCED:`Synced`,DATA_VERIFIED:`Data verified`,FAILED:`Failed`,DEGRADED:`Degraded`},Zn={DISCOVERED:`neutral`,CONNECTOR_CREATED:`neutral`,SCOPED:`neutral`,SYNCED:`neutral`,DATA_VERIFIED:`ok`,FAILED:`bad`,DEGRADED:`warn`};function Qn(e){return Xn[e]??e}function $n({state:e}){return B(`span`,{class:`state state--${Zn[e]??`neutral`}`,"data-state":e,children:[B(`span`,{class:`visually-hidden`,children:`State: `}),Qn(e)]})}var er={ACTIVE:`Active`,DEGRADED:`Paused after failures`,DISABLED:`Disabled`};function tr({status:e}){return B(`span`,{class:`state state--${e===`ACTIVE`?`ok`:e===`DEGRADED`?`warn`:`neutral`}`,"data-status":e,children:[B(`span`,{class:`visually-hidden`,children:`Status: `}),er[e]??e]})}var nr={CONNECTOR:`Connector`,COLLECTION:`Indexed collection`,KNOWLEDGE_PROVIDER:`Knowledge provider`};function rr(e){return nr[e]??e}var ir=50;function ar({version:e}){let{state:t,reload:n}=Q(bt,{first:ir}),[r,i]=L(null),[a,o]=L(null);R(()=>{e>0&&(i(null),n())},[e]);let s=`data`in t?t.data:void 0,c=s?.sources,l=[...c?.edges.map(e=>e.node)??[],...r?.nodes??[]],u=r??(c?{hasNextPage:c.pageInfo.hasNextPage,endCursor:c.pageInfo.endCursor}:null);return B(`section`,{class:`section`,"aria-labelledby":`sources-title`,children:[B(`h2`,{id:`sources-title`,class:`section__title`,children:`All sources`}),t.status===`error`?B(J,{error:t.error,onRetry:n}):null,t.status===`loading`&&!s?B(`p`,{class:`muted`,children:`Loading sources…`}):null,s&&l.length===0?B(`p`,{class:`muted`,children:`No sources yet. Sources appear here once a connector, an import or a knowledge provider is added.`}):null,l.length>0?B(`ul`,{class:`item-list`,"aria-label":`Sources`,children:l.map(e=>B(`li`,{class:`item`,"data-source-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{class:`item__title`,children:e.name}),B($n,{state:e.state})]}),B(`p`,{class:`item__meta`,children:[rr(e.kind),` · updated `,Y(e.updatedAt)]}),e.stateReason?B(`p`,{class:e.state===`FAILED`||e.state===`DEGRADED`?`item__reason item__reason--problem`:`item__reason`,children:[B(`span`,{class:`visually-hidden`,children:`Reason: `}),e.stateReason]}):null]},e.id))}):null,u?.hasNextPage?B(`p`,{class:`section__more`,children:B(`button`,{type:`button`,class:`button button--quiet`,onClick:async()=>{if(u?.endCursor){o(null);try{let e=await H(bt,{first:ir,after:u.endCursor});i({nodes:[...r?.nodes??[],...e.sources.edges.map(e=>e.node)],endCursor:e.sources.pageInfo.endCursor,hasNextPage:e.sources.pageInfo.hasNextPage})}catch(e){o(e)}}},children:`Load more sources`})}):null,a?B(J,{error:a}):null]})}function or(e){let t=[];e.chunks&&t.push(`chunks`),e.scores&&t.push(`scores`),e.translationGroups&&t.push(`translation groups`),e.resources&&t.push(`resources`);let n=e.locales.length>0?`locales ${e.locales.join(`, `)}`:``;return n&&t.push(n),t.length>0?t.join(` · `):`None declared yet`}function sr({provider:e,onChanged:t,onSecret:n}){let[r,i]=L(null),[a,o]=L(!1),[s,c]=L(new Set(e.selectedResources)),{pending:l,error:u,run:d}=K(),f=`resources-${e.id}`,p=`provider-${e.id}-title`,m=(t,n)=>d(`${e.name}: ${t} failed.`,n,t),h=()=>{a?o(!1):(o(!0),m(`loading resources`,async()=>{let n=await H(ft,{id:e.id});i(n.providerResources),c(new Set(e.selectedResources)),G(n.providerResources.length===1?`${e.name} offers 1 resource.`:`${e.name} offers ${n.providerResources.length} resources.`),t()}))},g=n=>{n.preventDefault(),m(`saving the scope`,async()=>{let n=await H(gt,{id:e.source.id,resources:[...s].sort()});G(`${e.name} is now ${Qn(n.scopeSource.state)}.`),t()})},_=r=>{let i=r.currentTarget instanceof HTMLElement?r.currentTarget:null;m(`rotating the secret`,async()=>{let r=await H(mt,{id:e.id});G(`New secret issued for ${e.name}.`),n({title:`New secret for ${e.name}`,secret:r.rotateProviderSecret.secret,note:`Configure the provider with this new secret. The previous secret keeps working during the overlap.`},i),t()})},v=e.status===`DISABLED`,y=()=>void m(v?`enabling`:`disabling`,async()=>{await H(ht,{input:{id:e.id,disabled:!v}}),G(`${e.name} ${v?`enabled`:`disabled`}.`),t()}),b=(e,t)=>c(n=>{let r=new Set(n);return t?r.add(e):r.delete(e),r});return B(`li`,{class:`item provider`,"data-provider-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{id:p,class:`item__title`,children:e.name}),B($n,{state:e.source.state}),B(tr,{status:e.status})]}),e.source.stateReason?B(`p`,{class:e.source.state===`FAILED`||e.source.state===`DEGRADED`?`item__reason item__reason--problem`:`item__reason`,children:[B(`span`,{class:`visually-hidden`,children:`Reason: `}),e.source.stateReason]}):null,B(`dl`,{class:`facts`,children:[B(`div`,{children:[B(`dt`,{children:`Base URL`}),B(`dd`,{class:`mono`,children:e.baseUrl})]}),B(`div`,{children:[B(`dt`,{children:`Exposure`}),B(`dd`,{children:e.exposureProfile===`CUSTOMER_SAFE`?`Customer safe`:`Agent only`})]}),B(`div`,{children:[B(`dt`,{children:`Priority`}),B(`dd`,{children:e.priority})]}),B(`div`,{children:[B(`dt`,{children:`Capabilities`}),B(`dd`,{children:or(e.capabilities)})]}),B(`div`,{children:[B(`dt`,{children:`Scope`}),B(`dd`,{children:e.selectedResources.length>0?e.selectedResources.join(`, `):e.source.state===`SCOPED`||e.source.state===`DATA_VERIFIED`?`The whole provider`:`Not scoped yet`})]}),B(`div`,{children:[B(`dt`,{children:`Failures`}),B(`dd`,{children:[e.consecutiveFailures,` in a row · `,e.totalFailures,` in total · `,e.contractViolations,` contract violations`]})]}),B(`div`,{children:[B(`dt`,{children:`Switches`}),B(`dd`,{children:[e.allowPrivateNetwork?`Private network allowed`:`Public network only`,` ·`,` `,e.sendConversationId?`sends conversation id`:`no conversation id`]})]}),B(`div`,{children:[B(`dt`,{children:`Secret`}),B(`dd`,{children:e.secretRotatedAt?`Rotated ${Y(e.secretRotatedAt)}`:`Issued ${Y(e.createdAt)}`})]})]}),B(`div`,{class:`item__actions`,children:[B(`button`,{type:`button`,class:`button button--quiet button--small`,"aria-expanded":a?`true`:`false`,"aria-controls":f,onClick:h,children:[`Resources`,B(`span`,{class:`visually-hidden`,children:[` of `,e.name]})]}),B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:_,children:[`Rotate secret`,B(`span`,{class:`visually-hidden`,children:[` of `,e.name]})]}),B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:y,children:[v?`Enable`:`Disable`,B(`span`,{class:`visually-hidden`,children:[` `,e.name]})]}),l?B(`span`,{class:`muted small`,"aria-hidden":`true`,children:[l,`…`]}):null]}),u?B(J,{error:u}):null,B(`div`,{id:f,class:`resources`,hidden:!a,children:[a&&r===null&&!u?B(`p`,{class:`muted`,children:`Asking the provider for its resources…`}):null,r===null?null:B(`form`,{onSubmit:g,children:[r.length>0?B(`fieldset`,{class:`fieldset`,children:[B(`legend`,{class:`field__label`,children:[`Resources `,e.name,` may serve from`]}),r.map(e=>B(`label`,{class:`choice`,children:[B(`input`,{type:`checkbox`,name:`resource`,value:e.id,checked:s.has(e.id),onChange:t=>b(e.id,t.currentTarget.checked)}),B(`span`,{children:[e.name,` `,B(`span`,{class:`muted mono small`,children:[`(`,e.id,`)`]})]})]},e.id))]}):B(`p`,{class:`muted`,children:`This provider declares no resources: it is scoped as a whole.`}),B(`div`,{class:`form__actions`,children:B(`button`,{type:`submit`,class:`button button--small`,children:r.length>0?`Save scope`:`Scope the whole provider`})})]})]})]})}var cr={name:``,baseUrl:``,exposureProfile:`AGENT_ONLY`,priority:`0`,allowPrivateNetwork:!1,sendConversationId:!1};function lr({onChanged:e}){let{state:t,reload:n}=Q(dt,{}),[r,i]=L(cr),{busy:a,error:o,run:s}=K(),[c,l]=L(null),u=z(null),[d,f]=L(null),p=()=>{n(),e()},m=(e,t)=>{f(t),l(e)},h=e=>(e.preventDefault(),s(`The provider was not registered.`,async()=>{let e=Number.parseInt(r.priority,10),t=await H(pt,{input:{name:r.name.trim(),baseUrl:r.baseUrl.trim(),exposureProfile:r.exposureProfile,priority:Number.isFinite(e)?e:0,allowPrivateNetwork:r.allowPrivateNetwork,sendConversationId:r.sendConversationId}}),n=t.registerKnowledgeProvider.knowledgeProvider;i(cr),G(`Knowledge provider ${n.name} registered.`),m({title:`Secret for ${n.name}`,secret:t.registerKnowledgeProvider.secret,note:`Configure the provider with this secret: QueueProof signs every call to it with this secret, and the provider must check it.`},u.current),p()})),g=(e,t)=>i(n=>({...n,[e]:t})),_=`data`in t?t.data:void 0,v=_?.knowledgeProviders??[];return B(`section`,{class:`section`,"aria-labelledby":`providers-title`,children:[B(`h2`,{id:`providers-title`,class:`section__title`,children:`Knowledge providers`}),B(`p`,{class:`section__lead`,children:`Knowledge bases connected through the Knowledge Provider Interface. A provider serves answers only after it is scoped and verified.`}),B(`form`,{class:`card form`,onSubmit:h,"aria-labelledby":`register-title`,noValidate:!1,children:[B(`h3`,{id:`register-title`,class:`card__title`,children:`Register a provider`}),B(`div`,{class:`form__grid`,children:[B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`kp-name`,children:`Name`}),B(`input`,{id:`kp-name`,class:`input`,type:`text`,required:!0,maxLength:100,autoComplete:`off`,value:r.name,onInput:e=>g(`name`,e.currentTarget.value)})]}),B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`kp-url`,children:`Base URL`}),B(`input`,{id:`kp-url`,class:`input`,type:`url`,required:!0,inputMode:`url`,autoComplete:`off`,placeholder:`https://kb.example.com/kpi`,"aria-describedby":`kp-url-hint`,value:r.baseUrl,onInput:e=>g(`baseUrl`,e.currentTarget.value)}),B(`p`,{id:`kp-url-hint`,class:`field__hint`,children:`https, unless private network is allowed below.`})]}),B(`fieldset`,{class:`field fieldset`,children:[B(`legend`,{class:`field__label`,children:`Exposure profile`}),B(`label`,{class:`choice`,children:[B(`input`,{type:`radio`,name:`kp-exposure`,value:`AGENT_ONLY`,checked:r.exposureProfile===`AGENT_ONLY`,onChange:()=>g(`exposureProfile`,`AGENT_ONLY`)}),B(`span`,{children:[B(`strong`,{children:`Agent only`}),`: signed-in members and internal agent credentials.`]})]}),B(`label`,{class:`choice`,children:[B(`input`,{type:`radio`,name:`kp-exposure`,value:`CUSTOMER_SAFE`,checked:r.exposureProfile===`CUSTOMER_SAFE`,onChange:()=>g(`exposureProfile`,`CUSTOMER_SAFE`)}),B(`span`,{children:[B(`strong`,{children:`Customer safe`}),`: may also serve the widget and the public demo, public results only.`]})]}),B(`p`,{class:`field__hint`,children:`Cannot be changed later: a different profile needs a new registration.`})]}),B(`div`,{class:`field field--narrow`,children:[B(`label`,{class:`field__label`,for:`kp-priority`,children:`Priority`}),B(`input`,{id:`kp-priority`,class:`input`,type:`number`,min:-1e3,max:1e3,step:1,"aria-describedby":`kp-priority-hint`,value:r.priority,onInput:e=>g(`priority`,e.currentTarget.value)}),B(`p`,{id:`kp-priority-hint`,class:`field__hint`,children:`Higher first when results are merged.`})]}),B(`div`,{class:`field`,children:[B(`label`,{class:`choice`,children:[B(`input`,{type:`checkbox`,checked:r.allowPrivateNetwork,onChange:e=>g(`allowPrivateNetwork`,e.currentTarget.checked)}),B(`span`,{children:`Allow a private network and plain http (audited)`})]}),B(`label`,{class:`choice`,children:[B(`input`,{type:`checkbox`,checked:r.sendConversationId,onChange:e=>g(`sendConversationId`,e.currentTarget.checked)}),B(`span`,{children:`Send the conversation id with retrievals (audited)`})]})]})]}),o?B(J,{error:o}):null,B(`div`,{class:`form__actions`,children:B(`button`,{ref:u,type:`submit`,class:`button`,"aria-disabled":a?`true`:void 0,children:a?`Registering…`:`Register provider`})})]}),t.status===`error`?B(J,{error:t.error,onRetry:n}):null,t.status===`loading`&&!_?B(`p`,{class:`muted`,children:`Loading providers…`}):null,_&&v.length===0?B(`p`,{class:`muted`,children:`No knowledge providers registered yet.`}):null,v.length>0?B(`ul`,{class:`item-list`,"aria-label":`Knowledge providers`,children:v.map(e=>B(sr,{provider:e,onChanged:p,onSecret:m},e.id))}):null,B(Wn,{shown:c,returnFocus:d,onClose:()=>l(null)})]})}function ur(e,t){return`<div data-queueproof-widget data-key="${e}" data-endpoint="${t}"></div><script src="${t}/widget/v1/widget.js" defer><\/script>`}function dr(e){return e.split(/[\s,]+/).map(e=>e.trim().replace(/\/+$/,``)).filter(e=>e!==``)}function fr(){let{state:e,reload:t}=Q(St,{}),[n,r]=L(``),{busy:i,error:a,run:o}=K(),[s,c]=L(null),[l,u]=L(null),[d,f]=L(null),p=z(null),m=window.location.origin,h=e=>(e.preventDefault(),o(`The widget key was not created.`,async()=>{let e=await H(Ct,{input:{allowedOrigins:dr(n)}}),i=e.createWidgetKey.key;r(``),G(`Widget key created.`),c({title:`New widget key`,label:`Widget key`,secret:i,note:`It works only on: ${e.createWidgetKey.widgetKey.allowedOrigins.join(`, `)}. Paste the snippet below into those pages.`,extra:B($,{label:`Embed snippet`,value:ur(i,m),multiline:!0,name:`shown-snippet`})}),t()})),g=async e=>{f(null);try{await H(wt,{id:e}),u(null),G(`Widget key revoked.`),t()}catch(e){f(e)}},_=`data`in e?e.data:void 0,v=_?.widgetKeys??[];return B(`section`,{class:`section`,"aria-labelledby":`widget-title`,children:[B(`h2`,{id:`widget-title`,class:`section__title`,children:`Customer widget`}),B(`p`,{class:`section__lead`,children:`The widget answers customers from customer-safe providers only, with public results only. Each key works only on the sites you list.`}),B(`form`,{class:`card form`,onSubmit:h,"aria-labelledby":`widget-form-title`,children:[B(`h3`,{id:`widget-form-title`,class:`card__title`,children:`Create a widget key`}),B(`div`,{class:`field`,children:[B(`label`,{class:`field__label`,for:`wk-origins`,children:`Allowed origins`}),B(`textarea`,{id:`wk-origins`,class:`input`,rows:3,required:!0,spellcheck:!1,placeholder:`https://help.example.com`,"aria-describedby":`wk-origins-hint`,value:n,onInput:e=>r(e.currentTarget.value)}),B(`p`,{id:`wk-origins-hint`,class:`field__hint`,children:`One origin per line: scheme, host and port, no path.`})]}),a?B(J,{error:a}):null,B(`div`,{class:`form__actions`,children:B(`button`,{ref:p,type:`submit`,class:`button`,"aria-disabled":i?`true`:void 0,children:i?`Creating…`:`Create widget key`})})]}),e.status===`error`?B(J,{error:e.error,onRetry:t}):null,_&&v.length===0?B(`p`,{class:`muted`,children:`No widget keys yet.`}):null,v.length>0?B(`ul`,{class:`item-list`,"aria-label":`Widget keys`,children:v.map(e=>B(`li`,{class:`item`,"data-widget-key-id":e.id,children:[B(`div`,{class:`item__head`,children:[B(`h3`,{class:`item__title`,children:e.allowedOrigins.join(`, `)}),e.revokedAt?B(`span`,{class:`state state--bad`,children:`Revoked`}):B(`span`,{class:`state state--ok`,children:`Active`})]}),B(`p`,{class:`item__meta`,children:[`Created `,Y(e.createdAt),e.revokedAt?` · revoked ${Y(e.revokedAt)}`:``,` · `,B(`span`,{class:`mono`,children:e.id})]}),e.revokedAt?null:B(`div`,{class:`item__actions`,children:l===e.id?B(y,{children:[B(`span`,{children:`Revoke this key? Sites using it stop working.`}),B(`button`,{type:`button`,class:`button button--danger button--small`,onClick:()=>g(e.id),children:`Revoke key`}),B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:()=>u(null),children:`Keep it`})]}):B(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:()=>u(e.id),children:[`Revoke`,B(`span`,{class:`visually-hidden`,children:[` the key for `,e.allowedOrigins.join(`, `)]})]})})]},e.id))}):null,d?B(J,{error:d}):null,B(`div`,{class:`card`,children:[B(`h3`,{class:`card__title`,children:`Embed snippet`}),B(`p`,{class:`field__hint`,children:`Replace YOUR_WIDGET_KEY with a key; the key is shown once, when it is created.`}),B($,{label:`Snippet`,value:ur(`YOUR_WIDGET_KEY`,m),multiline:!0})]}),B(Wn,{shown:s,returnFocus:p.current,onClose:()=>c(null)})]})}function pr(){let[e,t]=L(``),[n,r]=L(``),[i,a]=L(null),[o,s]=L(null),[c,l]=L(!1),u=z(null);return B(`section`,{class:`section`,"aria-labelledby":`ks-title`,children:[B(`h2`,{id:`ks-title`,class:`section__title`,children:`Knowledge search`}),B(`p`,{class:`section__lead`,children:`Search the verified knowledge providers, the way an agent would.`}),B(`form`,{class:`card form search-form`,role:`search`,"aria-labelledby":`ks-title`,onSubmit:async t=>{t.preventDefault();let r=e.trim();if(r===``)return;u.current?.abort();let i=new AbortController;u.current=i,l(!0),s(null);try{let e=await H(at,{input:n.trim()?{query:r,locale:n.trim(),limit:10}:{query:r,limit:10}},{signal:i.signal});a({query:r,data:e.knowledgeSearch});let t=e.knowledgeSearch.results.length,o=e.knowledgeSearch.missingInformation.length;G(`${t===0?`No results`:t===1?`1 result`:`${t} results`} for ${r}.`+(o>0?` ${o} ${o===1?`provider`:`providers`} did not answer.`:``))}catch(e){if(e instanceof DOMException&&e.name===`AbortError`)return;s(e),a(null),G(`The search failed.`)}finally{u.current===i&&l(!1)}},children:[B(`div`,{class:`field search-form__query`,children:[B(`label`,{class:`field__label`,for:`ks-query`,children:`Search for`}),B(`input`,{id:`ks-query`,class:`input`,type:`search`,required:!0,maxLength:2e3,value:e,onInput:e=>t(e.currentTarget.value)})]}),B(`div`,{class:`field search-form__locale`,children:[B(`label`,{class:`field__label`,for:`ks-locale`,children:`Locale`}),B(`input`,{id:`ks-locale`,class:`input`,type:`text`,autoComplete:`off`,spellcheck:!1,placeholder:`en (optional)`,value:n,onInput:e=>r(e.currentTarget.value)})]}),B(`div`,{class:`form__actions search-form__submit`,children:B(`button`,{type:`submit`,class:`button`,children:c?`Searching…`:`Search`})})]}),o?B(J,{error:o}):null,i?B(mr,{query:i.query,data:i.data}):null]})}function mr({query:e,data:t}){let n=t.results.length;return B(`div`,{class:`results`,"data-testid":`knowledge-results`,children:[B(`h3`,{class:`results__title`,children:[n===0?`No results`:n===1?`1 result`:`${n} results`,` for “`,e,`”`,t.returnedLocale?B(`span`,{class:`muted`,children:[` · `,t.returnedLocale]}):null,t.localeFallback?B(`span`,{class:`muted`,children:` (fallback locale)`}):null]}),t.missingInformation.length>0?B(`div`,{class:`missing`,children:[B(`h4`,{class:`missing__title`,children:`Missing information`}),B(`ul`,{class:`missing__list`,children:t.missingInformation.map((e,t)=>B(`li`,{children:e},`${t}-${e}`))})]}):null,n>0?B(`ol`,{class:`result-list`,children:t.results.map((e,t)=>{let n=un(e.url);return B(`li`,{class:`result`,children:[B(`h4`,{class:`result__title`,children:n?B(`a`,{href:n,rel:`external noopener noreferrer`,target:`_blank`,children:e.title}):e.title}),B(`p`,{class:`result__snippet`,children:e.snippet}),B(`p`,{class:`result__meta`,children:[e.provider?`Provider: ${e.provider}`:``,e.resourceId?`Resource: ${e.resourceId}`:``,e.locale?`Locale: ${e.locale}`:``,typeof e.score==`number`?`Score: ${e.score.toFixed(3)}`:``,e.freshness?`Freshness: ${e.freshness}`:``].filter(e=>e!==``).join(` · `)})]},`${t}-${e.documentId??e.title}`)})}):null]})}function hr({route:e,headingRef:t,viewer:n}){let[r,i]=L(0),a=n.status===`signed-in`?n.viewer:null,o=Et(a);return B(q,{route:e,headingRef:t,children:[W(a)?B(Zt,{}):null,n.status===`loading`?B(`p`,{class:`muted section`,children:`Checking sign-in…`}):B(y,{children:[B(ar,{version:r}),o?B(y,{children:[B(lr,{onChanged:()=>i(e=>e+1)}),B(fr,{})]}):a&&!W(a)?B(`p`,{class:`muted section`,children:`Only the workspace owner can register knowledge providers and widget keys.`}):null,a?B(pr,{}):null]})]})}var gr={ask:yn,today:kn,sources:hr,"proof-tests":Vn,history:Mn,"review-actions":In,"connect-ai":Jn};function _r(e){let t=gr[e.route.id];return B(t,{...e},e.route.id)}function vr(){let e=Wt(),t=Ne(e),n=t?t.title:`Page not found`,r=Rt(),i=z(null),a=z(!0),[o,s]=L(``);return R(()=>Yt(e=>{s(``),window.setTimeout(()=>s(e),50)}),[]),R(()=>{document.title=Fe(n),a.current?a.current=!1:(window.scrollTo(0,0),i.current?.focus({preventScroll:!0}),s(`${n} page`))},[e]),B(`div`,{class:`app`,children:[B(`a`,{class:`skip-link`,href:`#main`,children:`Skip to content`}),B(Lt,{path:e,viewer:r.state}),B(It,{state:r.state,onRetry:r.retry}),B(`main`,{id:`main`,class:`main`,tabIndex:-1,children:t?B(_r,{route:t,headingRef:i,viewer:r.state}):B(Yn,{path:e,headingRef:i})}),B(`div`,{class:`visually-hidden`,role:`status`,"aria-live":`polite`,"aria-atomic":`true`,children:o})]})}qt();var yr=document.getElementById(`app`);yr&&N(B(vr,{}),yr);