// Sign out everywhere, in the browser: the real binary with a real OpenID provider on loopback
// (bin/oidcprovider). Each browser context is a device with its own cookies; a person signed in
// on two of them ends both from one, and another person's session is untouched.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startOIDCProvider, startServer, testSecretKey } from './harness.mjs';
import { axeViolations, clipped, watchProblems } from './checks.mjs';

let idp;
let server;
let browser;

before(async () => {
  idp = await startOIDCProvider();
  server = await startServer({ ...idp.env, QUEUEPROOF_SECRET_KEY: testSecretKey });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.stop();
});

// A new device: a browser context of its own.
function device(viewport = { width: 1280, height: 800 }) {
  return browser.newContext({ viewport });
}

// signIn runs the code flow in the device's browser (as sub, or the provider's default user)
// and returns the page it lands on, signed in.
async function signIn(context, sub) {
  if (sub) await idp.nextUser(sub);
  const page = await context.newPage();
  await page.goto(`${server.base}/auth/login?return_to=/today`);
  await page.waitForURL(`${server.base}/today`);
  await page.getByRole('banner').getByText(/^Single sign-on/).waitFor();
  return page;
}

// What the server says to the device's cookies: the viewer's actor kind, or the error code
// (UNAUTHENTICATED both for a session that no longer works and for no session at all: this
// server has no public demo or local actor to fall back to).
async function apiViewer(context) {
  const r = await context.request.post(`${server.base}/graphql`, { data: { query: '{ viewer { actorKind } }' } });
  const body = await r.json();
  return body.errors ? body.errors[0].extensions?.code : body.data.viewer?.actorKind ?? 'NONE';
}

async function sessionCookies(context) {
  return (await context.cookies()).filter((c) => c.name === 'qp_session').length;
}

function focusedText(page) {
  return page.evaluate(() => document.activeElement?.textContent?.trim());
}

// The header's signed-out state (on a narrow phone only its Sign in link shows).
function signedOut(page) {
  return page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
}

function liveRegion(page) {
  return page.locator('[role="status"][aria-live="polite"]');
}

test('sign out everywhere ends every session of the account, on this device and the others, and no one else’s', async () => {
  const laptop = await device();
  const phone = await device({ width: 390, height: 844 });
  const colleague = await device();
  const page = await signIn(laptop);
  const other = await signIn(phone);
  const theirs = await signIn(colleague, 'colleague-e2e');
  const problems = watchProblems(page);
  for (const c of [laptop, phone, colleague]) assert.equal(await apiViewer(c), 'OIDC');

  // Keyboard only: the Sign out button shows its two choices.
  const header = page.getByRole('banner');
  const trigger = header.getByRole('button', { name: 'Sign out', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
  await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'Sign out on this device');
  await page.keyboard.press('Tab');
  assert.equal(await focusedText(page), 'Sign out everywhere…');
  assert.deepEqual(await axeViolations(page), [], 'the open choices pass axe');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.waitFor();
  await dialog.getByText('ends every session of your account, on every device, including this one').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'the confirmation passes axe');

  // Escape cancels: focus goes back to Sign out and every session still works.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'sign-out-menu');
  assert.equal(await focusedText(page), 'Sign out');
  assert.equal(await apiViewer(laptop), 'OIDC');
  assert.equal(await apiViewer(phone), 'OIDC');

  // Confirmed: this device leaves signed out, told how many sessions ended.
  await trigger.click();
  await header.getByRole('button', { name: 'Sign out everywhere…' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
  await page.waitForURL(`${server.base}/`);
  const notice = page.locator('[data-carried-notice]');
  await notice.getByText('Signed out everywhere: 2 sessions of your account ended, this one included.').waitFor();
  await liveRegion(page).filter({ hasText: '2 sessions of your account ended' }).waitFor();
  await signedOut(page);
  await page.getByRole('banner').getByText('Not signed in').waitFor();
  assert.equal(await sessionCookies(laptop), 0, 'the session cookie is cleared here');
  assert.equal(await apiViewer(laptop), 'UNAUTHENTICATED');

  // The other device still holds its cookie, but the session behind it is over.
  assert.equal(await sessionCookies(phone), 1);
  assert.equal(await apiViewer(phone), 'UNAUTHENTICATED');
  await other.reload();
  await signedOut(other);
  assert.equal(await other.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).count(), 0);

  // Someone else's session is not theirs to end.
  assert.equal(await apiViewer(colleague), 'OIDC');
  await theirs.reload();
  await theirs.getByRole('banner').getByText(/^Single sign-on/).waitFor();

  // The notice is said once: the next page load does not repeat it.
  await page.reload();
  await page.getByRole('banner').getByText('Not signed in').waitFor();
  assert.equal(await notice.count(), 0);

  // Signing in again here works, and the other device stays signed out.
  await signIn(laptop);
  assert.equal(await apiViewer(laptop), 'OIDC');
  assert.equal(await apiViewer(phone), 'UNAUTHENTICATED');
  assert.deepEqual(problems, []);
  await Promise.all([laptop.close(), phone.close(), colleague.close()]);
});

test('with only this session open, one session ends; on a 320 px phone the choices fit', async () => {
  const phone = await device({ width: 320, height: 568 });
  const page = await signIn(phone, 'single-session-e2e');
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true });
  await trigger.click();
  const everywhere = page.getByRole('button', { name: 'Sign out everywhere…' });
  await everywhere.waitFor();
  assert.deepEqual(await clipped(page), [], 'the open choices fit at 320 px');
  await everywhere.click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.waitFor();
  assert.deepEqual(await clipped(page), [], 'the confirmation fits at 320 px');
  await dialog.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
  await page.waitForURL(`${server.base}/`);
  await page.locator('[data-carried-notice]').getByText('Signed out everywhere: 1 session of your account ended, this one included.').waitFor();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await page.locator('[data-carried-notice]').count(), 0);
  assert.equal(await sessionCookies(phone), 0);
  await phone.close();
});

test('Sign out on this device ends this session only', async () => {
  const laptop = await device();
  const phone = await device();
  const page = await signIn(laptop, 'one-device-e2e');
  await signIn(phone, 'one-device-e2e');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out on this device' }).click();
  await page.waitForURL(`${server.base}/`);
  await page.getByRole('banner').getByText('Not signed in').waitFor();
  assert.equal(await page.locator('[data-carried-notice]').count(), 0);
  assert.equal(await sessionCookies(laptop), 0);
  assert.equal(await apiViewer(laptop), 'UNAUTHENTICATED');
  assert.equal(await apiViewer(phone), 'OIDC');
  await Promise.all([laptop.close(), phone.close()]);
});
