// Who is the team, on the Sources page as the local owner against the real binary: a list
// with a free-mail provider is refused whole and changes nothing; an address's domain is
// saved, survives a reload, and the queue is recompiled; clearing returns to reading the team
// from its tools.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { graphql, launchBrowser, startServer, testSecretKey } from './harness.mjs';
import { watchProblems } from './checks.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ QUEUEPROOF_LOCAL_ACTOR: '1', QUEUEPROOF_SECRET_KEY: testSecretKey });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const listed = async () => (await graphql(server.base, '{ viewer { workspace { teamDomains } } }')).viewer.workspace.teamDomains;

test('the owner lists the team mail domains: refused lists change nothing, saved ones persist and can be cleared', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = watchProblems(page);
  await page.goto(`${server.base}/sources`);
  const section = page.getByRole('region', { name: 'Who is the team' });
  const status = section.locator('[data-team-domains-status]');
  await status.getByText(/None listed/).waitFor();
  const field = section.getByRole('textbox', { name: 'Domains' });

  await field.fill('payco.example\ngmail.com');
  await section.getByRole('button', { name: 'Save team domains' }).click();
  await section.getByRole('alert').getByText(/free-mail provider/).waitFor();
  assert.deepEqual(await listed(), [], 'a refused list changes nothing');
  await status.getByText(/None listed/).waitFor();

  const before = (await graphql(server.base, '{ today(first: 1) { queue { version } } }')).today.queue?.version ?? 0;
  await field.fill('ana@PayCo.example');
  await section.getByRole('button', { name: 'Save team domains' }).click();
  await status.getByText('Listed: payco.example.').waitFor();
  assert.equal(await field.inputValue(), 'payco.example', 'the field shows the domain as saved');
  assert.equal(await section.getByRole('alert').count(), 0, 'the earlier error is gone');
  assert.deepEqual(await listed(), ['payco.example']);
  const after = (await graphql(server.base, '{ today(first: 1) { queue { version } } }')).today.queue?.version ?? 0;
  assert.ok(after > before, `saving recompiles the queue (version ${before} → ${after})`);

  await page.reload();
  await page.getByRole('region', { name: 'Who is the team' }).locator('[data-team-domains-status]').getByText('Listed: payco.example.').waitFor();

  await page.getByRole('region', { name: 'Who is the team' }).getByRole('button', { name: 'Clear the list' }).click();
  await page.getByRole('region', { name: 'Who is the team' }).locator('[data-team-domains-status]').getByText(/None listed/).waitFor();
  assert.deepEqual(await listed(), []);
  assert.deepEqual(problems, [], 'no console errors');
  await page.close();
});
