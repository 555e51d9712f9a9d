import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import {
  candidateConsents,
  candidateRatings,
  candidateSummaries,
  formAnswers,
  comments,
  devMailbox,
  mailOutbox,
  notificationRecipients,
  notifications,
  questionResponseRatings,
  reviewShareRatings,
} from '../src/db/schema/index';
import { insertTranscript } from './transcript-fixtures';
import { seedCompletedLine } from './review-fixtures';
import { wrapper, type TestUser } from './factories';

/*
 * A candidate with something in every table that can hold their data (issue 16), and the checks
 * that nothing of them is left: in any column of any table, or in the media store.
 */

/** A local S3-compatible server (s3rver) with one bucket; env points the app's media store at it. */
export async function startS3(dir: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'candid-erase' }] });
  const { port } = await server.run();
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'candid-erase',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env, close: () => server.close() };
}

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export const personNamed = (tag: string): Person => ({
  email: `zephyrine.${tag}@example.com`,
  firstName: 'Zephyrine',
  lastName: `Quillfeather${tag}`,
  phone: `+61 400 ${tag.slice(0, 3).padEnd(3, '7')} 987`,
});

/**
 * A completed candidate with answers, posters and a resume in the media store, a transcript and a
 * summary naming them, ratings, a comment and a notification naming them, a guest rating, consent,
 * and mail to them; plus a share of them alone and one with `alsoShared`.
 */
export async function seedFullCandidate(app: FastifyInstance, owner: TestUser, campaignId: number, who: Person, alsoShared: number) {
  const db = app.ctx.db;
  const seeded = await seedCompletedLine(db, {
    enterpriseId: owner.enterpriseId,
    campaignId,
    email: who.email,
    firstName: who.firstName,
    lastName: who.lastName,
    phone: who.phone,
    media: app.ctx.media,
    resume: { name: `${who.lastName}-cv.pdf` },
  });
  const { lineId, responses } = seeded;
  const e = owner.enterpriseId;
  const full = `${who.firstName} ${who.lastName}`;
  await insertTranscript(app, responses[0], [`My name is ${full} and you can call me on ${who.phone}.`]);
  await db.insert(candidateSummaries).values({ enterpriseId: e, campaignId, campaignLineId: lineId, kind: 'extractive', model: 'key sentences', overall: `${full} said hello.` });
  await db.insert(questionResponseRatings).values({ enterpriseId: e, campaignId, campaignLineId: lineId, questionResponseId: responses[0].id, userId: owner.id, rating: 4 });
  await db.insert(candidateRatings).values({ enterpriseId: e, campaignId, campaignLineId: lineId, userId: owner.id, rating: 5 });
  await db.insert(comments).values({
    enterpriseId: e,
    campaignId,
    userId: owner.id,
    content: `${full} answered well`,
    type: 1,
    campaignLineId: lineId,
    questionId: responses[0].questionId,
    questionResponseId: responses[0].id,
  });
  const [note] = await db
    .insert(notifications)
    .values({ enterpriseId: e, title: 'Job Comments', body: `About ${full}`, createdBy: owner.id, campaignId, campaignLineId: lineId })
    .returning();
  await db.insert(notificationRecipients).values({ enterpriseId: e, notificationId: note.id, userId: owner.id });
  await db.insert(candidateConsents).values({ enterpriseId: e, campaignLineId: lineId, consentText: 'I agree', privacyPolicyVersion: 0, acceptedAt: new Date().toISOString(), ipAddress: '203.0.113.7' });
  const [mail] = await db.insert(mailOutbox).values({ enterpriseId: e, toAddress: who.email, subject: `Hello ${who.firstName}`, textBody: `Dear ${full}` }).returning();
  await db.insert(devMailbox).values({ outboxId: mail.id, toAddress: who.email, subject: `Hello ${who.firstName}`, raw: `To: ${who.email}\r\n\r\nDear ${full}` });
  // Issue 29: an application form filled in with their name and a file naming them.
  const formFile = `answers/${e}/${lineId}/form/proof-erase.pdf`;
  await app.ctx.media.put(formFile, Buffer.from(`%PDF-1.4\n% ${full}\n%%EOF\n`), 'application/pdf');
  await db.insert(formAnswers).values([
    { enterpriseId: e, campaignId, campaignLineId: lineId, fieldId: 'name', field: { id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true }, value: { kind: 'short_text', text: full } },
    {
      enterpriseId: e,
      campaignId,
      campaignLineId: lineId,
      fieldId: 'proof',
      field: { id: 'proof', kind: 'file', label: 'Proof', required: false, identifying: false },
      value: { kind: 'file', file: { name: `${who.lastName}-proof.pdf`, sizeBytes: 40, contentType: 'application/pdf' } },
      fileKey: formFile,
    },
  ]);
  // An answer upload the candidate never finished: its tus files on disk, named by no row.
  const uploads = path.join(app.ctx.config.dataDir, 'uploads');
  fs.mkdirSync(uploads, { recursive: true });
  const uploadId = `${e}-${lineId}-${'ab'.repeat(16)}`;
  fs.writeFileSync(path.join(uploads, uploadId), 'partial webm bytes');
  fs.writeFileSync(path.join(uploads, `${uploadId}.json`), JSON.stringify({ id: uploadId }));
  const alone = await createShare(app, owner, [lineId]);
  const both = await createShare(app, owner, [lineId, alsoShared]);
  await db.insert(reviewShareRatings).values({ enterpriseId: e, reviewShareId: both.id, campaignLineId: lineId, reviewerName: 'Guest', rating: 3, comment: `${who.firstName} was good` });
  return { ...seeded, shares: { alone, both }, uploadFiles: [path.join(uploads, uploadId), path.join(uploads, `${uploadId}.json`)] };
}

