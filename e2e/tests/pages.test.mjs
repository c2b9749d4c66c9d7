// The data pages as the local owner with the demo company loaded, against the real binary: Ask
// (a cited answer, its receipt dialog), History, Today (compile, open a packet, propose), Review
// actions (approve -> DRY_RUN without a Linear key), Connect AI (a token shown once), keyboard-only
// navigation, and axe on every route with data.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, watchProblems } from './checks.mjs';

let server;
let browser;
let page;
let problems;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10000);
  problems = watchProblems(page);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const nav = () => page.getByRole('navigation', { name: 'Main' });
const liveRegion = () => page.locator('[role="status"][aria-live="polite"]');
const focusIn = (selector) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

async function go(path) {
  await page.goto(`${server.base}${path}`);
  await page.getByText(/Local · owner/).waitFor();
}

test('ask about the demo: a cited answer with its status; a citation opens its receipt and focus returns', async () => {
  await go('/ask');
  const box = page.getByRole('textbox', { name: 'Question' });
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await box.fill('When is ENG-136 due?');
  const ask = page.getByRole('button', { name: 'Ask', exact: true });
  await ask.click();
  const answer = page.locator('section[data-answer-id]');
  await answer.waitFor();
  assert.equal(await ask.getAttribute('aria-busy'), 'false', 'the button is no longer busy');
  const status = await answer.locator('.answer__head [data-status]').getAttribute('data-status');
  // The demo's chat and ticket disagree on ENG-136's deadline with nothing to explain it: the
  // deadline asked for is not settled, so the answer is PARTIAL and shows both values.
  assert.equal(status, 'PARTIAL');
  await page.waitForFunction(() => /Answer PARTIAL/.test(document.querySelector('[aria-live="polite"]')?.textContent ?? ''));
  await answer.getByRole('heading', { name: 'Sources disagree' }).waitFor();
  assert.ok((await answer.locator('.contra__value').count()) >= 2);
  assert.match(await answer.locator('[data-receipt-hash]').textContent(), /^[0-9a-f]{64}$/);
  // The retrieval trace is a disclosure, closed at first.
  const trace = answer.locator('details', { hasText: 'Retrieval trace' });
  assert.equal(await trace.getAttribute('open'), null);
  await trace.locator('summary').click();
  await trace.getByRole('table').waitFor();

  // A marker jumps to its evidence card and the card leads back to the marker.
  const marker = answer.locator('.claims .cite').first();
  const n = await marker.getAttribute('data-citation');
  await marker.evaluate((el) => el.setAttribute('data-opened-here', ''));
  await marker.click();
  const card = answer.locator(`[data-citation-card="${n}"]`);
  await page.waitForFunction((k) => document.activeElement?.getAttribute('data-citation-card') === k, n, { timeout: 2000 })
    .catch(() => assert.fail('focus moves to the evidence card'));
  await card.getByRole('button', { name: /^Back to the text/ }).click();
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-opened-here'), null, { timeout: 2000 })
    .catch(() => assert.fail('focus returns to the marker'));

  // The card's receipt opens as a dialog; focus returns to the card's Receipt button.
  const receiptButton = card.getByRole('button', { name: /^Receipt/ });
  await receiptButton.evaluate((el) => el.setAttribute('data-opened-here', ''));
  await receiptButton.click();
  const dialog = page.getByRole('dialog', { name: /^Citation \d+: / });
  await dialog.waitFor();
  assert.ok(await focusIn('dialog[open]'), 'focus moves into the receipt');
  await dialog.locator('blockquote').waitFor();
  await dialog.getByText('Source', { exact: true }).waitFor();
  for (const href of await dialog.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    assert.match(href, /^https?:\/\//, 'only http(s) links');
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await focusIn('dialog[open]'), 'Tab stays inside the dialog');
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.matches('button[data-opened-here]'), null, { timeout: 2000 })
    .catch(() => assert.fail('focus returns to the Receipt button'));
});

