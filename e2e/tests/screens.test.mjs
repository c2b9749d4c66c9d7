// Screenshots of the Ask page with an answer and of Today with an open packet at the release-QA
// sizes, each checked for horizontal overflow. 200% zoom is emulated the way the browser does it:
// a 1280x800 window at 200% lays out a 640x400 CSS-pixel viewport drawn at 2 device pixels per
// CSS pixel (viewport 640x400, deviceScaleFactor 2). Screenshots go to a temporary directory
// (QUEUEPROOF_SCREENSHOTS to choose it): the whole page from 768 px up, the first screen below.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, launchBrowser, startServer, testSecretKey } from './harness.mjs';
import { overflow, sizes } from './checks.mjs';
const shots = process.env.QUEUEPROOF_SCREENSHOTS || mkdtempSync(join(tmpdir(), 'queueproof-shots-'));

let server;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey });
  browser = await launchBrowser();
  await graphql(server.base, 'mutation { compileQueue { queue { version } } }');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function askPage(page) {
  await page.goto(`${server.base}/ask`);
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill('When is ENG-136 due and who owns it?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await page.locator('section[data-answer-id]').waitFor();
  await page.locator('section[data-answer-id] details summary').click();
}

async function todayPage(page) {
  await page.goto(`${server.base}/today`);
  const first = page.locator('li[data-packet-id]').first();
  await first.getByRole('button', { name: /^Open packet/ }).click();
  await first.locator('[data-score]').first().waitFor();
}

for (const [name, load] of [['ask', askPage], ['today', todayPage]]) {
  test(`${name}: no horizontal overflow at every size and at 200% zoom`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await load(page);
    const problems = [];
    for (const [w, h] of sizes) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      problems.push(...(await overflow(page)).map((p) => `${w}x${h}: ${p}`));
      await page.screenshot({ path: join(shots, `${name}-${w}x${h}.png`), fullPage: w >= 768 });
    }
    await page.close();

    const zoomed = await browser.newPage({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    await load(zoomed);
    problems.push(...(await overflow(zoomed)).map((p) => `200%: ${p}`));
    await zoomed.screenshot({ path: join(shots, `${name}-1280x800-200pct.png`), fullPage: true });
    await zoomed.close();
    assert.deepEqual(problems, []);
  });
}

test('where the screenshots are', () => {
  console.log(`# screenshots in ${shots}`);
});
