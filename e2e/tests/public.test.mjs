// The public demo actor: a workspace made public with `queueproof public provision`, served by a
// second server on the same database file WITHOUT the local actor (which would win for
// loopback clients). Read-only pages, owner-only controls hidden, a clear Demo label.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, launchBrowser, run, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, clipped, watchProblems } from './checks.mjs';

let owner;
let demo;
let browser;

before(async () => {
  owner = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey, QUEUEPROOF_PROVIDER_PRIVATE_NETWORKS: '127.0.0.1' });
  const { viewer } = await graphql(owner.base, '{ viewer { workspace { id } } }');
  await graphql(owner.base, `mutation { registerKnowledgeProvider(input: { name: "Help centre", baseUrl: "http://127.0.0.1:9", exposureProfile: CUSTOMER_SAFE, allowPrivateNetwork: true }) { secret } }`);
  await graphql(owner.base, 'mutation { compileQueue { queue { version } } }');
  await run(['public', 'provision', '--workspace', viewer.workspace.id], { QUEUEPROOF_DATABASE_URL: owner.databaseURL });
  const env = { QUEUEPROOF_PUBLIC_WORKSPACE_ID: viewer.workspace.id, QUEUEPROOF_SECRET_KEY: testSecretKey };
  delete process.env.QUEUEPROOF_LOCAL_ACTOR;
  demo = await startServer(env, { databaseURL: owner.databaseURL });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await demo?.stop();
  await owner?.stop();
});

// Rewrites the server's answer to the Viewer query with `fields`, so the app believes it is that
// actor; every other request reaches the real server unchanged.
function spoofViewer(page, fields) {
  return page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('query Viewer')) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    Object.assign(body.data.viewer, fields);
    await route.fulfill({ response, json: body });
  });
}