test('History lists the answer and opens it like Ask does', async () => {
  await nav().getByRole('link', { name: 'History', exact: true }).click();
  const row = page.locator('li[data-answer-id]', { hasText: 'When is ENG-136 due?' });
  await row.waitFor();
  await row.locator('[data-status="PARTIAL"]').waitFor();
  await row.getByRole('button', { name: /^Open/ }).click();
  const shown = page.locator('section[data-answer-id]');
  await shown.getByRole('heading', { name: 'When is ENG-136 due?' }).waitFor();
  assert.ok((await shown.locator('.cite').count()) > 0);
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-open-answer'));
});

test('Today: compile, open a packet, propose from it; Review actions approves it as a dry run', async () => {
  await go('/today');
  await page.getByText('No queue yet.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Compile queue' }).click();
  const first = page.locator('li[data-packet-id]').first();
  await first.waitFor();
  await page.waitForFunction(() => /Queue version \d+ compiled/.test(document.querySelector('[aria-live="polite"]')?.textContent ?? ''));
  const objective = (await first.locator('h3').textContent()).trim();
  const toggle = first.locator('button[aria-controls]');
  assert.match(await toggle.textContent(), /^Open packet/);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await first.locator('[data-score="urgency"]').waitFor();
  assert.match(await first.locator('[data-score="urgency"] .chart__value').textContent(), /× \d+% =/);
  assert.match(await first.locator('[data-receipt-hash]').textContent(), /^[0-9a-f]{64}$/);
  assert.ok((await first.locator('.evidence .cite').count()) > 0, 'evidence carries citations');
  await first.locator('.evidence .cite').first().click();
  await page.getByRole('dialog', { name: /^Citation 1: / }).waitFor();
  await page.keyboard.press('Escape');

  const propose = first.getByRole('button', { name: /^Propose/ });
  await propose.click();
  const dialog = page.getByRole('dialog', { name: 'Propose a Linear issue' });
  await dialog.waitFor();
  assert.equal(await dialog.getByLabel('Title').inputValue(), objective, 'title prefilled from the objective');
  await dialog.getByLabel('Team id').fill('team-e2e');
  await dialog.getByLabel(/Description/).fill('From the browser test.');
  await dialog.getByRole('button', { name: 'Propose', exact: true }).click();
  await dialog.getByText('Proposal created.').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => /^Propose/.test(document.activeElement?.textContent ?? ''));

  await nav().getByRole('link', { name: 'Review actions', exact: true }).click();
  const item = page.locator('li[data-proposal-id]', { hasText: objective });
  await item.waitFor();
  await item.locator('[data-status="PENDING"]').waitFor();
  assert.ok((await item.locator('.chip').count()) > 0, 'evidence ids are listed');
  await item.getByRole('button', { name: /^Approve/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve and execute?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await item.locator('[data-execution-status="DRY_RUN"]').waitFor();
  await page.waitForFunction(() => /Execution: Dry run/.test(document.querySelector('[aria-live="polite"]')?.textContent ?? ''));
  assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute('data-result')), 'focus moves to the result');
  const request = item.locator('details', { hasText: 'Request' });
  await request.locator('summary').click();
  assert.match(await request.locator('pre').textContent(), /issueCreate/);
  assert.equal(await item.getByRole('button', { name: /^Approve/ }).count(), 0, 'no second approval');

  // The status filter asks the server for one status.
  await page.getByLabel('Status').selectOption('PENDING');
  await page.getByText('No proposals with this status.', { exact: false }).waitFor();
  await page.getByLabel('Status').selectOption('DRY_RUN');
  await item.waitFor();
});

test('Connect AI: a token is shown once, and focus comes back after the dialog', async () => {
  await go('/connect-ai');
  await page.getByLabel('MCP endpoint (Streamable HTTP)').waitFor();
  assert.match(await page.getByLabel('MCP endpoint (Streamable HTTP)').inputValue(), /\/mcp$/);
  await page.getByLabel('Name').fill('Claude on my laptop');
  await page.getByLabel(/^Propose/).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Token Claude on my laptop' });
  await dialog.waitFor();
  await dialog.getByText('You will not see this again.').waitFor();
  const token = await dialog.getByLabel('Token', { exact: true }).inputValue();
  assert.ok(token.length >= 20, 'the token is shown');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Create token');
  const row = page.locator('li[data-token-id]', { hasText: 'Claude on my laptop' });
  await row.waitFor();
  await row.getByText(/read/).waitFor();
  assert.match(await row.locator('.item__meta').textContent(), /propose/);
  assert.ok(!(await page.content()).includes(token), 'the token is gone once the dialog is closed');
  await row.getByRole('button', { name: /^Revoke/ }).click();
  await row.getByText('Revoked', { exact: true }).waitFor();
});

