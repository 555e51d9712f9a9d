import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCESS_LEVEL } from '@candid/shared';
import type { Db } from '../src/db/client';
import { formAnswers, questionAnswers, questions, reviewShareCandidates, sessions, webhookDeliveries } from '../src/db/schema/index';
import { TENANT_RESOURCES, type JobResource, type JsonSchema, type TenantResource } from '../src/http/resource-ids';
import { emit } from '../src/modules/webhooks/emit';
import { liveQuestionWithVoice, questionText } from '../src/modules/campaigns/read-model';
import { audioHash, audioKeyOf } from '../src/modules/interview-build/audio';
import { avatarHash, avatarKeyOf } from '../src/modules/interview-build/avatar';
import { buildInterviewLine } from './interview-fixtures';
import { buildEmployer, buildEnterprise, wrapper, type TestUser } from './factories';
import { STAND_IN_VIDEO, buildReviewJob, seedCompletedLine } from './review-fixtures';
import { insertTranscript } from './transcript-fixtures';

/*
 * The cross-tenant test's world (issue 27): an enterprise with one of every resource a member
 * route takes an id of, made through the API where there is one, and a dump of the whole
 * database to prove a refused request changed nothing.
 */

export interface Tenant {
  owner: TestUser;
  /** One id of each tenant resource (none of them the caller's own session or key). */
  ids: Record<TenantResource, number>;
  /** The secret of its review share link (of the candidate `ids.campaignLine`). */
  shareToken: string;
  /** The link's reference of that candidate (the guest's resume and file routes take it). */
  shareRef: string;
  /** The interview token of a candidate of the same job, in the middle of the interview. */
  candidateToken: string;
  /** The email of the completed candidate (`ids.campaignLine`). */
  candidateEmail: string;
}

/** The `data` of a 2xx answer, or a thrown error naming the call. */
async function made<T>(app: FastifyInstance, owner: TestUser, method: string, url: string, payload?: unknown): Promise<T> {
  const res = await app.inject({ method: method as 'POST', url, headers: owner.auth, payload: payload as object });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return wrapper(res).data as T;
}

/** One of every resource inside a job (JOB_RESOURCES), with the secrets that open it. */
export interface JobWorld {
  ids: Record<JobResource, number>;
  /** The secret of its review share link (of the candidate `ids.campaignLine`). */
  shareToken: string;
  /** The link's reference of that candidate (the guest's resume and file routes take it). */
  shareRef: string;
  /** The interview token of a candidate of the job, in the middle of the interview. */
  candidateToken: string;
  /** The email of the completed candidate (`ids.campaignLine`): the by-email routes find them by it. */
  candidateEmail: string;
}

/**
 * A job of the owner's enterprise (whose hiring manager is `hiringManagerId`, if given) with its
 * questions (one with audio), a completed candidate (of `candidateEmail`, if given) with answers (one
 * transcribed, one a file), a resume, the interview video, ratings, a review share, a comment and a setting, and a candidate in the middle of the interview.
 */
