import { z } from 'zod';
import { idSchema, idSchema as positiveId, int4 as int, withChange } from './columns';

const optionalId = idSchema.nullable().optional();

/** Comment.Type: 0 a comment on the job, 1 a comment on one answer of a candidate (issue 5). */
export const COMMENT_TYPE = { Job: 0, Answer: 1 } as const;

/** Comment as on the wire (SPEC §3). Type 0 is a job comment, 1 an answer comment. */
export const commentSchema = z.object({
  pk_Comment_ID: int,
  fk_Enterprise_ID: int,
  fk_Campaign_ID: int,
  fk_User_ID: int,
  Comment_Content: z.string(),
  Type: int,
  Reaction: z.string().nullable(),
  fk_CampaignLine_ID: int.nullable(),
  fk_Question_ID: int.nullable(),
  fk_QuestionResponse_ID: int.nullable(),
  Comment_Parent: int.nullable(),
  Comment_DateOfCreation: z.string(),
  Comment_DateOfLastUpdate: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * SPEC §5: bracketed numbers and numbers in parentheses are removed, and square brackets
 * around words are dropped, leaving plain text. The mention markup `@[Jane Doe](12)` thus
 * becomes `@Jane Doe`. The server stores comments cleaned; mentioned users travel as ids.
 */
export function cleanCommentText(text: string): string {
  let out = text.replace(/\[\s*\d+\s*\]|\(\s*\d+\s*\)/g, '');
  // Innermost pairs first, so nested brackets ("[[urgent]]") are unwrapped too.
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(/\[([^[\]]*)\]/g, '$1');
  }
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

const content = z.string().trim().min(1).max(4000);

/**
 * POST /Comment. Type 1 (an answer comment) names the answer: fk_CampaignLine_ID, fk_Question_ID
 * and fk_QuestionResponse_ID are required and must be of the same job.
 */
export const commentInputSchema = z
  .object({
    fk_Campaign_ID: positiveId,
    Comment_Content: content,
    Type: int.min(COMMENT_TYPE.Job).max(COMMENT_TYPE.Answer).optional(),
    Reaction: z.string().trim().max(32).nullable().optional(),
    fk_CampaignLine_ID: optionalId,
    fk_Question_ID: optionalId,
    fk_QuestionResponse_ID: optionalId,
    Comment_Parent: optionalId,
    /** Users of the same enterprise mentioned as `@First Last`; each gets a notification and an email. */
    MentionedUserIDs: z.array(positiveId).max(50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.Type !== COMMENT_TYPE.Answer) return;
    for (const key of ['fk_CampaignLine_ID', 'fk_Question_ID', 'fk_QuestionResponse_ID'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Required for a comment on an answer.' });
    }
  });
export type CommentInput = z.infer<typeof commentInputSchema>;

/** PUT /Comment: only the author may change the text or reaction. */
export const commentUpdateSchema = withChange(
  z.object({
    pk_Comment_ID: positiveId,
    Comment_Content: content.optional(),
    Reaction: z.string().trim().max(32).nullable().optional(),
  }),
  'pk_Comment_ID',
);
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

/** The author summary shown beside a comment. */
export const commentAuthorSchema = z.object({
  pk_User_ID: int,
  User_FirstName: z.string(),
  User_LastName: z.string(),
  User_Initials: z.string().nullable(),
  User_BackgroundColour: z.string().nullable(),
  User_Colour: z.string().nullable(),
  User_ImageLink: z.string().nullable(),
  User_AvatarEnable: z.boolean(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** A comment as listed and returned by POST /Comment (NotificationSent only there). */
export const commentWithAuthorSchema = commentSchema.extend({
  Author: commentAuthorSchema.nullable(),
  NotificationSent: z.boolean().optional(),
});
export type CommentWithAuthor = z.infer<typeof commentWithAuthorSchema>;
