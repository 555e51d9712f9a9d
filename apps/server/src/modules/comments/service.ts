import { and, asc, eq } from 'drizzle-orm';
import {
  MSG,
  NOTIFICATION_TITLE_JOB_COMMENTS,
  cleanCommentText,
  type CommentAuthor,
  type CommentInput,
  type CommentUpdate,
  type CommentWithAuthor,
} from '@candid/shared';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/access';
import type { DbOrTx } from '../../db/client';
import { campaignLines, comments, questionResponses, questions, users } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { commentMentionMail } from '../../platform/mail/templates';
import { loadCampaign } from '../campaigns/service';
import { isCommentAuthor } from './policy';
import { campaignUrl, displayName, recipientsOf, writeNotification } from './notifications';

type Row = typeof comments.$inferSelect;

const authorColumns = {
  pk_User_ID: users.pk_User_ID,
  User_FirstName: users.User_FirstName,
  User_LastName: users.User_LastName,
  User_Initials: users.User_Initials,
  User_BackgroundColour: users.User_BackgroundColour,
  User_Colour: users.User_Colour,
  User_ImageLink: users.User_ImageLink,
  User_AvatarEnable: users.User_AvatarEnable,
};

/** Comments with their author (joined within the enterprise). */
function selectWithAuthor(db: DbOrTx) {
  return db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .leftJoin(users, and(eq(users.fk_Enterprise_ID, comments.fk_Enterprise_ID), eq(users.pk_User_ID, comments.fk_User_ID)));
}

const present = (r: { comment: Row; author: CommentAuthor | null }): CommentWithAuthor => ({ ...r.comment, Author: r.author });

async function loadComment(db: DbOrTx, enterpriseId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.fk_Enterprise_ID, enterpriseId), eq(comments.pk_Comment_ID, id)));
  if (!row) throw notFound();
  return row;
}

async function withAuthor(db: DbOrTx, enterpriseId: number, id: number): Promise<CommentWithAuthor> {
  const [row] = await selectWithAuthor(db).where(and(eq(comments.fk_Enterprise_ID, enterpriseId), eq(comments.pk_Comment_ID, id)));
  return present(row);
}

/** SPEC §5 cleaning; a comment that is empty once cleaned is refused. */
function cleanContent(text: string): string {
  const clean = cleanCommentText(text);
  if (!clean) throw badRequest(MSG.validationFailed, { Comment_Content: ['Comment is empty.'] });
  return clean;
}

/** The job's comments (Type 0), oldest first, each with its author. */
export async function listJobComments(db: DbOrTx, enterpriseId: number, campaignId: number): Promise<CommentWithAuthor[]> {
  await loadCampaign(db, enterpriseId, campaignId);
  const rows = await selectWithAuthor(db)
    .where(and(eq(comments.fk_Enterprise_ID, enterpriseId), eq(comments.fk_Campaign_ID, campaignId), eq(comments.Type, 0)))
    .orderBy(asc(comments.pk_Comment_ID));
  return rows.map(present);
}

/** The parent comment, question, candidate and answer a comment points at must be of the same job. */
async function checkReferences(db: DbOrTx, enterpriseId: number, input: CommentInput) {
  const campaignId = input.fk_Campaign_ID;
  const exists = async (rows: Promise<unknown[]>) => {
    if ((await rows).length === 0) throw notFound();
  };
  if (input.Comment_Parent) {
    await exists(
      db.select({ id: comments.pk_Comment_ID }).from(comments)
        .where(and(eq(comments.fk_Enterprise_ID, enterpriseId), eq(comments.fk_Campaign_ID, campaignId), eq(comments.pk_Comment_ID, input.Comment_Parent))),
    );
  }
  if (input.fk_Question_ID) {
    await exists(
      db.select({ id: questions.pk_Question_ID }).from(questions)
        .where(and(eq(questions.fk_Enterprise_ID, enterpriseId), eq(questions.fk_Campaign_ID, campaignId), eq(questions.pk_Question_ID, input.fk_Question_ID))),
    );
  }
  if (input.fk_CampaignLine_ID) {
    await exists(
      db.select({ id: campaignLines.pk_CampaignLine_ID }).from(campaignLines)
        .where(and(eq(campaignLines.fk_Enterprise_ID, enterpriseId), eq(campaignLines.fk_Campaign_ID, campaignId), eq(campaignLines.pk_CampaignLine_ID, input.fk_CampaignLine_ID))),
    );
  }
  if (input.fk_QuestionResponse_ID) {
    await exists(
      db.select({ id: questionResponses.pk_QuestionResponse_ID }).from(questionResponses)
        .where(
          and(
            eq(questionResponses.fk_Enterprise_ID, enterpriseId),
            eq(questionResponses.fk_Campaign_ID, campaignId),
            eq(questionResponses.pk_QuestionResponse_ID, input.fk_QuestionResponse_ID),
          ),
        ),
    );
  }
}

