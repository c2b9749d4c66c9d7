// Issue #18 against the real binary with the demo company loaded (local owner): answers show
// their evidence as cards that match the citations; Search highlights its hits; a source's page
// shows its state history, imports, proof tests and documents, and a document its chunks with
// offsets; owners rename, re-run the canary and delete (with a confirm); keyboard-only use of
// the new controls; axe and the 11 sizes on every new page. A second server with the demo off
// opens on the first-run guide.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, launchBrowser, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, overflowAtAllSizes, watchProblems } from './checks.mjs';

let server;
let empty;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey });
  empty = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_DEMO: '0' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await empty?.stop();
});

const owner = (page) => page.getByText(/Local · owner/).waitFor();
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? ''}` : '';
});

async function ask(page, question) {
  await page.goto(`${server.base}/ask`);
  await owner(page);
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.locator('section[data-answer-id]');
  await answer.locator('.ev-card').first().waitFor();
  return answer;
}

const sourceIds = async () => (await graphql(server.base, '{ sources(first: 50) { edges { node { id name kind state } } } }')).sources.edges.map((e) => e.node);

test('an answer shows its citations as cards: the same evidence, in marker order, words highlighted, links to documents', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  const answer = await ask(page, 'When is ENG-136 due and who owns it?');
  const id = await answer.getAttribute('data-answer-id');
  const { answer: api } = await graphql(server.base, `query($id: ID!) { answer(id: $id) { citations { id title provider author excerpt sourceRef timestamp } } }`, { id });
  const cards = answer.locator('.ev-card');
  assert.equal(await cards.count(), api.citations.length, 'one card per citation');
  for (const [i, c] of api.citations.entries()) {
    const card = cards.nth(i);
    assert.equal(await card.getAttribute('data-citation-card'), String(i + 1));
    assert.equal((await card.locator('.ev-card__title').innerText()).replace(/^Evidence \d+:\s*/, '').trim(), c.title);
    assert.equal(await card.locator('[data-ev-source]').innerText(), c.provider);
    if (c.author) assert.equal(await card.locator('[data-ev-author]').innerText(), c.author);
    assert.equal((await card.locator('.ev-card__excerpt').innerText()).replace(/\s+/g, ' ').trim(), c.excerpt.replace(/\s+/g, ' ').trim());
    assert.equal(await card.locator('.ev-card__title a').getAttribute('href'), `/documents/${encodeURIComponent(c.sourceRef)}`);
  }
  assert.ok((await answer.locator('.ev-card mark.hl').count()) > 0, "the claims' words are highlighted in the cited passages");
  // Every marker in the text and claims points at an existing card.
  for (const n of await answer.locator('a.cite').evaluateAll((as) => as.map((a) => a.getAttribute('data-citation')))) {
    assert.ok(Number(n) >= 1 && Number(n) <= api.citations.length, `marker ${n} has a card`);
  }
  // Contradictions show both sides with their sources.
  const sides = answer.locator('.contra__value');
  assert.ok((await sides.count()) >= 2);
  assert.ok((await sides.first().locator('.contra__sources li').count()) > 0, 'each side names its sources');

  // Keyboard only: a marker is reached with Tab, Enter moves focus to its card, the card's
  // "Back to the text" (reached with Tab) returns to the marker.
  const marker = answer.locator('.answer__text a.cite, .claims a.cite').first();
  await marker.focus();
  const n = await marker.getAttribute('data-citation');
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => document.activeElement?.getAttribute('data-citation-card') === k, n);
  for (let i = 0; i < 6 && !/^button Back to the text/.test(await focused(page)); i++) await page.keyboard.press('Tab');
  assert.match(await focused(page), /^button Back to the text/);
  await page.keyboard.press('Enter');
  await page.waitForFunction((k) => document.activeElement?.classList.contains('cite') && document.activeElement.getAttribute('data-citation') === k, n);

  // The card's document link opens the document page with its chunks.
  await cards.first().locator('.ev-card__title a').click();
  await page.locator('[data-document-page]').waitFor();
  await page.locator('.chunk').first().waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test('search the evidence: hits with document, source, time and the query words highlighted; a hit opens its document', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.goto(`${server.base}/search`);
  await owner(page);
  const form = page.getByRole('search', { name: 'Search the evidence' });
  // Keyboard only: the query box, the source filter, the button and the modes are reached with Tab.
  await page.locator('#page-title').focus();
  const reached = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    reached.push(await focused(page));
  }
  for (const want of [/^input#ev-query/, /^select#ev-source/, /^button Search/, /^input/]) {
    assert.ok(reached.some((r) => want.test(r)), `Tab reaches ${want} (got ${reached.join(' | ')})`);
  }
  await form.getByLabel('Search for').fill('checkout rollout owner');
  await form.getByLabel(/^Words/).check();
  await page.keyboard.press('Enter');
  const hits = page.locator('[data-testid="search-hits"] li.result');
  await hits.first().waitFor();
  const first = hits.first();
  assert.ok((await first.locator('mark.hl').count()) > 0, 'query words are highlighted');
  assert.match(await first.locator('.result__title a').getAttribute('href'), /^\/documents\//);
  assert.match(await first.locator('.result__meta a').getAttribute('href'), /^\/sources\//);
  assert.match(await first.locator('.result__meta').innerText(), /^Demo: /, 'the source is named');
  await page.getByRole('status').filter({ hasText: /hits? for checkout rollout owner/ }).waitFor();
  // The query is rendered as text.
  await form.getByLabel('Search for').fill('<img src=x onerror=alert(1)> ENG-136');
  await form.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('heading', { name: /for “<img src=x onerror=alert\(1\)> ENG-136”/ }).waitFor();
  assert.equal(await page.locator('main img').count(), 0);
  assert.deepEqual(await axeViolations(page), []);
  await hits.first().locator('.result__title a').click();
  await page.locator('[data-document-page]').waitFor();
  assert.deepEqual(problems, []);
  await page.close();

  const found = await overflowAtAllSizes(browser, async (p) => {
    await p.goto(`${server.base}/search?q=ENG-136&mode=AUTO`);
    await p.locator('[data-testid="search-hits"] li.result').first().waitFor();
  });
  assert.deepEqual(found, []);
});

test("a source's page: state history, imports with their canary, proof tests with probes, documents filtered by title; a document's chunks sit at their offsets", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  const src = (await sourceIds()).find((s) => s.kind === 'COLLECTION');
  await page.goto(`${server.base}/sources`);
  await owner(page);
  await page.locator(`[data-source-id="${src.id}"] h3 a`).click();
  await page.getByRole('heading', { level: 1, name: src.name }).waitFor();
  await page.locator('[data-source-page] [data-state="DATA_VERIFIED"]').waitFor();
  const history = page.getByRole('list', { name: 'State changes, newest first' });
  await history.locator('[data-state="DATA_VERIFIED"]').first().waitFor();
  await history.locator('[data-state="SYNCED"]').first().waitFor();
  const job = page.locator('[data-job-status="INDEXED"]').first();
  await job.waitFor();
  assert.notEqual(await job.locator('[data-count="added"]').innerText(), '0');
  await job.locator('[data-result="PASSED"]').waitFor();
  const run = page.locator('[data-proof-test-id]').first();
  await run.locator('[data-result="PASSED"]').waitFor();
  await run.locator('summary').click();
  await run.locator('table').waitFor();
  const docs = page.getByRole('list', { name: 'Documents' });
  await docs.locator('li').first().waitFor();
  const all = await docs.locator('li').count();
  const firstTitle = (await docs.locator('li a').first().innerText()).trim();
  const word = firstTitle.split(/\s+/).find((w) => w.length > 3) ?? firstTitle;
  await page.getByLabel('Title contains').fill(word.toUpperCase());
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForFunction(([n]) => document.querySelectorAll('[aria-label="Documents"] li').length <= n, [all]);
  for (const t of await docs.locator('li a').allInnerTexts()) assert.ok(t.toLowerCase().includes(word.toLowerCase()), `${t} contains ${word}`);
  assert.deepEqual(await axeViolations(page), []);

  await docs.locator('li a').first().click();
  await page.locator('[data-document-page]').waitFor();
  const docId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop());
  const { document: api } = await graphql(server.base, `query($id: ID!) { document(id: $id) { chunks { id startOffset endOffset text } } }`, { id: docId });
  const shown = page.locator('.chunk');
  assert.equal(await shown.count(), api.chunks.length);
  for (const [i, c] of api.chunks.entries()) {
    assert.equal(await shown.nth(i).locator('[data-offsets]').getAttribute('data-offsets'), `${c.startOffset}-${c.endOffset}`);
    assert.equal((await shown.nth(i).locator('.chunk__text').innerText()).trim(), c.text.trim());
  }
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await page.close();

  for (const path of [`/sources/${encodeURIComponent(src.id)}`, `/documents/${encodeURIComponent(docId)}`]) {
    const found = await overflowAtAllSizes(browser, async (p) => {
      await p.goto(`${server.base}${path}`);
      await p.locator(path.startsWith('/sources') ? '[data-job-status]' : '.chunk').first().waitFor();
    });
    assert.deepEqual(found, [], path);
  }
});

test('an owner renames a source, re-runs its canary and deletes it after confirming; it leaves search at once', async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const problems = watchProblems(page);
  const src = (await sourceIds()).find((s) => s.kind === 'COLLECTION' && s.name.includes('Slack')) ?? (await sourceIds()).find((s) => s.kind === 'COLLECTION');
  await page.goto(`${server.base}/sources/${encodeURIComponent(src.id)}`);
  await owner(page);
  await page.getByRole('heading', { level: 1, name: src.name }).waitFor();

  // Keyboard only: Re-run canary, Rename and Delete are reached with Tab from the heading.
  await page.locator('#page-title').focus();
  const reached = [];
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    reached.push(await focused(page));
  }
  for (const want of ['Re-run canary', 'Rename', 'Delete source']) assert.ok(reached.some((r) => r.includes(want)), `Tab reaches ${want}: ${reached.join(' | ')}`);

  await page.getByRole('button', { name: 'Re-run canary' }).click();
  await page.getByRole('status').filter({ hasText: 'Canary passed.' }).waitFor();
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name').fill('Renamed source');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByRole('heading', { level: 1, name: 'Renamed source' }).waitFor();

  await page.getByRole('button', { name: 'Delete source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Renamed source?' });
  await dialog.waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.ok((await sourceIds()).some((s) => s.id === src.id), 'Escape keeps the source');
  await page.getByRole('button', { name: 'Delete source' }).click();
  await dialog.getByRole('button', { name: 'Delete source' }).click();
  await page.waitForURL(`${server.base}/sources`);
  await page.getByRole('status').filter({ hasText: /Renamed source deleted: \d+ documents tombstoned/ }).waitFor();
  assert.ok(!(await sourceIds()).some((s) => s.id === src.id), 'the source is gone');
  const { search } = await graphql(server.base, `query($ids: [ID!]) { search(input: { query: "the", mode: TEXT, sourceIds: $ids, first: 5 }) { hits { document { sourceId } } } }`, { ids: [src.id] });
  assert.equal(search.hits.length, 0, 'nothing of the deleted source is searched');
  assert.deepEqual(problems, []);
  await page.close();
});

test('an empty workspace opens on the first-run guide; the demo workspace says it is a demo', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${empty.base}/`);
  await owner(page);
  const guide = page.locator('[data-first-run]');
  await guide.getByRole('heading', { name: 'Start with your own evidence' }).waitFor();
  await guide.getByRole('link', { name: 'Import a file' }).waitFor();
  await guide.getByRole('link', { name: 'Compile Today' }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.goto(`${server.base}/`);
  await owner(page);
  await page.locator('[data-demo-workspace]').getByRole('link', { name: 'import a file on Sources' }).waitFor();
  assert.equal(await page.locator('[data-first-run]').count(), 0);
  await page.close();
  const found = await overflowAtAllSizes(browser, async (p) => {
    await p.goto(`${empty.base}/`);
    await p.locator('[data-first-run]').waitFor();
  });
  assert.deepEqual(found, []);
});
