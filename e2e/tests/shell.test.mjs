// The app shell, served from the embedded build by the real binary, in a real browser.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer } from './harness.mjs';
import { watchProblems } from './checks.mjs';

const destinations = ['Ask', 'Today', 'Sources', 'Proof tests', 'History', 'Review actions', 'Connect AI'];
let server;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the shell renders every destination and the signed-in local owner', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.goto(`${server.base}/`);
  const nav = page.getByRole('navigation').first();
  for (const name of destinations) {
    await nav.getByRole('link', { name, exact: true }).waitFor();
  }
  await page.getByText('Local · owner').waitFor();
  assert.deepEqual(problems, [], 'no console errors or CSP violations');
  await page.close();
});

test('a client route loads directly and navigation moves between routes without a reload', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.base}/today`);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Today');
  await page.evaluate(() => { window.__marker = 'same-document'; });
  await page.getByRole('navigation').first().getByRole('link', { name: 'Sources', exact: true }).click();
  await page.waitForURL(`${server.base}/sources`);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Sources');
  assert.equal(await page.evaluate(() => window.__marker), 'same-document');
  await page.close();
});

test('mobile navigation keeps four destinations and puts the rest behind More', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  await page.goto(`${server.base}/`);
  const more = page.getByRole('button', { name: /more/i });
  await more.waitFor();
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await more.click();
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  await page.getByRole('link', { name: 'Connect AI', exact: true }).click();
  await page.waitForURL(`${server.base}/connect-ai`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px at 375px`);
  await page.close();
});

test('without a signed-in actor the shell says so instead of failing', async () => {
  const anon = await startServer({});
  try {
    const page = await browser.newPage();
    await page.goto(`${anon.base}/`);
    await page.getByText('Not signed in').waitFor();
    await page.close();
  } finally {
    await anon.stop();
  }
});
