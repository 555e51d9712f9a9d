import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules in tiers: a module imports only modules of lower tiers, never one of its
 * own tier, never another module's routes.ts. Cross-module workflows are commands
 * (src/commands), above every module; background jobs are listed in src/jobs.ts. The README's
 * layout section shows the same map.
 */
export const TIERS: Record<string, number> = {
  // 0: the tenant, its people and its plan; reference data; system routes.
  users: 0,
  enterprises: 0,
  billing: 0,
  reference: 0,
  system: 0,
  devmail: 0,
  // what the SMS provider tells Candid (issue 33): message statuses and STOP replies, into the platform's tables.
  sms: 0,
  // the audit trail's writer and reader (issue 16): every module that touches a candidate records to it.
  audit: 0,
  // API keys and the webhook outbox (issue 17): every module that changes what integrations hear of emits to it.
  'api-keys': 0,
  webhooks: 0,
  // 1: sign-in, client employers, and jobs with their read model, the review scope, the
  // candidate token and the interview window.
  auth: 1,
  employers: 1,
  campaigns: 1,
  snippets: 1,
  // the public careers pages and job feed (issue 17): companies and their open jobs.
  careers: 2,
  // 2: what hangs off a job.
  notifications: 2,
  settings: 2,
  templates: 2,
  // application forms (issue 29): a company's forms; jobs name theirs.
  forms: 2,
  // a job's scorecard (issue 34): competencies linked to the job's questions.
  scorecards: 2,
  generation: 2,
  'interview-build': 2,
  media: 2,
  images: 2,
  team: 2,
  // 3: questions (with their interview rebuild), answers arriving, ratings, comments, reminders,
  // transcripts (with captions and summaries).
  questions: 3,
  uploads: 3,
  ratings: 3,
  comments: 3,
  reminders: 3,
  transcripts: 3,
  // 4: the candidate's interview, the reviewer's candidates.
  interview: 4,
  candidates: 4,
  // 5: what reads across the others.
  'review-shares': 5,
  dashboard: 5,
  // the completion funnel (issue 33): the rollup of every job's lines and the candidates' ratings.
  funnel: 5,
  messaging: 5,
  // 6: erasing candidates reaches every table and the media store.
  lifecycle: 6,
  // job-board publishing (issue 17): jobs, reference data, and applicants invited like candidates.
  jobboards: 6,
  // CSV and XLSX of the candidate lists and the dashboard's series (issue 17).
  exports: 6,
  // a candidate's own data requests (issue 16): their copy, or the erasure cascade above.
  'data-requests': 7,
};

/** Same-tier imports allowed on purpose, as 'from -> to': reason. None today; keep it that way. */
const ALLOWED_SIDEWAYS: Record<string, string> = {};

const src = path.resolve(import.meta.dirname, '../src');
const modulesDir = path.join(src, 'modules');
const commandsDir = path.join(src, 'commands');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every relative import, re-export and dynamic import of a file, resolved to a path under src. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => path.resolve(path.dirname(file), s));
}

const rel = (p: string) => path.relative(src, p).split(path.sep).join('/');
/** The module a path under src/modules belongs to, or null. */
const moduleOf = (p: string) => {
  const r = path.relative(modulesDir, p);
  return r.startsWith('..') || path.isAbsolute(r) ? null : r.split(path.sep)[0];
};
const isRoutesFile = (p: string) => /^routes(\.ts)?$/.test(path.basename(p));

/** The rule broken by one import, or null. */
export function violation(fromFile: string, target: string, tiers = TIERS): string | null {
  const from = moduleOf(fromFile);
  const to = moduleOf(target);
  const inCommands = !path.relative(commandsDir, fromFile).startsWith('..');
  if (from && !path.relative(commandsDir, target).startsWith('..')) return 'a module imports a command (commands sit above every module)';
  if (!to || to === from) return null;
  if (isRoutesFile(target)) return `imports ${to}'s routes file (take schemas from @candid/shared or the owning module's service)`;
  // Tests build the whole app; only their routes-file imports are held to the rule.
  if (fromFile.endsWith('.test.ts') || inCommands || !from) return null;
  const [a, b] = [tiers[from], tiers[to]];
  if (a === undefined || b === undefined) return null; // reported by the map test
  if (b > a) return `points up: ${from} (tier ${a}) imports ${to} (tier ${b})`;
  if (b === a && !ALLOWED_SIDEWAYS[`${from} -> ${to}`]) return `points sideways: ${from} and ${to} are both tier ${a}`;
  return null;
}