export async function buildJobWorld(
  app: FastifyInstance,
  owner: TestUser,
  name: string,
  opts: { hiringManagerId?: number; candidateEmail?: string } = {},
): Promise<JobWorld> {
  const db = app.ctx.db;
  const call = <T>(method: string, url: string, payload?: unknown) => made<T>(app, owner, method, url, payload);
  const job = await buildReviewJob(app, owner, { name: `${name} job`, hiringManagerId: opts.hiringManagerId });
  const line = await seedCompletedLine(db, {
    enterpriseId: owner.enterpriseId,
    campaignId: job.campaignId,
    media: app.ctx.media,
    resume: {},
    interviewVideo: true,
    email: opts.candidateEmail,
  });
  const response = line.responses[0];
  await insertTranscript(app, response, ['I like hard problems.']);
  await buildQuestionMedia(app, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId }, job.questionIds[0]);
  await buildFileAnswer(app, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, lineId: line.lineId }, job.questionIds[0]);
  await buildFormFile(app, { enterpriseId: owner.enterpriseId, campaignId: job.campaignId, lineId: line.lineId });
  const candidate = await buildInterviewLine(app, owner, { campaignId: job.campaignId, questionCount: 1 });

  const { rating: answerRating } = await call<{ rating: { pk_QuestionResponseRating_ID: number } }>('POST', '/api/QuestionResponseRating', {
    fk_QuestionResponse_ID: response.id,
    QuestionResponseRating_Rating: 4,
  });
  const { rating } = await call<{ rating: { pk_CandidateRating_ID: number } }>('POST', '/api/CandidateRating', { fk_CampaignLine_ID: line.lineId, CandidateRating_Rating: 4 });
  const comment = await call<{ pk_Comment_ID: number }>('POST', '/api/Comment', { fk_Campaign_ID: job.campaignId, Comment_Content: `${name} note`, Type: 0 });
  const [setting] = await call<{ pk_Setting_ID: number }[]>('POST', '/api/Setting', [{ fk_Campaign_ID: job.campaignId, Setting_Name: 'Tone', Setting_Value: 'warm' }]);
  const share = await call<{ pk_ReviewShare_ID: number; url: string }>('POST', '/api/ReviewShare', { campaignLineIds: [line.lineId], anonymised: false, expiresInDays: 7 });
  const ids: Record<JobResource, number> = {
    campaign: job.campaignId,
    campaignLine: line.lineId,
    question: job.questionIds[0],
    questionResponse: response.id,
    questionResponseRating: answerRating.pk_QuestionResponseRating_ID,
    candidateRating: rating.pk_CandidateRating_ID,
    candidateResume: line.resume!.id,
    interviewVideo: line.interviewVideo!.id,
    comment: comment.pk_Comment_ID,
    setting: setting.pk_Setting_ID,
    reviewShare: share.pk_ReviewShare_ID,
  };
  const shareToken = /\/share\/([^/?#]+)/.exec(share.url)?.[1];
  if (!shareToken) throw new Error(`${name}: no token in ${share.url}`);
  const [{ ref: shareRef }] = await db
    .select({ ref: reviewShareCandidates.ref })
    .from(reviewShareCandidates)
    .where(eq(reviewShareCandidates.reviewShareId, share.pk_ReviewShare_ID));
  return { ids, shareToken, shareRef, candidateToken: candidate.token, candidateEmail: line.line.candidateEmail };
}

/**
 * An enterprise with a job and everything in it (buildJobWorld, its completed candidate of
 * `candidateEmail` if given), and one of every other resource.
 */
export async function buildTenant(app: FastifyInstance, name: string, opts: { candidateEmail?: string } = {}): Promise<Tenant> {
  const owner = await buildEnterprise(app, name);
  const db = app.ctx.db;
  const call = <T>(method: string, url: string, payload?: unknown) => made<T>(app, owner, method, url, payload);

  await app.ctx.sessions.issue(db, { id: owner.id, enterpriseId: owner.enterpriseId }, { userAgent: 'second device' });
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, owner.id)).orderBy(desc(sessions.id)).limit(1);

  const job = await buildJobWorld(app, owner, name, { candidateEmail: opts.candidateEmail });
  const notification = await call<{ pk_Notification_ID: number }>('POST', '/api/Notification', {
    Notification_Title: `${name} notice`,
    Notification_Body: 'Body',
    isEmail: false,
    users: [owner.id],
  });
  const template = await call<{ pk_Template_ID: number }>('POST', '/api/Template', { Template_Name: `${name} template` });
  const questionTemplate = await call<{ pk_QuestionTemplate_ID: number }>('POST', '/api/QuestionTemplate', {
    fk_Template_ID: template.pk_Template_ID,
    QuestionTemplate_Text: 'Why us?',
  });
  const jobDescription = await call<{ pk_JobDescription_ID: number }>('POST', '/api/JobDescription', { Job_Name: `${name} role`, Job_Description: 'Does things.' });
  const form = await call<{ pk_Form_ID: number }>('POST', '/api/Form', {
    Form_Name: `${name} form`,
    Form_Fields: [
      { id: 'city', kind: 'short_text', label: 'Where do you live?' },
      { id: 'proof', kind: 'file', label: 'Proof of address' },
    ],
  });
  await call('PUT', `/api/Campaign/${job.ids.campaign}/Form`, { formId: form.pk_Form_ID });
  const employer = await buildEmployer(app, owner);
  const apiKey = await call<{ ApiKey_ID: number }>('POST', '/api/ApiKey', { Name: `${name} key`, Role: ACCESS_LEVEL.Owner, ExpiresInDays: 30 });
  const webhook = await call<{ Webhook_ID: number }>('POST', '/api/Webhook', { Url: 'https://hooks.example.com/candid', Events: ['job.created'] });
  await emit({ db, events: app.ctx.events }, { enterpriseId: owner.enterpriseId, type: 'job.created', data: { Campaign_ID: job.ids.campaign } });
  const [delivery] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.enterpriseId, owner.enterpriseId), eq(webhookDeliveries.endpointId, webhook.Webhook_ID)));

  const ids: Record<TenantResource, number> = {
    ...job.ids,
    enterprise: owner.enterpriseId,
    user: owner.id,
    session: session.id,
    notification: notification.pk_Notification_ID,
    template: template.pk_Template_ID,
    questionTemplate: questionTemplate.pk_QuestionTemplate_ID,
    jobDescription: jobDescription.pk_JobDescription_ID,
    applicationForm: form.pk_Form_ID,
    employer: employer.id,
    apiKey: apiKey.ApiKey_ID,
    webhook: webhook.Webhook_ID,
    webhookDelivery: delivery.id,
  };
  for (const kind of TENANT_RESOURCES) {
    if (!Number.isInteger(ids[kind]) || ids[kind] <= 0) throw new Error(`${name}: no ${kind} id (${ids[kind]})`);
  }
  return { owner, ids, shareToken: job.shareToken, shareRef: job.shareRef, candidateToken: job.candidateToken, candidateEmail: job.candidateEmail };
}

