import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_LINE_STATUS } from '@candid/shared';
import { campaignLines, campaigns, candidateRatings, questionResponseRatings } from '../src/db/schema/index';
import { buildReviewJob, seedCompletedLine } from './review-fixtures';

/*
 * A seeded data set for the dashboard tests (issue 5): jobs of every kind (active, new, ended,
 * past their end date, paused, deleted, another tenant's), candidates invited and completed
 * across months (with UTC month edges), and ratings on one job. The plan returned describes
 * everything inserted so that tests compute the expected figures from it, independently of SQL.
 */

export interface PlannedLine {
  id: number;
  invitedAt: string;
  completedAt: string | null;
  /** Candidate ratings (CandidateRating) by different reviewers. */
  candidateRatings: number[];
  /** Answer ratings (QuestionResponseRating) by different reviewers, all on the first answer. */
  answerRatings: number[];
}

export interface PlannedJob {
  id: number;
  enterpriseId: number;
  hiringManagerId: number | null;
  status: number;
  endDate: string;
  deleted: boolean;
  createdAt: string;
  lines: PlannedLine[];
}

type JobSpec = Omit<PlannedJob, 'id' | 'lines' | 'enterpriseId'> & {
  enterprise: 'own' | 'other';
  lines: Omit<PlannedLine, 'id'>[];
};

const line = (invitedAt: string, completedAt: string | null = null, candidate: number[] = [], answers: number[] = []) => ({
  invitedAt,
  completedAt,
  candidateRatings: candidate,
  answerRatings: answers,
});

/** Lines invited on the given days, completed (when given) on the paired days. */
const lines = (pairs: [string, string | null][]) => pairs.map(([i, c]) => line(i, c));

/**
 * Seeds the plan into the owner's enterprise (and the outsider's). `raters` are user ids of the
 * owner's enterprise used as distinct reviewers (at least two).
 */
