import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  COMMENT_TYPE,
  MSG,
  NOTIFICATION_TITLE_JOB_COMMENTS,
  cleanCommentText,
  type CommentAuthor,
  type CommentInput,
  type CommentUpdate,
  type CommentWithAuthor,
} from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { campaignLines, campaigns, comments, questionResponses, questions, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { byMember, record as audit } from '../audit/record';
import { commentMentionMail } from '../../platform/mail/templates';
import { loadCampaign } from '../campaigns/service';
import { seesOnlyManagedJobs, visibleJobs, type CampaignScope } from '../campaigns/policy';
import { loadReviewableLine, type ReviewableLine } from '../campaigns/review-scope';
import { commentsPolicy } from './policy';
import { campaignUrl, displayName, recipientsOf, writeNotification } from '../notifications/service';

type UserRow = typeof users.$inferSelect;

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

/**
 * A comment the user can see: one on a job only when they may see the job (a Hiring Manager: their
 * own jobs), an answer comment only when they may review that candidate (else 404).
 */
async function loadVisibleComment(db: DbOrTx, actor: AuthContext, id: number): Promise<Row> {
  const row = await loadComment(db, actor.enterpriseId, id);
  if (row.fk_Campaign_ID) await loadCampaign({ db }, actor, row.fk_Campaign_ID);
  if (row.Type === COMMENT_TYPE.Answer && row.fk_CampaignLine_ID) await loadReviewableLine({ db }, actor, row.fk_CampaignLine_ID);
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

/** How many comments GET /Comment answers at most (the newest). */
export const COMPANY_COMMENTS_LIMIT = 500;

/**
 * GET /Comment (SPEC: all comments for campaigns): the comments on every job the member may see
 * (a Hiring Manager: their own jobs), job and answer comments alike, newest first, at most
 * COMPANY_COMMENTS_LIMIT; none about a candidate being deleted.
 */
export async function listCompanyComments({ db }: Deps, actor: AuthContext): Promise<CommentWithAuthor[]> {
  const rows = await selectWithAuthor(db)
    .innerJoin(campaigns, and(eq(campaigns.fk_Enterprise_ID, comments.fk_Enterprise_ID), eq(campaigns.pk_Campaign_ID, comments.fk_Campaign_ID)))
    .leftJoin(campaignLines, and(eq(campaignLines.fk_Enterprise_ID, comments.fk_Enterprise_ID), eq(campaignLines.pk_CampaignLine_ID, comments.fk_CampaignLine_ID)))
    .where(and(eq(comments.fk_Enterprise_ID, actor.enterpriseId), visibleJobs(actor), isNull(campaignLines.erasingAt)))
    .orderBy(desc(comments.pk_Comment_ID))
    .limit(COMPANY_COMMENTS_LIMIT);
  return rows.map(present);
}

/** The job's comments (Type 0), oldest first, each with its author. */
export async function listJobComments(deps: Deps, scope: CampaignScope, campaignId: number): Promise<CommentWithAuthor[]> {
  const { db } = deps;
  const { fk_Enterprise_ID: enterpriseId } = await loadCampaign(deps, scope, campaignId);
  const rows = await selectWithAuthor(db)
    .where(and(eq(comments.fk_Enterprise_ID, enterpriseId), eq(comments.fk_Campaign_ID, campaignId), eq(comments.Type, 0)))
    .orderBy(asc(comments.pk_Comment_ID));
  return rows.map(present);
}

/**
 * The comments on one answer (Type 1), oldest first, each with its author. The answer must be of
 * that job and question, and its candidate visible to the user (a Hiring Manager: their jobs only).
 */
export async function listAnswerComments(
  deps: Deps,
  actor: AuthContext,
  ref: { campaignId: number; questionId: number; responseId: number },
): Promise<CommentWithAuthor[]> {
  const { db } = deps;
  const [answer] = await db
    .select({ lineId: questionResponses.fk_CampaignLine_ID })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.fk_Enterprise_ID, actor.enterpriseId),
        eq(questionResponses.pk_QuestionResponse_ID, ref.responseId),
        eq(questionResponses.fk_Campaign_ID, ref.campaignId),
        eq(questionResponses.fk_Question_ID, ref.questionId),
      ),
    );
  if (!answer) throw notFound();
  await loadReviewableLine(deps, actor, answer.lineId);
  const rows = await selectWithAuthor(db)
    .where(
      and(
        eq(comments.fk_Enterprise_ID, actor.enterpriseId),
        eq(comments.fk_QuestionResponse_ID, ref.responseId),
        eq(comments.Type, COMMENT_TYPE.Answer),
      ),
    )
    .orderBy(asc(comments.pk_Comment_ID));
  return rows.map(present);
}

