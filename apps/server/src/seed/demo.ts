import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { BRAND_PALETTE, CAMPAIGN_STATUS, ENTERPRISE_DEFAULTS, JOB_DEFAULTS, USER_STATUS, initialsOf } from '@candid/shared';
import type { AppContext } from '../context';
import { campaigns, employers, enterprises, questions, transcriptSettings, users, type questionResponses } from '../db/schema/index';
import { requestInterviewBuild } from '../modules/interview-build/service';
import { queueTranscription } from '../modules/transcripts/service';
import { withTransaction } from '../db/transaction';
import { hashSecret } from '../platform/crypto';
import { htmlToText, sanitizeRichText } from '../platform/html';
import { CLIENTS, DEMO_DOMAIN, TEAM, type Client, type DemoCandidate, type DemoJob, type Member } from './demo-content';
import { JOBS } from './demo-jobs';
import {
  Clock,
  answeredCount,
  reelRequest,
  seedAnswers,
  seedComment,
  seedLines,
  seedMentions,
  type Invitation,
  type SeedScope,
  type SeededJob,
} from './demo-candidates';
import { RecordingsSkipped, makeDemoClips, type DemoClip, type DemoClips, type ReelRequest } from './recordings';

export { DEMO_DOMAIN } from './demo-content';

export interface DemoSeed {
  email: string;
  password: string;
  others: string[];
  jobs: number;
  candidates: number;
  /** Answers with a recording; 0 when the recordings were skipped. */
  answers: number;
  /** Why there are no recordings (ffmpeg missing or failing), or null. */
  recordingsSkipped: string | null;
  /** Why the recordings are silent (espeak-ng missing or failing), or null. */
  speechSkipped: string | null;
  /** Answers queued for speech recognition (0 when no engine runs); their transcripts and summaries follow in the background. */
  transcriptsQueued: number;
  ms: number;
}

/** Start and end dates of a job; 'next-month' opens on the 7th of next month for six weeks. */
function windowOf(job: DemoJob, clock: Clock): [string, string] {
  if (job.window !== 'next-month') return [clock.date(job.window.start), clock.date(job.window.end)];
  const start = new Date(Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth() + 1, 7));
  const end = new Date(start.getTime() + 42 * 86_400_000);
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}

/** The jobs in the order they were created, so ids (the list's newest first) follow their dates. */
const jobsByCreation = () => [...JOBS].sort((a, b) => b.created - a.created);

/** The candidates who recorded something, in the order of JOBS (the open job first): a clip per answer. */
function recordedAnswers(): { candidate: DemoCandidate; reel: ReelRequest }[] {
  const recorded = JOBS.flatMap((job) => job.candidates.filter((c) => answeredCount(c, job.questions.length) > 0).map((candidate) => ({ job, candidate })));
  return recorded.map(({ job, candidate }, i) => ({ candidate, reel: reelRequest(job, candidate, i) }));
}

/**
 * On an empty database, creates the demo agency (Harbour & Finch Recruitment): a team with one
 * user per access level, two client employers, five jobs (open, scheduled, ended, just created)
 * and candidates at every stage, with recorded answers (short clips made with ffmpeg, each
 * speaking its answer with espeak-ng, stored as the transcode stores answers), resumes, ratings,
 * comments and mentions, and transcripts and summaries on. Returns the logins and what was made,
 * or null when the database already has data.
 *
 * Each answer's transcript is queued like a real answer's (in the bulk lane, the open job's
 * candidates first; only the first SEED_DEMO_TRANSCRIPTS candidates') when a speech engine runs: the engine makes it in the background after the
 * start, and each finished candidate's summary follows. Without a working ffmpeg everything but
 * the answers is seeded and `recordingsSkipped` says why; without espeak-ng the clips are silent
 * and `speechSkipped` says why. The rows and jobs are written in one transaction; media written
 * before a failure is removed. `transcripts: false` queues none (benchmarks that time other work).
 */
