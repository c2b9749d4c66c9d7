// Attack twelve (part one) against the real binary in Debian's chromium: whoever gets a file
// imported (a mail to a support inbox, a Slack or JSON Lines export) controls the text and the
// metadata the app shows: answer text, claims, citation titles, excerpts, authors and URLs,
// source names, duplicates, disagreement values, Today's packet titles, owners and
// constraints, document pages, search hits, proposal titles and their dry-run request. Every
// field here carries markup and script, and every URL a dangerous scheme in a different
// spelling. On every page the test asserts that no planted script ran, no planted element or
// event attribute reached the DOM, no link has a scheme other than http(s) or a same-origin
// path, the hostile text is shown as text (so the test did reach it), and the page's strict
// CSP was never needed (no CSP violation: nothing tried to run). Holes found but not yet
// closed are listed in knownA12 (skipped while open; the test fails once one holds).
//
// Run: make build && cd e2e && node --test tests/attack12-xss.test.mjs
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, launchBrowser, run, startServer, testSecretKey } from './harness.mjs';
import { watchProblems } from './checks.mjs';

// A planted payload sets window.__xss to its field's name when it runs.
const js = (tag) => `window.__xss=(window.__xss||[]).concat('${tag}')`;
const markup = (tag) => [
  `<img src=x onerror="${js(tag + ':img')}">`,
  `<script>${js(tag + ':script')}</script>`,
  `"><svg onload="${js(tag + ':svg')}">`,
  `<a href="javascript:${js(tag + ':a')}">click</a>`,
  `[click me](javascript:${js(tag + ':md')})`,
  `<iframe srcdoc="<script>parent.${js(tag + ':iframe')}</script>"></iframe>`,
  `<b onmouseover="${js(tag + ':hover')}" style="position:fixed;inset:0">x</b>`,
].join(' ');

// Dangerous URLs, each on its own record (the scheme in other spellings, with control
// characters and entities, protocol-relative and very long).
const urls = [
  `javascript:${js('url-plain')}`,
  ` JaVaScRiPt:${js('url-case-space')}`,
  `java\tscript:${js('url-tab')}`,
  `\u0001javascript:${js('url-c0')}`,
  `\n\r javascript:${js('url-newline')}`,
  `&#106;avascript:${js('url-entity')}`,
  `javascript&colon;${js('url-colon-entity')}`,
  `data:text/html,<script>${js('url-data')}</script>`,
  `DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
  `vbscript:msgbox(1)`,
  `jar:javascript:${js('url-jar')}`,
  `https://ok.example/"><img src=x onerror="${js('url-quote')}">`,
  `https://ok.example/${'a'.repeat(4000)}`,
];

const records = [];
urls.forEach((u, i) => {
  const n = i + 1;
  records.push({
    id: `xss-${n}`,
    title: `XSS-${n} ${markup(`title${n}`)}`,
    author: `${markup(`author${n}`)} <mallory${n}@evil.example>`,
    createdAt: `2026-11-${String(10 + (i % 9)).padStart(2, '0')}T09:00:00Z`,
    url: u,
    body: `Owner: ${markup(`owner${n}`)}\nStatus: In Progress\n\nXSS-${n} is due 2026-12-0${1 + (i % 8)}. The kiln extractor hostile note ${markup(`body${n}`)} runs after the last firing.`,
    metadata: { kind: 'ticket', project: markup(`project${n}`) },
  });
});
// A copy (duplicates), two sources disagreeing on XSS-1's date (disagreements), and a chat line.
records.push({ ...records[0], id: 'xss-1-copy', title: `Copy of ${records[0].title}`, url: urls[1] });
records.push({ id: 'xss-1-mail', title: `Re: XSS-1 ${markup('mailtitle')}`, author: `${markup('mailauthor')} <m@evil.example>`, createdAt: '2026-11-19T09:00:00Z', url: urls[7], body: `For the record, XSS-1 is due 2026-12-09 according to ${markup('mailbody')}.` });