/**
 * Adds a comment to a job of the enterprise. Mentioned users (of the same enterprise; the
 * author is not notified of their own mention) get one 'Job Comments' notification and an
 * email each, written in the same transaction as the comment.
 */
export async function createComment(ctx: AppContext, actor: AuthContext, input: CommentInput): Promise<CommentWithAuthor> {
  const result = await ctx.db.transaction(async (tx) => {
    const campaign = await loadCampaign(tx, actor.enterpriseId, input.fk_Campaign_ID);
    const content = cleanContent(input.Comment_Content);
    await checkReferences(tx, actor.enterpriseId, input);
    const mentioned = (await recipientsOf(tx, actor.enterpriseId, input.MentionedUserIDs ?? [], 'MentionedUserIDs')).filter(
      (u) => u.pk_User_ID !== actor.userId,
    );
    const { MentionedUserIDs: _mentions, ...fields } = input;
    const [row] = await tx
      .insert(comments)
      .values({ ...fields, Comment_Content: content, Type: input.Type ?? 0, fk_Enterprise_ID: actor.enterpriseId, fk_User_ID: actor.userId })
      .returning();
    if (mentioned.length) {
      const [author] = await tx.select().from(users).where(eq(users.pk_User_ID, actor.userId));
      const authorName = author ? displayName(author) : 'A colleague';
      const url = campaignUrl(ctx, campaign.pk_Campaign_ID);
      await writeNotification(
        tx,
        actor.enterpriseId,
        { Notification_Title: NOTIFICATION_TITLE_JOB_COMMENTS, Notification_Body: content, CreatedBy: actor.userId, fk_Campaign_ID: campaign.pk_Campaign_ID },
        mentioned,
        () => commentMentionMail({ author: authorName, jobName: campaign.Campaign_Name, comment: content, url }),
      );
    }
    return { ...(await withAuthor(tx, actor.enterpriseId, row.pk_Comment_ID)), NotificationSent: mentioned.length > 0 };
  });
  if (result.NotificationSent) ctx.mail.wake();
  return result;
}

/** Author only: anyone else gets 403 "Can't update other user's comment" and the row stays as it was. */
export async function updateComment(ctx: AppContext, actor: AuthContext, input: CommentUpdate): Promise<CommentWithAuthor> {
  return ctx.db.transaction(async (tx) => {
    const current = await loadComment(tx, actor.enterpriseId, input.pk_Comment_ID);
    if (!isCommentAuthor(actor, current)) throw new HttpError(403, MSG.cantUpdateComment);
    const fields = {
      ...(input.Comment_Content !== undefined ? { Comment_Content: cleanContent(input.Comment_Content) } : {}),
      ...(input.Reaction !== undefined ? { Reaction: input.Reaction } : {}),
    };
    if (Object.keys(fields).length) {
      await tx
        .update(comments)
        .set(fields)
        .where(and(eq(comments.fk_Enterprise_ID, actor.enterpriseId), eq(comments.pk_Comment_ID, current.pk_Comment_ID)));
    }
    return withAuthor(tx, actor.enterpriseId, current.pk_Comment_ID);
  });
}

/** Author only (403 "Can't delete other user's comment"). Comments carry no deleted flag: the row goes. */
export async function deleteComment(ctx: AppContext, actor: AuthContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await loadComment(tx, actor.enterpriseId, id);
    if (!isCommentAuthor(actor, current)) throw new HttpError(403, MSG.cantDeleteComment);
    await tx.delete(comments).where(and(eq(comments.fk_Enterprise_ID, actor.enterpriseId), eq(comments.pk_Comment_ID, id)));
  });
}