/** The link a mention of an answer comment points at: the candidate's page. */
const candidateUrl = (deps: Deps<'config'>, campaignLineId: number) => `${deps.config.publicUrl}/candidates/info?id=${campaignLineId}`;

/**
 * An answer comment's own checks, after checkReferences: the answer is the named candidate's answer
 * to the named question, the user may review that candidate, a reply answers a comment on the same
 * answer, and no one is mentioned who could not open the candidate (a Hiring Manager of other jobs).
 */
async function checkAnswerComment(db: DbOrTx, actor: AuthContext, input: CommentInput, mentioned: UserRow[]): Promise<ReviewableLine> {
  const line = await loadReviewableLine({ db }, actor, input.fk_CampaignLine_ID!);
  const [answer] = await db
    .select({ id: questionResponses.pk_QuestionResponse_ID })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.fk_Enterprise_ID, actor.enterpriseId),
        eq(questionResponses.pk_QuestionResponse_ID, input.fk_QuestionResponse_ID!),
        eq(questionResponses.fk_CampaignLine_ID, line.pk_CampaignLine_ID),
        eq(questionResponses.fk_Question_ID, input.fk_Question_ID!),
      ),
    );
  if (!answer) throw notFound();
  if (input.Comment_Parent) {
    const parent = await loadComment(db, actor.enterpriseId, input.Comment_Parent);
    if (parent.Type !== COMMENT_TYPE.Answer || parent.fk_QuestionResponse_ID !== answer.id) throw notFound();
  }
  const blind = mentioned.filter((u) => seesOnlyManagedJobs(u.User_AccessLevel) && u.pk_User_ID !== line.hiringManagerId);
  if (blind.length) {
    throw badRequest(MSG.validationFailed, {
      MentionedUserIDs: blind.map((u) => `${displayName(u)} is not the hiring manager of this job and cannot see this candidate.`),
    });
  }
  return line;
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
 * Adds a comment to a job of the enterprise, or (Type 1) to a candidate's answer. Mentioned users
 * (of the same enterprise; the author is not notified of their own mention) get one 'Job Comments'
 * notification and an email each, written in the same transaction as the comment; the email of an
 * answer comment links to the candidate's page.
 */
