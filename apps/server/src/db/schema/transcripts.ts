import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, regconfig, tsvector, updatedAt } from './common';
import { campaignLines } from './campaigns';
import { questionResponses } from './interviews';

/*
 * Transcripts, captions and summaries (issue 15, docs/transcripts.md).
 */


/** One recognised stretch of speech, in seconds from the start of the answer's video. */
export interface StoredSegment {
  start: number;
  end: number;
  text: string;
}

/**
 * The transcript of one answer attempt (a question_responses row). Status: queued | running |
 * ready | failed. `search` is generated from `full_text` in the text search configuration of the
 * transcript's language (`ts_config`: 'english' for en, 'spanish' for es, ..., 'simple' for a
 * language PostgreSQL has no stemmer for), so a search in the enterprise's language stems the
 * words the same way. Its GIN index leads with the enterprise (btree_gin), so a search reads only
 * the tenant's entries.
 */
export const transcripts = pgTable(
  'transcripts',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    questionResponseId: integer('question_response_id')
      .notNull()
      .references(() => questionResponses.id),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    /** The language asked of the engine (BCP 47), or what it reported. */
    language: varchar('language', { length: 35 }),
    /** What produced it, e.g. 'pocketsphinx en-us'; null until made. */
    engine: varchar('engine', { length: 200 }),
    segments: jsonb('segments').$type<StoredSegment[]>().notNull().default([]),
    /** The segments' text joined by single spaces (what search and summaries read). */
    fullText: text('full_text').notNull().default(''),
    tsConfig: regconfig('ts_config').notNull().default(sql`'simple'::regconfig`),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(ts_config, full_text)`),
    /** Why the last run failed: a sentence for the reviewer; null when it did not. */
    error: text('error'),
    /** Runs started (each queue attempt counts). */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transcripts_response_uq').on(t.enterpriseId, t.questionResponseId),
    index('transcripts_line_idx').on(t.enterpriseId, t.campaignLineId),
    index('transcripts_search_idx').using('gin', t.enterpriseId, t.search),
  ],
);

/** Per answer of a summary: a stored document, whose keys stay as first written (old rows read back). */
export interface StoredAnswerSummary {
  QuestionResponse_ID: number;
  fk_Question_ID: number;
  Summary: string;
}

/**
 * A candidate's summary (one per line, replaced when made again): what they said, per answer and
 * overall. Kind 'ai' (the AI adapter wrote it; `model` names the model) or 'extractive' (key
 * sentences picked offline).
 */
export const candidateSummaries = pgTable(
  'candidate_summaries',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id').notNull(),
    campaignLineId: integer('campaign_line_id')
      .notNull()
      .references(() => campaignLines.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    model: varchar('model', { length: 200 }).notNull(),
    overall: text('overall').notNull(),
    answers: jsonb('answers').$type<StoredAnswerSummary[]>().notNull().default([]),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('candidate_summaries_line_uq').on(t.enterpriseId, t.campaignLineId)],
);

/**
 * An enterprise's transcript choices; no row means the defaults: transcripts on (when an engine
 * runs), summaries off (an owner opts in), language 'en'.
 */
export const transcriptSettings = pgTable('transcript_settings', {
  enterpriseId: integer('enterprise_id').primaryKey(),
  transcriptsEnabled: boolean('transcripts_enabled').notNull().default(true),
  summariesEnabled: boolean('summaries_enabled').notNull().default(false),
  language: varchar('language', { length: 35 }).notNull().default('en'),
  userId: integer('user_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
