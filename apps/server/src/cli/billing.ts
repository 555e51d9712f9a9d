// `npm run billing -- <command>`: offline billing through a running server's operator routes
// (docs/api-billing.md "Offline billing and limits"). Lists enterprises with their usage, lists
// packages, and assigns a package until a date; each call carries the operator token.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OperatorAssignInput, OperatorEnterprise, Package, StripePayment } from '@candid/shared';
import { fromWire, wireNames } from '@candid/shared/wire';
import { readOperatorToken } from '../modules/billing/operator-token';

export const USAGE = `Usage: npm run billing -- <command>

Commands:
  list                                   Enterprises with their owner, package, expiry and usage
  packages                               The packages (id, name, price, limits)
  assign --enterprise <id> --package <name|id> --until <YYYY-MM-DD>
         [--amount 149.00] [--currency aud] [--note "Paid by bank transfer"]
                                         Give an enterprise a package until the end of that day (UTC);
                                         it is recorded in the enterprise's payments history
  help                                   This text

The server must be running (npm start). It is reached at PUBLIC_URL, else http://localhost:PORT
(3000); the token is OPERATOR_TOKEN, else the one the server wrote to DATA_DIR/operator-token.`;

export type Command =
  | { name: 'list' }
  | { name: 'packages' }
  | { name: 'help' }
  | { name: 'assign'; input: OperatorAssignInput };

/** Reads the command line; a string is what is wrong with it (the CLI prints it with the usage). */
export function parseArgs(argv: string[]): Command | string {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  if (name === 'list' || name === 'packages') return rest.length ? `${name} takes no arguments.` : { name };
  if (name !== 'assign') return `Unknown command: ${name}.`;

  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const m = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    if (!m) return `Unexpected argument: ${arg}.`;
    const value = m[2] ?? rest[++i];
    if (value === undefined) return `--${m[1]} needs a value.`;
    if (!['enterprise', 'package', 'until', 'amount', 'currency', 'note'].includes(m[1])) return `Unknown option: --${m[1]}.`;
    flags.set(m[1], value);
  }
  const enterprise = flags.get('enterprise');
  const pkg = flags.get('package');
  const until = flags.get('until');
  if (!enterprise || !pkg || !until) return 'assign needs --enterprise, --package and --until.';
  if (!/^[1-9]\d{0,9}$/.test(enterprise)) return `--enterprise must be an enterprise id (a number), not ${enterprise}.`;
  const date = new Date(`${until}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== until) {
    return `--until must be a date as YYYY-MM-DD, not ${until}.`;
  }
  const amount = flags.get('amount');
  if (amount !== undefined && !/^\d{1,9}(\.\d{1,2})?$/.test(amount)) return `--amount must be an amount such as 149.00, not ${amount}.`;
  const currency = flags.get('currency');
  if (currency !== undefined && !/^[A-Za-z]{3}$/.test(currency)) return `--currency must be a three-letter code such as aud, not ${currency}.`;
  const note = flags.get('note');
  return {
    name: 'assign',
    input: {
      enterpriseId: Number(enterprise),
      package: /^\d+$/.test(pkg) ? Number(pkg) : pkg,
      expiresAt: until,
      ...(amount !== undefined ? { amountCents: Math.round(Number(amount) * 100) } : {}),
      ...(currency !== undefined ? { currency: currency.toLowerCase() } : {}),
      ...(note !== undefined ? { note } : {}),
    },
  };
}

export interface CliIo {
  fetch: typeof fetch;
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** Where the server is, as src/cli/mailbox.ts finds it. */
export const serverBase = (env: NodeJS.ProcessEnv) => (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');

/** OPERATOR_TOKEN, else DATA_DIR/operator-token (DATA_DIR relative to the repository, as config.ts has it). */
export const operatorToken = (env: NodeJS.ProcessEnv) => env.OPERATOR_TOKEN || readOperatorToken(path.resolve(repoRoot, env.DATA_DIR || '.data'));

class CliError extends Error {}

/** Calls an operator route and answers its data, or throws a CliError with the server's message and details. */
async function call<T>(io: CliIo, token: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> {
  const base = serverBase(io.env);
  let res: Response;
  try {
    res = await io.fetch(`${base}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new CliError(`Could not reach the server at ${base}: is it running (npm start)?`);
  }
  const text = await res.text();
  let parsed: { successful?: boolean; data?: T; message?: string; details?: Record<string, string[]> } | null = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (res.ok && parsed?.successful) return parsed.data as T;
  if (res.status === 401) {
    throw new CliError(`The server at ${base} refused the operator token (401). Use the token of that server: OPERATOR_TOKEN, or DATA_DIR/operator-token of its data folder.`);
  }
  const details = Object.entries(parsed?.details ?? {}).map(([field, messages]) => `  ${field}: ${messages.join(' ')}`);
  throw new CliError([`Error ${res.status}: ${parsed?.message ?? (text.slice(0, 200) || res.statusText)}`, ...details].join('\n'));
}

