// The official MCP conformance suite (@modelcontextprotocol/conformance, on Node 22 from the
// node@22 package) against the real MCP handler in its test mode (bin/mcpserver: the real
// server with a READ token injected, since the suite sends no Authorization header). The
// scenarios that do not apply are listed with their reasons in e2e/MCP-CONFORMANCE.md.
import { spawn, execFile } from 'node:child_process';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { promisify } from 'node:util';

const run = promisify(execFile);
const bin = new URL('../../bin/mcpserver', import.meta.url).pathname;
const scenarios = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection', 'logging-set-level', 'resources-list', 'prompts-list'];
let child;
let url;

before(async () => {
  child = spawn(bin, ['--addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening (http:\/\/\S+)/);
      if (m) resolve(m[1]);
    });
    child.on('exit', (c) => reject(new Error(`mcpserver exited ${c}`)));
  });
});

after(() => child?.kill('SIGTERM'));

for (const scenario of scenarios) {
  test(`MCP conformance: ${scenario}`, { timeout: 300_000 }, async () => {
    const { stdout } = await run('npx', ['-y', '-p', 'node@22', '-p', '@modelcontextprotocol/conformance@0.1.16',
      'conformance', 'server', '--url', url, '--scenario', scenario], { maxBuffer: 10 << 20, timeout: 290_000 });
    const m = stdout.match(/Passed: (\d+)\/(\d+), (\d+) failed/);
    assert.ok(m, `no result line in:\n${stdout}`);
    assert.equal(m[3], '0', stdout);
    assert.equal(m[1], m[2], stdout);
  });
}
