import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildCampaign, buildTenants, caller, wrapper, type TestUser } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';
import { auditEvents, candidateRatings } from '../../db/schema/index';
import { toCsv } from './csv';
import { CANDIDATE_COLUMNS } from './service';

/* CSV and XLSX exports (issue 17, docs/careers-and-exports.md). */

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let hm: TestUser;
let outsider: TestUser;
let hmJob: Awaited<ReturnType<typeof buildReviewJob>>;
let otherJob: Awaited<ReturnType<typeof buildReviewJob>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-export-'));

beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  call = caller(t.app);
  ({ owner, hm, outsider } = await buildTenants(t.app, 'Export Co'));
  hmJob = await buildReviewJob(t.app, owner, { hiringManagerId: hm.id, name: 'Harbour Pilot' });
  otherJob = await buildReviewJob(t.app, owner, { name: 'Deckhand' });
  const db = t.app.ctx.db;
  const a = await seedCompletedLine(db, { enterpriseId: owner.enterpriseId, campaignId: hmJob.campaignId, firstName: '=HYPERLINK("http://evil")', lastName: 'Zoë, "Quoted"', email: 'zoe@example.com' });
  await seedCompletedLine(db, { enterpriseId: owner.enterpriseId, campaignId: hmJob.campaignId, firstName: 'Sam', lastName: 'Shortlist', email: 'sam@example.com', status: 4 });
  await seedCompletedLine(db, { enterpriseId: owner.enterpriseId, campaignId: otherJob.campaignId, firstName: 'Olive', lastName: 'Other', email: 'olive@example.com' });
  await db.insert(candidateRatings).values({ enterpriseId: owner.enterpriseId, campaignId: hmJob.campaignId, campaignLineId: a.line.id, userId: owner.id, rating: 4 });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

const csvOf = (body: Buffer) => {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(body.subarray(3).toString('utf8'));
};

