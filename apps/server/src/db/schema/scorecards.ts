import { index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, enterpriseId, id, updatedAt } from './common';
import { campaigns } from './campaigns';

/**
 * A competency of a job's scorecard (issue 34): its name, guidance for reviewers, the sentence for
 * each point of its 1–5 scale and the questions that show it, in the scorecard's order.
 */
export const scorecardCompetencies = pgTable(
  'scorecard_competencies',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    guidance: text('guidance'),
    /** The sentences for points 1 … 5. */
    anchors: jsonb('anchors').$type<string[]>().notNull(),
    /** The job's questions that show the competency. */
    questionIds: jsonb('question_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('scorecard_competencies_campaign_idx').on(t.enterpriseId, t.campaignId, t.position)],
);
