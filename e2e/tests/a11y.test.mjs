// Accessibility and small screens on every route, as the local owner with real data: an axe-core
// scan (no serious or critical violations, an open dialog included), no horizontal overflow at
// 320 px, reduced motion honoured, and keyboard reachability of the Sources controls.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, launchBrowser, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, clipped } from './checks.mjs';

const routes = ['/', '/ask', '/today', '/sources', '/search', '/proof-tests', '/history', '/review-actions', '/connect-ai', '/no-such-page'];

let server;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS: '127.0.0.1' });
  browser = await launchBrowser();
  // Real rows to render: a provider whose discovery failed (nothing listens on port 9) and a key.
  await graphql(server.base, `mutation { registerKnowledgeProvider(input: { name: "Unreachable", baseUrl: "http://127.0.0.1:9", exposureProfile: AGENT_ONLY, allowPrivateNetwork: true }) { secret } }`);
  await graphql(server.base, `mutation { createWidgetKey(input: { allowedOrigins: ["https://help.example.com"] }) { key } }`);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function ready(page, path) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(/Local · owner/).waitFor();
  if (path === '/sources') {
    await page.locator('[data-provider-id]').first().waitFor();
    await page.locator('[data-widget-key-id]').first().waitFor();
  }
}

test('axe finds no serious or critical violations on any route', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const found = [];
  for (const path of routes) {
    await page.goto(`${server.base}${path}`);
    await ready(page, path);
    for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
  }
  assert.deepEqual(found, []);
  await page.close();
});

test('axe finds nothing serious in the open secret dialog, at 320 px', async () => {
  const page = await browser.newPage({ viewport: { width: 320, height: 568 } });
  await page.goto(`${server.base}/sources`);
  await ready(page, '/sources');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Register a provider' }) });
  await form.getByLabel('Name').fill('Second');
  await form.getByLabel('Base URL').fill('http://127.0.0.1:9');
  await form.getByLabel(/Allow a private network/).check();
  await form.getByRole('button', { name: 'Register provider' }).click();
  await page.getByRole('dialog', { name: 'Secret for Second' }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px with the dialog open`);
  await page.close();
});

test('no route overflows horizontally at 320 px', async () => {
  const page = await browser.newPage({ viewport: { width: 320, height: 568 } });
  const overflowing = [];
  for (const path of routes) {
    await page.goto(`${server.base}${path}`);
    await ready(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
    overflowing.push(...(await clipped(page)).map((c) => `${path}: ${c}`));
  }
  assert.deepEqual(overflowing, []);
  await page.close();
});

test('reduced motion is honoured', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  await page.goto(`${server.base}/sources`);
  await ready(page, '/sources');
  const duration = await page.evaluate(() => getComputedStyle(document.querySelector('.button')).transitionDuration);
  assert.ok(duration.split(',').every((d) => Number.parseFloat(d) <= 0.001), `transition ${duration}`);
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), 'auto');
  await page.close();
});

test('the Sources controls are reachable with the keyboard, with a visible focus ring', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.base}/sources`);
  await ready(page, '/sources');
  const wanted = new Set(['Register provider', 'Resources of Unreachable', 'Rotate secret of Unreachable', 'Disable Unreachable', 'Create widget key', 'Search']);
  const seen = new Set();
  let ringless = [];
  for (let i = 0; i < 80 && seen.size < wanted.size; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement;
      const style = el ? getComputedStyle(el) : null;
      return { text: el?.textContent?.trim() ?? '', outline: style ? style.outlineStyle : 'none' };
    });
    if (wanted.has(info.text)) {
      seen.add(info.text);
      if (info.outline === 'none') ringless.push(info.text);
    }
  }
  assert.deepEqual([...wanted].filter((w) => !seen.has(w)), [], 'every control is reached by Tab');
  assert.deepEqual(ringless, [], 'focused controls show a focus ring');
  await page.close();
});