test('the public demo sees read-only Sources with a Demo label and no owner controls', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.goto(`${demo.base}/sources`);
  const header = page.getByRole('banner');
  await header.getByText('Demo', { exact: true }).waitFor();
  await header.getByText(/Public/).waitFor();
  const signIn = header.getByRole('link', { name: 'Sign in' });
  assert.match(await signIn.getAttribute('href'), /^\/auth\/login/);
  assert.notEqual(await signIn.getAttribute('data-native'), null, 'sign-in is a plain navigation');
  await page.getByText('You are looking at the public demo workspace.', { exact: false }).waitFor();

  const row = page.locator('[data-source-id]', { has: page.getByRole('heading', { name: 'Help centre' }) });
  await row.locator('[data-state]').waitFor();
  await page.getByRole('search').waitFor();
  for (const name of ['Register provider', 'Create widget key', /^Resources/, /^Rotate secret/, /^Revoke/]) {
    assert.equal(await page.getByRole('button', { name }).count(), 0, `no ${name} control for the public actor`);
  }
  assert.equal(await page.getByRole('heading', { name: 'Knowledge providers' }).count(), 0);
  assert.equal(await header.getByRole('button', { name: 'Sign out' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^Sign out everywhere/ }).count(), 0, 'no Sign out everywhere for the public demo');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a FORBIDDEN answer from the server is shown as a message, not a crash', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Make the app believe the public actor is an owner: it then asks for the owner-only lists,
  // and the real server refuses them with FORBIDDEN.
  await spoofViewer(page, { role: 'OWNER' });
  await page.goto(`${demo.base}/sources`);
  const alerts = page.getByRole('alert').filter({ hasText: /^Not allowed/ });
  // Providers and widget keys load on their own: wait for the second refusal, not just the first.
  await alerts.nth(1).waitFor({ timeout: 10_000 }).catch(() => {});
  assert.ok((await alerts.count()) >= 2, 'providers and widget keys each show the refusal');
  await page.getByRole('heading', { name: 'All sources' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a 320 px phone the Demo label and Sign in fit in the header', async () => {
  const page = await browser.newPage({ viewport: { width: 320, height: 568 } });
  await page.goto(`${demo.base}/sources`);
  const header = page.getByRole('banner');
  await header.getByText('Demo', { exact: true }).waitFor();
  await header.getByRole('link', { name: 'Sign in' }).waitFor();
  assert.deepEqual(await clipped(page), []);
  await page.close();
});

test('the public demo asks and reads Today, but sees no Propose, Approve or token controls', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);

  await page.goto(`${demo.base}/ask`);
  await page.getByRole('banner').getByText('Demo', { exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await page.getByRole('textbox', { name: 'Question' }).fill('When is ENG-136 due?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.locator('section[data-answer-id]');
  await answer.locator('.answer__head [data-status]').waitFor();
  // Evidence cards: no document links or provider URLs for the public actor.
  await answer.locator('.ev-card').first().waitFor();
  assert.equal(await answer.locator('.ev-card a').count(), 0, 'no document pages or provider URLs for the public actor');
  await answer.locator('.ev-card').first().getByRole('button', { name: /^Receipt/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  assert.equal(await dialog.locator('a').count(), 0, 'no provider URLs for the public actor');
  await page.keyboard.press('Escape');

  await page.goto(`${demo.base}/today`);
  const first = page.locator('li[data-packet-id]').first();
  await first.locator('button[aria-controls]').click();
  await first.locator('[data-score]').first().waitFor();
  assert.equal(await page.getByRole('button', { name: /^Propose/ }).count(), 0, 'no Propose for the public actor');
  assert.equal(await page.getByRole('button', { name: 'Compile queue' }).count(), 0, 'the public demo is read-only: no Compile');
  assert.equal(await first.locator('[data-receipt-hash]').count(), 0, 'no receipt hash in the public projection');
  assert.deepEqual(await axeViolations(page), []);

  await page.goto(`${demo.base}/review-actions`);
  await page.getByText('Proposed actions are not part of the public demo.').waitFor();
  assert.equal(await page.getByRole('button', { name: /^Approve/ }).count(), 0);
  await page.goto(`${demo.base}/connect-ai`);
  await page.getByText(/needs a signed-in member/).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Create token' }).count(), 0);
  await page.goto(`${demo.base}/proof-tests`);
  await page.getByText('Proof test runs are not part of the public demo.').waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test("a public visitor's History holds its own questions, not another visitor's", async () => {
  const question = 'Who owns ENG-101 and when is it due?';
  const alice = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await alice.goto(`${demo.base}/ask`);
  await alice.waitForFunction(() => !document.querySelector('#ask-question')?.disabled);
  await alice.getByRole('textbox', { name: 'Question' }).fill(question);
  await alice.getByRole('button', { name: 'Ask', exact: true }).click();
  await alice.locator('section[data-answer-id] .answer__head [data-status]').waitFor();
  await alice.goto(`${demo.base}/history`);
  await alice.getByRole('heading', { name: question }).first().waitFor();

  // Another browser (its own cookies) is another visitor.
  const bob = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await bob.goto(`${demo.base}/history`);
  await bob.getByText('No answers yet.', { exact: false }).waitFor();
  assert.equal(await bob.getByRole('heading', { name: question }).count(), 0, "another visitor's question is not shown");
  await alice.close();
  await bob.close();
});

test('a FORBIDDEN answer on Review actions is shown as a message', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Pretend to be a member: the app then asks for proposals and the server refuses them.
  await spoofViewer(page, { actorKind: 'LOCAL', role: 'OWNER' });
  await page.goto(`${demo.base}/review-actions`);
  await page.getByRole('alert').filter({ hasText: /^Not allowed/ }).first().waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('Sign out everywhere refused by the server shows the refusal and changes nothing', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  // Make the app believe the public visitor signed in with single sign-on: it then offers Sign
  // out everywhere, and the real server refuses revokeSessions to the public actor.
  await spoofViewer(page, { actorKind: 'OIDC' });
  await page.goto(`${demo.base}/sources`);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Sign out', exact: true }).click();
  await header.getByRole('button', { name: 'Sign out everywhere…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
  await dialog.getByRole('alert').filter({ hasText: /^Not allowed: the public demo cannot do this/ }).waitFor();
  assert.equal(page.url(), `${demo.base}/sources`, 'the page stays');
  assert.ok(await dialog.isVisible(), 'the confirmation stays open with the refusal');
  assert.equal(await page.locator('[data-carried-notice]').count(), 0);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an owner-token session has Sign out but not Sign out everywhere (its cookie is not an OIDC session)', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await spoofViewer(page, { actorKind: 'LEGACY_OWNER', role: 'OWNER' });
  await page.goto(`${demo.base}/sources`);
  const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });
  await signOut.waitFor();
  assert.equal(await signOut.getAttribute('aria-expanded'), null, 'a plain button, not the choices');
  assert.equal(await page.getByRole('button', { name: /^Sign out everywhere/ }).count(), 0);
  await page.close();
});
