// Issue #20 against the real binary: a page and its copy are imported with `queueproof
// import`; the answer cites the page once and its evidence card lists the copy as saying the
// same thing, not cited separately; axe finds nothing, and nothing overflows at the 11 sizes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, launchBrowser, run, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, overflowAtAllSizes, watchProblems } from './checks.mjs';

// The server test's evidence (server/duplicates_test.go), one file for both.
const evidence = new URL('../../server/testdata/duplicates.jsonl', import.meta.url).pathname;
let server;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_DEMO: '0' });
  const { viewer } = await graphql(server.base, '{ viewer { workspace { id } } }');
  await run(['import', '--workspace', viewer.workspace.id, '--source', 'Studio', '--format', 'jsonl', evidence], {
    QUEUEPROOF_DATABASE_URL: server.databaseURL,
    QUEUEPROOF_SECRET_KEY: testSecretKey,
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function ask(page) {
  await page.goto(`${server.base}/ask`);
  await page.getByText(/Local · owner/).waitFor();
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill('How long does the kiln room extractor run after the last firing?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.locator('section[data-answer-id]');
  await answer.locator('.ev-card').first().waitFor();
  return answer;
}

test('a copy of a cited page is listed on its evidence card, not cited again', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  const answer = await ask(page);

  assert.equal(await answer.locator('.ev-card').count(), 1, 'the page is cited once');
  assert.match(await answer.locator('.ev-card__title').first().innerText(), /Kiln room ventilation/);
  const dups = answer.locator('[data-ev-duplicates]');
  assert.equal(await dups.count(), 1, 'the card lists what says the same');
  assert.match(await dups.innerText(), /Also says this, not cited separately: Copy of Kiln room ventilation/);
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await page.close();

  assert.deepEqual(await overflowAtAllSizes(browser, ask), []);
});
