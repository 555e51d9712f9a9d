import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, enterpriseId, id, updatedAt } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Background work (DESIGN §1 "job queue"): interview builds, answer transcodes, reminders.
 * Claimed with FOR UPDATE SKIP LOCKED and a lease, like the mail outbox, so any number of
 * replicas run workers and a crash only delays a job. `dedupeKey` makes enqueueing idempotent
 * while a job with the same key is still pending or running.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id('id'),
    /** The tenant the work belongs to; null for platform work (e.g. the reminder scan). */
    enterpriseId: integer('enterprise_id'),
    name: varchar('name', { length: 64 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | running | done | failed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    dedupeKey: varchar('dedupe_key', { length: 200 }),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    runAt: at('run_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('background_jobs_due_idx').on(t.status, t.runAt),
    index('background_jobs_enterprise_idx').on(t.enterpriseId, t.id),
    uniqueIndex('background_jobs_dedupe_uq')
      .on(t.name, t.dedupeKey)
      .where(sql`${t.status} in ('pending', 'running') and ${t.dedupeKey} is not null`),
  ],
);

/**
 * The interview build of a job (DESIGN §6.1): question audio and, when configured, the avatar
 * video. One row per campaign, updated as the build runs; the job screen shows it.
 */
export const interviewBuilds = pgTable(
  'interview_builds',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    /** queued | running | ready | failed */
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    /** provider: audio made by the TTS provider; browser: spoken by the candidate's browser. */
    audioSource: varchar('audio_source', { length: 16 }).notNull().default('browser'),
    questionsTotal: integer('questions_total').notNull().default(0),
    questionsDone: integer('questions_done').notNull().default(0),
    lastError: text('last_error'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('interview_builds_campaign_uq').on(t.enterpriseId, t.campaignId)],
);
