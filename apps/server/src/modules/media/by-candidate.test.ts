import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVEL, MSG, candidateResumeSchema, interviewVideoSchema } from '@candid/shared';
import { campaignLines, campaigns } from '../../db/schema/index';
import { useTestApp } from '../../../test/harness';
import { tempDataDir } from '../../../test/candidate-fixtures';
import { buildEnterprise, buildUser, wrapper, type TestUser } from '../../../test/factories';
import { STAND_IN_POSTER, STAND_IN_VIDEO, buildReviewJob, seedCompletedLine } from '../../../test/review-fixtures';

/*
 * Issue 28: a candidate's resumes and interview videos found by email across the jobs the caller
 * may review (GET /CandidateResume/GetCandidateResumeByUser, /InterviewVideo/GetInterviewVideoByUser),
 * and the interview videos of one candidate (GET /InterviewVideo/GetByCampaignLine) with their files.
 */

const data = tempDataDir();
const t = useTestApp({ startWorkers: false, env: { DATA_DIR: data.dir } });
afterAll(() => data.remove());

const EMAIL = 'jane.doe@example.com';
let owner: TestUser;
let manager: TestUser;
let outsider: TestUser;
/** Jane's lines: in a job the Hiring Manager manages, in another job, and in the outsider's job. */
let managed: Awaited<ReturnType<typeof seedCompletedLine>>;
let other: Awaited<ReturnType<typeof seedCompletedLine>>;
let theirs: Awaited<ReturnType<typeof seedCompletedLine>>;

const seed = async (who: TestUser, opts: { hiringManagerId?: number | null; email?: string } = {}) => {
  const job = await buildReviewJob(t.app, who, { hiringManagerId: opts.hiringManagerId ?? null, questionCount: 1 });
  return seedCompletedLine(t.app.ctx.db, {
    enterpriseId: who.enterpriseId,
    campaignId: job.campaignId,
    email: opts.email ?? EMAIL,
    media: t.app.ctx.media,
    resume: {},
    interviewVideo: true,
  });
};

beforeAll(async () => {
  owner = await buildEnterprise(t.app, 'Candidate Search Co');
  manager = await buildUser(t.app, owner.enterpriseId, ACCESS_LEVEL.HiringManager);
  outsider = await buildEnterprise(t.app, 'Outsider Co');
  managed = await seed(owner, { hiringManagerId: manager.id });
  other = await seed(owner);
  theirs = await seed(outsider);
  // Not Jane's; Jane in a deleted job; Jane being erased: none of them is found.
  await seed(owner, { hiringManagerId: manager.id, email: 'john.roe@example.com' });
  const deleted = await seed(owner, { hiringManagerId: manager.id });
  await t.app.ctx.db.update(campaigns).set({ deleted: 1 }).where(eq(campaigns.id, deleted.line.campaignId));
  const erasing = await seed(owner, { hiringManagerId: manager.id });
  await t.app.ctx.db.update(campaignLines).set({ erasingAt: new Date().toISOString() }).where(eq(campaignLines.id, erasing.lineId));
});