/** A question's spoken audio and avatar video, stored and linked as the interview build leaves them. */
async function buildQuestionMedia(app: FastifyInstance, job: { enterpriseId: number; campaignId: number }, questionId: number) {
  const { question, voice } = await liveQuestionWithVoice(app.ctx, job, questionId);
  const text = questionText(question);
  const audioSourceHash = audioHash(text, voice);
  const avatarSourceHash = avatarHash(text, voice, app.ctx.config.avatar.avatarId);
  const audioKey = audioKeyOf(question, audioSourceHash);
  const avatarVideoKey = avatarKeyOf(question, avatarSourceHash);
  await app.ctx.media.put(audioKey, Buffer.from('ID3 stand-in audio'), 'audio/mpeg');
  await app.ctx.media.put(avatarVideoKey, STAND_IN_VIDEO, 'video/mp4');
  await app.ctx.db.update(questions).set({ audioKey, audioSourceHash, avatarVideoKey, avatarSourceHash }).where(eq(questions.id, questionId));
}

/**
 * A file answer (issue 29) of the completed candidate to `questionId`, stored as the interview's
 * file route stores one: the reviewer's download route then answers with the world's own ids.
 */
async function buildFileAnswer(app: FastifyInstance, at: { enterpriseId: number; campaignId: number; lineId: number }, questionId: number) {
  const fileKey = `answers/${at.enterpriseId}/${at.lineId}/files/${questionId}-probe.pdf`;
  const data = Buffer.from('%PDF-1.4\n%stand-in licence\n%%EOF\n');
  await app.ctx.media.put(fileKey, data, 'application/pdf');
  await app.ctx.db.insert(questionAnswers).values({
    enterpriseId: at.enterpriseId,
    campaignId: at.campaignId,
    campaignLineId: at.lineId,
    questionId,
    kind: 'file',
    value: { kind: 'file', file: { name: 'licence.pdf', sizeBytes: data.length, contentType: 'application/pdf' } },
    fileKey,
  });
}

/** A file of the completed candidate's application form (issue 29), field 'proof', stored as the interview stores one. */
async function buildFormFile(app: FastifyInstance, at: { enterpriseId: number; campaignId: number; lineId: number }) {
  const fileKey = `answers/${at.enterpriseId}/${at.lineId}/form/proof-probe.pdf`;
  const data = Buffer.from('%PDF-1.4\n%stand-in proof\n%%EOF\n');
  await app.ctx.media.put(fileKey, data, 'application/pdf');
  await app.ctx.db.insert(formAnswers).values({
    enterpriseId: at.enterpriseId,
    campaignId: at.campaignId,
    campaignLineId: at.lineId,
    fieldId: 'proof',
    field: { id: 'proof', kind: 'file', label: 'Proof of address', required: false, identifying: false },
    value: { kind: 'file', file: { name: 'proof.pdf', sizeBytes: data.length, contentType: 'application/pdf' } },
    fileKey,
  });
}

