// Imports a large Slack export through the browser against the real binary and reports the time
// from the click on Import to the result, the progress the page showed on the way, and the peak
// RSS of the server process (VmHWM from /proc). Not a test: a measurement for BENCHMARKS.md.
//
//   go run ./bench/slackexport -mb 50 -out /tmp/slack-50mb.zip
//   make build && cd e2e && node bench-import.mjs /tmp/slack-50mb.zip
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binaryPath, freePort, launchBrowser, testSecretKey } from './tests/harness.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench-import.mjs EXPORT.zip');
const dir = mkdtempSync(join(tmpdir(), 'queueproof-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(binaryPath, ['serve'], {
  env: { ...process.env, QUEUEPROOF_ADDR: `127.0.0.1:${port}`, QUEUEPROOF_DATABASE_URL: `file:${join(dir, 'q.db')}`,
    QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_DEMO: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rss = () => {
  const s = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
  return { hwmMiB: kb('VmHWM') / 1024, rssMiB: kb('VmRSS') / 1024 };
};
for (let i = 0; i < 200; i++) {
  try { if ((await fetch(`${base}/readyz`)).ok) break; } catch { /* not yet */ }
  await new Promise((r) => setTimeout(r, 50));
}
const idle = rss();
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.setDefaultTimeout(30 * 60 * 1000);
await page.goto(`${base}/sources`);
await page.locator('#import-files').setInputFiles(file);
await page.locator('[data-detected="SLACK"]').waitFor();
await page.locator('#import-name').fill('Big export');
const seen = [];
await page.exposeFunction('__note', (s) => { if (seen[seen.length - 1] !== s) seen.push(s); });
await page.evaluate(() => {
  new MutationObserver(() => {
    const up = document.querySelector('[data-upload-progress] .item__meta');
    if (up) window.__note(`upload: ${up.textContent}`);
    const job = document.querySelector('[data-import-result] [data-job-progress]');
    if (job) window.__note(`job: ${job.textContent}`);
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
});
const t0 = Date.now();
await page.getByRole('button', { name: 'Import' }).click();
let uploaded = 0;
const result = page.locator('[data-import-result="INDEXED"], [data-import-result="FAILED"]');
const poll = setInterval(() => { if (!uploaded && seen.some((s) => s.startsWith('job:'))) uploaded = Date.now() - t0; }, 100);
await result.waitFor();
clearInterval(poll);
const total = Date.now() - t0;
const status = await result.getAttribute('data-import-result');
const counts = await result.locator('[data-count]').evaluateAll((ds) => Object.fromEntries(ds.map((d) => [d.getAttribute('data-count'), d.textContent])));
const mem = rss();
console.log(JSON.stringify({
  file, bytes: statSync(file).size, status, counts, msUntilJobProgressShown: uploaded, msTotal: total,
  serverIdleRssMiB: Math.round(idle.rssMiB), serverPeakRssMiB: Math.round(mem.hwmMiB),
  progressSamples: seen.length, firstProgress: seen.slice(0, 3), lastProgress: seen.slice(-3),
}, null, 2));
await browser.close();
child.kill('SIGTERM');
await new Promise((r) => child.on('exit', r));
rmSync(dir, { recursive: true, force: true });