describe('GET /api/CampaignLine/Export', () => {
  it('exports a job’s candidates as CSV with statuses, ratings and links, formulas made inert', async () => {
    const res = await call('GET', `/api/CampaignLine/Export?format=csv&campaignId=${hmJob.campaignId}`, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="candidates-job-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvOf(res.rawPayload);
    // One job: a column per question after the fixed ones (its questions are answered on video).
    expect(header.slice(0, CANDIDATE_COLUMNS.length)).toEqual([...CANDIDATE_COLUMNS]);
    expect(header.slice(CANDIDATE_COLUMNS.length)).toEqual(hmJob.questionIds.map((_, i) => expect.stringMatching(new RegExp(`^Q${i + 1}: .+`))));
    expect(rows).toHaveLength(2);
    const col = (name: (typeof CANDIDATE_COLUMNS)[number]) => header.indexOf(name);
    const zoe = rows.find((r) => r[col('Email')] === 'zoe@example.com')!;
    expect(zoe[col('First name')]).toBe(`'=HYPERLINK("http://evil")`);
    expect(zoe[col('Last name')]).toBe('Zoë, "Quoted"');
    expect(zoe[col('Status')]).toBe('Completed');
    expect(zoe[col('Average rating')]).toBe('4');
    expect(zoe[col('Ratings')]).toBe('1');
    expect(zoe[col('Job')]).toBe('Harbour Pilot');
    expect(zoe[col('Link')]).toBe(`${t.app.ctx.config.publicUrl}/candidates/info?id=${zoe[col('Candidate ID')]}`);
    expect(zoe[col('Did not meet')]).toBe('');
    expect(zoe[header.length - 1]).toBe('Recorded');
    const sam = rows.find((r) => r[col('Email')] === 'sam@example.com')!;
    expect(sam[col('Status')]).toBe('Shortlisted');
    const [entry] = await t.app.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.campaignLineId, Number(zoe[col('Candidate ID')])), eq(auditEvents.action, 'downloaded')));
    expect(entry).toMatchObject({ actorKind: 'member', actorId: owner.id, detail: 'candidate export' });
  });

  it('exports the list’s search and status filter across jobs', async () => {
    const bySearch = csvOf((await call('GET', '/api/CampaignLine/Export?search=olive', owner.auth)).rawPayload);
    expect(bySearch.slice(1).map((r) => r[3])).toEqual(['olive@example.com']);
    const byStatus = csvOf((await call('GET', '/api/CampaignLine/Export?status=4', owner.auth)).rawPayload);
    expect(byStatus.slice(1).map((r) => r[3])).toEqual(['sam@example.com']);
  });

  it('gives each question of the job a column with what the candidate wrote, chose or entered, and filters by screening (issue 29)', async () => {
    // Another company's, so that the dashboard's counts below stay the file's own.
    const { owner: recruiter } = await buildTenants(t.app, 'Forklift Co');
    const job = await buildCampaign(t.app, recruiter, { name: 'Forklift Driver' });
    const questions = [
      { Question_Text: 'Do you hold a forklift licence?', Question_Kind: 'yes_no', Question_Settings: { qualifyingAnswer: true } },
      { Question_Text: 'Shifts', Question_Kind: 'multiple_choice', Question_Settings: { options: [{ id: 'am', label: 'Mornings' }, { id: 'pm', label: 'Nights' }] } },
      { Question_Text: 'About you', Question_Kind: 'text' },
      { Question_Text: 'Why us?' },
    ];
    const ids: number[] = [];
    for (const q of questions) ids.push((wrapper(await call('POST', '/api/Question', recruiter.auth, { fk_Campaign_ID: job.id, ...q })).data as { pk_Question_ID: number }).pk_Question_ID);
    const answer = async (email: string, licence: boolean) => {
      const l = await buildInterviewLine(t.app, recruiter, { campaignId: job.id, questionCount: 0, email });
      const put = (i: number, body: object) =>
        t.app.inject({ method: 'PUT', url: `/api/interview/${l.campaignId}/${l.enterpriseId}/answers/${ids[i]}`, headers: { 'x-interview-token': l.token }, payload: body });
      expect((await put(0, { kind: 'yes_no', yes: licence })).statusCode).toBe(200);
      if (licence) {
        expect((await put(1, { kind: 'multiple_choice', choiceIds: ['pm', 'am'] })).statusCode).toBe(200);
        expect((await put(2, { kind: 'text', text: '=Ten years, "mostly" nights' })).statusCode).toBe(200);
      }
    };
    await answer('licensed@example.com', true);
    await answer('unlicensed@example.com', false);

    const [header, ...rows] = csvOf((await call('GET', `/api/CampaignLine/Export?campaignId=${job.id}`, recruiter.auth)).rawPayload);
    expect(header.slice(CANDIDATE_COLUMNS.length)).toEqual(['Q1: Do you hold a forklift licence?', 'Q2: Shifts', 'Q3: About you', 'Q4: Why us?']);
    const row = (email: string) => rows.find((r) => r[header.indexOf('Email')] === email)!;
    expect(row('licensed@example.com').slice(CANDIDATE_COLUMNS.length)).toEqual(['Yes', 'Mornings; Nights', `'=Ten years, "mostly" nights`, '']);
    expect(row('licensed@example.com')[header.indexOf('Did not meet')]).toBe('');
    expect(row('unlicensed@example.com').slice(CANDIDATE_COLUMNS.length)).toEqual(['No', '', '', '']);
    expect(row('unlicensed@example.com')[header.indexOf('Did not meet')]).toBe('Do you hold a forklift licence?');

    const emails = async (screening: string) =>
      csvOf((await call('GET', `/api/CampaignLine/Export?campaignId=${job.id}&screening=${screening}`, recruiter.auth)).rawPayload)
        .slice(1)
        .map((r) => r[header.indexOf('Email')]);
    expect(await emails('unmet')).toEqual(['unlicensed@example.com']);
    expect(await emails('met')).toEqual(['licensed@example.com']);
    expect((await call('GET', `/api/CampaignLine/Export?screening=maybe`, recruiter.auth)).statusCode).toBe(400);
  });

  it('exports XLSX: a workbook whose sheet holds the same rows', async () => {
    const res = await call('GET', `/api/CampaignLine/Export?format=xlsx&campaignId=${hmJob.campaignId}`, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const file = path.join(dir, 'c.xlsx');
    fs.writeFileSync(file, res.rawPayload);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    expect(execFileSync('zipinfo', ['-1', file]).toString()).toContain('xl/worksheets/sheet1.xml');
    const sheet = execFileSync('unzip', ['-p', file, 'xl/worksheets/sheet1.xml']).toString();
    const texts = [...sheet.matchAll(/<t xml:space="preserve">([^<]*)<\/t>/g)].map((m) => m[1]);
    expect(texts.slice(0, CANDIDATE_COLUMNS.length)).toEqual([...CANDIDATE_COLUMNS]);
    expect(texts).toContain('zoe@example.com');
    expect(texts).toContain('Zoë, &quot;Quoted&quot;');
    expect(texts).toContain('=HYPERLINK(&quot;http://evil&quot;)');
    expect(sheet).not.toContain('<f>');
    expect(sheet.match(/<row /g)).toHaveLength(3);
    expect(execFileSync('unzip', ['-p', file, 'xl/workbook.xml']).toString()).toContain('name="Candidates"');
  });

  it('gives a hiring manager only the candidates of their jobs', async () => {
    const all = csvOf((await call('GET', '/api/CampaignLine/Export', hm.auth)).rawPayload);
    expect(all.slice(1).map((r) => r[3]).sort()).toEqual(['sam@example.com', 'zoe@example.com']);
    expect((await call('GET', `/api/CampaignLine/Export?campaignId=${otherJob.campaignId}`, hm.auth)).statusCode).toBe(404);
  });

  it('answers 401 without a session, 400 with details for bad input, 404 for another tenant’s job', async () => {
    expect((await call('GET', '/api/CampaignLine/Export', {})).statusCode).toBe(401);
    const bad = await call('GET', '/api/CampaignLine/Export?format=pdf&status=99', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(wrapper(bad).details ?? {}).sort()).toEqual(['format', 'status']);
    const cross = await call('GET', `/api/CampaignLine/Export?campaignId=${hmJob.campaignId}`, outsider.auth);
    expect(cross.statusCode).toBe(404);
    expect(wrapper(cross).message).toBe(MSG.notFound);
    const none = csvOf((await call('GET', '/api/CampaignLine/Export', outsider.auth)).rawPayload);
    expect(none).toEqual([[...CANDIDATE_COLUMNS]]);
  });
});

