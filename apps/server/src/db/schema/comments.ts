import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/**
 * A comment on a job (type 0), or on a candidate's answer when the campaign line, question
 * and question-response ids are set. Plain text; replies point at `parentId`.
 */
export const comments = pgTable(
  'comments',
  {
    id: id('id'),
    enterpriseId: enterpriseId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The author; only the author may edit or delete. */
    userId: integer('user_id').notNull(),
    content: text('content').notNull(),
    /** 0 for job comments. */
    type: smallint('type').notNull().default(0),
    reaction: varchar('reaction', { length: 32 }),
    campaignLineId: integer('campaign_line_id'),
    questionId: integer('question_id'),
    questionResponseId: integer('question_response_id'),
    /** The parent comment's id for a reply; no foreign key so deleting a parent stays simple. */
    parentId: integer('parent_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_enterprise_idx').on(t.enterpriseId, t.id),
    index('comments_campaign_idx').on(t.enterpriseId, t.campaignId, t.id),
    index('comments_question_idx').on(
      t.enterpriseId,
      t.campaignId,
      t.questionId,
      t.id,
    ),
  ],
);
