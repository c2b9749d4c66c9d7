var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),j(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,N(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function ee(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=E(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=j(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&P(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_=_||g,4&h.__u?(c=D(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function E(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=O(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),ie(s,s));return r}function D(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=D(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t=t&&t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function O(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function k(e,t,n){n??(n=``),t[0]==`-`?e.setProperty(t,n):e[t]=n}function A(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||k(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||k(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||(e.__e={}))[t]=n,n&&r||(o=l[t]||(l[t]=te(t)),(e.__a||(e.__a={}))[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function te(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function j(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,E,D,O,k,A,te,j,N,P,F,I,L=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=M(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof L==`function`){v=s.length;try{if(E=n.props,D=(p=L.prototype)&&p.render,O=(p=L.contextType)&&i[p.__c],k=p?O?O.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(D?n.__c=S=new L(E,k):(n.__c=S=new b(E,k),S.constructor=L,S.render=ae),O&&O.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),D&&(S.__s||(S.__s=S.state),L.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,L.getDerivedStateFromProps(E,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(E!==C&&D&&!L.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(E,k),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(E,S.__s,k)){n.__v!=r.__v&&(S.props=E,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(E,S.__s,k),D&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else D&&!L.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),D&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=k,S.props=E,S.__P=t,S.__g&=-5,A=e.__r,te=D?25:0;do S.__g&=-9,A&&A(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++te<25);D&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),D&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),j=p&&p.type===y&&p.key==null?p.props.children:p,E.__P&&(p=c,a=(t=E.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&ie(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=ee(t,m(j)?j:[j],n,r,i,a,o,s,c,l,d),E.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(F=o.indexOf(c||void 0))||(F=o.length);(I=o[F-1])&&I.nodeType==8;)F--;for(;F<o.length;F++)if(I=o[F]){if(o[F]=null,N){if(I==P)break}else{if(I.nodeType!=8)break;I.data.startsWith(`$s`)&&(P=M(N=I))}}}if(!N){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;N=c}(p=M(N=n.__c.__z||(n.__c.__z=N)))?(n.__e=N,c=p):n.__e=c,c=c&&c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||(n.__k=r.__k||[]),t&&t.then||ne(n),e.__e(t,n,r)}}else c=n.__e=re(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function M(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function ne(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(ne))}function N(t,n,r){for(var i=0;i<r.length;)P(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function re(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,E=n.props,D=n.type;if(D==`svg`?a=`http://www.w3.org/2000/svg`:D==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||(a=`http://www.w3.org/1999/xhtml`),o){for(f=0;f<o.length;f++)if((b=o[f])&&(D?b.localName==D:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!D)return w.createTextNode(E);t=w.createElementNS(a,D,E.is?E:u),c&&(e.__m&&e.__m(n,o),c=!1),o=null}if(D){if(u=D==`template`&&t.content||t,o=D==`textarea`&&E.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in E||f==`value`&&`defaultValue`in E||f==`checked`&&`defaultChecked`in E||A(t,f,null,b,a);for(f in E)b=E[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||A(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(D==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(D))&&(a=`http://www.w3.org/1999/xhtml`),ee(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&D!=`textarea`||(f=`value`,D==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(D!=`progress`||S)||A(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&A(t,f,C,T[f],a))}else T===E||c&&t.data==E||(t.data=E);return t}function P(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:i&&(i=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function ie(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||P(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&ie(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=M(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function ae(e,t,n){return this.constructor(e,n)}function F(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],j(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),N(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var I,L,oe,se,ce=Object.is,R=0,le=[],ue=[],z=e,de=z.__b,fe=z.__r,pe=z.diffed,me=z.__c,he=z.unmount,ge=z.__;function B(e,t){z.__h&&z.__h(L,e,R||t),R=0;var n=L.__H||(L.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function V(e){return R=1,_e(Ee,e)}function _e(e,t,n){var r=B(I++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Ee(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);ce(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=L,!L.__f)){L.__f=!0;var i=L.shouldComponentUpdate;L.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,ce(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function H(e,t){var n=B(I++,3);!z.__s&&Te(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,L.__H.__h.push(n))}function U(e){return R=5,ve(function(){return{current:e}},[])}function ve(e,t){var n=B(I++,7);return Te(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function ye(e,t){return R=8,ve(function(){return e},t)}function be(){var e;do{for(;e=ue.shift();)try{W(e)}catch(t){z.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=le.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(W),t.__h.some(we),t.__h=[]}catch(n){t.__h=[],z.__e(n,e.__v)}}}while(ue.length)}z.__b=function(e){L=null,de&&de(e)},z.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),ge&&ge(e,t)},z.__r=function(e){fe&&fe(e),I=0;var t=(L=e.__c).__H;t&&(oe==L?L.__h=[]:(t.__h.some(W),t.__h.some(we),I=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),oe=L},z.diffed=function(e){pe&&pe(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Ce(le.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),oe=L=null},z.__c=function(e,t){t.some(function(e){try{e.__h.some(W),e.__h=e.__h.filter(function(e){return!e.__||we(e)})}catch(t){e.__h=[function(){throw t}]}}),me&&me(e,t)},z.unmount=function(e){he&&he(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}r.__P=n,Ce(ue.push(r))}else W(r)}catch(e){t=e}}),r.__H=void 0,t&&z.__e(t,r.__v))};var xe=typeof requestAnimationFrame==`function`;function Se(e){var t,n=function(){clearTimeout(r),xe&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);xe&&(t=requestAnimationFrame(n))}function Ce(e){e!=1&&se==z.requestAnimationFrame||((se=z.requestAnimationFrame)||Se)(be)}function W(e){var t=L,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),L=t}function we(e){var t=L;e.__c=e.__(),L=t}function Te(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!ce(t,e[n])})}function Ee(e,t){return typeof t==`function`?t(e):t}var De=[{id:`ask`,path:`/ask`,aliases:[`/`],title:`Ask`,primary:!0,summary:`Ask a question in plain language and get an answer that cites the chat messages, emails, tickets and documents it rests on.`,planned:[`A question box for asking about work in your connected sources.`,`Answers where every claim links to the evidence behind it.`,`A clear note when the evidence is missing or contradicts itself.`]},{id:`today`,path:`/today`,title:`Today`,primary:!0,summary:`The ranked queue of Execution Packets: the work that most needs attention now.`,planned:[`Execution Packets in priority order, each with its cited evidence.`,`Why each packet is ranked where it is.`,`Ways to open, act on or set aside a packet.`]},{id:`sources`,path:`/sources`,title:`Sources`,primary:!0,summary:`The chat, mail, ticket and document sources QueueProof reads evidence from.`,planned:[`Each connected source and when it was last read.`,`Problems reading a source, with what to do about them.`,`Adding and removing sources.`]},{id:`proof-tests`,path:`/proof-tests`,title:`Proof tests`,primary:!1,summary:`Checks that answers and Execution Packets stay grounded in the evidence they cite.`,planned:[`The list of proof tests and whether each one passes.`,`Details of any failure, with the evidence involved.`]},{id:`history`,path:`/history`,title:`History`,primary:!0,summary:`Earlier questions, answers and packets, with the evidence that was cited at the time.`,planned:[`Past questions and their answers.`,`Past Execution Packets and what happened to them.`]},{id:`review-actions`,path:`/review-actions`,title:`Review actions`,primary:!1,summary:`Actions proposed by Execution Packets that wait for a person to approve or reject them.`,planned:[`Proposed actions waiting for review, with the evidence for each.`,`Approving, changing or rejecting an action.`]},{id:`connect-ai`,path:`/connect-ai`,title:`Connect AI`,primary:!1,summary:`Connect an AI assistant to QueueProof and choose what it may see and do.`,planned:[`How to connect an assistant to this workspace.`,`Which assistants are connected and what they may access.`]}];function Oe(e){return De.find(t=>t.path===e||(t.aliases?.includes(e)??!1))}var ke=`QueueProof`;function Ae(e){return`${e} · ${ke}`}var je=Symbol.for(`pv`),Me=0;Array.isArray;function G(t,n,r,i,a,o){n||(n={});var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:je,__v:--Me,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function Ne(){return G(`svg`,{class:`logo`,viewBox:`0 0 32 32`,width:`28`,height:`28`,"aria-hidden":`true`,focusable:`false`,children:[G(`rect`,{class:`logo__bg`,width:`32`,height:`32`,rx:`7`}),G(`g`,{class:`logo__fg`,fill:`none`,"stroke-width":`2.5`,"stroke-linecap":`round`,"stroke-linejoin":`round`,children:[G(`path`,{d:`M8 10h16M8 16h9M8 22h6`}),G(`path`,{d:`m18 21 3 3 5-6`})]})]})}var Pe=`nav-more-menu`,Fe=`(max-width: 767.98px)`;function Ie({route:e,active:t}){return G(`a`,{class:`nav-link`,href:e.path,"aria-current":t?`page`:void 0,children:e.title})}function Le({path:e}){let t=Oe(e)?.id,n=De.filter(e=>!e.primary),r=n.find(e=>e.id===t),[i,a]=V(!1),o=U(null),s=U(null),c=ye(e=>{a(!1),e&&s.current?.focus()},[]);return H(()=>{a(!1)},[e]),H(()=>{if(!i)return;let e=e=>{e.key===`Escape`&&(e.preventDefault(),c(!0))},t=e=>{let t=e.target;t instanceof Node&&!o.current?.contains(t)&&(a(!1),window.setTimeout(()=>{let e=document.activeElement;(!e||e===document.body||e.matches(`[tabindex="-1"]`))&&s.current?.focus()},0))},n=window.matchMedia(Fe),r=()=>{n.matches||a(!1)};return document.addEventListener(`keydown`,e),document.addEventListener(`pointerdown`,t),n.addEventListener(`change`,r),()=>{document.removeEventListener(`keydown`,e),document.removeEventListener(`pointerdown`,t),n.removeEventListener(`change`,r)}},[i,c]),G(`nav`,{class:`main-nav`,"aria-label":`Main`,children:G(`ul`,{class:`main-nav__list`,children:[De.map(e=>G(`li`,{class:e.primary?`main-nav__item`:`main-nav__item main-nav__item--secondary`,children:G(Ie,{route:e,active:e.id===t})},e.id)),G(`li`,{class:`main-nav__item main-nav__item--more`,ref:o,onFocusOut:e=>{let t=e.relatedTarget;i&&t instanceof Node&&!o.current?.contains(t)&&a(!1)},children:[G(`button`,{ref:s,type:`button`,class:r?`nav-link more-button more-button--active`:`nav-link more-button`,"aria-expanded":i?`true`:`false`,"aria-controls":Pe,onClick:()=>a(e=>!e),children:[`More`,r?G(`span`,{class:`visually-hidden`,children:[` (current page: `,r.title,`)`]}):null,G(`svg`,{class:`more-button__icon`,viewBox:`0 0 16 16`,width:`16`,height:`16`,"aria-hidden":`true`,focusable:`false`,children:G(`path`,{d:`m4 6 4 4 4-4`,fill:`none`,stroke:`currentColor`,"stroke-width":`1.75`,"stroke-linecap":`round`,"stroke-linejoin":`round`})})]}),G(`ul`,{id:Pe,class:`more-menu`,hidden:!i,children:n.map(e=>G(`li`,{children:G(Ie,{route:e,active:e.id===t})},e.id))})]})]})})}function K(e){"@babel/helpers - typeof";return K=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},K(e)}function Re(e,t){if(K(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(K(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function ze(e){var t=Re(e,`string`);return K(t)==`symbol`?t:t+``}function q(e,t,n){return(t=ze(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var Be=`/graphql`,J=class extends Error{constructor(e,t,n,r=[]){super(e),q(this,`code`,void 0),q(this,`status`,void 0),q(this,`errors`,void 0),this.name=`GraphQLRequestError`,this.code=t,this.status=n,this.errors=r}};function Ve(e){return e instanceof J}function He(e){return typeof e==`object`&&!!e}function Ue(e){return Array.isArray(e)?e.filter(He).map(e=>{let t={message:typeof e.message==`string`?e.message:`Unknown error`};return He(e.extensions)&&(t.extensions=e.extensions),Array.isArray(e.path)&&(t.path=e.path),t}):[]}async function We(e,t,n={}){let r={method:`POST`,credentials:`same-origin`,headers:{"Content-Type":`application/json`,Accept:`application/graphql-response+json, application/json`},body:JSON.stringify(t===void 0?{query:e}:{query:e,variables:t})};n.signal&&(r.signal=n.signal);let i;try{i=await fetch(Be,r)}catch(e){throw e instanceof DOMException&&e.name===`AbortError`?e:new J(`Could not reach the server.`,`NETWORK_ERROR`,0)}let a,o=await i.text();if(o.trim()!==``)try{a=JSON.parse(o)}catch{a=void 0}if(He(a)){let e=a,t=Ue(e.errors),n=t[0];if(n){let e=typeof n.extensions?.code==`string`?n.extensions.code:`UNKNOWN`;throw new J(n.message,e,i.status,t)}if(i.ok&&e.data!==void 0&&e.data!==null)return e.data}if(!i.ok){let e=i.status===401?`UNAUTHENTICATED`:`HTTP_ERROR`;throw new J(`The server answered ${i.status}${i.statusText?` ${i.statusText}`:``}.`,e,i.status)}throw a===void 0?new J(`The server sent a response that is not JSON.`,`BAD_RESPONSE`,i.status):new J(`The server sent no data.`,`NO_DATA`,i.status)}function Y(e,t,n={}){return We(e.toString(),t,n)}function Ge(e){if(Ve(e))switch(e.code){case`FORBIDDEN`:return`Not allowed: ${e.message}`;case`UNAUTHENTICATED`:return`You are not signed in.`;case`RATE_LIMITED`:{let t=e.errors[0]?.extensions?.retryAfter;return typeof t==`number`?`Too many requests: try again in ${t} s.`:`Too many requests: try again shortly.`}default:return e.message}return`Something went wrong.`}var X=class extends String{constructor(e,t){super(e),q(this,`__apiType`,void 0),q(this,`value`,void 0),q(this,`__meta__`,void 0),this.value=e,this.__meta__=t}toString(){return this.value}};new X(`
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
    `,{fragmentName:`ProviderFields`}),new X(`
    fragment SourceFields on Source {
  id
  kind
  name
  state
  stateReason
  createdAt
  updatedAt
}
    `,{fragmentName:`SourceFields`}),new X(`
    fragment WidgetKeyFields on WidgetKey {
  id
  allowedOrigins
  createdAt
  revokedAt
}
    `,{fragmentName:`WidgetKeyFields`});var Ke=new X(`
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
    `),qe=new X(`
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
}`),Je=new X(`
    query ProviderResources($id: ID!) {
  providerResources(id: $id) {
    id
    name
  }
}
    `),Ye=new X(`
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
}`),Xe=new X(`
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
}`),Ze=new X(`
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
}`),Qe=new X(`
    mutation ScopeSource($id: ID!, $resources: [String!]!) {
  scopeSource(id: $id, resources: $resources) {
    id
    state
    stateReason
  }
}
    `),$e=new X(`
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
}`),et=new X(`
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
    `),tt=new X(`
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
}`),nt=new X(`
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
}`),rt=new X(`
    mutation RevokeWidgetKey($id: ID!) {
  revokeWidgetKey(id: $id)
}
    `);function it(e){return Y(et,{},e)}function at(e){return e?.role===`OWNER`}function ot(e){return e?.actorKind===`PUBLIC`}function st(e){return e?.actorKind===`OIDC`||e?.actorKind===`LEGACY_OWNER`}var ct={OIDC:`Single sign-on`,LEGACY_OWNER:`Owner token`,GATEWAY:`Gateway`,LOCAL:`Local`,PUBLIC:`Public`};function lt(e){return ct[e]??e}function ut(e){return e.toLowerCase().replace(/_/g,` `)}function dt(e){let t=[lt(e.actorKind),ut(e.role)];return e.workspace?.name&&t.push(e.workspace.name),t.filter(e=>e!==``).join(` · `)}function ft(){let e=window.location.pathname+window.location.search;return e&&e!==`/`?`/auth/login?return_to=${encodeURIComponent(e)}`:`/auth/login`}function pt(){return G(`a`,{class:`button button--small account__action`,href:ft(),"data-native":!0,children:`Sign in`})}function mt(){return G(`form`,{class:`account__action`,method:`post`,action:`/auth/logout`,children:G(`button`,{type:`submit`,class:`button button--small button--quiet`,children:`Sign out`})})}function ht({state:e}){switch(e.status){case`loading`:return G(`div`,{class:`account`,children:G(`p`,{class:`viewer viewer--muted`,children:G(`span`,{class:`viewer__text`,children:`Checking sign-in…`})})});case`signed-in`:{let t=dt(e.viewer),n=ot(e.viewer);return G(`div`,{class:n?`account account--demo`:`account`,children:[n?G(`span`,{class:`badge badge--demo`,children:`Demo`}):null,G(`p`,{class:`viewer`,title:t,children:[G(`span`,{class:`visually-hidden`,children:n?`Viewing as: `:`Signed in as: `}),G(`span`,{class:n?`viewer__dot`:`viewer__dot viewer__dot--ok`,"aria-hidden":`true`}),G(`span`,{class:`viewer__text`,children:t})]}),st(e.viewer)?G(mt,{}):n?G(pt,{}):null]})}case`signed-out`:return G(`div`,{class:`account account--signed-out`,children:[G(`p`,{class:`viewer`,children:[G(`span`,{class:`viewer__dot`,"aria-hidden":`true`}),G(`span`,{class:`viewer__text`,children:`Not signed in`})]}),G(pt,{})]});case`error`:return G(`div`,{class:`account`,children:G(`p`,{class:`viewer viewer--muted`,children:[G(`span`,{class:`viewer__dot viewer__dot--warn`,"aria-hidden":`true`}),G(`span`,{class:`viewer__text`,children:`Account unknown`})]})})}}function gt({state:e,onRetry:t}){let[n,r]=V(!1);return H(()=>{e.status!==`error`&&r(!1)},[e.status]),e.status!==`error`||n?null:G(`div`,{class:`notice-wrap`,children:G(`div`,{class:`notice-bar`,role:`status`,children:[G(`p`,{class:`notice-bar__text`,children:[G(`strong`,{children:`Couldn’t check who you are.`}),` `,e.message]}),G(`div`,{class:`notice-bar__actions`,children:[G(`button`,{type:`button`,class:`button button--small`,onClick:t,children:`Try again`}),G(`button`,{type:`button`,class:`button button--small button--quiet`,onClick:()=>r(!0),children:`Dismiss`})]})]})})}function _t({path:e,viewer:t}){return G(`header`,{class:`site-header`,children:G(`div`,{class:`site-header__inner`,children:[G(`a`,{class:`brand`,href:`/`,children:[G(Ne,{}),G(`span`,{class:`brand__name`,children:ke})]}),G(Le,{path:e}),G(ht,{state:t})]})})}function vt(){let[e,t]=V({status:`loading`}),[n,r]=V(0);return H(()=>{let e=new AbortController;return t({status:`loading`}),it({signal:e.signal}).then(n=>{e.signal.aborted||t(n.viewer?{status:`signed-in`,viewer:n.viewer}:{status:`signed-out`})},n=>{e.signal.aborted||(Ve(n)?n.code===`UNAUTHENTICATED`?t({status:`signed-out`}):t({status:`error`,message:n.message,code:n.code}):t({status:`error`,message:`Something went wrong.`,code:`UNKNOWN`}))}),()=>e.abort()},[n]),{state:e,retry:ye(()=>r(e=>e+1),[])}}var yt=new Set;function bt(e){let t=e.replace(/\/+$/,``);return t===``?`/`:t}function xt(){return bt(window.location.pathname)}function St(){for(let e of yt)e()}function Ct(e,t={}){let n=new URL(e,window.location.href),r=n.pathname+n.search+n.hash;r!==window.location.pathname+window.location.search+window.location.hash&&(t.replace?window.history.replaceState(null,``,r):window.history.pushState(null,``,r),St())}function wt(){let[e,t]=V(xt);return H(()=>{let e=()=>t(xt());return yt.add(e),e(),()=>{yt.delete(e)}},[]),e}function Tt(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target;if(!(t instanceof Element))return;let n=t.closest(`a`);if(!(n instanceof HTMLAnchorElement))return;let r=n.getAttribute(`href`);if(r===null||r===``||r.startsWith(`#`)||n.hasAttribute(`download`)||n.hasAttribute(`data-native`)||n.target!==``&&n.target!==`_self`||(n.getAttribute(`rel`)??``).split(/\s+/).includes(`external`))return;let i=new URL(n.href);i.origin===window.location.origin&&(e.preventDefault(),Ct(i.pathname+i.search+i.hash))}var Et=!1;function Dt(){Et||(Et=!0,window.addEventListener(`popstate`,St),document.addEventListener(`click`,Tt))}function Ot({route:e,headingRef:t}){return G(`article`,{class:`page`,"aria-labelledby":`page-title`,children:[G(`h1`,{id:`page-title`,class:`page__title`,tabIndex:-1,ref:t,children:e.title}),G(`p`,{class:`page__lead`,children:e.summary}),G(`section`,{class:`card`,"aria-labelledby":`planned-title`,children:[G(`h2`,{id:`planned-title`,class:`card__title`,children:`What this page will hold`}),G(`ul`,{class:`card__list`,children:e.planned.map(e=>G(`li`,{children:e},e))}),G(`p`,{class:`card__status`,children:[G(`span`,{class:`badge`,children:`Not available yet`}),`This page has not been built yet, so there is nothing to show here for now.`]})]})]})}function kt({path:e,headingRef:t}){return G(`article`,{class:`page`,"aria-labelledby":`page-title`,children:[G(`h1`,{id:`page-title`,class:`page__title`,tabIndex:-1,ref:t,children:`Page not found`}),G(`p`,{class:`page__lead`,children:[`There is no page at `,G(`code`,{class:`path`,children:e}),`. It may have moved, or the link may be mistyped.`]}),G(`p`,{children:G(`a`,{class:`button`,href:`/`,children:`Go to Ask`})})]})}function At(e,t,n=!0){let[r,i]=V(n?{status:`loading`}:{status:`idle`}),[a,o]=V(0);return H(()=>{if(!n){i({status:`idle`});return}let r=new AbortController;return i(e=>`data`in e&&e.data!==void 0?{status:`loading`,data:e.data}:{status:`loading`}),Y(e,t,{signal:r.signal}).then(e=>{r.signal.aborted||i({status:`ok`,data:e})},e=>{r.signal.aborted||i({status:`error`,error:e})}),()=>r.abort()},[e,JSON.stringify(t),n,a]),{state:r,reload:ye(()=>o(e=>e+1),[])}}function Z({error:e,onRetry:t}){return G(`div`,{class:`error-note`,role:`alert`,children:[G(`p`,{children:Ge(e)}),t?G(`button`,{type:`button`,class:`button button--small button--quiet`,onClick:t,children:`Try again`}):null]})}var jt={DISCOVERED:`Discovered`,CONNECTOR_CREATED:`Connector created`,SCOPED:`Scoped`,SYNCED:`Synced`,DATA_VERIFIED:`Data verified`,FAILED:`Failed`,DEGRADED:`Degraded`},Mt={DISCOVERED:`neutral`,CONNECTOR_CREATED:`neutral`,SCOPED:`neutral`,SYNCED:`neutral`,DATA_VERIFIED:`ok`,FAILED:`bad`,DEGRADED:`warn`};function Nt(e){return jt[e]??e}function Pt({state:e}){return G(`span`,{class:`state state--${Mt[e]??`neutral`}`,"data-state":e,children:[G(`span`,{class:`visually-hidden`,children:`State: `}),Nt(e)]})}var Ft={ACTIVE:`Active`,DEGRADED:`Paused after failures`,DISABLED:`Disabled`};function It({status:e}){return G(`span`,{class:`state state--${e===`ACTIVE`?`ok`:e===`DEGRADED`?`warn`:`neutral`}`,"data-status":e,children:[G(`span`,{class:`visually-hidden`,children:`Status: `}),Ft[e]??e]})}function Q(e){if(!e)return``;let t=new Date(e);return Number.isNaN(t.getTime())?e:t.toLocaleString(void 0,{dateStyle:`medium`,timeStyle:`short`})}var Lt={CONNECTOR:`Connector`,COLLECTION:`Indexed collection`,KNOWLEDGE_PROVIDER:`Knowledge provider`};function Rt(e){return Lt[e]??e}function zt(e){if(!e)return null;try{let t=new URL(e,window.location.href);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}var Bt=50;function Vt({version:e}){let{state:t,reload:n}=At($e,{first:Bt}),[r,i]=V(null),[a,o]=V(null);H(()=>{e>0&&(i(null),n())},[e]);let s=`data`in t?t.data:void 0,c=s?.sources,l=[...c?.edges.map(e=>e.node)??[],...r?.nodes??[]],u=r??(c?{hasNextPage:c.pageInfo.hasNextPage,endCursor:c.pageInfo.endCursor}:null);return G(`section`,{class:`section`,"aria-labelledby":`sources-title`,children:[G(`h2`,{id:`sources-title`,class:`section__title`,children:`All sources`}),t.status===`error`?G(Z,{error:t.error,onRetry:n}):null,t.status===`loading`&&!s?G(`p`,{class:`muted`,children:`Loading sources…`}):null,s&&l.length===0?G(`p`,{class:`muted`,children:`No sources yet. Sources appear here once a connector, an import or a knowledge provider is added.`}):null,l.length>0?G(`ul`,{class:`item-list`,"aria-label":`Sources`,children:l.map(e=>G(`li`,{class:`item`,"data-source-id":e.id,children:[G(`div`,{class:`item__head`,children:[G(`h3`,{class:`item__title`,children:e.name}),G(Pt,{state:e.state})]}),G(`p`,{class:`item__meta`,children:[Rt(e.kind),` · updated `,Q(e.updatedAt)]}),e.stateReason?G(`p`,{class:e.state===`FAILED`||e.state===`DEGRADED`?`item__reason item__reason--problem`:`item__reason`,children:[G(`span`,{class:`visually-hidden`,children:`Reason: `}),e.stateReason]}):null]},e.id))}):null,u?.hasNextPage?G(`p`,{class:`section__more`,children:G(`button`,{type:`button`,class:`button button--quiet`,onClick:async()=>{if(u?.endCursor){o(null);try{let e=await Y($e,{first:Bt,after:u.endCursor});i({nodes:[...r?.nodes??[],...e.sources.edges.map(e=>e.node)],endCursor:e.sources.pageInfo.endCursor,hasNextPage:e.sources.pageInfo.hasNextPage})}catch(e){o(e)}}},children:`Load more sources`})}):null,a?G(Z,{error:a}):null]})}var Ht=new Set;function $(e){for(let t of Ht)t(e)}function Ut(e){return Ht.add(e),()=>{Ht.delete(e)}}var Wt=0,Gt=`a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])`;function Kt({open:e,title:t,onClose:n,children:r,returnFocus:i,closeLabel:a=`Close`}){let o=U(null),s=U(null),c=U(`modal-${++Wt}`),l=U(n);l.current=n,H(()=>{let t=o.current;if(t){if(e&&!t.open){let e=document.activeElement;s.current=i??(e instanceof HTMLElement&&e!==document.body?e:null),t.showModal(),(t.querySelector(`[data-autofocus]`)??t.querySelector(Gt))?.focus()}else!e&&t.open&&(t.close(),u())}},[e]);let u=()=>{let e=s.current;e!==null&&(s.current=null,e.isConnected?e.focus():document.querySelector(`#page-title`)?.focus())},d=U(u);d.current=u,H(()=>{let e=o.current;if(!e)return;let t=()=>d.current(),n=e=>{e.preventDefault(),l.current()},r=t=>{if(t.key!==`Tab`)return;let n=Array.from(e.querySelectorAll(Gt)).filter(e=>e.getClientRects().length>0),r=n[0],i=n[n.length-1];r&&i&&(t.shiftKey&&document.activeElement===r?(t.preventDefault(),i.focus()):!t.shiftKey&&document.activeElement===i&&(t.preventDefault(),r.focus()))};return e.addEventListener(`close`,t),e.addEventListener(`cancel`,n),e.addEventListener(`keydown`,r),()=>{e.removeEventListener(`close`,t),e.removeEventListener(`cancel`,n),e.removeEventListener(`keydown`,r),e.open&&e.close()}},[]);let f=`${c.current}-title`;return G(`dialog`,{ref:o,class:`modal`,"aria-labelledby":f,children:e?G(`div`,{class:`modal__body`,children:[G(`div`,{class:`modal__head`,children:G(`h2`,{id:f,class:`modal__title`,children:t})}),r,G(`div`,{class:`modal__actions`,children:G(`button`,{type:`button`,class:`button`,onClick:()=>l.current(),children:a})})]}):null})}var qt=0;async function Jt(e,t){try{if(navigator.clipboard&&window.isSecureContext)return await navigator.clipboard.writeText(e),!0}catch{}if(!t)return!1;t.focus(),t.select();try{return document.execCommand(`copy`)}catch{return!1}}function Yt({label:e,value:t,multiline:n=!1,name:r}){let i=U(`copy-${++qt}`),a=U(null),[o,s]=V(``),c=i.current,l=async()=>{let n=await Jt(t,a.current),r=n?`${e} copied.`:`Could not copy: select the ${e.toLowerCase()} and copy it by hand.`;s(n?`Copied`:`Copy failed`),$(r)};return G(`div`,{class:`copy-field`,children:[G(`label`,{class:`field__label`,for:c,children:e}),G(`div`,{class:`copy-field__row`,children:[n?G(`textarea`,{id:c,ref:a,class:`input input--mono copy-field__value`,readOnly:!0,rows:4,value:t,spellcheck:!1,...r?{name:r}:{}}):G(`input`,{id:c,ref:a,class:`input input--mono copy-field__value`,readOnly:!0,type:`text`,value:t,spellcheck:!1,autoComplete:`off`,...r?{name:r}:{}}),G(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:l,children:[`Copy`,G(`span`,{class:`visually-hidden`,children:[` `,e.toLowerCase()]})]})]}),G(`p`,{class:`copy-field__status`,"aria-hidden":`true`,children:o})]})}function Xt({shown:e,onClose:t,returnFocus:n}){return G(Kt,{open:e!==null,title:e?.title??``,onClose:t,returnFocus:n??null,closeLabel:`Done`,children:e?G(y,{children:[G(`p`,{class:`once-note`,role:`note`,children:[G(`strong`,{children:`You will not see this again.`}),` Copy it now and keep it somewhere safe; QueueProof stores only what it needs to check it.`]}),G(`p`,{class:`modal__text`,children:e.note}),G(Yt,{label:e.label??`Secret`,value:e.secret,name:`shown-secret`}),e.extra]}):null})}function Zt(e){let t=[];e.chunks&&t.push(`chunks`),e.scores&&t.push(`scores`),e.translationGroups&&t.push(`translation groups`),e.resources&&t.push(`resources`);let n=e.locales.length>0?`locales ${e.locales.join(`, `)}`:``;return n&&t.push(n),t.length>0?t.join(` · `):`None declared yet`}function Qt({provider:e,onChanged:t,onSecret:n}){let[r,i]=V(null),[a,o]=V(!1),[s,c]=V(new Set(e.selectedResources)),[l,u]=V(null),[d,f]=V(null),p=`resources-${e.id}`,m=`provider-${e.id}-title`,h=async(t,n)=>{if(!l){u(t),f(null);try{await n()}catch(n){f(n),$(`${e.name}: ${t} failed.`)}finally{u(null)}}},g=()=>{a?o(!1):(o(!0),h(`loading resources`,async()=>{let n=await Y(Je,{id:e.id});i(n.providerResources),c(new Set(e.selectedResources)),$(n.providerResources.length===1?`${e.name} offers 1 resource.`:`${e.name} offers ${n.providerResources.length} resources.`),t()}))},_=n=>{n.preventDefault(),h(`saving the scope`,async()=>{let n=await Y(Qe,{id:e.source.id,resources:[...s].sort()});$(`${e.name} is now ${Nt(n.scopeSource.state)}.`),t()})},v=r=>{let i=r.currentTarget instanceof HTMLElement?r.currentTarget:null;h(`rotating the secret`,async()=>{let r=await Y(Xe,{id:e.id});$(`New secret issued for ${e.name}.`),n({title:`New secret for ${e.name}`,secret:r.rotateProviderSecret.secret,note:`Configure the provider with this new secret. The previous secret keeps working during the overlap.`},i),t()})},y=e.status===`DISABLED`,b=()=>void h(y?`enabling`:`disabling`,async()=>{await Y(Ze,{input:{id:e.id,disabled:!y}}),$(`${e.name} ${y?`enabled`:`disabled`}.`),t()}),x=(e,t)=>c(n=>{let r=new Set(n);return t?r.add(e):r.delete(e),r});return G(`li`,{class:`item provider`,"data-provider-id":e.id,children:[G(`div`,{class:`item__head`,children:[G(`h3`,{id:m,class:`item__title`,children:e.name}),G(Pt,{state:e.source.state}),G(It,{status:e.status})]}),e.source.stateReason?G(`p`,{class:e.source.state===`FAILED`||e.source.state===`DEGRADED`?`item__reason item__reason--problem`:`item__reason`,children:[G(`span`,{class:`visually-hidden`,children:`Reason: `}),e.source.stateReason]}):null,G(`dl`,{class:`facts`,children:[G(`div`,{children:[G(`dt`,{children:`Base URL`}),G(`dd`,{class:`mono`,children:e.baseUrl})]}),G(`div`,{children:[G(`dt`,{children:`Exposure`}),G(`dd`,{children:e.exposureProfile===`CUSTOMER_SAFE`?`Customer safe`:`Agent only`})]}),G(`div`,{children:[G(`dt`,{children:`Priority`}),G(`dd`,{children:e.priority})]}),G(`div`,{children:[G(`dt`,{children:`Capabilities`}),G(`dd`,{children:Zt(e.capabilities)})]}),G(`div`,{children:[G(`dt`,{children:`Scope`}),G(`dd`,{children:e.selectedResources.length>0?e.selectedResources.join(`, `):e.source.state===`SCOPED`||e.source.state===`DATA_VERIFIED`?`The whole provider`:`Not scoped yet`})]}),G(`div`,{children:[G(`dt`,{children:`Failures`}),G(`dd`,{children:[e.consecutiveFailures,` in a row · `,e.totalFailures,` in total · `,e.contractViolations,` contract violations`]})]}),G(`div`,{children:[G(`dt`,{children:`Switches`}),G(`dd`,{children:[e.allowPrivateNetwork?`Private network allowed`:`Public network only`,` ·`,` `,e.sendConversationId?`sends conversation id`:`no conversation id`]})]}),G(`div`,{children:[G(`dt`,{children:`Secret`}),G(`dd`,{children:e.secretRotatedAt?`Rotated ${Q(e.secretRotatedAt)}`:`Issued ${Q(e.createdAt)}`})]})]}),G(`div`,{class:`item__actions`,children:[G(`button`,{type:`button`,class:`button button--quiet button--small`,"aria-expanded":a?`true`:`false`,"aria-controls":p,onClick:g,children:[`Resources`,G(`span`,{class:`visually-hidden`,children:[` of `,e.name]})]}),G(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:v,children:[`Rotate secret`,G(`span`,{class:`visually-hidden`,children:[` of `,e.name]})]}),G(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:b,children:[y?`Enable`:`Disable`,G(`span`,{class:`visually-hidden`,children:[` `,e.name]})]}),l?G(`span`,{class:`muted small`,"aria-hidden":`true`,children:[l,`…`]}):null]}),d?G(Z,{error:d}):null,G(`div`,{id:p,class:`resources`,hidden:!a,children:[a&&r===null&&!d?G(`p`,{class:`muted`,children:`Asking the provider for its resources…`}):null,r===null?null:G(`form`,{onSubmit:_,children:[r.length>0?G(`fieldset`,{class:`fieldset`,children:[G(`legend`,{class:`field__label`,children:[`Resources `,e.name,` may serve from`]}),r.map(e=>G(`label`,{class:`choice`,children:[G(`input`,{type:`checkbox`,name:`resource`,value:e.id,checked:s.has(e.id),onChange:t=>x(e.id,t.currentTarget.checked)}),G(`span`,{children:[e.name,` `,G(`span`,{class:`muted mono small`,children:[`(`,e.id,`)`]})]})]},e.id))]}):G(`p`,{class:`muted`,children:`This provider declares no resources: it is scoped as a whole.`}),G(`div`,{class:`form__actions`,children:G(`button`,{type:`submit`,class:`button button--small`,children:r.length>0?`Save scope`:`Scope the whole provider`})})]})]})]})}var $t={name:``,baseUrl:``,exposureProfile:`AGENT_ONLY`,priority:`0`,allowPrivateNetwork:!1,sendConversationId:!1};function en({onChanged:e}){let{state:t,reload:n}=At(qe,{}),[r,i]=V($t),[a,o]=V(!1),[s,c]=V(null),[l,u]=V(null),d=U(null),[f,p]=V(null),m=()=>{n(),e()},h=(e,t)=>{p(t),u(e)},g=async e=>{if(e.preventDefault(),a)return;o(!0),c(null);let t=Number.parseInt(r.priority,10);try{let e=await Y(Ye,{input:{name:r.name.trim(),baseUrl:r.baseUrl.trim(),exposureProfile:r.exposureProfile,priority:Number.isFinite(t)?t:0,allowPrivateNetwork:r.allowPrivateNetwork,sendConversationId:r.sendConversationId}}),n=e.registerKnowledgeProvider.knowledgeProvider;i($t),$(`Knowledge provider ${n.name} registered.`),h({title:`Secret for ${n.name}`,secret:e.registerKnowledgeProvider.secret,note:`Configure the provider with this secret: QueueProof signs every call to it with this secret, and the provider must check it.`},d.current),m()}catch(e){c(e),$(`The provider was not registered.`)}finally{o(!1)}},_=(e,t)=>i(n=>({...n,[e]:t})),v=`data`in t?t.data:void 0,y=v?.knowledgeProviders??[];return G(`section`,{class:`section`,"aria-labelledby":`providers-title`,children:[G(`h2`,{id:`providers-title`,class:`section__title`,children:`Knowledge providers`}),G(`p`,{class:`section__lead`,children:`Knowledge bases connected through the Knowledge Provider Interface. A provider serves answers only after it is scoped and verified.`}),G(`form`,{class:`card form`,onSubmit:g,"aria-labelledby":`register-title`,noValidate:!1,children:[G(`h3`,{id:`register-title`,class:`card__title`,children:`Register a provider`}),G(`div`,{class:`form__grid`,children:[G(`div`,{class:`field`,children:[G(`label`,{class:`field__label`,for:`kp-name`,children:`Name`}),G(`input`,{id:`kp-name`,class:`input`,type:`text`,required:!0,maxLength:100,autoComplete:`off`,value:r.name,onInput:e=>_(`name`,e.currentTarget.value)})]}),G(`div`,{class:`field`,children:[G(`label`,{class:`field__label`,for:`kp-url`,children:`Base URL`}),G(`input`,{id:`kp-url`,class:`input`,type:`url`,required:!0,inputMode:`url`,autoComplete:`off`,placeholder:`https://kb.example.com/kpi`,"aria-describedby":`kp-url-hint`,value:r.baseUrl,onInput:e=>_(`baseUrl`,e.currentTarget.value)}),G(`p`,{id:`kp-url-hint`,class:`field__hint`,children:`https, unless private network is allowed below.`})]}),G(`fieldset`,{class:`field fieldset`,children:[G(`legend`,{class:`field__label`,children:`Exposure profile`}),G(`label`,{class:`choice`,children:[G(`input`,{type:`radio`,name:`kp-exposure`,value:`AGENT_ONLY`,checked:r.exposureProfile===`AGENT_ONLY`,onChange:()=>_(`exposureProfile`,`AGENT_ONLY`)}),G(`span`,{children:[G(`strong`,{children:`Agent only`}),`: signed-in members and internal agent credentials.`]})]}),G(`label`,{class:`choice`,children:[G(`input`,{type:`radio`,name:`kp-exposure`,value:`CUSTOMER_SAFE`,checked:r.exposureProfile===`CUSTOMER_SAFE`,onChange:()=>_(`exposureProfile`,`CUSTOMER_SAFE`)}),G(`span`,{children:[G(`strong`,{children:`Customer safe`}),`: may also serve the widget and the public demo, public results only.`]})]}),G(`p`,{class:`field__hint`,children:`Cannot be changed later: a different profile needs a new registration.`})]}),G(`div`,{class:`field field--narrow`,children:[G(`label`,{class:`field__label`,for:`kp-priority`,children:`Priority`}),G(`input`,{id:`kp-priority`,class:`input`,type:`number`,min:-1e3,max:1e3,step:1,"aria-describedby":`kp-priority-hint`,value:r.priority,onInput:e=>_(`priority`,e.currentTarget.value)}),G(`p`,{id:`kp-priority-hint`,class:`field__hint`,children:`Higher first when results are merged.`})]}),G(`div`,{class:`field`,children:[G(`label`,{class:`choice`,children:[G(`input`,{type:`checkbox`,checked:r.allowPrivateNetwork,onChange:e=>_(`allowPrivateNetwork`,e.currentTarget.checked)}),G(`span`,{children:`Allow a private network and plain http (audited)`})]}),G(`label`,{class:`choice`,children:[G(`input`,{type:`checkbox`,checked:r.sendConversationId,onChange:e=>_(`sendConversationId`,e.currentTarget.checked)}),G(`span`,{children:`Send the conversation id with retrievals (audited)`})]})]})]}),s?G(Z,{error:s}):null,G(`div`,{class:`form__actions`,children:G(`button`,{ref:d,type:`submit`,class:`button`,"aria-disabled":a?`true`:void 0,children:a?`Registering…`:`Register provider`})})]}),t.status===`error`?G(Z,{error:t.error,onRetry:n}):null,t.status===`loading`&&!v?G(`p`,{class:`muted`,children:`Loading providers…`}):null,v&&y.length===0?G(`p`,{class:`muted`,children:`No knowledge providers registered yet.`}):null,y.length>0?G(`ul`,{class:`item-list`,"aria-label":`Knowledge providers`,children:y.map(e=>G(Qt,{provider:e,onChanged:m,onSecret:h},e.id))}):null,G(Xt,{shown:l,returnFocus:f,onClose:()=>u(null)})]})}function tn(e,t){return`<div data-queueproof-widget data-key="${e}" data-endpoint="${t}"></div><script src="${t}/widget/v1/widget.js" defer><\/script>`}function nn(e){return e.split(/[\s,]+/).map(e=>e.trim().replace(/\/+$/,``)).filter(e=>e!==``)}function rn(){let{state:e,reload:t}=At(tt,{}),[n,r]=V(``),[i,a]=V(!1),[o,s]=V(null),[c,l]=V(null),[u,d]=V(null),[f,p]=V(null),m=U(null),h=window.location.origin,g=async e=>{if(e.preventDefault(),!i){a(!0),s(null);try{let e=await Y(nt,{input:{allowedOrigins:nn(n)}}),i=e.createWidgetKey.key;r(``),$(`Widget key created.`),l({title:`New widget key`,label:`Widget key`,secret:i,note:`It works only on: ${e.createWidgetKey.widgetKey.allowedOrigins.join(`, `)}. Paste the snippet below into those pages.`,extra:G(Yt,{label:`Embed snippet`,value:tn(i,h),multiline:!0,name:`shown-snippet`})}),t()}catch(e){s(e),$(`The widget key was not created.`)}finally{a(!1)}}},_=async e=>{p(null);try{await Y(rt,{id:e}),d(null),$(`Widget key revoked.`),t()}catch(e){p(e)}},v=`data`in e?e.data:void 0,b=v?.widgetKeys??[];return G(`section`,{class:`section`,"aria-labelledby":`widget-title`,children:[G(`h2`,{id:`widget-title`,class:`section__title`,children:`Customer widget`}),G(`p`,{class:`section__lead`,children:`The widget answers customers from customer-safe providers only, with public results only. Each key works only on the sites you list.`}),G(`form`,{class:`card form`,onSubmit:g,"aria-labelledby":`widget-form-title`,children:[G(`h3`,{id:`widget-form-title`,class:`card__title`,children:`Create a widget key`}),G(`div`,{class:`field`,children:[G(`label`,{class:`field__label`,for:`wk-origins`,children:`Allowed origins`}),G(`textarea`,{id:`wk-origins`,class:`input`,rows:3,required:!0,spellcheck:!1,placeholder:`https://help.example.com`,"aria-describedby":`wk-origins-hint`,value:n,onInput:e=>r(e.currentTarget.value)}),G(`p`,{id:`wk-origins-hint`,class:`field__hint`,children:`One origin per line: scheme, host and port, no path.`})]}),o?G(Z,{error:o}):null,G(`div`,{class:`form__actions`,children:G(`button`,{ref:m,type:`submit`,class:`button`,"aria-disabled":i?`true`:void 0,children:i?`Creating…`:`Create widget key`})})]}),e.status===`error`?G(Z,{error:e.error,onRetry:t}):null,v&&b.length===0?G(`p`,{class:`muted`,children:`No widget keys yet.`}):null,b.length>0?G(`ul`,{class:`item-list`,"aria-label":`Widget keys`,children:b.map(e=>G(`li`,{class:`item`,"data-widget-key-id":e.id,children:[G(`div`,{class:`item__head`,children:[G(`h3`,{class:`item__title`,children:e.allowedOrigins.join(`, `)}),e.revokedAt?G(`span`,{class:`state state--bad`,children:`Revoked`}):G(`span`,{class:`state state--ok`,children:`Active`})]}),G(`p`,{class:`item__meta`,children:[`Created `,Q(e.createdAt),e.revokedAt?` · revoked ${Q(e.revokedAt)}`:``,` · `,G(`span`,{class:`mono`,children:e.id})]}),e.revokedAt?null:G(`div`,{class:`item__actions`,children:u===e.id?G(y,{children:[G(`span`,{children:`Revoke this key? Sites using it stop working.`}),G(`button`,{type:`button`,class:`button button--danger button--small`,onClick:()=>_(e.id),children:`Revoke key`}),G(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:()=>d(null),children:`Keep it`})]}):G(`button`,{type:`button`,class:`button button--quiet button--small`,onClick:()=>d(e.id),children:[`Revoke`,G(`span`,{class:`visually-hidden`,children:[` the key for `,e.allowedOrigins.join(`, `)]})]})})]},e.id))}):null,f?G(Z,{error:f}):null,G(`div`,{class:`card`,children:[G(`h3`,{class:`card__title`,children:`Embed snippet`}),G(`p`,{class:`field__hint`,children:`Replace YOUR_WIDGET_KEY with a key; the key is shown once, when it is created.`}),G(Yt,{label:`Snippet`,value:tn(`YOUR_WIDGET_KEY`,h),multiline:!0})]}),G(Xt,{shown:c,returnFocus:m.current,onClose:()=>l(null)})]})}function an(){let[e,t]=V(``),[n,r]=V(``),[i,a]=V(null),[o,s]=V(null),[c,l]=V(!1),u=U(null);return G(`section`,{class:`section`,"aria-labelledby":`ks-title`,children:[G(`h2`,{id:`ks-title`,class:`section__title`,children:`Knowledge search`}),G(`p`,{class:`section__lead`,children:`Search the verified knowledge providers, the way an agent would.`}),G(`form`,{class:`card form search-form`,role:`search`,"aria-labelledby":`ks-title`,onSubmit:async t=>{t.preventDefault();let r=e.trim();if(r===``)return;u.current?.abort();let i=new AbortController;u.current=i,l(!0),s(null);try{let e=await Y(Ke,{input:n.trim()?{query:r,locale:n.trim(),limit:10}:{query:r,limit:10}},{signal:i.signal});a({query:r,data:e.knowledgeSearch});let t=e.knowledgeSearch.results.length,o=e.knowledgeSearch.missingInformation.length;$(`${t===0?`No results`:t===1?`1 result`:`${t} results`} for ${r}.`+(o>0?` ${o} ${o===1?`provider`:`providers`} did not answer.`:``))}catch(e){if(e instanceof DOMException&&e.name===`AbortError`)return;s(e),a(null),$(`The search failed.`)}finally{u.current===i&&l(!1)}},children:[G(`div`,{class:`field search-form__query`,children:[G(`label`,{class:`field__label`,for:`ks-query`,children:`Search for`}),G(`input`,{id:`ks-query`,class:`input`,type:`search`,required:!0,maxLength:2e3,value:e,onInput:e=>t(e.currentTarget.value)})]}),G(`div`,{class:`field search-form__locale`,children:[G(`label`,{class:`field__label`,for:`ks-locale`,children:`Locale`}),G(`input`,{id:`ks-locale`,class:`input`,type:`text`,autoComplete:`off`,spellcheck:!1,placeholder:`en (optional)`,value:n,onInput:e=>r(e.currentTarget.value)})]}),G(`div`,{class:`form__actions search-form__submit`,children:G(`button`,{type:`submit`,class:`button`,children:c?`Searching…`:`Search`})})]}),o?G(Z,{error:o}):null,i?G(on,{query:i.query,data:i.data}):null]})}function on({query:e,data:t}){let n=t.results.length;return G(`div`,{class:`results`,"data-testid":`knowledge-results`,children:[G(`h3`,{class:`results__title`,children:[n===0?`No results`:n===1?`1 result`:`${n} results`,` for “`,e,`”`,t.returnedLocale?G(`span`,{class:`muted`,children:[` · `,t.returnedLocale]}):null,t.localeFallback?G(`span`,{class:`muted`,children:` (fallback locale)`}):null]}),t.missingInformation.length>0?G(`div`,{class:`missing`,children:[G(`h4`,{class:`missing__title`,children:`Missing information`}),G(`ul`,{class:`missing__list`,children:t.missingInformation.map((e,t)=>G(`li`,{children:e},`${t}-${e}`))})]}):null,n>0?G(`ol`,{class:`result-list`,children:t.results.map((e,t)=>{let n=zt(e.url);return G(`li`,{class:`result`,children:[G(`h4`,{class:`result__title`,children:n?G(`a`,{href:n,rel:`external noopener noreferrer`,target:`_blank`,children:e.title}):e.title}),G(`p`,{class:`result__snippet`,children:e.snippet}),G(`p`,{class:`result__meta`,children:[e.provider?`Provider: ${e.provider}`:``,e.resourceId?`Resource: ${e.resourceId}`:``,e.locale?`Locale: ${e.locale}`:``,typeof e.score==`number`?`Score: ${e.score.toFixed(3)}`:``,e.freshness?`Freshness: ${e.freshness}`:``].filter(e=>e!==``).join(` · `)})]},`${t}-${e.documentId??e.title}`)})}):null]})}function sn(){return G(`p`,{class:`demo-note`,children:[G(`span`,{class:`badge badge--demo`,children:`Demo`}),`You are looking at the public demo workspace. It is read-only: changes need a signed-in owner.`]})}function cn({route:e,headingRef:t,viewer:n}){let[r,i]=V(0),a=n.status===`signed-in`?n.viewer:null,o=at(a);return G(`article`,{class:`page page--wide`,"aria-labelledby":`page-title`,children:[G(`h1`,{id:`page-title`,class:`page__title`,tabIndex:-1,ref:t,children:e.title}),G(`p`,{class:`page__lead`,children:e.summary}),ot(a)?G(sn,{}):null,n.status===`loading`?G(`p`,{class:`muted section`,children:`Checking sign-in…`}):G(y,{children:[G(Vt,{version:r}),o?G(y,{children:[G(en,{onChanged:()=>i(e=>e+1)}),G(rn,{})]}):a&&!ot(a)?G(`p`,{class:`muted section`,children:`Only the workspace owner can register knowledge providers and widget keys.`}):null,a?G(an,{}):null]})]})}function ln(){let e=wt(),t=Oe(e),n=t?t.title:`Page not found`,r=vt(),i=U(null),a=U(!0),[o,s]=V(``);return H(()=>Ut(e=>{s(``),window.setTimeout(()=>s(e),50)}),[]),H(()=>{document.title=Ae(n),a.current?a.current=!1:(window.scrollTo(0,0),i.current?.focus({preventScroll:!0}),s(`${n} page`))},[e]),G(`div`,{class:`app`,children:[G(`a`,{class:`skip-link`,href:`#main`,children:`Skip to content`}),G(_t,{path:e,viewer:r.state}),G(gt,{state:r.state,onRetry:r.retry}),G(`main`,{id:`main`,class:`main`,tabIndex:-1,children:t?.id===`sources`?G(cn,{route:t,headingRef:i,viewer:r.state}):t?G(Ot,{route:t,headingRef:i}):G(kt,{path:e,headingRef:i})}),G(`div`,{class:`visually-hidden`,role:`status`,"aria-live":`polite`,"aria-atomic":`true`,children:o})]})}Dt();var un=document.getElementById(`app`);un&&F(G(ln,{}),un);