export async function seedDashboardPlan(
  app: FastifyInstance,
  people: { owner: { id: number; enterpriseId: number }; hm: { id: number }; outsider: { id: number; enterpriseId: number }; raters: number[] },
): Promise<PlannedJob[]> {
  const { owner, hm, outsider } = people;
  const specs: JobSpec[] = [
    {
      // The hiring manager's job: completions across months and the rated candidates.
      enterprise: 'own',
      hiringManagerId: hm.id,
      status: 100,
      endDate: '2099-12-31',
      deleted: false,
      createdAt: '2025-01-15T10:00:00.000Z',
      lines: [
        line('2025-01-20T09:00:00.000Z', '2025-02-03T10:00:00.000Z', [5, 4], [3]),
        line('2025-01-21T09:00:00.000Z', '2025-02-04T10:00:00.000Z', [4, 5], [5]),
        line('2025-02-01T00:00:00.000Z', '2025-03-31T23:59:59.000Z', [5]),
        line('2025-02-11T09:00:00.000Z', '2025-04-01T00:00:00.000Z', [], [4]),
        line('2025-02-12T09:00:00.000Z', '2025-01-31T23:00:00.000Z'),
        line('2025-03-01T12:00:00.000Z', '2025-05-02T08:00:00.000Z'),
        line('2025-03-02T12:00:00.000Z', '2025-06-30T23:59:00.000Z'),
        // Rated but not completed: never a top candidate.
        line('2025-03-03T12:00:00.000Z', null, [5], []),
        line('2025-06-30T23:30:00.000Z'),
      ],
    },
    {
      // A new job (status 1) of the owner, no hiring manager; a UTC month edge in the offset form.
      enterprise: 'own',
      hiringManagerId: null,
      status: 1,
      endDate: '2099-12-31',
      deleted: false,
      createdAt: '2025-02-28T23:59:59.000Z',
      lines: lines([
        ['2025-04-01T00:10:00+02:00', '2025-04-30T23:59:59.000Z'],
        ['2025-03-15T08:00:00.000Z', '2025-07-01T00:00:00.000Z'],
        ['2025-07-01T00:00:00.000Z', null],
        ['2024-12-31T23:59:59.000Z', '2025-01-01T00:00:00.000Z'],
      ]),
    },
    {
      // Ended (status 0): counts, but is not active.
      enterprise: 'own',
      hiringManagerId: null,
      status: 0,
      endDate: '2025-05-31',
      deleted: false,
      createdAt: '2025-03-01T00:00:00.000Z',
      lines: lines([
        ['2025-03-05T08:00:00.000Z', '2025-03-06T08:00:00.000Z'],
        ['2025-05-20T08:00:00.000Z', null],
      ]),
    },
    {
      // Status 100 but past its end date: not active.
      enterprise: 'own',
      hiringManagerId: null,
      status: 100,
      endDate: '2025-06-30',
      deleted: false,
      createdAt: '2024-12-31T23:00:00.000Z',
      lines: lines([
        ['2025-01-02T08:00:00.000Z', '2025-01-03T08:00:00.000Z'],
        ['2025-01-04T08:00:00.000Z', '2025-01-05T08:00:00.000Z'],
        ['2025-01-06T08:00:00.000Z', null],
      ]),
    },
    {
      // Paused (any other status): counts, not active.
      enterprise: 'own',
      hiringManagerId: hm.id,
      status: 5,
      endDate: '2099-12-31',
      deleted: false,
      createdAt: '2025-04-10T12:00:00.000Z',
      lines: lines([['2025-04-11T08:00:00.000Z', '2025-04-12T08:00:00.000Z']]),
    },
    {
      // Deleted: never counts, even for the hiring manager.
      enterprise: 'own',
      hiringManagerId: hm.id,
      status: 100,
      endDate: '2099-12-31',
      deleted: true,
      createdAt: '2025-02-10T12:00:00.000Z',
      lines: lines([
        ['2025-02-11T08:00:00.000Z', '2025-02-12T08:00:00.000Z'],
        ['2025-02-13T08:00:00.000Z', '2025-08-01T08:00:00.000Z'],
      ]),
    },
    {
      // Another tenant's job: invisible.
      enterprise: 'other',
      hiringManagerId: null,
      status: 100,
      endDate: '2099-12-31',
      deleted: false,
      createdAt: '2025-02-01T12:00:00.000Z',
      lines: lines([
        ['2025-02-02T08:00:00.000Z', '2025-02-03T08:00:00.000Z'],
        ['2025-09-09T08:00:00.000Z', '2025-09-10T08:00:00.000Z'],
      ]),
    },
    // More active jobs than the top six shows, with 0..4 candidates.
    ...[3, 0, 1, 4, 2, 1].map(
      (n, k): JobSpec => ({
        enterprise: 'own',
        hiringManagerId: null,
        status: 100,
        endDate: '2099-12-31',
        deleted: false,
        createdAt: `2025-05-${String(10 + k).padStart(2, '0')}T12:00:00.000Z`,
        lines: lines(
          Array.from({ length: n }, (_, i): [string, string | null] => [
            `2025-05-${String(10 + k).padStart(2, '0')}T13:0${i}:00.000Z`,
            i % 2 === 0 ? `2025-06-0${i + 1}T08:00:00.000Z` : null,
          ]),
        ),
      }),
    ),
  ];

  const jobs: PlannedJob[] = [];
  for (const spec of specs) {
    const who = spec.enterprise === 'own' ? owner : outsider;
    const { campaignId, questionIds } = await buildReviewJob(app, who, { hiringManagerId: spec.hiringManagerId, questionCount: 1 });
    const { db } = app.ctx;
    await db
      .update(campaigns)
      .set({
        status: spec.status,
        endDate: spec.endDate,
        startDate: '2024-12-01',
        deleted: spec.deleted ? 1 : 0,
        createdAt: spec.createdAt,
      })
      .where(eq(campaigns.id, campaignId));
    jobs.push({ ...spec, id: campaignId, enterpriseId: who.enterpriseId, lines: [] });
    const job = jobs.at(-1)!;
    for (const [k, planned] of spec.lines.entries()) {
      // Every other completed line is inserted unfinished and completed by an update, as the
      // interview does, so both trigger paths (insert and update of completed_at) are exercised.
      const viaUpdate = planned.completedAt !== null && k % 2 === 1;
      const { lineId, responses } = await seedCompletedLine(db, {
        enterpriseId: who.enterpriseId,
        campaignId,
        questionIds,
        invitedAt: planned.invitedAt,
        completedAt: viaUpdate ? null : planned.completedAt,
        status: planned.completedAt ? CAMPAIGN_LINE_STATUS.Completed : CAMPAIGN_LINE_STATUS.Started,
      });
      if (viaUpdate) {
        await db
          .update(campaignLines)
          .set({ completedAt: planned.completedAt, status: CAMPAIGN_LINE_STATUS.Completed })
          .where(and(eq(campaignLines.enterpriseId, who.enterpriseId), eq(campaignLines.id, lineId)));
      }
      if (planned.candidateRatings.length) {
        await db.insert(candidateRatings).values(
          planned.candidateRatings.map((rating, r) => ({
            enterpriseId: who.enterpriseId,
            campaignId,
            campaignLineId: lineId,
            userId: people.raters[r],
            rating,
          })),
        );
      }
      if (planned.answerRatings.length) {
        await db.insert(questionResponseRatings).values(
          planned.answerRatings.map((rating, r) => ({
            enterpriseId: who.enterpriseId,
            campaignId,
            campaignLineId: lineId,
            questionResponseId: responses[0].id,
            userId: people.raters[r],
            rating,
          })),
        );
      }
      job.lines.push({ ...planned, id: lineId });
    }
  }
  return jobs;
}