/** Lines of a table: columns padded to their widest cell. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const day = (isoDate: string | null) => (isoDate ? isoDate.slice(0, 10) : 'never');
const usage = (m: { used: number; limit: number | null }) => `${m.used}/${m.limit ?? '∞'}`;
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

function enterprisesTable(list: OperatorEnterprise[]) {
  if (list.length === 0) return 'No enterprises yet.';
  return table(
    ['ID', 'Name', 'Owner', 'Package', 'Expires', 'Jobs', 'Invites', 'Users'],
    list.map((e) => [
      String(e.enterpriseId),
      e.name,
      e.ownerEmail ?? '-',
      e.packageName,
      e.isPackageExpired ? `${day(e.expiresAt)} (expired)` : day(e.expiresAt),
      usage(e.jobs),
      usage(e.invites),
      usage(e.users),
    ]),
  );
}

function packagesTable(list: Package[]) {
  return table(
    ['ID', 'Name', 'Price', 'Jobs', 'Invites', 'Users', 'Days', 'Status'],
    list.map((wire) => {
      const p = fromWire(wireNames.packages, wire);
      return [
        String(p.id),
        p.name,
        `${money(p.priceCents, p.currency)}/${p.interval}${p.metered ? ' (metered)' : ''}`,
        String(p.maxJobs ?? '∞'),
        String(p.maxInvites ?? '∞'),
        String(p.maxUsers ?? '∞'),
        String(p.durationDays),
        p.active ? 'on offer' : 'withdrawn',
      ];
    }),
  );
}

/** Runs one command line; answers the exit code (0 done, 1 failed, 2 bad arguments). */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const command = parseArgs(argv);
  if (typeof command === 'string') {
    io.err(`${command}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    io.out(USAGE);
    return 0;
  }
  const token = operatorToken(io.env);
  if (!token) {
    io.err('No operator token: set OPERATOR_TOKEN, or start the server once (npm start writes DATA_DIR/operator-token).');
    return 1;
  }
  try {
    if (command.name === 'list') io.out(enterprisesTable(await call<OperatorEnterprise[]>(io, token, 'GET', '/Operator/Enterprises')));
    if (command.name === 'packages') io.out(packagesTable(await call<Package[]>(io, token, 'GET', '/Operator/Packages')));
    if (command.name === 'assign') {
      const { Package_Name: packageName, ...wire } = await call<StripePayment>(io, token, 'POST', '/Operator/Assign', command.input);
      const entry = fromWire(wireNames.stripePayments, wire);
      io.out(
        `Enterprise ${entry.enterpriseId} is on ${packageName} until ${day(entry.expiryDate)} ` +
          `(history entry ${entry.id}, ${money(entry.amountCents, entry.currency)}).`,
      );
    }
    return 0;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    io.err(err.message);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const code = await run(process.argv.slice(2), {
    fetch,
    env: process.env,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
  process.exit(code);
}
