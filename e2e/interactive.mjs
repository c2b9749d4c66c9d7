// Time to an interactive Ask page: the real binary with the demo loaded, a fresh browser context
// (empty cache) per load, and performance.now() in the page at the first animation frame where
// the question box is enabled (it waits for the viewer query). Prints each load and the median
// of five, and the gzipped size of the JavaScript the first load fetches.
//
//   cd e2e && node interactive.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer, testSecretKey } from './tests/harness.mjs';

const dist = new URL('../frontend/dist/assets/', import.meta.url);
const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
const gz = js.reduce((n, f) => n + gzipSync(readFileSync(new URL(f, dist)), { level: 9 }).length, 0);

const server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey });
const browser = await launchBrowser();
const times = [];
const dcl = [];
try {
  // One throwaway load so the server's first-request work is not counted.
  await (await browser.newPage()).goto(`${server.base}/ask`);
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (r) => { if (r.url().endsWith('.js')) fetched.push(r.url()); });
    await page.goto(`${server.base}/ask`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => {
      const box = document.querySelector('#ask-question');
      return box && !box.disabled ? performance.now() : null;
    }, null, { polling: 'raf' });
    times.push(await handle.jsonValue());
    dcl.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
times.sort((a, b) => a - b);
dcl.sort((a, b) => a - b);
console.log(`JavaScript: ${js.join(', ')}, ${gz} bytes gzipped (-9), ${(gz / 1024).toFixed(1)} KiB`);
console.log(`interactive Ask (ms): ${times.map((t) => t.toFixed(0)).join(', ')}; median ${times[2].toFixed(0)} ms`);
console.log(`DOMContentLoaded (ms): median ${dcl[2].toFixed(0)} ms`);
