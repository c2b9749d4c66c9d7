// Starts the real queueproof binary on a free loopback port with a new database file, and a
// headless Debian chromium driven by playwright-core. Never downloads a browser.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.QUEUEPROOF_CHROMIUM || '/usr/bin/chromium';
export const binaryPath = process.env.QUEUEPROOF_BIN || new URL('../../bin/queueproof', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(base, child, deadlineMs) {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`queueproof exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/readyz`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('queueproof did not become ready');
}

// A base64 key of 32 bytes for QUEUEPROOF_SECRET_KEY (tests only).
export const testSecretKey = Buffer.alloc(32, 7).toString('base64');

// startServer runs `queueproof serve` with env on top of a fresh database (or, with
// options.databaseURL, on an existing one that it leaves alone); returns its base URL, its
// database URL and a stop function.
export async function startServer(env = {}, options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'queueproof-e2e-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const databaseURL = options.databaseURL || `file:${join(dir, 'queueproof.db')}`;
  let log = '';
  const child = spawn(binaryPath, ['serve'], {
    env: {
      ...process.env,
      QUEUEPROOF_ADDR: `127.0.0.1:${port}`,
      QUEUEPROOF_DATABASE_URL: databaseURL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  try {
    await waitReady(base, child, 20000);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${e.message}\n${log}`);
  }
  return {
    base,
    databaseURL,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

// run runs a queueproof sub-command to completion and returns its standard output.
export function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const child = spawn(binaryPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { err += d; });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`queueproof ${args.join(' ')} exited ${code}: ${err}`))));
  });
}

// writeDocs lays out a folder for `provider serve`: top-level folders are resources.
export function writeDocs(files) {
  const dir = mkdtempSync(join(tmpdir(), 'queueproof-docs-'));
  for (const [path, body] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, body);
  }
  return dir;
}

function waitListening(port, child, deadlineMs) {
  const end = Date.now() + deadlineMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`provider exited with ${child.exitCode}`));
      const sock = connect(port, '127.0.0.1');
      sock.once('connect', () => { sock.destroy(); resolve(); });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > end) reject(new Error('provider did not start listening'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

// startProvider runs the first-party knowledge provider (`queueproof provider serve`) over dir
// on 127.0.0.1:port with the given secret.
export async function startProvider({ dir, secret, port }) {
  let log = '';
  const child = spawn(binaryPath, ['provider', 'serve', '--dir', dir, '--secret', secret, '--addr', `127.0.0.1:${port}`], {
    env: { ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  try {
    await waitListening(port, child, 10000);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${e.message}\n${log}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
    },
  };
}

// graphql posts an operation to a server from Node (a loopback client, like the browser).
export async function graphql(base, query, variables) {
  const r = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export const oidcProviderPath = process.env.QUEUEPROOF_OIDC_PROVIDER_BIN || new URL('../../bin/oidcprovider', import.meta.url).pathname;

// startOIDCProvider runs the tests' OpenID provider (bin/oidcprovider: mockoidc on loopback) and
// returns its issuer, client id and secret, the subject it signs in by default, nextUser(sub)
// (the next sign-in is that subject) and a stop function.
export async function startOIDCProvider() {
  const child = spawn(oidcProviderPath, [], { env: { ...process.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const info = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`oidcprovider did not start\n${err}`)), 10000);
    child.stdout.on('data', (d) => {
      out += d;
      const nl = out.indexOf('\n');
      if (nl >= 0) {
        clearTimeout(timer);
        resolve(JSON.parse(out.slice(0, nl)));
      }
    });
    child.on('exit', (c) => { clearTimeout(timer); reject(new Error(`oidcprovider exited ${c}\n${err}`)); });
  });
  return {
    ...info,
    // The env that points queueproof at this provider.
    env: { QUEUEPROOF_OIDC_ISSUER: info.issuer, QUEUEPROOF_OIDC_CLIENT_ID: info.clientId, QUEUEPROOF_OIDC_CLIENT_SECRET: info.clientSecret },
    async nextUser(sub) {
      const r = await fetch(`${info.control}/e2e/next-user?sub=${encodeURIComponent(sub)}`, { method: 'POST' });
      if (r.status !== 204) throw new Error(`next-user: ${r.status}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
    },
  };
}
