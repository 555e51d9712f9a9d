import type { AccommodationTime, ScreeningAction } from '@candid/shared';
import type { CandidateChannel } from '@candid/shared/funnel';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, guid, id, session, updatedAt } from './common';
import { randomToken } from '../../platform/crypto';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * A campaign (job). Defaults follow SPEC §9 "Job defaults"; the variance, algorithm,
 * language and voice settings are carried as the spec lists them, their effect is not shown.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    /** The user who created the job. */
    userId: integer('user_id').notNull(),
    jobId: integer('job_id'),
    sSession: session(),
    name: varchar('name', { length: 200 }).notNull(),
    jobTitle: varchar('job_title', { length: 200 }).notNull().default(''),
    referenceCode: varchar('reference_code', { length: 50 }),
    /** Sent as YYYY/MM/DD, stored as a date, returned as YYYY-MM-DD. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** A display identifier of the job; the screen's read-only "Job ID" is `id`. */
    displayId: varchar('display_id', { length: 64 }),
    locationCountryId: integer('location_country_id'),
    locationRegionId: integer('location_region_id'),
    /** The location option value (SPEC §3, about 10000001 to 10010208). */
    locationCityId: integer('location_city_id'),
    locationText: varchar('location_text', { length: 300 }),
    categoryId: integer('category_id'),
    categorySubId: integer('category_sub_id'),
    /** SPEC §9 work types; 0 none. */
    workTypeId: smallint('work_type_id').notNull().default(0),
    /** SPEC §9 pay types; 0 none. */
    payTypeId: smallint('pay_type_id').notNull().default(0),
    /** Whole currency units; an exact pay is entered in both fields. */
    payRangeFrom: integer('pay_range_from'),
    payRangeTo: integer('pay_range_to'),
    jobDescription: text('job_description'),
    /** Sanitized HTML of the rich-text editor. */
    jobDescriptionHtml: text('job_description_html'),
    jobVideoLink: varchar('job_video_link', { length: 2048 }),
    /** The job's hiring manager (a user id); on the wire Campaign_CandidateNumber (http/wire-names.ts). */
    hiringManagerId: integer('hiring_manager_user_id'),
    /** The selected client employer's id, 0 for the enterprise's own company; on the wire Campaign_Tolerance. */
    employerId: integer('employer_id').notNull().default(0),
    /** 1 on save of a new job; 100 active (SPEC §4). */
    status: smallint('status').notNull().default(1),
    accessLevel: integer('access_level').notNull().default(1),
    /** 1 means deleted. */
    deleted: smallint('deleted').notNull().default(0),
    videoVariance: integer('video_variance').notNull().default(4),
    faceVariance: integer('face_variance').notNull().default(6),
    voiceVariance: integer('voice_variance').notNull().default(9),
    videoDataVariance: integer('video_data_variance').notNull().default(12),
    algorithm: varchar('algorithm', { length: 100 }),
    language: varchar('language', { length: 16 }).notNull().default('en-AU'),
    voice: varchar('voice', { length: 100 }).notNull().default('en-AU-NatashaNeural'),
    /** Candidate interview: seconds to read a question before recording starts. */
    thinkTimeSeconds: integer('think_time_seconds').notNull().default(30),
    answerTimeLimitSeconds: integer('answer_time_limit_seconds').notNull().default(120),
    /** Re-recordings allowed per answer after the first attempt. */
    retakes: smallint('retakes').notNull().default(1),
    /** When true, neither think time nor answer time limit applies. */
    untimed: boolean('untimed').notNull().default(false),
    /** Issue 29: 'flag' (carry on) or 'end' (end the interview after the screening questions) on a disqualifying answer. */
    screeningAction: varchar('screening_action', { length: 8 }).$type<ScreeningAction>().notNull().default('flag'),
    /** Issue 29: the recruiter's message when the interview ends on screening (null: the default). */
    screeningEndMessage: text('screening_end_message'),
    /** Issue 29: the application form candidates fill in after consent (application_forms.id; null: none). */
    formId: integer('form_id'),
    /**
     * The secret of the job's public link (/invite/{c}/{e}?link=...): without it nobody can
     * read the job or register for it, so jobs cannot be found by walking ids.
     */
    publicLinkToken: varchar('public_link_token', { length: 64 })
      .notNull()
      .$defaultFn(() => randomToken(24)),
    /** Jobs older than the secret keep their bare link working while they are open. */
    legacyPublicLink: boolean('legacy_public_link').notNull().default(false),
    /**
     * The job's careers path segment (/careers/{company}/{slug}), unique within the enterprise;
     * always set on insert from the title by a trigger (migration 0014), so a copy gets its own.
     */
    slug: varchar('slug', { length: 80 }),
    /**
     * When the job's current ending was told as the job.ended webhook event (or, for jobs ended
     * before there was a scan, marked told by migration 0017). Null while the job is not ended,
     * and while an ending by date waits for the scan (modules/campaigns/ended-notices.ts); a write
     * that re-opens the job clears it, so its next ending is told again. Never sent on the wire.
     */
    endedNoticeAt: at('ended_notice_at'),
    recordGuid: guid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_enterprise_idx').on(t.enterpriseId, t.id),
    uniqueIndex('campaigns_public_link_uq').on(t.publicLinkToken),
    uniqueIndex('campaigns_slug_uq').on(t.enterpriseId, t.slug),
    /** Jobs per month on the dashboard. */
    index('campaigns_enterprise_created_idx').on(t.enterpriseId, t.createdAt),
    index('campaigns_enterprise_start_idx').on(
      t.enterpriseId,
      t.startDate,
      t.id,
    ),
    index('campaigns_enterprise_end_idx').on(
      t.enterpriseId,
      t.endDate,
      t.id,
    ),
    index('campaigns_enterprise_status_idx').on(
      t.enterpriseId,
      t.status,
      t.endDate,
      t.id,
    ),
    /** The ended-notice scan: only jobs not told as ended (the open ones, and endings waiting for it). */
    index('campaigns_ended_untold_idx')
      .on(t.endDate)
      .where(sql`${t.endedNoticeAt} is null and ${t.deleted} = 0`),
    /** A Hiring Manager's jobs (candidate lists and dashboard, issue 5). */
    index('campaigns_hiring_manager_idx')
      .on(t.enterpriseId, t.hiringManagerId, t.id)
      .where(sql`${t.deleted} = 0`),
  ],
);