/** Every import that breaks a rule, as 'file -> import: why'. */
export function tierViolations(files = [...sourceFiles(modulesDir), ...sourceFiles(commandsDir)], tiers = TIERS): string[] {
  return files.flatMap((file) =>
    importsOf(file).flatMap((target) => {
      const why = violation(file, target, tiers);
      return why ? [`${rel(file)} -> ${rel(target)}: ${why}`] : [];
    }),
  );
}

describe('server module tiers', () => {
  it('places every module folder in a tier', () => {
    const folders = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.filter((m) => !(m in TIERS)), 'module folders missing from TIERS').toEqual([]);
    expect(Object.keys(TIERS).filter((m) => !folders.includes(m)), 'TIERS names a folder that does not exist').toEqual([]);
  });

  it('has every import of a module point down a tier, never sideways, never into routes.ts', () => {
    expect(tierViolations()).toEqual([]);
  });

  it('keeps the HTTP layer and the platform adapters free of modules, commands and jobs', () => {
    const wrong = ['http', 'platform'].flatMap((layer) =>
      sourceFiles(path.join(src, layer)).flatMap((file) =>
        importsOf(file)
          .filter((t) => moduleOf(t) || !path.relative(commandsDir, t).startsWith('..') || /\/(jobs|app|context)(\.ts)?$/.test(t))
          .map((t) => `${rel(file)} -> ${rel(t)}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('catches an import that points up, sideways or into a routes file', () => {
    const file = (p: string) => path.join(modulesDir, p);
    expect(violation(file('campaigns/service.ts'), file('questions/service'))).toMatch(/points up/);
    expect(violation(file('uploads/service.ts'), file('ratings/service'))).toMatch(/sideways/);
    expect(violation(file('messaging/service.ts'), file('questions/routes'))).toMatch(/routes file/);
    expect(violation(file('questions/service.ts'), path.join(commandsDir, 'save-job'))).toMatch(/command/);
    expect(violation(file('questions/service.ts'), file('campaigns/service'))).toBeNull();
  });
});

describe('one service shape (the lint rule in eslint.config.js)', () => {
  const lint = async (file: string, code: string) => {
    const eslint = new ESLint({ cwd: path.resolve(src, '../../..') });
    const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };
  const service = "import type { AppContext } from '../../context';\nexport const f = (ctx: AppContext) => ctx.db.transaction(async () => 1);\n";

  it('refuses an AppContext parameter and a .transaction( call in a service', async () => {
    const messages = await lint('modules/comments/probe.ts', service);
    expect(messages).toEqual([expect.stringMatching(/takes Deps/), expect.stringMatching(/withTransaction/)]);
  });

  it('refuses .transaction( anywhere outside the database layer, and lets route files hand over app.ctx', async () => {
    expect(await lint('platform/queue/probe.ts', 'export const f = (db: { transaction(f: () => void): void }) => db.transaction(() => {});\n')).toEqual([
      expect.stringMatching(/withTransaction/),
    ]);
    expect(await lint('db/probe.ts', 'export const f = (db: { transaction(f: () => void): void }) => db.transaction(() => {});\n')).toEqual([]);
    expect(await lint('modules/comments/routes.ts', "import type { AppContext } from '../../context';\nexport const f = (ctx: AppContext) => ctx;\n")).toEqual([]);
  });

  it('refuses an exported service that takes the database first, and lets it take Deps (helpers inside a module may take db)', async () => {
    const imports = "import type { Deps } from '../../context';\nimport type { Db, DbOrTx } from '../../db/client';\n";
    const probe = `${imports}export async function f(db: DbOrTx, id: number) { return [db, id]; }\nexport const g = (tx: Db) => tx;\n`;
    expect(await lint('modules/comments/probe.ts', probe)).toEqual([expect.stringMatching(/takes Deps<…> first/), expect.stringMatching(/takes Deps<…> first/)]);
    const services = `${imports}const helper = (db: DbOrTx, id: number) => [db, id];\nexport async function f(deps: Deps, id: number) { return helper(deps.db, id); }\nexport const g = ({ db }: Deps<'config'>, tx: Db) => [db, tx];\n`;
    expect(await lint('modules/comments/probe.ts', services)).toEqual([]);
  });
});
