// Issue #18 part 1 against the real binary, in an empty workspace (demo off): the owner imports a
// Slack export zip, an mbox and a Markdown zip through the Sources page (the format told from the
// content), sees the progress (bytes sent, then the job's documents as it indexes) and the result
// as the job reports it; a malformed file is refused with its message and creates no source; a
// file whose format cannot be told asks for one; the import form is usable with the keyboard
// alone; axe and the 11 sizes with a result shown.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, launchBrowser, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, overflow, sizes, watchProblems } from './checks.mjs';

const testdata = new URL('../../engine/ingest/testdata/', import.meta.url).pathname;
let server;
let browser;
let dir;

// A stored (uncompressed) zip of files, for the Markdown zip.
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
function zip(files) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fname = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fname.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0); cd.writeUInt16LE(20, 4); cd.writeUInt16LE(20, 6);
    cd.writeUInt32LE(crc32(data), 16); cd.writeUInt32LE(data.length, 20); cd.writeUInt32LE(data.length, 24);
    cd.writeUInt16LE(fname.length, 28); cd.writeUInt32LE(offset, 42);
    parts.push(local, fname, data);
    central.push(cd, fname);
    offset += 30 + fname.length + data.length;
  }
  const cdBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(central.length / 2, 8); end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(cdBuf.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cdBuf, end]);
}

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_DEMO: '0' });
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'queueproof-import-'));
  writeFileSync(join(dir, 'handbook.zip'), zip({
    'handbook/launch-plan.md': readFileSync(join(testdata, 'markdown/launch-plan.md'), 'utf8'),
    'handbook/oncall.md': '# On-call\n\nPage the on-call engineer for INC-77 and escalate to Marco after 30 minutes.\n',
  }));
  writeFileSync(join(dir, 'report.docx'), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sourceNames = async () => (await graphql(server.base, '{ sources(first: 50) { edges { node { name state } } } }')).sources.edges.map((e) => e.node);

// Records every progress state the import shows, from before the click on.
async function watchProgress(page) {
  await page.evaluate(() => {
    window.__progress = [];
    const note = () => {
      if (document.querySelector('[data-upload-progress]')) window.__progress.push('bytes');
      const running = document.querySelector('[data-import-result] [data-job-progress]');
      if (running) window.__progress.push(`job: ${running.textContent}`);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function importFile(page, { path, expect, name }) {
  const form = page.locator('form.import-form');
  await page.locator('#import-files').setInputFiles(path);
  await page.locator(`[data-detected="${expect}"]`).waitFor();
  assert.equal(await form.getByLabel('Format').inputValue(), expect, 'the format is told from the content');
  await form.getByLabel('A new source').check();
  await form.getByLabel('Source name').fill(name);
  await watchProgress(page);
  await form.getByRole('button', { name: 'Import' }).click();
  const result = page.locator('[data-import-result="INDEXED"]');
  await result.waitFor({ timeout: 30000 });
  const seen = await page.evaluate(() => window.__progress);
  assert.ok(seen.includes('bytes'), `the bytes sent were shown (${seen.join(', ')})`);
  assert.ok(seen.some((s) => s.startsWith('job: ')), `the job's progress was shown (${seen.join(', ')})`);
  return result;
}

test('a Slack export, an mbox and a Markdown zip imported in the browser: progress, then the result as the job reports it', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(15000);
  const problems = watchProblems(page);
  await page.goto(`${server.base}/sources`);
  await page.getByText(/Local · owner/).waitFor();

  const slack = await importFile(page, { path: join(testdata, 'slack/export.zip'), expect: 'SLACK', name: 'Team chat' });
  assert.equal(await slack.locator('[data-count="added"]').innerText(), '3');
  await slack.locator('[data-result="PASSED"]').waitFor();
  await page.getByRole('status').filter({ hasText: /Imported into Team chat: 3 added/ }).waitFor();

  const mbox = await importFile(page, { path: join(testdata, 'mbox/launch.mbox'), expect: 'MBOX', name: 'Launch mail' });
  assert.notEqual(await mbox.locator('[data-count="added"]').innerText(), '0');
  await mbox.locator('[data-result="PASSED"]').waitFor();

  const md = await importFile(page, { path: join(dir, 'handbook.zip'), expect: 'MARKDOWN', name: 'Handbook' });
  assert.equal(await md.locator('[data-count="added"]').innerText(), '2');
  await md.getByRole('link', { name: 'Open Handbook' }).click();
  await page.getByRole('heading', { level: 1, name: 'Handbook' }).waitFor();
  await page.locator('[data-job-status="INDEXED"]').waitFor();

  const names = (await sourceNames()).map((s) => `${s.name} ${s.state}`);
  for (const n of ['Team chat', 'Launch mail', 'Handbook']) assert.ok(names.includes(`${n} DATA_VERIFIED`), `${n} is verified: ${names}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a malformed file is refused with its message and creates no source; an unknown format asks for one', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(15000);
  await page.goto(`${server.base}/sources`);
  await page.getByText(/Local · owner/).waitFor();
  const form = page.locator('form.import-form');
  const before = (await sourceNames()).length;

  // corrupt.zip starts like a zip but has no readable directory: not recognised, the user says Slack.
  await page.locator('#import-files').setInputFiles(join(testdata, 'broken/corrupt.zip'));
  await page.locator('[data-detected]').filter({ hasText: /Not recognised|Detected/ }).waitFor();
  await form.getByLabel('Format').selectOption('SLACK');
  await form.getByLabel('Source name').fill('Broken export');
  await form.getByRole('button', { name: 'Import' }).click();
  const failed = page.locator('[data-import-result="FAILED"]');
  await failed.waitFor();
  assert.match(await failed.locator('[data-job-reason]').innerText(), /corrupt\.zip: not a readable zip archive/);
  await page.getByRole('status').filter({ hasText: /The import failed: corrupt\.zip/ }).waitFor();
  assert.equal((await sourceNames()).length, before, 'no source was created');

  // A file nothing recognises: the form asks for the format and sends nothing.
  await page.locator('#import-files').setInputFiles(join(dir, 'report.docx'));
  await page.locator('[data-detected=""]').filter({ hasText: 'Not recognised' }).waitFor();
  await form.getByRole('button', { name: 'Import' }).click();
  await form.getByRole('alert').filter({ hasText: 'Choose the format of the file.' }).waitFor();
  // Forced as Markdown, the server refuses it with its message.
  await form.getByLabel('Format').selectOption('MARKDOWN');
  await form.getByRole('button', { name: 'Import' }).click();
  await page.locator('[data-import-result="FAILED"] [data-job-reason]').filter({ hasText: /report\.docx: unknown format/ }).waitFor();
  assert.equal((await sourceNames()).length, before, 'still no source');
  await page.close();
});

test('the import form is usable with the keyboard alone; axe is clean and nothing overflows at the 11 sizes with a result shown', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(15000);
  await page.goto(`${server.base}/sources`);
  await page.getByText(/Local · owner/).waitFor();
  await page.locator('#import-files').waitFor();
  await page.locator('#page-title').focus();
  const reached = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => `${document.activeElement?.id || ''} ${document.activeElement?.getAttribute('type') || ''} ${document.activeElement?.textContent?.trim() || ''}`));
  }
  for (const want of [/^import-files file/, /^import-format/, / radio/, /^import-name/, /Import$/]) {
    assert.ok(reached.some((r) => want.test(r)), `Tab reaches ${want}: ${reached.join(' | ')}`);
  }
  // Choose the file (the one step a browser keeps to its own dialog), then Tab on to the button and press Enter.
  await page.locator('#import-files').setInputFiles(join(dir, 'handbook.zip'));
  await page.locator('[data-detected="MARKDOWN"]').waitFor();
  await page.locator('#import-name').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Keyboard handbook');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.locator('[data-import-result="INDEXED"]').waitFor();
  assert.deepEqual(await axeViolations(page), []);
  const problems = [];
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    problems.push(...(await overflow(page)).map((p) => `${w}x${h}: ${p}`));
  }
  await page.close();
  const zoomed = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  await zoomed.goto(`${server.base}/sources`);
  await zoomed.locator('#import-files').setInputFiles(join(testdata, 'slack/export.zip'));
  await zoomed.locator('[data-detected="SLACK"]').waitFor();
  await zoomed.getByRole('button', { name: 'Import' }).click();
  await zoomed.locator('[data-import-result="INDEXED"]').waitFor({ timeout: 15000 });
  problems.push(...(await overflow(zoomed)).map((p) => `200%: ${p}`));
  await zoomed.close();
  assert.deepEqual(problems, []);
});
