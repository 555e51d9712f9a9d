import { boolean, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { campaignLines } from './campaigns';
import { createdAt, enterpriseId, id } from './common';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A link that lets someone without an account review candidates (issue 5): expiring,
 * revocable, optionally anonymised. Only the sha256 of the link's token is stored.
 */
export const reviewShares = pgTable(
  'review_shares',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    /** The member who created the link. */
    userId: integer('user_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    label: varchar('label', { length: 200 }),
    /** Hide names, email and resume from the reviewer. */
    anonymised: boolean('anonymised').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_shares_token_uq').on(t.tokenHash),
    index('review_shares_campaign_idx').on(t.enterpriseId, t.campaignId, t.id),
  ],
);

/** The candidates a share shows, each under an opaque per-share reference. */
export const reviewShareCandidates = pgTable(
  'review_share_candidates',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    reviewShareId: integer('review_share_id')
      .notNull()
      .references(() => reviewShares.id),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    /** Opaque reference used in the share's URLs instead of the line id. */
    ref: varchar('ref', { length: 32 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('review_share_candidates_ref_uq').on(t.reviewShareId, t.ref),
    uniqueIndex('review_share_candidates_line_uq').on(t.reviewShareId, t.campaignLineId),
    index('review_share_candidates_enterprise_idx').on(t.enterpriseId, t.reviewShareId),
  ],
);

/** Every visit through a share link (page views, videos, ratings). */
export const reviewShareVisits = pgTable(
  'review_share_visits',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    reviewShareId: integer('review_share_id')
      .notNull()
      .references(() => reviewShares.id),
    /** view | video | resume | rating */
    action: varchar('action', { length: 16 }).notNull(),
    /** sha256 of the client address: enough to tell visitors apart, not to identify them. */
    ipHash: varchar('ip_hash', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    visitedAt: createdAt('visited_at'),
  },
  (t) => [index('review_share_visits_share_idx').on(t.enterpriseId, t.reviewShareId, t.id)],
);

/** A rating (and optional comment) left through a share link by a guest reviewer. */
export const reviewShareRatings = pgTable(
  'review_share_ratings',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    reviewShareId: integer('review_share_id')
      .notNull()
      .references(() => reviewShares.id),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    reviewerName: varchar('reviewer_name', { length: 100 }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('review_share_ratings_line_idx').on(t.enterpriseId, t.campaignLineId, t.id)],
);

/**
 * Per job and month: invitations and completed interviews. Kept by triggers on campaign_lines
 * (migration 0002), so the dashboard's totals and monthly series never scan the lines.
 */
export const campaignMonthlyCounts = pgTable(
  'campaign_monthly_counts',
  {
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    /** First day of the month (UTC). */
    month: date('month', { mode: 'string' }).notNull(),
    invites: integer('invites').notNull().default(0),
    interviews: integer('interviews').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.campaignId, t.month] }),
    index('campaign_monthly_counts_month_idx').on(t.enterpriseId, t.month),
  ],
);
