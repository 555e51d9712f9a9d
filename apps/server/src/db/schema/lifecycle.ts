import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { campaignLines } from './campaigns';
import { createdAt, enterpriseId, id, updatedAt } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/*
 * Candidate data lifecycle (issue 16, docs/data-lifecycle.md): erasure, retention and consent.
 */

/**
 * One row per erased candidate, with nothing personal in it: which job, when the line was made and
 * whether it used an invite, why it was erased and by whom. It drives the erasure ('erasing' until
 * the media and rows are gone, then 'done'), keeps the plan's invite count honest after the line
 * is deleted, and is the anonymous record that an erasure happened. The dashboard's monthly
 * counts stay in campaign_monthly_counts (the rollup trigger does not subtract an erased line).
 */
export const candidateErasures = pgTable(
  'candidate_erasures',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    /** The erased line's id; no foreign key, the line is deleted. */
    campaignLineId: integer('campaign_line_id').notNull(),
    /** request (a member deleted it) | job (with its job) | retention (the daily scan) | candidate (their own request). */
    reason: varchar('reason', { length: 16 }).notNull(),
    /** The member who asked; null for the retention scan. */
    userId: integer('user_id'),
    /** erasing | done */
    status: varchar('status', { length: 16 }).notNull().default('erasing'),
    /** The line's creation time and whether it counted as an invite (the plan's usage). */
    lineCreatedAt: at('line_created_at').notNull(),
    billable: boolean('billable').notNull(),
    requestedAt: createdAt('requested_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('candidate_erasures_line_uq').on(t.enterpriseId, t.campaignLineId),
    index('candidate_erasures_status_idx').on(t.enterpriseId, t.status, t.id),
    index('candidate_erasures_created_idx').on(t.enterpriseId, t.lineCreatedAt),
  ],
);

/** An enterprise's retention: months after a job ends that its candidates' data is kept. No row: the default. */
export const retentionSettings = pgTable('retention_settings', {
  enterpriseId: integer('enterprise_id').primaryKey(),
  retentionMonths: smallint('retention_months').notNull(),
  userId: integer('user_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What a candidate agreed to when they consented to recording: the exact sentence shown, the
 * enterprise's privacy policy version (0: the built-in default text), the time and the address.
 */
export const candidateConsents = pgTable(
  'candidate_consents',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    consentText: text('consent_text').notNull(),
    privacyPolicyVersion: integer('privacy_policy_version').notNull(),
    acceptedAt: at('accepted_at').notNull(),
    ipAddress: varchar('ip_address', { length: 45 }),
  },
  (t) => [uniqueIndex('candidate_consents_line_uq').on(t.enterpriseId, t.campaignLineId)],
);