test('keyboard only: Tab reaches every destination, Enter navigates, focus lands on the heading', async () => {
  await go('/ask');
  const visited = [];
  let key = 'Tab';
  for (const name of ['Today', 'Sources', 'Proof tests', 'History', 'Review actions', 'Connect AI', 'Ask']) {
    let found = false;
    for (let i = 0; i < 25 && !found; i++) {
      // From the page's heading, the navigation is behind: Shift+Tab walks back to it.
      await page.keyboard.press(key);
      found = await page.evaluate((n) => {
        const el = document.activeElement;
        return el?.tagName === 'A' && el.closest('nav') !== null && el.textContent.trim() === n
          && getComputedStyle(el).outlineStyle !== 'none';
      }, name);
    }
    assert.ok(found, `Tab reaches ${name} with a visible focus ring`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => document.activeElement?.id === 'page-title' && document.activeElement.textContent === n, name);
    visited.push(name);
    key = 'Shift+Tab';
  }
  assert.equal(visited.length, 7);

  // Compact navigation: More opens with Enter, its links are reachable with Tab.
  await page.setViewportSize({ width: 375, height: 667 });
  await go('/ask');
  let onMore = false;
  for (let i = 0; i < 15 && !onMore; i++) {
    await page.keyboard.press('Tab');
    onMore = await page.evaluate(() => document.activeElement?.classList.contains('more-button'));
  }
  assert.ok(onMore, 'Tab reaches More');
  await page.keyboard.press('Enter');
  let onConnect = false;
  for (let i = 0; i < 5 && !onConnect; i++) {
    await page.keyboard.press('Tab');
    onConnect = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Connect AI');
  }
  assert.ok(onConnect, 'Tab reaches Connect AI in the More menu');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.base}/connect-ai`);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('every route renders with data, and axe finds nothing serious or critical', async () => {
  const found = [];
  const check = async (label) => {
    for (const v of await axeViolations(page)) found.push(`${label}: ${v}`);
  };
  await go('/ask');
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill('Who committed to ENG-105?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.locator('section[data-answer-id] [data-status="PARTIAL"]').waitFor();
  await page.getByRole('heading', { name: 'Missing information' }).waitFor();
  await page.locator('section[data-answer-id] details summary').click();
  await check('/ask with an answer');
  await page.locator('section[data-answer-id] .ev-card').first().getByRole('button', { name: /^Receipt/ }).click();
  await page.getByRole('dialog').waitFor();
  await check('/ask receipt dialog');
  await page.keyboard.press('Escape');

  const routes = [
    ['/today', async () => {
      await page.locator('li[data-packet-id]').first().getByRole('button', { name: /^Open packet/ }).click();
      await page.locator('[data-score]').first().waitFor();
    }],
    ['/sources', () => page.locator('[data-source-id]').first().waitFor()],
    ['/proof-tests', async () => {
      await page.locator('[data-proof-test-id] [data-result="PASSED"]').first().waitFor();
      await page.locator('[data-proof-test-id] details summary').first().click();
      await page.locator('[data-proof-test-id] table').first().waitFor();
    }],
    ['/history', () => page.locator('li[data-answer-id]').first().waitFor()],
    ['/review-actions', () => page.locator('[data-execution-status]').first().waitFor()],
    ['/connect-ai', () => page.locator('li[data-token-id]').first().waitFor()],
  ];
  for (const [path, ready] of routes) {
    await go(path);
    await ready();
    await check(path);
  }
  assert.deepEqual(found, []);
  assert.deepEqual(problems, [], 'no console errors or CSP violations');
});
