// Issue #20 against the real binary: evidence with a slipped ticket (PAY-31) and two sources
// that disagree on a date with nothing to explain it (PAY-33) is imported with
// `queueproof import`; the answer page shows the revised value as SUPERSEDED (the value in
// force and the one it replaced, each with its sources and markers, and why) and the
// unexplained one once, as a contradiction; axe and the 11 sizes with both shown.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, launchBrowser, run, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, overflowAtAllSizes, watchProblems } from './checks.mjs';

// The server tests' evidence (server/facts_test.go), one file for both.
const evidence = new URL('../../server/testdata/facts.jsonl', import.meta.url).pathname;
let server;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_DEMO: '0' });
  const { viewer } = await graphql(server.base, '{ viewer { workspace { id } } }');
  await run(['import', '--workspace', viewer.workspace.id, '--source', 'Payments', '--format', 'jsonl', evidence], {
    QUEUEPROOF_DATABASE_URL: server.databaseURL,
    QUEUEPROOF_SECRET_KEY: testSecretKey,
  });
  await graphql(server.base, 'mutation { compileQueue(input: { asOf: "2026-11-21T09:00:00Z" }) { queue { version } } }');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function ask(page, question) {
  await page.goto(`${server.base}/ask`);
  await page.getByText(/Local · owner/).waitFor();
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.locator('section[data-answer-id]');
  await answer.locator('.ev-card').first().waitFor();
  return answer;
}

// side reads one shown value: its role, value, sources and the cards its markers point at.
const side = (li) =>
  li.evaluate((el) => ({
    role: el.querySelector('.contra__role')?.textContent ?? '',
    value: el.querySelector('.contra__label')?.textContent ?? '',
    sources: [...el.querySelectorAll('.contra__sources li')].map((s) => s.textContent),
    markers: [...el.querySelectorAll('a.cite')].map((a) => a.getAttribute('data-citation')),
  }));

test('a revised value shows as superseded with both values and their sources; an unexplained one once, as a contradiction', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);

  const a31 = await ask(page, 'When is PAY-31 due?');
  const cards = await a31.locator('.ev-card').count();
  const revised = a31.locator('[data-resolution="SUPERSEDED"]');
  assert.equal(await revised.count(), 1, 'one revised value');
  assert.match(await revised.locator('.contra__title').innerText(), /PAY-31: deadline\s+Superseded/);
  const values = revised.locator('.contra__value');
  assert.equal(await values.count(), 2, 'the value in force and the one it replaced');
  const [current, replaced] = [await side(values.nth(0)), await side(values.nth(1))];
  assert.equal(current.role, 'In force');
  assert.equal(current.value, '2026-12-04');
  assert.equal(replaced.role, 'Replaced');
  assert.equal(replaced.value, '2026-11-27');
  for (const v of [current, replaced]) {
    assert.ok(v.sources.length > 0, `${v.value} names its sources`);
    assert.ok(v.markers.length > 0 && v.markers.every((n) => Number(n) >= 1 && Number(n) <= cards), `${v.value}'s markers point at cards`);
  }
  assert.notDeepEqual(current.markers, replaced.markers, 'each value cites its own statement');
  assert.match(current.sources.join(' '), /#payments/, 'the value in force comes from the slip');
  assert.match(replaced.sources.join(' '), /PAY-31: Rotate the webhook signing keys/, 'the replaced value comes from the ticket');
  assert.match(await revised.locator('.contra__reason').innerText(), /^Why: .*slipped/);
  assert.equal(await a31.locator('[data-resolution="UNRESOLVED"]').count(), 0, 'an explained change is no contradiction');
  assert.deepEqual(await axeViolations(page), []);

  const a33 = await ask(page, 'When is PAY-33 due?');
  assert.equal(await a33.locator('[data-resolution="SUPERSEDED"]').count(), 0);
  const contested = a33.locator('[data-resolution="UNRESOLVED"]');
  assert.equal(await contested.count(), 1, 'the unresolved disagreement is shown once');
  assert.match(await contested.locator('.contra__title').innerText(), /PAY-33: deadline\s+Unresolved/);
  const sides = contested.locator('.contra__value');
  const shown = [];
  for (let i = 0; i < (await sides.count()); i++) {
    const v = await side(sides.nth(i));
    assert.ok(v.sources.length > 0 && v.markers.length > 0, `${v.value} names its sources`);
    shown.push(v.value);
  }
  assert.deepEqual(shown.sort(), ['2026-11-20', '2026-11-30']);
  assert.equal(await a33.locator('[data-status]').first().getAttribute('data-status'), 'PARTIAL');

  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await page.close();

  const found = await overflowAtAllSizes(browser, async (p) => {
    await ask(p, 'When is PAY-31 due?');
  });
  assert.deepEqual(found, []);
});
