import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One writer per table: every table is inserted into, updated and deleted from only by the module
 * that owns it; any other module calls the owner's functions (which join the caller's
 * transaction through `deps.db`). "Who changes a candidate's status?" is answered here: the
 * owner, modules/campaigns. Reading is free. src/commands write nothing themselves; src/seed (the
 * demo data of a first start) and the tests are not held to the rule. docs/architecture.md
 * shows the same map.
 */
export const TABLE_OWNERS: Record<string, string> = {
  // The tenant and its people.
  enterprises: 'enterprises',
  users: 'users',
  sessions: 'auth',
  passwordResets: 'auth',
  employers: 'employers',
  // The plan and its payments.
  packages: 'billing',
  billingAccounts: 'billing',
  stripePayments: 'billing',
  stripeEvents: 'billing',
  // Jobs and the candidates on them (a line is one candidate on one job: status, stamps, token).
  campaigns: 'campaigns',
  campaignLines: 'campaigns',
  // Kept by triggers on campaign_lines and campaigns (migrations), read by the dashboard.
  campaignMonthlyCounts: 'campaigns',
  // Issue 33's completion funnel, kept by a trigger on campaign_lines (migration 0028).
  funnelCounts: 'campaigns',
  funnelCompanyCounts: 'campaigns',
  questions: 'questions',
  // Issue 34: a job's scorecard.
  scorecardCompetencies: 'scorecards',
  videoIntegrationTexts: 'questions',
  settings: 'settings',
  snippets: 'snippets',
  templates: 'templates',
  questionTemplates: 'templates',
  jobDescriptionTemplates: 'templates',
  applicationForms: 'forms',
  interviewBuilds: 'interview-build',
  // What a candidate gives: consent, answers other than video, form values, resumes.
  candidateConsents: 'interview',
  questionAnswers: 'interview',
  formAnswers: 'interview',
  candidateResumes: 'interview',
  candidateExperienceRatings: 'interview',
  // An answer's video, from upload to the transcoded file.
  questionResponses: 'media',
  // What reviewers give.
  candidateRatings: 'ratings',
  questionResponseRatings: 'ratings',
  comments: 'comments',
  notifications: 'notifications',
  notificationRecipients: 'notifications',
  reviewShares: 'review-shares',
  reviewShareCandidates: 'review-shares',
  reviewShareVisits: 'review-shares',
  reviewShareRatings: 'review-shares',
  transcripts: 'transcripts',
  candidateSummaries: 'transcripts',
  transcriptSettings: 'transcripts',
  // The data lifecycle and the audit trail.
  candidateErasures: 'lifecycle',
  retentionSettings: 'lifecycle',
  interviewVideos: 'lifecycle',
  dataRequests: 'data-requests',
  auditEvents: 'audit',
  // Integrations.
  apiKeys: 'api-keys',
  webhookEndpoints: 'webhooks',
  webhookEvents: 'webhooks',
  webhookDeliveries: 'webhooks',
  webhookAttempts: 'webhooks',
  jobBoardAccounts: 'jobboards',
  jobBoardPostings: 'jobboards',
  // Reference data.
  countries: 'reference',
  jobCategories: 'reference',
  jobSubCategories: 'reference',
  // The platform's own tables.
  backgroundJobs: 'platform/queue',
  mailOutbox: 'platform/mail',
  devMailbox: 'platform/mail',
  smsOutbox: 'platform/sms',
  smsOptOuts: 'platform/sms',
  devSms: 'platform/sms',
  rateLimitWindows: 'http',
};

const src = path.resolve(import.meta.dirname, '../src');
const rel = (p: string) => path.relative(src, p).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The tables of the schema, by their export name. */
function schemaTables(): string[] {
  return sourceFiles(path.join(src, 'db/schema')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]),
  );
}

/** Who a file under src writes as: its module, its platform part, 'http', 'commands', or null (not held to the rule). */
export function writerOf(file: string): string | null {
  const [top, second] = file.split('/');
  if (top === 'modules') return second;
  if (top === 'platform') return second.endsWith('.ts') ? 'platform' : `platform/${second}`;
  if (top === 'seed' || top === 'db') return null;
  return top.replace(/\.ts$/, '');
}

/**
 * The tables a source text writes: `.insert(t)`, `.update(t)`, `.delete(t)` of a table or of a
 * local alias of one (`const w = rateLimitWindows`), and raw `insert into ${t}`, `update ${t}`,
 * `delete from ${t}`.
 */
export function tablesWritten(text: string, tables: readonly string[]): string[] {
  const known = new Set(tables);
  const aliases = new Map([...text.matchAll(/\bconst (\w+) = (?:schema\.)?(\w+);/g)].filter((m) => known.has(m[2])).map((m) => [m[1], m[2]]));
  const resolve = (name: string) => (known.has(name) ? name : aliases.get(name));
  const drizzle = [...text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)].map((m) => resolve(m[1]));
  const raw = [...text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{(?:schema\.)?(\w+)\}/gi)].map((m) => resolve(m[1]));
  return [...new Set([...drizzle, ...raw].filter((t): t is string => t !== undefined))];
}

describe('one writer per table', () => {
  const tables = schemaTables();

  it('gives every table of the schema one owner', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.filter((t) => !(t in TABLE_OWNERS)), 'tables missing from TABLE_OWNERS').toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((t) => !tables.includes(t)), 'TABLE_OWNERS names a table that does not exist').toEqual([]);
  });

  it('has each table written by its owner only', () => {
    const wrong = sourceFiles(src).flatMap((file) => {
      const writer = writerOf(rel(file));
      if (writer === null) return [];
      return tablesWritten(fs.readFileSync(file, 'utf8'), tables)
        .filter((table) => TABLE_OWNERS[table] !== writer)
        .map((table) => `${rel(file)} writes ${table}, which ${TABLE_OWNERS[table]} owns`);
    });
    expect(wrong).toEqual([]);
  });

  it('finds writes through Drizzle, an alias and raw SQL, and not reads', () => {
    const tables = ['campaigns', 'rateLimitWindows', 'auditEvents'];
    expect(tablesWritten('await tx.update(campaigns).set({})', tables)).toEqual(['campaigns']);
    expect(tablesWritten('const w = rateLimitWindows;\nawait db.delete(w).where(x)', tables)).toEqual(['rateLimitWindows']);
    expect(tablesWritten('sql`insert into ${auditEvents} (a) values (1)`', tables)).toEqual(['auditEvents']);
    expect(tablesWritten('await db.select().from(campaigns); map.delete(key)', tables)).toEqual([]);
    expect(writerOf('modules/interview/answers.ts')).toBe('interview');
    expect(writerOf('platform/queue/queue.ts')).toBe('platform/queue');
    expect(writerOf('commands/save-job.ts')).toBe('commands');
    expect(writerOf('seed/demo.ts')).toBeNull();
  });
});
