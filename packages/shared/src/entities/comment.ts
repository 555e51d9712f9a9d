import { z } from 'zod';

const int = z.number().int();
const positiveId = z.number().int().positive();
const optionalId = z.number().int().positive().nullable().optional();

/** Comment as on the wire (SPEC §3). Type 0 is a job comment. */
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
 * around words are dropped (the @mention markup), leaving plain text. Applied for display;
 * the stored content keeps the markup so mentions can still be resolved.
 */
export function cleanCommentText(text: string): string {
  return text
    .replace(/\[\d+\]|\(\d+\)/g, '')
    .replace(/\[([^\]]*)\]/g, '$1')
    .trim();
}

const content = z.string().trim().min(1).max(4000);

/** POST /Comment */
export const commentInputSchema = z.object({
  fk_Campaign_ID: positiveId,
  Comment_Content: content,
  Type: int.min(0).optional(),
  Reaction: z.string().trim().max(32).nullable().optional(),
  fk_CampaignLine_ID: optionalId,
  fk_Question_ID: optionalId,
  fk_QuestionResponse_ID: optionalId,
  Comment_Parent: optionalId,
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** PUT /Comment: only the author may change the text or reaction. */
export const commentUpdateSchema = z.object({
  pk_Comment_ID: positiveId,
  Comment_Content: content.optional(),
  Reaction: z.string().trim().max(32).nullable().optional(),
});
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;