/** An owner's API key of the tenant, as headers. */
export async function ownerKey(app: FastifyInstance, owner: TestUser): Promise<Record<string, string>> {
  const { Secret } = await made<{ Secret: string }>(app, owner, 'POST', '/api/ApiKey', { Name: 'Caller key', Role: ACCESS_LEVEL.Owner, ExpiresInDays: 1 });
  return { authorization: `Bearer ${Secret}` };
}

/**
 * Columns that change without anything being changed: when a session or key was last used
 * (written by authentication itself, throttled).
 */
const NOISE: Record<string, string[]> = { api_keys: ['last_used_at'] };
/** Tables whose writes are the request being counted, refused or not: the rate limits' windows. */
const COUNTERS = new Set(['rate_limit_windows']);

/** Every row of every table (but the migrations' and the rate limits' counts), as sorted JSON per table: equal dumps, an unchanged database. */
export async function dumpDatabase(db: Db): Promise<Record<string, string[]>> {
  const tables = (
    await db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).rows
    .map((r) => r.name)
    .filter((t) => !COUNTERS.has(t));
  const parts = tables.map((t) => {
    const drop = NOISE[t]?.length ? ` - ARRAY[${NOISE[t].map((c) => `'${c}'`).join(',')}]::text[]` : '';
    return `SELECT '${t}' AS name, coalesce((SELECT json_agg(r ORDER BY r::text) FROM (SELECT (to_jsonb(x)${drop})::text AS r FROM "${t}" x) s), '[]')::text AS rows`;
  });
  const rows = (await db.execute<{ name: string; rows: string }>(sql.raw(parts.join(' UNION ALL ')))).rows;
  return Object.fromEntries(rows.map((r) => [r.name, JSON.parse(r.rows) as string[]]));
}

/** What differs between two dumps: each changed table with the rows only one side has. */
export function dumpDiff(before: Record<string, string[]>, after: Record<string, string[]>): Record<string, { gone: string[]; new: string[] }> {
  const diff: Record<string, { gone: string[]; new: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[table] ?? [];
    const b = after[table] ?? [];
    const gone = a.filter((r) => !b.includes(r));
    const added = b.filter((r) => !a.includes(r));
    if (gone.length || added.length) diff[table] = { gone, new: added };
  }
  return diff;
}

const typeOf = (s: JsonSchema | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  return alt ? typeOf(alt.find((a) => a.type !== 'null')) : undefined;
};

/**
 * A plausible value for a schema: its required properties, and any property `values` names (by
 * dotted path, `[]` for an array's items) with that value, at any depth.
 */
export function valueFor(s: JsonSchema | undefined, path: string, values: ReadonlyMap<string, unknown>): unknown {
  if (values.has(path)) return values.get(path);
  if (!s) return 1;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return valueFor(alt.find((a) => a.type !== 'null') ?? alt[0], path, values);
  if (s.allOf?.length) return valueFor(s.allOf[0], path, values);
  switch (typeOf(s)) {
    case 'integer':
    case 'number':
      return Math.max(1, typeof s.minimum === 'number' ? s.minimum : 1);
    case 'boolean':
      return false;
    case 'array':
      return [valueFor(s.items, `${path}[]`, values)];
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      const named = (p: string) => [...values.keys()].some((k) => k === p || k.startsWith(`${p}.`) || k.startsWith(`${p}[]`));
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        const childPath = path ? `${path}.${k}` : k;
        if (required.has(k) || named(childPath)) out[k] = valueFor(v, childPath, values);
      }
      return out;
    }
    default: {
      const name = path.split('.').pop() ?? path;
      if (s.format === 'email' || /email/i.test(name)) return 'someone@example.com';
      if (s.format === 'date-time') return '2026-06-01T09:00:00.000Z';
      if (s.format === 'date') return '2026-06-01';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      return 'Probe value'.padEnd(typeof s.minLength === 'number' ? s.minLength : 0, 'x');
    }
  }
}