describe('GET /api/Dashboard/Export', () => {
  it('exports the three monthly series side by side as CSV', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const res = await call('GET', `/api/Dashboard/Export?startDate=${month}-01&endDate=${month}-28`, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvOf(res.rawPayload);
    expect(rows[0]).toEqual(['Month', 'Jobs created', 'Candidates invited', 'Interviews completed']);
    expect(rows[1][0]).toBe(month);
    expect(Number(rows[1][1])).toBe(2);
    const hmRows = csvOf((await call('GET', `/api/Dashboard/Export?startDate=${month}-01&endDate=${month}-28`, hm.auth)).rawPayload);
    expect(Number(hmRows[1][1])).toBe(1);
    // Under the series, the completion funnel of the candidates invited in the range, and their rating of the interview (issue 33).
    const funnelAt = rows.findIndex((r) => r[0] === 'Completion funnel');
    expect(rows[funnelAt]).toEqual(['Completion funnel', 'Candidates', 'From the stage before']);
    expect(rows.slice(funnelAt + 1, funnelAt + 7).map((r) => r[0])).toEqual(['Invited', 'Delivered', 'Opened', 'Consented', 'Started', 'Finished']);
    expect(Number(rows[funnelAt + 1][1])).toBe(Number(rows[1][2]));
    expect(rows[funnelAt + 7][0]).toBe('Candidates’ rating of the interview');
    expect(rows[funnelAt + 7][2]).toBe('shown from 5 ratings');
  });

  it('answers 401 without a session and 400 with details for a bad range', async () => {
    expect((await call('GET', '/api/Dashboard/Export?startDate=2026-01-01&endDate=2026-02-01', {})).statusCode).toBe(401);
    const bad = await call('GET', '/api/Dashboard/Export?startDate=2026-05-01&endDate=2026-01-01', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(wrapper(bad).details?.endDate).toBeTruthy();
    expect(wrapper(await call('GET', '/api/Dashboard/Export?startDate=nope&endDate=2026-01-01', owner.auth)).details?.startDate).toBeTruthy();
  });
});

describe('toCsv', () => {
  it('prefixes every formula start and quotes what needs it', () => {
    const text = toCsv([['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', 'a,b', 'line\nbreak', -5, null]]).toString('utf8');
    expect(text).toBe(`\ufeff'=1+1,'+1,'-1,'@SUM(A1),'\tx,plain,"a,b","line\nbreak",-5,\r\n`);
  });
});
