var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),M(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,P(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function ee(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=E(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=M(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&F(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_=_||g,4&h.__u?(c=D(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function E(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=O(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),I(s,s));return r}function D(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=D(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t=t&&t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function O(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function k(e,t,n){n??(n=``),t[0]==`-`?e.setProperty(t,n):e[t]=n}function A(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||k(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||k(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||(e.__e={}))[t]=n,n&&r||(o=l[t]||(l[t]=j(t)),(e.__a||(e.__a={}))[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function j(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function M(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,E,D,O,k,A,j,M,P,F,L,R,z=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=N(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);n:if(typeof z==`function`){v=s.length;try{if(E=n.props,D=(p=z.prototype)&&p.render,O=(p=z.contextType)&&i[p.__c],k=p?O?O.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(D?n.__c=S=new z(E,k):(n.__c=S=new b(E,k),S.constructor=z,S.render=re),O&&O.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),D&&(S.__s||(S.__s=S.state),z.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,z.getDerivedStateFromProps(E,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(E!==C&&D&&!z.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(E,k),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(E,S.__s,k)){n.__v!=r.__v&&(S.props=E,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break n}S.componentWillUpdate&&S.componentWillUpdate(E,S.__s,k),D&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else D&&!z.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),D&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=k,S.props=E,S.__P=t,S.__g&=-5,A=e.__r,j=D?25:0;do S.__g&=-9,A&&A(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++j<25);D&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),D&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),M=p&&p.type===y&&p.key==null?p.props.children:p,E.__P&&(p=c,a=(t=E.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&I(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=ee(t,m(M)?M:[M],n,r,i,a,o,s,c,l,d),E.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(L=o.indexOf(c||void 0))||(L=o.length);(R=o[L-1])&&R.nodeType==8;)L--;for(;L<o.length;L++)if(R=o[L]){if(o[L]=null,P){if(R==F)break}else{if(R.nodeType!=8)break;R.data.startsWith(`$s`)&&(F=N(P=R))}}}if(!P){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;P=c}(p=N(P=n.__c.__z||(n.__c.__z=P)))?(n.__e=P,c=p):n.__e=c,c=c&&c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||(n.__k=r.__k||[]),t&&t.then||te(n),e.__e(t,n,r)}}else c=n.__e=ne(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function N(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function te(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(te))}function P(t,n,r){for(var i=0;i<r.length;)F(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ne(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,E=n.props,D=n.type;if(D==`svg`?a=`http://www.w3.org/2000/svg`:D==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||(a=`http://www.w3.org/1999/xhtml`),o){for(f=0;f<o.length;f++)if((b=o[f])&&(D?b.localName==D:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!D)return w.createTextNode(E);t=w.createElementNS(a,D,E.is?E:u),c&&(e.__m&&e.__m(n,o),c=!1),o=null}if(D){if(u=D==`template`&&t.content||t,o=D==`textarea`&&E.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in E||f==`value`&&`defaultValue`in E||f==`checked`&&`defaultChecked`in E||A(t,f,null,b,a);for(f in E)b=E[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||A(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(D==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(D))&&(a=`http://www.w3.org/1999/xhtml`),ee(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&D!=`textarea`||(f=`value`,D==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(D!=`progress`||S)||A(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&A(t,f,C,T[f],a))}else T===E||c&&t.data==E||(t.data=E);return t}function F(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:i&&(i=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function I(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||F(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&I(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=N(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function re(e,t,n){return this.constructor(e,n)}function L(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],M(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),P(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var R,z,B,ie,V=Object.is,H=0,ae=[],U=[],W=e,oe=W.__b,se=W.__r,ce=W.diffed,le=W.__c,ue=W.unmount,de=W.__;function G(e,t){W.__h&&W.__h(z,e,H||t),H=0;var n=z.__H||(z.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function K(e){return H=1,fe(Se,e)}function fe(e,t,n){var r=G(R++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Se(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);V(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=z,!z.__f)){z.__f=!0;var i=z.shouldComponentUpdate;z.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,V(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function pe(e,t){var n=G(R++,3);!W.__s&&xe(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,z.__H.__h.push(n))}function me(e){return H=5,he(function(){return{current:e}},[])}function he(e,t){var n=G(R++,7);return xe(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function ge(e,t){return H=8,he(function(){return e},t)}function _e(){var e;do{for(;e=U.shift();)try{q(e)}catch(t){W.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=ae.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(q),t.__h.some(J),t.__h=[]}catch(n){t.__h=[],W.__e(n,e.__v)}}}while(U.length)}W.__b=function(e){z=null,oe&&oe(e)},W.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),de&&de(e,t)},W.__r=function(e){se&&se(e),R=0;var t=(z=e.__c).__H;t&&(B==z?z.__h=[]:(t.__h.some(q),t.__h.some(J),R=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),B=z},W.diffed=function(e){ce&&ce(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&be(ae.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),B=z=null},W.__c=function(e,t){t.some(function(e){try{e.__h.some(q),e.__h=e.__h.filter(function(e){return!e.__||J(e)})}catch(t){e.__h=[function(){throw t}]}}),le&&le(e,t)},W.unmount=function(e){ue&&ue(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n=n&&n.__c}r.__P=n,be(U.push(r))}else q(r)}catch(e){t=e}}),r.__H=void 0,t&&W.__e(t,r.__v))};var ve=typeof requestAnimationFrame==`function`;function ye(e){var t,n=function(){clearTimeout(r),ve&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);ve&&(t=requestAnimationFrame(n))}function be(e){e!=1&&ie==W.requestAnimationFrame||((ie=W.requestAnimationFrame)||ye)(_e)}function q(e){var t=z,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),z=t}function J(e){var t=z;e.__c=e.__(),z=t}function xe(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!V(t,e[n])})}function Se(e,t){return typeof t==`function`?t(e):t}var Ce=[{id:`ask`,path:`/ask`,aliases:[`/`],title:`Ask`,primary:!0,summary:`Ask a question in plain language and get an answer that cites the chat messages, emails, tickets and documents it rests on.`},{id:`today`,path:`/today`,title:`Today`,primary:!0,summary:`The ranked queue of Execution Packets: the work that most needs attention now.`},{id:`sources`,path:`/sources`,title:`Sources`,primary:!0,summary:`The chat, mail, ticket and document sources QueueProof reads evidence from.`},{id:`proof-tests`,path:`/proof-tests`,title:`Proof tests`,primary:!1,summary:`Canary checks of every source: after an import, sampled passages must be found again before the source serves answers.`},{id:`history`,path:`/history`,title:`History`,primary:!0,summary:`Earlier questions and their answers, with the evidence that was cited at the time and a receipt hash.`},{id:`review-actions`,path:`/review-actions`,title:`Review actions`,primary:!1,summary:`Actions proposed from Execution Packets, their approval and what happened when they ran.`},{id:`search`,path:`/search`,title:`Search`,primary:!1,summary:`Search the evidence of your verified sources: each hit with its document, source, time and the matching passage.`},{id:`source`,path:`/sources/`,pattern:/^\/sources\/([^/]+)$/,hidden:!0,parent:`sources`,title:`Source`,primary:!1,summary:`A source's state and why, its imports, its proof tests and its documents.`},{id:`document`,path:`/documents/`,pattern:/^\/documents\/([^/]+)$/,hidden:!0,parent:`sources`,title:`Document`,primary:!1,summary:`One document as it was indexed: its chunks and where each sits in the body.`},{id:`connect-ai`,path:`/connect-ai`,title:`Connect AI`,primary:!1,summary:`Connect an AI assistant to QueueProof and choose what it may see and do.`}],we=Ce.filter(e=>!e.hidden);function Te(e){return Ce.find(t=>t.pattern?t.pattern.test(e):t.path===e||(t.aliases?.includes(e)??!1))}function Ee(e,t){let n=e.pattern?.exec(t);if(!n?.[1])return``;try{return decodeURIComponent(n[1])}catch{return``}}var De=e=>`/sources/${encodeURIComponent(e)}`,Oe=e=>`/documents/${encodeURIComponent(e)}`,ke=`QueueProof`;function Ae(e){return`${e} · ${ke}`}var je=Symbol.for(`pv`),Me=0;Array.isArray;function Y(t,n,r,i,a,o){n||(n={});var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:je,__v:--Me,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}function X(e){"@babel/helpers - typeof";return X=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},X(e)}function Ne(e,t){if(X(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(X(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function Pe(e){var t=Ne(e,`string`);return X(t)==`symbol`?t:t+``}function Z(e,t,n){return(t=Pe(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var Q=class extends String{constructor(e,t){super(e),Z(this,`__apiType`,void 0),Z(this,`value`,void 0),Z(this,`__meta__`,void 0),this.value=e,this.__meta__=t}toString(){return this.value}};new Q(`
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
    `,{fragmentName:`ExecutionFields`}),new Q(`
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
}`,{fragmentName:`ProposalFields`}),new Q(`
    fragment CitationFields on Citation {
  id
  title
  excerpt
  provider
  author
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
  duplicates {
    title
    timestamp
    sourceRef
  }
}
    `,{fragmentName:`CitationFields`}),new Q(`
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
  disagreements {
    subject
    attribute
    resolution
    current {
      value
      citations
    }
    values {
      value
      citations
    }
    reason
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
  author
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
  duplicates {
    title
    timestamp
    sourceRef
  }
}`,{fragmentName:`AnswerFields`}),new Q(`
    fragment JobFields on IngestionJob {
  id
  sourceId
  sourceName
  format
  status
  reason
  documentsSeen
  documentsDone
  documentsAdded
  documentsUpdated
  documentsUnchanged
  documentsTombstoned
  documentsSkipped
  chunksWritten
  createdAt
  updatedAt
  proofTest {
    id
    result
    reason
  }
}
    `,{fragmentName:`JobFields`}),new Q(`
    fragment McpTokenFields on McpToken {
  id
  name
  scopes
  egress
  expiresAt
  revokedAt
  createdAt
}
    `,{fragmentName:`McpTokenFields`}),new Q(`
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
    `,{fragmentName:`ProviderFields`}),new Q(`
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
    `,{fragmentName:`QueueVersionFields`}),new Q(`
    fragment SourceFields on Source {
  id
  kind
  name
  state
  stateReason
  createdAt
  updatedAt
}
    `,{fragmentName:`SourceFields`}),new Q(`
    fragment WidgetKeyFields on WidgetKey {
  id
  allowedOrigins
  createdAt
  revokedAt
}
    `,{fragmentName:`WidgetKeyFields`});var Fe=new Q(`
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
}`),Ie=new Q(`
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
}`),Le=new Q(`
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
}`),Re=new Q(`
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
  author
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
  duplicates {
    title
    timestamp
    sourceRef
  }
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
  disagreements {
    subject
    attribute
    resolution
    current {
      value
      citations
    }
    values {
      value
      citations
    }
    reason
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
}`),ze=new Q(`
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
    `),Be=new Q(`
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
  author
  timestamp
  url
  sourceRef
  externalId
  untrusted
  injectionKinds
  duplicates {
    title
    timestamp
    sourceRef
  }
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
  disagreements {
    subject
    attribute
    resolution
    current {
      value
      citations
    }
    values {
      value
      citations
    }
    reason
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
}`),Ve=new Q(`
    query SearchEvidence($input: SearchInput!) {
  search(input: $input) {
    hits {
      score
      lanes
      document {
        id
        title
        externalId
        sourceId
        authoredAt
      }
      chunk {
        id
        text
      }
    }
  }
}
    `),He=new Q(`
    query VerifiedSourceNames {
  sources(first: 100) {
    edges {
      node {
        id
        name
        state
        kind
      }
    }
  }
}
    `),Ue=new Q(`
    query SourcePage($id: ID!) {
  source(id: $id) {
    id
    kind
    name
    state
    stateReason
    createdAt
    updatedAt
  }
  sourceHistory(sourceId: $id, first: 20) {
    state
    reason
    at
  }
}
    `),We=new Q(`
    query SourceJobs($sourceId: ID!, $first: Int, $after: String) {
  ingestionJobs(sourceId: $sourceId, first: $first, after: $after) {
    edges {
      node {
        ...JobFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    fragment JobFields on IngestionJob {
  id
  sourceId
  sourceName
  format
  status
  reason
  documentsSeen
  documentsDone
  documentsAdded
  documentsUpdated
  documentsUnchanged
  documentsTombstoned
  documentsSkipped
  chunksWritten
  createdAt
  updatedAt
  proofTest {
    id
    result
    reason
  }
}`),Ge=new Q(`
    query SourceProofTests($sourceId: ID!, $first: Int, $after: String) {
  proofTests(sourceId: $sourceId, first: $first, after: $after) {
    edges {
      node {
        id
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
}
    `),Ke=new Q(`
    query SourceDocuments($sourceId: ID!, $title: String, $first: Int, $after: String) {
  documents(sourceId: $sourceId, title: $title, first: $first, after: $after) {
    edges {
      node {
        id
        title
        externalId
        kind
        author
        status
        revision
        authoredAt
        updatedAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `),qe=new Q(`
    query DocumentPage($id: ID!) {
  document(id: $id) {
    id
    sourceId
    externalId
    kind
    title
    author
    url
    revision
    status
    authoredAt
    createdAt
    updatedAt
    chunks {
      id
      ordinal
      startOffset
      endOffset
      text
    }
  }
}
    `),Je=new Q(`
    query IngestionJobStatus($id: ID!) {
  ingestionJob(id: $id) {
    ...JobFields
    skipped {
      file
      line
      reason
    }
  }
}
    fragment JobFields on IngestionJob {
  id
  sourceId
  sourceName
  format
  status
  reason
  documentsSeen
  documentsDone
  documentsAdded
  documentsUpdated
  documentsUnchanged
  documentsTombstoned
  documentsSkipped
  chunksWritten
  createdAt
  updatedAt
  proofTest {
    id
    result
    reason
  }
}`),Ye=new Q(`
    mutation RenameSource($id: ID!, $name: String!) {
  renameSource(id: $id, name: $name) {
    id
    name
    updatedAt
  }
}
    `),Xe=new Q(`
    mutation DeleteSource($id: ID!) {
  deleteSource(id: $id) {
    id
    documentsTombstoned
    queueVersion
  }
}
    `),Ze=new Q(`
    mutation RerunCanary($id: ID!) {
  verifySource(id: $id) {
    id
    result
    reason
  }
}
    `),Qe=new Q(`
    mutation ImportDocuments($input: ImportDocumentsInput!) {
  importDocuments(input: $input) {
    ...JobFields
  }
}
    fragment JobFields on IngestionJob {
  id
  sourceId
  sourceName
  format
  status
  reason
  documentsSeen
  documentsDone
  documentsAdded
  documentsUpdated
  documentsUnchanged
  documentsTombstoned
  documentsSkipped
  chunksWritten
  createdAt
  updatedAt
  proofTest {
    id
    result
    reason
  }
}`),$e=new Q(`
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
    `),et=new Q(`
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
    `),tt=new Q(`
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
}`),nt=new Q(`
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
}`),rt=new Q(`
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
}`),it=new Q(`
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
    `),at=new Q(`
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
}`),ot=new Q(`
    query ProviderResources($id: ID!) {
  providerResources(id: $id) {
    id
    name
  }
}
    `),st=new Q(`
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
}`),ct=new Q(`
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
}`),lt=new Q(`
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
}`),ut=new Q(`
    mutation ScopeSource($id: ID!, $resources: [String!]!) {
  scopeSource(id: $id, resources: $resources) {
    id
    state
    stateReason
  }
}
    `),dt=new Q(`
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
}`),ft=new Q(`
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
    `),pt=new Q(`
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
}`),mt=new Q(`
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
}`),ht=new Q(`
    query TeamDomains {
  viewer {
    workspace {
      teamDomains
    }
  }
}
    `),gt=new Q(`
    mutation SetTeamDomains($input: SetTeamDomainsInput!) {
  setTeamDomains(input: $input) {
    teamDomains
  }
}
    `),_t=new Q(`
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
    `),vt=new Q(`
    mutation RevokeSessions {
  revokeSessions
}
    `),yt=new Q(`
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
}`),bt=new Q(`
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
}`),xt=new Q(`
    mutation RevokeWidgetKey($id: ID!) {
  revokeWidgetKey(id: $id)
}
    `),St=`/graphql`,$=class extends Error{constructor(e,t,n,r=[]){super(e),Z(this,`code`,void 0),Z(this,`status`,void 0),Z(this,`errors`,void 0),this.name=`GraphQLRequestError`,this.code=t,this.status=n,this.errors=r}};function Ct(e){return e instanceof $}function wt(e){return typeof e==`object`&&!!e}function Tt(e){return Array.isArray(e)?e.filter(wt).map(e=>{let t={message:typeof e.message==`string`?e.message:`Unknown error`};return wt(e.extensions)&&(t.extensions=e.extensions),Array.isArray(e.path)&&(t.path=e.path),t}):[]}async function Et(e,t,n={}){let r={method:`POST`,credentials:`same-origin`,headers:{"Content-Type":`application/json`,Accept:`application/graphql-response+json, application/json`},body:JSON.stringify(t===void 0?{query:e}:{query:e,variables:t})};n.signal&&(r.signal=n.signal);let i;try{i=await fetch(St,r)}catch(e){throw e instanceof DOMException&&e.name===`AbortError`?e:new $(`Could not reach the server.`,`NETWORK_ERROR`,0)}let a,o=await i.text();if(o.trim()!==``)try{a=JSON.parse(o)}catch{a=void 0}if(wt(a)){let e=a,t=Tt(e.errors),n=t[0];if(n){let e=typeof n.extensions?.code==`string`?n.extensions.code:`UNKNOWN`;throw new $(n.message,e,i.status,t)}if(i.ok&&e.data!==void 0&&e.data!==null)return e.data}if(!i.ok){let e=i.status===401?`UNAUTHENTICATED`:`HTTP_ERROR`;throw new $(`The server answered ${i.status}${i.statusText?` ${i.statusText}`:``}.`,e,i.status)}throw a===void 0?new $(`The server sent a response that is not JSON.`,`BAD_RESPONSE`,i.status):new $(`The server sent no data.`,`NO_DATA`,i.status)}function Dt(e,t,n={}){return Et(e.toString(),t,n)}function Ot(e){if(Ct(e))switch(e.code){case`FORBIDDEN`:return`Not allowed: ${e.message}`;case`UNAUTHENTICATED`:return`You are not signed in.`;case`RATE_LIMITED`:{let t=e.errors[0]?.extensions?.retryAfter;return typeof t==`number`?`Too many requests: try again in ${t} ${t===1?`second`:`seconds`}.`:`Too many requests: try again shortly.`}default:return e.message}return`Something went wrong.`}function kt({error:e,onRetry:t}){return Y(`div`,{class:`error-note`,role:`alert`,children:[Y(`p`,{children:Ot(e)}),t?Y(`button`,{type:`button`,class:`button button--small button--quiet`,onClick:t,children:`Try again`}):null]})}function At(e,t,n=!0){let[r,i]=K(n?{status:`loading`}:{status:`idle`}),[a,o]=K(0);return pe(()=>{if(!n){i({status:`idle`});return}let r=new AbortController;return i(e=>`data`in e&&e.data!==void 0?{status:`loading`,data:e.data}:{status:`loading`}),Dt(e,t,{signal:r.signal}).then(e=>{r.signal.aborted||i({status:`ok`,data:e})},e=>{r.signal.aborted||i({status:`error`,error:e})}),()=>r.abort()},[e,JSON.stringify(t),n,a]),{state:r,reload:ge(()=>o(e=>e+1),[])}}function jt(e){if(!e)return``;let t=new Date(e);return Number.isNaN(t.getTime())?e:t.toLocaleString(void 0,{dateStyle:`medium`,timeStyle:`short`})}function Mt(e){if(!e)return null;try{let t=new URL(e,window.location.href);return t.protocol===`https:`||t.protocol===`http:`?t.href:null}catch{return null}}var Nt=new Intl.NumberFormat(`en`);function Pt(e){return Nt.format(e)}function Ft(e){let t=e.replace(/_/g,` `).replace(/([a-z])([A-Z])/g,`$1 $2`).toLowerCase();return t.charAt(0).toUpperCase()+t.slice(1)}function It(e){return e.length>16?`${e.slice(0,12)}…`:e}function Lt(){if(typeof crypto<`u`&&typeof crypto.randomUUID==`function`)return crypto.randomUUID();let e=new Uint8Array(16);return crypto.getRandomValues(e),Array.from(e,e=>e.toString(16).padStart(2,`0`)).join(``)}export{yt as $,it as A,ut as B,Qe as C,et as D,$e as E,Ze as F,Ue as G,gt as H,rt as I,ht as J,Ge as K,vt as L,ot as M,st as N,tt as O,Ye as P,_t as Q,xt as R,qe as S,at as T,Ke as U,Ve as V,We as W,lt as X,dt as Y,He as Z,pt as _,Mt as a,Te as at,bt as b,kt as c,pe as ct,Ct as d,K as dt,Y as et,Dt as f,y as ft,Re as g,Le as h,Lt as i,Ae as it,Fe as j,ft as k,St as l,me as lt,ze as m,jt as n,ke as nt,It as o,Ee as ot,Be as p,L as pt,mt as q,Ft as r,Oe as rt,At as s,De as st,Pt as t,we as tt,$ as u,ge as ut,nt as v,Je as w,Xe as x,Ie as y,ct as z};