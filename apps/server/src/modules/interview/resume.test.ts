import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, type InterviewSession } from '@candid/shared';
import { buildTestApp, type TestApp } from '../../../test/harness';
import { buildTenants, wrapper } from '../../../test/factories';
import { buildInterviewLine } from '../../../test/interview-fixtures';
import { multipartBody, tempDataDir, tinyPdf } from '../../../test/candidate-fixtures';
import { campaignLines, candidateResumes } from '../../db/schema/index';

let t: TestApp;
const data = tempDataDir();
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
});
afterAll(async () => {
  await t.close();
  data.remove();
});

type Line = Awaited<ReturnType<typeof buildInterviewLine>>;
const upload = (l: Line, body: ReturnType<typeof multipartBody>, token = l.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/interview/${l.campaignId}/${l.enterpriseId}/resume`,
    headers: { ...body.headers, 'x-interview-token': token },
    payload: body.payload,
  });
const rowsOf = (l: Line) => t.app.ctx.db.select().from(candidateResumes).where(eq(candidateResumes.campaignLineId, l.line.id));
const readObject = async (key: string) => {
  const chunks: Buffer[] = [];
  for await (const c of await t.app.ctx.media.get(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** The start of a DOCX (a zip package whose first part is under word/). */
const docxBytes = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(20), Buffer.from('word/document.xml'), Buffer.alloc(200, 1)]);
const docBytes = () => Buffer.concat([Buffer.from('D0CF11E0A1B11AE1', 'hex'), Buffer.alloc(504)]);

let owner: Awaited<ReturnType<typeof buildTenants>>['owner'];
beforeAll(async () => {
  ({ owner } = await buildTenants(t.app, 'Resume Co'));
});

describe('POST /api/interview/{c}/{e}/resume', () => {
  it('stores a real PDF under a generated name, shows it in the session, and a new upload replaces it', async () => {
    const l = await buildInterviewLine(t.app, owner);
    const pdf = tinyPdf();
    const res = await upload(l, multipartBody({ name: '../../etc/Maya CV.pdf', data: pdf, type: 'application/pdf' }));
    expect(res.statusCode).toBe(201);
    expect(wrapper(res).data).toEqual({ name: 'Maya CV.pdf', sizeBytes: pdf.length, uploadedAt: expect.any(String) });
    const [first] = await rowsOf(l);
    expect(first.fileKey).toMatch(new RegExp(`^resumes/${owner.enterpriseId}/${l.line.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(first.mimeType).toBe('application/pdf');
    expect((await readObject(first.fileKey)).equals(pdf)).toBe(true);
    const session = wrapper(await t.app.inject({ url: `/api/interview/${l.campaignId}/${l.enterpriseId}/session`, headers: { 'x-interview-token': l.token } })).data as InterviewSession;
    expect(session.resume).toMatchObject({ name: 'Maya CV.pdf', sizeBytes: pdf.length });

    const docx = await upload(l, multipartBody({ name: 'cv.DOCX', data: docxBytes() }));
    expect(docx.statusCode).toBe(201);
    const rows = await rowsOf(l);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ originalName: 'cv.DOCX', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(rows[0].fileKey).toMatch(/\.docx$/);
    // The replaced file is gone from the media store.
    expect(await t.app.ctx.media.stat(first.fileKey)).toBeNull();

    expect((await upload(l, multipartBody({ name: 'old.doc', data: docBytes() }))).statusCode).toBe(201);
  });

  it('answers 415 when the name or the bytes are not a PDF, DOCX or DOC', async () => {
    const l = await buildInterviewLine(t.app, owner);
    const cases: Array<[string, Buffer]> = [
      ['resume.pdf', Buffer.from('this is plain text pretending to be a PDF')],
      ['resume.docx', Buffer.from('MZ\x90\x00 an executable', 'latin1')],
      ['resume.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)])], // a zip, not a Word document
      ['resume.doc', tinyPdf()],
      ['resume.exe', tinyPdf()],
      ['resume', tinyPdf()],
      ['resume.pdf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(l, multipartBody({ name, data: bytes }));
      expect(res.statusCode, name).toBe(415);
      expect(wrapper(res)).toMatchObject({ successful: false, message: MSG.resumeWrongType, details: { file: [MSG.resumeWrongType] } });
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/interview/${l.campaignId}/${l.enterpriseId}/resume`,
      headers: { 'x-interview-token': l.token, 'content-type': 'application/pdf' },
      payload: tinyPdf(),
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await rowsOf(l)).toHaveLength(0);
  });

  it('answers 413 above 10 MB, 400 without a file, and 401 without the candidate’s token', async () => {
    const l = await buildInterviewLine(t.app, owner);
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(l, multipartBody({ name: 'big.pdf', data: big }));
    expect(tooLarge.statusCode).toBe(413);
    expect(wrapper(tooLarge).message).toBe(MSG.resumeTooLarge);
    const noFile = await upload(l, multipartBody(null, { note: 'hello' }));
    expect(noFile.statusCode).toBe(400);
    expect(wrapper(noFile).message).toBe(MSG.resumeMissing);
    const wrongField = await upload(l, multipartBody({ field: 'cv', name: 'cv.pdf', data: tinyPdf() }));
    expect(wrongField.statusCode).toBe(400);
    const other = await buildInterviewLine(t.app, owner);
    expect((await upload(l, multipartBody({ name: 'cv.pdf', data: tinyPdf() }), other.token)).statusCode).toBe(401);
    expect((await upload(l, multipartBody({ name: 'cv.pdf', data: tinyPdf() }), 'nope')).statusCode).toBe(401);
    expect(await rowsOf(l)).toHaveLength(0);
  });

  it('answers 409 once the interview is completed and keeps the resume reviewers saw', async () => {
    const l = await buildInterviewLine(t.app, owner);
    expect((await upload(l, multipartBody({ name: 'first.pdf', data: tinyPdf() }))).statusCode).toBe(201);
    await t.app.ctx.db
      .update(campaignLines)
      .set({ completedAt: new Date().toISOString(), status: 2 })
      .where(eq(campaignLines.id, l.line.id));
    const res = await upload(l, multipartBody({ name: 'second.pdf', data: tinyPdf() }));
    expect(res.statusCode).toBe(409);
    expect(wrapper(res).message).toBe(MSG.answerInterviewCompleted);
    const rows = await rowsOf(l);
    expect(rows.map((r) => r.originalName)).toEqual(['first.pdf']);
  });
});