let server;
let browser;
let dir;
let documentIds = [];
let sourceIds = [];

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_DEMO: '0' });
  const { viewer } = await graphql(server.base, '{ viewer { workspace { id } } }');
  dir = mkdtempSync(join(tmpdir(), 'queueproof-a12-'));
  const file = join(dir, 'hostile.jsonl');
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  // Source names may not hold control characters; markup they may.
  await run(['import', '--workspace', viewer.workspace.id, '--source', `Inbox ${markup('source')}`.slice(0, 200), '--format', 'jsonl', file], {
    QUEUEPROOF_DATABASE_URL: server.databaseURL,
    QUEUEPROOF_SECRET_KEY: testSecretKey,
  });
  await graphql(server.base, 'mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }');
  const { sources } = await graphql(server.base, '{ sources(first: 10) { edges { node { id name } } } }');
  sourceIds = sources.edges.map((e) => e.node.id);
  for (const id of sourceIds) {
    const { documents } = await graphql(server.base, `query($s: ID!) { documents(sourceId: $s, first: 50) { edges { node { id } } } }`, { s: id });
    documentIds.push(...documents.edges.map((e) => e.node.id));
  }
  // A proposal whose title and description carry markup, approved (a dry run: no Linear key).
  const { today } = await graphql(server.base, '{ today(first: 1) { edges { node { id } } } }');
  const { createProposal } = await graphql(
    server.base,
    'mutation($in: CreateProposalInput!) { createProposal(input: $in) { id } }',
    { in: { packetId: today.edges[0].node.id, idempotencyKey: 'a12', action: 'LINEAR_CREATE_ISSUE', teamId: 'team-eng', title: `Follow up ${markup('proposal').slice(0, 200)}`, description: markup('description') } },
  );
  await graphql(server.base, 'mutation($id: ID!) { approveProposal(id: $id) { status } }', { id: createProposal.id });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// Known holes not yet closed: page -> reason. A page so marked is skipped while it fails and
// fails once it holds.
const knownA12 = {};

// inspect returns what a page's DOM shows of the attack.
function inspect(page) {
  return page.evaluate(() => {
    const ran = window.__xss || [];
    const events = [];
    const planted = [];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) events.push(`${el.tagName.toLowerCase()}[${a.name}]`);
        if (a.name === 'srcdoc' || (a.name === 'style' && /inset/.test(a.value))) planted.push(`${el.tagName.toLowerCase()}[${a.name}]`);
      }
    }
    for (const el of document.querySelectorAll('img[src="x"], iframe, object, embed, frame, base, meta[http-equiv], form[action]:not([action^="/"])')) {
      planted.push(el.outerHTML.slice(0, 120));
    }
    for (const s of document.querySelectorAll('script')) {
      if (!s.src || new URL(s.src).origin !== location.origin) planted.push(`script ${s.outerHTML.slice(0, 120)}`);
    }
    const links = [];
    for (const a of document.querySelectorAll('a[href], area[href], [xlink\\:href], [formaction]')) {
      const raw = a.getAttribute('href') ?? a.getAttribute('xlink:href') ?? a.getAttribute('formaction') ?? '';
      let proto = 'unparsable:';
      try {
        proto = new URL(raw, location.href).protocol;
      } catch {
        // an unparsable href is not navigable
      }
      if (proto !== 'http:' && proto !== 'https:') links.push(`${proto} ${raw.slice(0, 80)}`);
      const squashed = raw.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (/^(javascript|data|vbscript|jar):/.test(squashed)) links.push(`dangerous ${raw.slice(0, 80)}`);
    }
    const external = [...document.querySelectorAll('a[href*="ok.example"]')].map((a) => a.href.slice(0, 60));
    return { ran, events, planted, links, external, text: document.body.innerText };
  });
}

async function check(t, name, load) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  const csp = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()); });
  await load(page);
  // Hover and focus everything a planted handler might wait for.
  await page.mouse.move(640, 400);
  await page.waitForTimeout(150);
  const got = await inspect(page);
  const found = [];
  if (got.ran.length) found.push(`planted script ran: ${got.ran.join(', ')}`);
  if (got.events.length) found.push(`event attributes in the DOM: ${got.events.slice(0, 5).join(', ')}`);
  if (got.planted.length) found.push(`planted elements: ${got.planted.slice(0, 5).join(' | ')}`);
  if (got.links.length) found.push(`links with other schemes: ${got.links.slice(0, 5).join(' | ')}`);
  if (csp.length) found.push(`CSP had to block something: ${csp.slice(0, 3).join(' | ')}`);
  const errors = problems.filter((p) => !/Failed to load resource/.test(p));
  if (errors.length) found.push(`page errors: ${errors.slice(0, 3).join(' | ')}`);
  await page.close();
  const reason = knownA12[name];
  if (reason && found.length) return t.skip(`KNOWN HOLE (${reason}): ${found.join('; ')}`);
  if (reason) assert.fail(`${name} is marked as a known hole (${reason}) but now holds: remove its mark`);
  assert.deepEqual(found, [], `${name}: ${found.join('; ')}`);
  return got;
}

const owner = (page) => page.getByText(/Local · owner/).waitFor();