/**
 * A candidate's full name as the candidate search matches it: concat_ws(' ', first, last) (a
 * missing part is left out), written with immutable operators so that an index can hold it.
 */
export const candidateFullName = (first: AnyPgColumn, last: AnyPgColumn) => sql`coalesce(${first} || ' ' || ${last}, ${first}, ${last})`;

/** A candidate invited to (or arrived at) a campaign. */
export const campaignLines = pgTable(
  'campaign_lines',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    jobId: integer('job_id'),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    status: smallint('status').notNull().default(0),
    /** Stored lower-cased; one line per address and campaign. */
    candidateEmail: varchar('candidate_email', { length: 254 }).notNull(),
    candidateFirstName: varchar('candidate_first_name', { length: 100 }),
    candidateLastName: varchar('candidate_last_name', { length: 100 }),
    candidatePhone: varchar('candidate_phone', { length: 30 }),
    /** sha256 (hex) of the candidate's personal invitation secret; never sent on the wire. */
    inviteTokenHash: varchar('invite_token_hash', { length: 64 }),
    invitedAt: at('invited_at'),
    consentAt: at('consent_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    /** Issue 29: some screening answer did not qualify (a flag for reviewers; it never rejects by itself). */
    screeningUnmet: boolean('screening_unmet').notNull().default(false),
    /** Issue 29: when the interview ended on screening (the job ends interviews on a disqualifying answer). */
    screeningEndedAt: at('screening_ended_at'),
    /** Issue 29: when the candidate submitted the job's application form. */
    formSubmittedAt: at('form_submitted_at'),
    reminderSentAt: at('reminder_sent_at'),
    /** Issue 33: when the candidate first opened their own link (the completion funnel's "opened"). */
    openedAt: at('opened_at'),
    /** Issue 33: how the candidate came (CANDIDATE_CHANNELS): the funnel's drop-off by channel. */
    channel: varchar('channel', { length: 12 }).$type<CandidateChannel>().notNull().default('email'),
    /** Issue 33: when their invitation (mail accepted by the mail server, or SMS delivered) reached them. */
    deliveredAt: at('delivered_at'),
    /** Issue 33: how many questions they have answered (kept by triggers on the answers): where a non-finisher stopped. */
    answeredCount: smallint('answered_count').notNull().default(0),
    /**
     * Issue 32: the accommodation the team granted: more time ('1.5', '2' or 'untimed'), extra
     * attempts per question and a later deadline.
     */
    accommodationTime: varchar('accommodation_time', { length: 8 }).$type<AccommodationTime>(),
    accommodationRetakes: smallint('accommodation_retakes').notNull().default(0),
    accommodationGrantedAt: at('accommodation_granted_at'),
    /** Issue 32: the candidate's own last day (YYYY-MM-DD), later than the job's end date; null: the job's. */
    accommodationEndDate: date('accommodation_end_date', { mode: 'string' }),
    /**
     * Issue 32: what the candidate asked for on their first page (their words, the latest request)
     * and when. Shown to those who decide, never to reviewers; in the candidate's data copy, and
     * gone with the line.
     */
    accommodationRequest: text('accommodation_request'),
    accommodationRequestedAt: at('accommodation_requested_at'),
    /** Arrived through the public link: costs an invite only once the candidate consents. */
    selfRegistered: boolean('self_registered').notNull().default(false),
    /**
     * Set when the candidate's erasure starts (modules/lifecycle/erase.ts): the personal fields are
     * cleared in the same transaction, the line leaves every list, and the row itself goes once
     * the media and the derived rows are gone. Never sent on the wire.
     */
    erasingAt: at('erasing_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaign_lines_enterprise_idx').on(t.enterpriseId, t.id),
    /** A short link (/i/{secret}, issue 33) finds its line by the secret's hash alone. */
    index('campaign_lines_invite_token_idx').on(t.inviteTokenHash).where(sql`${t.inviteTokenHash} is not null`),
    /** The candidate list filtered by status, newest first. */
    index('campaign_lines_status_idx').on(t.enterpriseId, t.status, t.id),
    /** The latest completed interview (the id breaks ties, so the walk stops at the first row). */
    index('campaign_lines_completed_idx')
      .on(t.enterpriseId, t.completedAt, t.id)
      .where(sql`${t.completedAt} is not null`),
    /** Completed interviews of a job in completion order: the dashboard's latest interview and top candidates. */
    index('campaign_lines_campaign_completed_idx')
      .on(t.enterpriseId, t.campaignId, t.completedAt, t.id)
      .where(sql`${t.completedAt} is not null`),
    index('campaign_lines_campaign_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.id,
    ),
    uniqueIndex('campaign_lines_campaign_email_uq').on(
      t.enterpriseId,
      t.campaignId,
      sql`lower(${t.candidateEmail})`,
    ),
    index('campaign_lines_email_idx').on(
      t.enterpriseId,
      sql`lower(${t.candidateEmail})`,
    ),
    uniqueIndex('campaign_lines_invite_token_uq').on(t.enterpriseId, t.inviteTokenHash),
    /**
     * The candidate search (ILIKE '%term%' on the email or the full name): trigrams (pg_trgm) find
     * the few matching lines among millions instead of reading every line of the enterprise.
     */
    index('campaign_lines_search_idx').using(
      'gin',
      t.candidateEmail.op('gin_trgm_ops'),
      sql`(${candidateFullName(t.candidateFirstName, t.candidateLastName)}) gin_trgm_ops`,
    ),
  ],
);
