/*
 * QueueProof help widget. Drop into a page:
 *   <div data-queueproof-widget data-key="qpw_..." data-endpoint="https://queueproof.example.com"
 *        data-locale="en" data-placeholder="Search help"></div>
 *   <script src="https://queueproof.example.com/widget/v1/widget.js" defer></script>
 * It renders a search box and shows results as plain text (never as markup). The key only
 * works on the sites its owner allowed.
 */
(function () {
  'use strict';
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) { if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]); }
    if (text != null) e.textContent = text;
    return e;
  }
  function safeURL(u) {
    try { var p = new URL(u); return p.protocol === 'https:' ? p.href : null; } catch (e) { return null; }
  }
  function mount(root) {
    if (root.getAttribute('data-queueproof-mounted')) return;
    root.setAttribute('data-queueproof-mounted', '1');
    var key = root.getAttribute('data-key') || '';
    var base = (root.getAttribute('data-endpoint') || '').replace(/\/$/, '');
    var locale = root.getAttribute('data-locale') || document.documentElement.lang || '';
    var id = 'qpw-' + Math.random().toString(36).slice(2);
    var form = el('form', { role: 'search', 'class': 'qpw-form' });
    var label = el('label', { 'for': id + '-q', 'class': 'qpw-label' }, root.getAttribute('data-label') || 'Search help');
    var input = el('input', { id: id + '-q', type: 'search', name: 'q', autocomplete: 'off', maxlength: '500',
      placeholder: root.getAttribute('data-placeholder') || 'Search help' });
    var button = el('button', { type: 'submit' }, 'Search');
    var status = el('p', { role: 'status', 'aria-live': 'polite', 'class': 'qpw-status' });
    var list = el('ul', { 'class': 'qpw-results' });
    form.appendChild(label); form.appendChild(input); form.appendChild(button);
    root.appendChild(form); root.appendChild(status); root.appendChild(list);
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var q = input.value.trim();
      if (!q) return;
      status.textContent = 'Searching…';
      while (list.firstChild) list.removeChild(list.firstChild);
      var body = { query: q };
      if (locale) body.locale = locale;
      fetch(base + '/widget/v1/knowledge/search', {
        method: 'POST', credentials: 'omit', mode: 'cors',
        headers: { 'Content-Type': 'application/json', 'Authorization': 'Bearer ' + key },
        body: JSON.stringify(body)
      }).then(function (r) {
        return r.json().then(function (j) { return { ok: r.ok, j: j }; });
      }).then(function (res) {
        if (!res.ok) { status.textContent = (res.j && res.j.error && res.j.error.message) || 'Search failed.'; return; }
        var results = res.j.results || [];
        status.textContent = results.length ? results.length + ' result' + (results.length === 1 ? '' : 's') : 'No results.';
        results.forEach(function (item) {
          var li = el('li', { 'class': 'qpw-result' });
          var href = item.url && safeURL(item.url);
          var title = href ? el('a', { href: href, rel: 'noopener noreferrer', target: '_blank' }, item.title) : el('strong', {}, item.title);
          li.appendChild(title);
          li.appendChild(el('p', {}, item.snippet));
          list.appendChild(li);
        });
      }).catch(function () { status.textContent = 'Search is unavailable right now.'; });
    });
  }
  function init() {
    var roots = document.querySelectorAll('[data-queueproof-widget]');
    for (var i = 0; i < roots.length; i++) mount(roots[i]);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();