export async function seedDemo(ctx: AppContext, opts: { recordings?: boolean; transcripts?: boolean } = {}): Promise<DemoSeed | null> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(enterprises);
  if (n > 0) return null;
  const started = performance.now();
  const clock = new Clock(new Date());
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'candid-demo-'));
  let recordingsSkipped: string | null = opts.recordings === false ? 'not asked for' : null;
  // espeak-ng and ffmpeg run in child processes while argon2 hashes and the database takes the rows.
  const recorded = recordedAnswers();
  const clipsMade: Promise<DemoClips | null> =
    opts.recordings === false
      ? Promise.resolve(null)
      : makeDemoClips(ctx.config, recorded.map((r) => r.reel), scratch).catch((err: unknown) => {
          recordingsSkipped = err instanceof RecordingsSkipped ? err.message : `ffmpeg failed: ${String((err as Error)?.message ?? err).slice(0, 300)}`;
          return null;
        });
  const written: string[] = [];
  let answers = 0;
  let transcriptsQueued = 0;
  let speechSkipped: string | null = null;
  try {
    const passwordHash = await hashSecret(ctx.config.demoPassword);
    await withTransaction(ctx, async ({ db: tx }) => {
      // The agency's plan period starts now (the enterprise's creation): the demo's history,
      // dated in the past months, does not use up the jobs and invites a newcomer may try.
      const [enterprise] = await tx
        .insert(enterprises)
        .values({
          name: 'Harbour & Finch Recruitment',
          initials: 'HF',
          email: `hello@${DEMO_DOMAIN}`,
          backgroundColour: BRAND_PALETTE[2],
          colour: BRAND_PALETTE[1],
          phoneNumber: '292 555 0100',
          phoneCountryCode: ENTERPRISE_DEFAULTS.phonePrefix,
          streetAddress: '1 Harbour Street',
          city: ENTERPRISE_DEFAULTS.city,
          region: 'New South Wales',
          postcode: '2000',
          country: ENTERPRISE_DEFAULTS.country,
          countryCode: ENTERPRISE_DEFAULTS.countryCode,
          isAgencies: true,
        })
        .returning();
      const enterpriseId = enterprise.id;

      const team = await tx
        .insert(users)
        .values(
          TEAM.map((m, i) => ({
            enterpriseId,
            firstName: m.first,
            lastName: m.last,
            email: `${m.local}@${DEMO_DOMAIN}`,
            initials: initialsOf(m.first, m.last),
            backgroundColour: BRAND_PALETTE[(i + 3) % BRAND_PALETTE.length],
            colour: BRAND_PALETTE[1],
            accessLevel: m.level,
            status: USER_STATUS.Active,
            isOnboarding: false,
            passwordHash,
          })),
        )
        .returning();
      const members = Object.fromEntries(TEAM.map((m, i) => [m.local, team[i]])) as SeedScope['members'];
      const s: SeedScope = { tx, media: ctx.media, enterpriseId, clock, members, written, mentions: [] };

      const clientIds = {} as Record<Client, number>;
      for (const [i, [key, c]] of Object.entries(CLIENTS).entries()) {
        const { contact, ...fields } = c;
        const [row] = await tx
          .insert(employers)
          .values({
            ...fields,
            enterpriseId,
            userId: members.owner.id,
            mainContactUserId: members[contact].id,
            backgroundColour: BRAND_PALETTE[2 + i * 3],
            colour: BRAND_PALETTE[i === 0 ? 0 : 1],
            country: 'Australia',
            countryCode: 'AU',
            createdAt: clock.at(150 - i * 20),
            updatedAt: clock.at(150 - i * 20),
          })
          .returning();
        clientIds[key as Client] = row.id;
      }

      const seeded: SeededJob[] = [];
      const invitations: Invitation[] = [];
      for (const spec of jobsByCreation()) {
        const job = await seedJob(ctx, s, spec, spec.client ? clientIds[spec.client] : 0);
        seeded.push(job);
        invitations.push(...spec.candidates.map((candidate) => ({ job, location: spec.location, candidate })));
      }
      await seedLines(s, invitations);

      // The recordings are needed from here on: wait for ffmpeg if it is still at work.
      const made = await clipsMade;
      const answersOf = new Map<DemoCandidate, (typeof questionResponses.$inferSelect)[]>();
      if (made) {
        speechSkipped = made.speechSkipped;
        const clipsOf = new Map<DemoCandidate, DemoClip[]>(recorded.map((r, i) => [r.candidate, made.clips[i]]));
        for (const job of seeded) {
          for (const { candidate, line } of job.lines) {
            const clips = clipsOf.get(candidate);
            if (!clips) continue;
            const rows = await seedAnswers(s, job, candidate, line, clips);
            answersOf.set(candidate, rows);
            answers += rows.length;
          }
        }
      }
      await seedMentions(s);

      // Transcripts and summaries on, as the owner would set them; every answer is recognised by
      // the speech engine like a real one, the candidates a newcomer opens first at the front.
      await tx.insert(transcriptSettings).values({
        enterpriseId,
        transcriptsEnabled: true,
        summariesEnabled: true,
        language: 'en',
        userId: members.owner.id,
      });
      if (ctx.stt && opts.transcripts !== false) {
        for (const { candidate } of recorded.slice(0, ctx.config.seedDemoTranscripts)) {
          for (const response of answersOf.get(candidate) ?? []) {
            await queueTranscription({ db: tx }, response, { bulk: true });
            transcriptsQueued++;
          }
        }
      }
    });
  } catch (err) {
    await Promise.all(written.map((key) => ctx.media.delete(key).catch(() => undefined)));
    throw err;
  } finally {
    await clipsMade;
    await fsp.rm(scratch, { recursive: true, force: true });
  }
  // The interview builds were queued with the jobs, the transcripts with the answers.
  ctx.queue.wake();

  return {
    email: `owner@${DEMO_DOMAIN}`,
    password: ctx.config.demoPassword,
    others: TEAM.slice(1).map((m) => `${m.local}@${DEMO_DOMAIN}`),
    jobs: JOBS.length,
    candidates: JOBS.reduce((sum, j) => sum + j.candidates.length, 0),
    answers,
    recordingsSkipped,
    speechSkipped,
    transcriptsQueued,
    ms: Math.round(performance.now() - started),
  };
}