export async function createComment(deps: Deps<'config' | 'mail'>, actor: AuthContext, input: CommentInput): Promise<CommentWithAuthor> {
  const result = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const campaign = await loadCampaign(txDeps, actor, input.fk_Campaign_ID);
    const content = cleanContent(input.Comment_Content);
    await checkReferences(tx, actor.enterpriseId, input);
    const mentioned = (await recipientsOf(txDeps, actor.enterpriseId, input.MentionedUserIDs ?? [], 'MentionedUserIDs')).filter(
      (u) => u.pk_User_ID !== actor.userId,
    );
    const line = input.Type === COMMENT_TYPE.Answer ? await checkAnswerComment(tx, actor, input, mentioned) : null;
    const { MentionedUserIDs: _mentions, ...fields } = input;
    const [row] = await tx
      .insert(comments)
      .values({ ...fields, Comment_Content: content, Type: input.Type ?? COMMENT_TYPE.Job, fk_Enterprise_ID: actor.enterpriseId, fk_User_ID: actor.userId })
      .returning();
    await commentAudit(tx, actor, row, 'added');
    if (mentioned.length) {
      const [author] = await tx.select().from(users).where(eq(users.pk_User_ID, actor.userId));
      const authorName = author ? displayName(author) : 'A colleague';
      const candidate = line && (`${line.CampaignLine_CandidateFirstName ?? ''} ${line.CampaignLine_CandidateLastName ?? ''}`.trim() || line.CampaignLine_CandidateEmail);
      const jobName = candidate ? `${campaign.Campaign_Name} (${candidate})` : campaign.Campaign_Name;
      const url = line ? candidateUrl(deps, line.pk_CampaignLine_ID) : campaignUrl(deps, campaign.pk_Campaign_ID);
      await writeNotification(
        txDeps,
        actor.enterpriseId,
        {
          Notification_Title: NOTIFICATION_TITLE_JOB_COMMENTS,
          Notification_Body: content,
          CreatedBy: actor.userId,
          fk_Campaign_ID: campaign.pk_Campaign_ID,
          ...(line ? { fk_CampaignLine_ID: line.pk_CampaignLine_ID } : {}),
        },
        mentioned,
        () => commentMentionMail({ author: authorName, jobName, comment: content, url }),
      );
    }
    return { ...(await withAuthor(tx, actor.enterpriseId, row.pk_Comment_ID)), NotificationSent: mentioned.length > 0 };
  });
  if (result.NotificationSent) deps.mail.wake();
  return result;
}

/** A comment on a candidate (an answer comment) goes into the candidate's audit trail (issue 16); job comments do not. */
async function commentAudit(db: DbOrTx, actor: AuthContext, row: typeof comments.$inferSelect, what: 'added' | 'edited' | 'deleted') {
  if (!row.fk_CampaignLine_ID) return;
  await audit({ db }, {
    enterpriseId: actor.enterpriseId,
    lineId: row.fk_CampaignLine_ID,
    campaignId: row.fk_Campaign_ID,
    actor: byMember(actor.userId),
    action: 'commented',
    detail: `comment ${row.pk_Comment_ID} ${what}${row.fk_QuestionResponse_ID ? ` on answer ${row.fk_QuestionResponse_ID}` : ''}`,
  });
}

/** Author only: anyone else gets 403 "Can't update other user's comment" and the row stays as it was. */
export async function updateComment(deps: Deps, actor: AuthContext, input: CommentUpdate): Promise<CommentWithAuthor> {
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadVisibleComment(tx, actor, input.pk_Comment_ID);
    commentsPolicy.authorize(actor, 'comment.edit', current);
    const fields = {
      ...(input.Comment_Content !== undefined ? { Comment_Content: cleanContent(input.Comment_Content) } : {}),
      ...(input.Reaction !== undefined ? { Reaction: input.Reaction } : {}),
    };
    if (Object.keys(fields).length) {
      await tx
        .update(comments)
        .set(fields)
        .where(and(eq(comments.fk_Enterprise_ID, actor.enterpriseId), eq(comments.pk_Comment_ID, current.pk_Comment_ID)));
      await commentAudit(tx, actor, current, 'edited');
    }
    return withAuthor(tx, actor.enterpriseId, current.pk_Comment_ID);
  });
}

/** Author only (403 "Can't delete other user's comment"). Comments carry no deleted flag: the row goes. */
export async function deleteComment(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  await withTransaction(deps, async ({ db: tx }) => {
    const current = await loadVisibleComment(tx, actor, id);
    commentsPolicy.authorize(actor, 'comment.delete', current);
    await tx.delete(comments).where(and(eq(comments.fk_Enterprise_ID, actor.enterpriseId), eq(comments.pk_Comment_ID, id)));
    await commentAudit(tx, actor, current, 'deleted');
  });
}