async function ask(page, question) {
  await page.goto(`${server.base}/ask`);
  await owner(page);
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.locator('section[data-answer-id]').waitFor();
  await page.locator('section[data-answer-id] .ev-card').first().waitFor({ timeout: 10000 }).catch(() => {});
}

for (const question of ['Who owns XSS-1 and when is it due?', 'What does the hostile note say about the kiln extractor?', 'When is XSS-12 due?']) {
  test(`Ask: "${question}" shows hostile evidence as text`, async (t) => {
    const got = await check(t, `ask ${question}`, (page) => ask(page, question));
    if (got) assert.match(got.text, /onerror=|<script>|javascript:/, 'the answer page shows the hostile text (the attack reached it)');
  });
}

test('Search hits with hostile titles and excerpts', async (t) => {
  await check(t, 'search', async (page) => {
    await page.goto(`${server.base}/search?q=${encodeURIComponent('hostile kiln extractor')}`);
    await owner(page);
    await page.locator('[data-testid="search-hits"] li.result').first().waitFor({ timeout: 10000 }).catch(() => {});
  });
});

test('Today: packets with hostile titles, owners and constraints', async (t) => {
  const got = await check(t, 'today', async (page) => {
    await page.goto(`${server.base}/today`);
    await owner(page);
    await page.waitForTimeout(800);
  });
  if (got) assert.match(got.text, /XSS-/, 'Today shows the hostile packets');
});

test('Sources, the source page and every document page', async (t) => {
  await check(t, 'sources', async (page) => {
    await page.goto(`${server.base}/sources`);
    await owner(page);
    await page.waitForTimeout(500);
  });
  for (const id of sourceIds) {
    await check(t, 'source page', async (page) => {
      await page.goto(`${server.base}/sources/${encodeURIComponent(id)}`);
      await owner(page);
      await page.waitForTimeout(500);
    });
  }
  assert.ok(documentIds.length >= urls.length, `every hostile record is a document (${documentIds.length})`);
  let linked = 0;
  for (const id of documentIds) {
    const got = await check(t, 'document page', async (page) => {
      await page.goto(`${server.base}/documents/${encodeURIComponent(id)}`);
      await page.locator('[data-document-page]').waitFor();
      await page.locator('.chunk').first().waitFor({ timeout: 5000 }).catch(() => {});
    });
    if (got?.external.length) linked++;
  }
  // The two https URLs (the one with a quote and markup, the long one) are links: the URL
  // field does reach href, so the refusals above are the app's, not an empty page's.
  assert.ok(linked >= 2, `document pages linking their https URL: ${linked}`);
});

test('the detector itself flags a planted script, element, handler and link', async () => {
  const page = await browser.newPage();
  await page.setContent(`<p>text</p><img src=x onerror="window.__xss=['ran']"><a href=" JaVa\tScRiPt:void(0)">x</a><b onmouseover="1">y</b>`);
  await page.waitForTimeout(100);
  const got = await inspect(page);
  await page.close();
  assert.deepEqual(got.ran, ['ran']);
  assert.ok(got.events.length >= 2 && got.planted.length >= 1 && got.links.length >= 1, JSON.stringify(got));
});

test('History and Review actions (a proposal with markup, approved as a dry run)', async (t) => {
  await check(t, 'history', async (page) => {
    await page.goto(`${server.base}/history`);
    await owner(page);
    await page.waitForTimeout(500);
  });
  const got = await check(t, 'review actions', async (page) => {
    await page.goto(`${server.base}/review-actions`);
    await owner(page);
    await page.waitForTimeout(800);
  });
  if (got) assert.match(got.text, /Follow up <img/, 'Review actions shows the proposal title as text');
});

test('The document route itself with markup and a javascript: id', async (t) => {
  for (const id of ['<img src=x onerror="window.__xss=1">', 'javascript:window.__xss=1', '%3Cscript%3E']) {
    await check(t, 'document route', async (page) => {
      await page.goto(`${server.base}/documents/${encodeURIComponent(id)}`);
      await page.waitForTimeout(400);
    });
  }
});

test('The server sends its protective headers on the real build', async () => {
  for (const path of ['/', '/ask', `/documents/${encodeURIComponent(documentIds[0] ?? 'x')}`]) {
    const r = await fetch(`${server.base}${path}`);
    const csp = r.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/, `${path}: script-src 'self' only`);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(r.headers.get('x-frame-options'), 'DENY');
    // The build itself has no inline script the policy would have to allow.
    assert.doesNotMatch(await r.text(), /<script(?![^>]*\bsrc=)[^>]*>/i, `${path}: no inline script in the page`);
  }
});
