import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt, enterpriseId, id, updatedAt } from './common';

/**
 * A comment on a job (Type 0), or on a candidate's answer when the campaign line, question
 * and question-response ids are set. Plain text; replies point at Comment_Parent.
 */
export const comments = pgTable(
  'comments',
  {
    pk_Comment_ID: id('id'),
    fk_Enterprise_ID: enterpriseId(),
    fk_Campaign_ID: integer('campaign_id')
      .notNull()
      .references(() => campaigns.pk_Campaign_ID),
    /** The author; only the author may edit or delete. */
    fk_User_ID: integer('user_id').notNull(),
    Comment_Content: text('content').notNull(),
    /** 0 for job comments. */
    Type: smallint('type').notNull().default(0),
    Reaction: varchar('reaction', { length: 32 }),
    fk_CampaignLine_ID: integer('campaign_line_id'),
    fk_Question_ID: integer('question_id'),
    fk_QuestionResponse_ID: integer('question_response_id'),
    /** The parent comment's id for a reply; no foreign key so deleting a parent stays simple. */
    Comment_Parent: integer('parent_id'),
    Comment_DateOfCreation: createdAt(),
    Comment_DateOfLastUpdate: updatedAt(),
  },
  (t) => [
    index('comments_enterprise_idx').on(t.fk_Enterprise_ID, t.pk_Comment_ID),
    index('comments_campaign_idx').on(t.fk_Enterprise_ID, t.fk_Campaign_ID, t.pk_Comment_ID),
    index('comments_question_idx').on(
      t.fk_Enterprise_ID,
      t.fk_Campaign_ID,
      t.fk_Question_ID,
      t.pk_Comment_ID,
    ),
  ],
);