const get = (url: string, who?: TestUser, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...who?.auth, ...headers } });
const resumesOf = async (who: TestUser, email: string) => {
  const res = await get(`/api/CandidateResume/GetCandidateResumeByUser?email=${encodeURIComponent(email)}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return candidateResumeSchema.array().parse(wrapper(res).data);
};
const videosOf = async (who: TestUser, email: string) => {
  const res = await get(`/api/InterviewVideo/GetInterviewVideoByUser?email=${encodeURIComponent(email)}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return interviewVideoSchema.array().parse(wrapper(res).data);
};
const resumeIds = (...lines: (typeof managed)[]) => lines.map((l) => l.resume!.id).sort((x, y) => x - y);
const videoIds = (...lines: (typeof managed)[]) => lines.map((l) => l.interviewVideo!.id).sort((x, y) => x - y);

describe('GET /api/CandidateResume/GetCandidateResumeByUser and /api/InterviewVideo/GetInterviewVideoByUser', () => {
  it("gives the candidate's resumes and videos in every job of the company the caller reviews, whatever the email's case", async () => {
    const resumes = await resumesOf(owner, ' Jane.Doe@EXAMPLE.com ');
    expect(resumes.map((r) => r.pk_CandidateResume_ID)).toEqual(resumeIds(managed, other));
    expect(resumes[0]).toMatchObject({
      fk_Enterprise_ID: owner.enterpriseId,
      fk_Campaign_ID: managed.line.campaignId,
      fk_CampaignLine_ID: managed.lineId,
      CandidateResume_Url: `/api/CandidateResume/${managed.resume!.id}/file`,
    });
    const videos = await videosOf(owner, EMAIL);
    expect(videos.map((v) => v.pk_InterviewVideo_ID)).toEqual(videoIds(managed, other));
    const id = managed.interviewVideo!.id;
    expect(videos[0]).toMatchObject({
      fk_CampaignLine_ID: managed.lineId,
      InterviewVideo_DurationMs: 3000,
      InterviewVideo_Url: `/api/InterviewVideo/${id}/video`,
      InterviewVideo_PosterUrl: `/api/InterviewVideo/${id}/poster`,
    });
    expect(JSON.stringify([resumes, videos])).not.toMatch(/resumes\/|interviews\//);
  });

  it('gives a Hiring Manager only the jobs they manage', async () => {
    expect((await resumesOf(manager, EMAIL)).map((r) => r.pk_CandidateResume_ID)).toEqual(resumeIds(managed));
    expect((await videosOf(manager, EMAIL)).map((v) => v.pk_InterviewVideo_ID)).toEqual(videoIds(managed));
  });

  it("never gives another company's candidate of the same email; an unknown email finds nothing", async () => {
    expect((await resumesOf(outsider, EMAIL)).map((r) => r.pk_CandidateResume_ID)).toEqual(resumeIds(theirs));
    expect((await videosOf(outsider, EMAIL)).map((v) => v.pk_InterviewVideo_ID)).toEqual(videoIds(theirs));
    expect(await resumesOf(owner, 'nobody@example.com')).toEqual([]);
    expect(await videosOf(owner, 'nobody@example.com')).toEqual([]);
  });

  it('answers a missing or malformed email with 400 and details, and no session with 401', async () => {
    for (const path of ['/api/CandidateResume/GetCandidateResumeByUser', '/api/InterviewVideo/GetInterviewVideoByUser']) {
      for (const [query, message] of [
        ['', MSG.enterEmail],
        ['?email=', MSG.enterEmail],
        ['?email=jane', MSG.emailFormatInvalid],
        [`?email=${'a'.repeat(250)}@example.com`, MSG.emailFormatInvalid],
      ] as const) {
        const res = await get(`${path}${query}`, owner);
        expect(res.statusCode, `${path}${query}`).toBe(400);
        expect(wrapper(res).details?.email?.[0], `${path}${query}`).toBe(message);
      }
      expect((await get(`${path}?email=${EMAIL}`)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/InterviewVideo/GetByCampaignLine and the video files', () => {
  it("lists a candidate's interview videos and serves the video (Range) and poster; another job's or company's is 404", async () => {
    const list = await get(`/api/InterviewVideo/GetByCampaignLine?campaignLineId=${managed.lineId}`, manager);
    expect(list.statusCode).toBe(200);
    const [video] = interviewVideoSchema.array().parse(wrapper(list).data);
    expect(video.pk_InterviewVideo_ID).toBe(managed.interviewVideo!.id);
    const part = await get(video.InterviewVideo_Url, manager, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect(part.rawPayload.equals(STAND_IN_VIDEO.subarray(0, 8))).toBe(true);
    const poster = await get(video.InterviewVideo_PosterUrl!, manager);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(STAND_IN_POSTER)).toBe(true);

    const urlsOf = (line: typeof managed) => {
      const id = line.interviewVideo!.id;
      return [`/api/InterviewVideo/GetByCampaignLine?campaignLineId=${line.lineId}`, `/api/InterviewVideo/${id}/video`, `/api/InterviewVideo/${id}/poster`];
    };
    for (const url of urlsOf(other)) {
      expect((await get(url, manager)).statusCode, url).toBe(404);
      expect((await get(url, owner)).statusCode, url).toBe(200);
    }
    for (const url of urlsOf(theirs)) {
      const res = await get(url, owner);
      expect(res.statusCode, url).toBe(404);
      expect(wrapper(res).message).toBe(MSG.notFound);
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await get('/api/InterviewVideo/abc/video', owner)).statusCode).toBe(400);
  });
});