async function createShare(app: FastifyInstance, owner: TestUser, lineIds: number[]) {
  const res = await app.inject({ method: 'POST', url: '/api/ReviewShare', headers: owner.auth, payload: { campaignLineIds: lineIds, anonymised: false, expiresInDays: 7 } });
  if (res.statusCode !== 201) throw new Error(res.body);
  const created = wrapper(res).data as { pk_ReviewShare_ID: number; url: string };
  return { id: created.pk_ReviewShare_ID, token: created.url.split('/share/')[1] };
}

/**
 * Every (table, column) of every table in which any of `needles` occurs, case-insensitively, as
 * text: the information_schema lists the columns, so a table added later is scanned too.
 */
export async function columnsContaining(app: FastifyInstance, needles: string[]): Promise<string[]> {
  const columns = (await app.ctx.db.execute(
    sql`select table_schema, table_name, column_name from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema') and table_name in (select table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema'))`,
  )) as unknown as { rows: { table_schema: string; table_name: string; column_name: string }[] };
  const rows = 'rows' in columns ? columns.rows : (columns as unknown as { table_schema: string; table_name: string; column_name: string }[]);
  const found: string[] = [];
  for (const c of rows) {
    const column = sql.raw(`"${c.table_schema}"."${c.table_name}"."${c.column_name}"`);
    const table = sql.raw(`"${c.table_schema}"."${c.table_name}"`);
    for (const needle of needles) {
      const hit = (await app.ctx.db.execute(sql`select 1 from ${table} where ${column}::text ilike ${`%${needle}%`} limit 1`)) as unknown as { rows?: unknown[] } | unknown[];
      const n = Array.isArray(hit) ? hit.length : (hit.rows?.length ?? 0);
      if (n > 0) found.push(`${c.table_name}.${c.column_name} ~ ${needle}`);
    }
  }
  return found;
}

/** Every key in the media store under the candidate's folders. */
export async function objectsOfLine(app: FastifyInstance, enterpriseId: number, lineId: number) {
  return [...(await app.ctx.media.list(`answers/${enterpriseId}/${lineId}/`)), ...(await app.ctx.media.list(`resumes/${enterpriseId}/${lineId}/`))];
}

/** Files of the local store's root that mention the line's folder (nothing should, after erasure). */
export function localFilesOfLine(dataDir: string, enterpriseId: number, lineId: number): string[] {
  const root = path.join(dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.split(path.sep).join('/').includes(`/${enterpriseId}/${lineId}/`) && fs.statSync(path.join(root, f)).isFile());
}

/**
 * Every object in the whole media store whose bytes contain any of `needles` (as UTF-8, which is
 * how the data copy's stored zip holds its JSON and transcripts), or whose key does: a place
 * added later that keeps a person's data is scanned too.
 */
export async function objectsContaining(app: FastifyInstance, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const key of await app.ctx.media.list('')) {
    const chunks: Buffer[] = [];
    for await (const chunk of await app.ctx.media.get(key)) chunks.push(Buffer.from(chunk as Buffer));
    const bytes = Buffer.concat(chunks);
    for (const needle of needles) {
      if (key.toLowerCase().includes(needle.toLowerCase()) || bytes.includes(Buffer.from(needle))) found.push(`${key} ~ ${needle}`);
    }
  }
  return found;
}