/** One job as saving it leaves it (questions, interview build queued), and the team's comments on it. */
async function seedJob(ctx: AppContext, s: SeedScope, job: DemoJob, employerId: number): Promise<SeededJob> {
  const { tx, enterpriseId, clock, members } = s;
  const [start, end] = windowOf(job, clock);
  const html = sanitizeRichText(job.descriptionHtml);
  const created = clock.at(job.created);
  const author: Member = job.author;
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      enterpriseId,
      userId: members[author].id,
      name: job.title,
      jobTitle: job.title,
      referenceCode: job.code,
      startDate: start,
      endDate: end,
      locationText: job.location,
      workTypeId: job.workType,
      payTypeId: job.payType,
      payRangeFrom: job.pay[0],
      payRangeTo: job.pay[1],
      jobDescription: htmlToText(html),
      jobDescriptionHtml: html,
      hiringManagerId: members[job.hiringManager].id,
      employerId,
      // Live jobs keep the status of a saved job (1); an ended one was closed with End (0).
      status: job.ended ? 0 : CAMPAIGN_STATUS.New,
      voice: JOB_DEFAULTS.voice,
      createdAt: created,
      updatedAt: job.ended && job.window !== 'next-month' ? clock.at(-job.window.end) : clock.at(job.created - 0.05),
    })
    .returning();
  const campaignId = campaign.id;
  const rows = await tx
    .insert(questions)
    .values(
      job.questions.map((text, order) => ({
        enterpriseId,
        userId: members[author].id,
        campaignId,
        text,
        generatedText: text,
        order,
        recruiterRating: JOB_DEFAULTS.recruiterRating,
        createdAt: created,
        updatedAt: created,
      })),
    )
    .returning();
  const questionIds = [...rows].sort((a, b) => a.order - b.order).map((q) => q.id);
  await requestInterviewBuild({ db: tx }, { enterpriseId, campaignId });

  for (const comment of job.comments ?? []) await seedComment(s, campaignId, comment);
  return { campaignId, questionIds, lines: [] };
}
