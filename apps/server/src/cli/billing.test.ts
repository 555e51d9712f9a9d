import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/harness';
import { buildCampaign, buildEnterprise, type TestUser } from '../../test/factories';
import { stripePayments } from '../db/schema/index';
import { ensureOperatorToken } from '../modules/billing/operator-token';
import { parseArgs, run, table, type CliIo } from './billing';

/*
 * `npm run billing`: its argument parsing, and its commands against a listening test server
 * (through run() with the real fetch, and once as the real process).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-billing-cli-'));
let t: TestApp;
let base: string;
let token: string;
let owner: TestUser;
beforeAll(async () => {
  // The token as main makes it: written to DATA_DIR/operator-token, found there by the CLI.
  token = ensureOperatorToken({ dataDir });
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: dataDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await buildEnterprise(t.app, 'Cli Co');
  await buildCampaign(t.app, owner);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** run() with the real fetch and captured output. */
async function cli(argv: string[], env: NodeJS.ProcessEnv = { PUBLIC_URL: base, DATA_DIR: dataDir }) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { fetch, env, out: (s) => out.push(s), err: (s) => err.push(s) };
  const code = await run(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('parseArgs', () => {
  it('reads each command and the options of assign', () => {
    expect(parseArgs([])).toEqual({ name: 'help' });
    expect(parseArgs(['--help'])).toEqual({ name: 'help' });
    expect(parseArgs(['list'])).toEqual({ name: 'list' });
    expect(parseArgs(['packages'])).toEqual({ name: 'packages' });
    expect(parseArgs(['assign', '--enterprise', '7', '--package', 'Growth', '--until', '2027-03-31', '--amount', '149.00', '--currency', 'AUD', '--note', 'Paid by bank transfer'])).toEqual({
      name: 'assign',
      input: { enterpriseId: 7, package: 'Growth', expiresAt: '2027-03-31', amountCents: 14900, currency: 'aud', note: 'Paid by bank transfer' },
    });
    expect(parseArgs(['assign', '--enterprise=7', '--package=3', '--until=2027-03-31', '--amount=0.5'])).toEqual({
      name: 'assign',
      input: { enterpriseId: 7, package: 3, expiresAt: '2027-03-31', amountCents: 50 },
    });
  });

  it('says what is wrong with a bad command line', () => {
    expect(parseArgs(['refund'])).toMatch(/Unknown command: refund/);
    expect(parseArgs(['list', 'extra'])).toMatch(/takes no arguments/);
    expect(parseArgs(['assign', '--enterprise', '7', '--package', 'Pro'])).toMatch(/needs --enterprise, --package and --until/);
    expect(parseArgs(['assign', '--enterprise', 'acme', '--package', 'Pro', '--until', '2027-01-01'])).toMatch(/--enterprise must be/);
    expect(parseArgs(['assign', '--enterprise', '7', '--package', 'Pro', '--until', '2027-02-30'])).toMatch(/--until must be a date/);
    expect(parseArgs(['assign', '--enterprise', '7', '--package', 'Pro', '--until', '31/12/2027'])).toMatch(/--until must be a date/);
    expect(parseArgs(['assign', '--enterprise', '7', '--package', 'Pro', '--until', '2027-01-01', '--amount', '1,000'])).toMatch(/--amount must be/);
    expect(parseArgs(['assign', '--enterprise', '7', '--package', 'Pro', '--until', '2027-01-01', '--currency', 'dollars'])).toMatch(/--currency must be/);
    expect(parseArgs(['assign', '--enterprise', '7', '--package'])).toMatch(/--package needs a value/);
    expect(parseArgs(['assign', '--colour', 'red'])).toMatch(/Unknown option: --colour/);
    expect(parseArgs(['assign', 'Growth'])).toMatch(/Unexpected argument: Growth/);
  });

  it('pads tables to their widest cell', () => {
    expect(table(['ID', 'Name'], [['1', 'Acme'], ['10', 'B']])).toBe('ID  Name\n--  ----\n1   Acme\n10  B');
  });
});

describe('run', () => {
  it('prints the usage for help, and the usage with exit code 2 for bad arguments', async () => {
    expect(await cli(['help'])).toMatchObject({ code: 0, out: expect.stringContaining('Usage: npm run billing -- <command>') });
    const bad = await cli(['assign', '--enterprise', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('assign needs --enterprise, --package and --until.');
    expect(bad.err).toContain('Usage: npm run billing');
  });

  it('lists the enterprises with their usage and the packages', async () => {
    const list = await cli(['list']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^ID\s+Name\s+Owner\s+Package\s+Expires\s+Jobs\s+Invites\s+Users$/);
    const row = list.out.split('\n').find((l) => l.startsWith(`${owner.enterpriseId} `));
    expect(row).toMatch(new RegExp(`^${owner.enterpriseId}\\s+Cli Co\\s+${owner.email.replace(/[.]/g, '\\.')}\\s+Starter\\s+never\\s+1/5\\s+0/50\\s+1/5$`));
    const packages = await cli(['packages']);
    expect(packages.code).toBe(0);
    expect(packages.out).toMatch(/Growth\s+149\.00 AUD\/month\s+20\s+500\s+10\s+30\s+on offer/);
    expect(packages.out).toMatch(/Pro\s+399\.00 AUD\/month\s+∞/);
  });

  it('assigns a package and says so; an API error prints its message and details', async () => {
    const done = await cli(['assign', '--enterprise', String(owner.enterpriseId), '--package', 'growth', '--until', '2099-12-31', '--amount', '149', '--note', 'INV-7']);
    expect(done).toMatchObject({ code: 0, err: '' });
    expect(done.out).toMatch(new RegExp(`^Enterprise ${owner.enterpriseId} is on Growth until 2099-12-31 \\(history entry \\d+, 149\\.00 AUD\\)\\.$`));
    const [entry] = await t.app.ctx.db
      .select()
      .from(stripePayments)
      .where(and(eq(stripePayments.enterpriseId, owner.enterpriseId), eq(stripePayments.status, 1)));
    expect(entry).toMatchObject({ source: 'operator', amountCents: 14900, note: 'INV-7' });

    const unknown = await cli(['assign', '--enterprise', String(owner.enterpriseId), '--package', 'Platinum', '--until', '2099-12-31']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('Error 404: This package is not available.\n  package: This package is not available.');
    const past = await cli(['assign', '--enterprise', String(owner.enterpriseId), '--package', 'Pro', '--until', '2020-01-01']);
    expect(past.code).toBe(1);
    expect(past.err).toMatch(/^Error 400: .*\n {2}expiresAt: The expiry date must be in the future\.$/);
  });

  it('explains a wrong token, a missing token and a server that is not running', async () => {
    const wrong = await cli(['list'], { PUBLIC_URL: base, OPERATOR_TOKEN: 'x'.repeat(43) });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('refused the operator token (401)');
    const none = await cli(['list'], { PUBLIC_URL: base, DATA_DIR: path.join(dataDir, 'empty') });
    expect(none.code).toBe(1);
    expect(none.err).toContain('No operator token');
    const down = await cli(['list'], { PUBLIC_URL: 'http://127.0.0.1:9', OPERATOR_TOKEN: token });
    expect(down).toMatchObject({ code: 1, err: 'Could not reach the server at http://127.0.0.1:9: is it running (npm start)?' });
  });

  it('runs as the real command (tsx src/cli/billing.ts) against the running server', async () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        tsx,
        ['src/cli/billing.ts', 'list'],
        { cwd: serverDir, env: { PATH: process.env.PATH, HOME: process.env.HOME, PUBLIC_URL: base, DATA_DIR: dataDir }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      );
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^${owner.enterpriseId}\\s+Cli Co\\s`, 'm'));
  });
});
