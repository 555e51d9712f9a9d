import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { COMMENT_TYPE, MSG, NOTIFICATION_TITLE_JOB_COMMENTS, cleanCommentText } from '@candid/shared';
import type { Deps } from '../../context';
import type { AuthContext } from '../../actors';
import type { DbOrTx } from '../../db/client';
import { campaignLines, campaigns, comments, questionResponses, questions, users } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { wireNameOf } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import { byMember, record as audit } from '../audit/record';
import { commentMentionMail } from '../../platform/mail/templates';
import { loadCampaign } from '../campaigns/service';
import { seesOnlyManagedJobs, visibleJobs, type CampaignScope } from '../campaigns/policy';
import { loadReviewableLine, type ReviewableLine } from '../campaigns/review-scope';
import { commentsPolicy } from './policy';
import { campaignUrl, candidateUrl, displayName, recipientsOf, writeNotification } from '../notifications/service';

type UserRow = typeof users.$inferSelect;

type Row = typeof comments.$inferSelect;

const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  initials: users.initials,
  backgroundColour: users.backgroundColour,
  colour: users.colour,
  imageLink: users.imageLink,
  avatarEnable: users.avatarEnable,
};

/** The author summary shown beside a comment. */
export type CommentAuthor = Pick<UserRow, keyof typeof authorColumns>;

/** A comment with its author (null once the author is gone). */
export type CommentView = Row & { author: CommentAuthor | null };

/**
 * A new comment: on a job, or (type 1) on an answer, which then names the candidate, the question
 * and the answer; MentionedUserIDs are notified.
 */
export interface NewComment {
  campaignId: number;
  content: string;
  type?: number;
  reaction?: string | null;
  campaignLineId?: number | null;
  questionId?: number | null;
  questionResponseId?: number | null;
  parentId?: number | null;
  MentionedUserIDs?: number[];
}

/** A change of a comment's text or reaction (a field left out stays as it is). */
export interface CommentChange {
  id: number;
  content?: string;
  reaction?: string | null;
}

/** Comments with their author (joined within the enterprise). */
function selectWithAuthor(db: DbOrTx) {
  return db
    .select({ comment: comments, author: authorColumns })
    .from(comments)
    .leftJoin(users, and(eq(users.enterpriseId, comments.enterpriseId), eq(users.id, comments.userId)));
}

const present = (r: { comment: Row; author: CommentAuthor | null }): CommentView => ({ ...r.comment, author: r.author });

async function loadComment(db: DbOrTx, enterpriseId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.enterpriseId, enterpriseId), eq(comments.id, id)));
  if (!row) throw notFound();
  return row;
}

/**
 * A comment the user can see: one on a job only when they may see the job (a Hiring Manager: their
 * own jobs), an answer comment only when they may review that candidate (else 404).
 */
async function loadVisibleComment(db: DbOrTx, actor: AuthContext, id: number): Promise<Row> {
  const row = await loadComment(db, actor.enterpriseId, id);
  if (row.campaignId) await loadCampaign({ db }, actor, row.campaignId);
  if (row.type === COMMENT_TYPE.Answer && row.campaignLineId) await loadReviewableLine({ db }, actor, row.campaignLineId);
  return row;
}

async function withAuthor(db: DbOrTx, enterpriseId: number, id: number): Promise<CommentView> {
  const [row] = await selectWithAuthor(db).where(and(eq(comments.enterpriseId, enterpriseId), eq(comments.id, id)));
  return present(row);
}

/** SPEC §5 cleaning; a comment that is empty once cleaned is refused. */
function cleanContent(text: string): string {
  const clean = cleanCommentText(text);
  if (!clean) throw badRequest(MSG.validationFailed, { [wireNameOf(wireNames.comments, 'content')]: ['Comment is empty.'] });
  return clean;
}

/** How many comments GET /Comment answers at most (the newest). */
export const COMPANY_COMMENTS_LIMIT = 500;

/**
 * GET /Comment (SPEC: all comments for campaigns): the comments on every job the member may see
 * (a Hiring Manager: their own jobs), job and answer comments alike, newest first, at most
 * COMPANY_COMMENTS_LIMIT; none about a candidate being deleted.
 */
export async function listCompanyComments({ db }: Deps, actor: AuthContext): Promise<CommentView[]> {
  const rows = await selectWithAuthor(db)
    .innerJoin(campaigns, and(eq(campaigns.enterpriseId, comments.enterpriseId), eq(campaigns.id, comments.campaignId)))
    .leftJoin(campaignLines, and(eq(campaignLines.enterpriseId, comments.enterpriseId), eq(campaignLines.id, comments.campaignLineId)))
    .where(and(eq(comments.enterpriseId, actor.enterpriseId), visibleJobs(actor), isNull(campaignLines.erasingAt)))
    .orderBy(desc(comments.id))
    .limit(COMPANY_COMMENTS_LIMIT);
  return rows.map(present);
}

/** The job's comments (type 0), oldest first, each with its author. */
export async function listJobComments(deps: Deps, scope: CampaignScope, campaignId: number): Promise<CommentView[]> {
  const { db } = deps;
  const { enterpriseId: enterpriseId } = await loadCampaign(deps, scope, campaignId);
  const rows = await selectWithAuthor(db)
    .where(and(eq(comments.enterpriseId, enterpriseId), eq(comments.campaignId, campaignId), eq(comments.type, 0)))
    .orderBy(asc(comments.id));
  return rows.map(present);
}

/**
 * The comments on one answer (type 1), oldest first, each with its author. The answer must be of
 * that job and question, and its candidate visible to the user (a Hiring Manager: their jobs only).
 */
export async function listAnswerComments(
  deps: Deps,
  actor: AuthContext,
  ref: { campaignId: number; questionId: number; responseId: number },
): Promise<CommentView[]> {
  const { db } = deps;
  const [answer] = await db
    .select({ lineId: questionResponses.campaignLineId })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.enterpriseId, actor.enterpriseId),
        eq(questionResponses.id, ref.responseId),
        eq(questionResponses.campaignId, ref.campaignId),
        eq(questionResponses.questionId, ref.questionId),
      ),
    );
  if (!answer) throw notFound();
  await loadReviewableLine(deps, actor, answer.lineId);
  const rows = await selectWithAuthor(db)
    .where(
      and(
        eq(comments.enterpriseId, actor.enterpriseId),
        eq(comments.questionResponseId, ref.responseId),
        eq(comments.type, COMMENT_TYPE.Answer),
      ),
    )
    .orderBy(asc(comments.id));
  return rows.map(present);
}

/** The link a mention of an answer comment points at: the candidate's page. */

/**
 * An answer comment's own checks, after checkReferences: the answer is the named candidate's answer
 * to the named question, the user may review that candidate, a reply answers a comment on the same
 * answer, and no one is mentioned who could not open the candidate (a Hiring Manager of other jobs).
 */
async function checkAnswerComment(db: DbOrTx, actor: AuthContext, input: NewComment, mentioned: UserRow[]): Promise<ReviewableLine> {
  const line = await loadReviewableLine({ db }, actor, input.campaignLineId!);
  const [answer] = await db
    .select({ id: questionResponses.id })
    .from(questionResponses)
    .where(
      and(
        eq(questionResponses.enterpriseId, actor.enterpriseId),
        eq(questionResponses.id, input.questionResponseId!),
        eq(questionResponses.campaignLineId, line.id),
        eq(questionResponses.questionId, input.questionId!),
      ),
    );
  if (!answer) throw notFound();
  if (input.parentId) {
    const parent = await loadComment(db, actor.enterpriseId, input.parentId);
    if (parent.type !== COMMENT_TYPE.Answer || parent.questionResponseId !== answer.id) throw notFound();
  }
  const blind = mentioned.filter((u) => seesOnlyManagedJobs(u.accessLevel) && u.id !== line.hiringManagerId);
  if (blind.length) {
    throw badRequest(MSG.validationFailed, {
      MentionedUserIDs: blind.map((u) => `${displayName(u)} is not the hiring manager of this job and cannot see this candidate.`),
    });
  }
  return line;
}

/** The parent comment, question, candidate and answer a comment points at must be of the same job. */
async function checkReferences(db: DbOrTx, enterpriseId: number, input: NewComment) {
  const { campaignId } = input;
  const exists = async (rows: Promise<unknown[]>) => {
    if ((await rows).length === 0) throw notFound();
  };
  if (input.parentId) {
    await exists(
      db.select({ id: comments.id }).from(comments)
        .where(and(eq(comments.enterpriseId, enterpriseId), eq(comments.campaignId, campaignId), eq(comments.id, input.parentId))),
    );
  }
  if (input.questionId) {
    await exists(
      db.select({ id: questions.id }).from(questions)
        .where(and(eq(questions.enterpriseId, enterpriseId), eq(questions.campaignId, campaignId), eq(questions.id, input.questionId))),
    );
  }
  if (input.campaignLineId) {
    await exists(
      db.select({ id: campaignLines.id }).from(campaignLines)
        .where(and(eq(campaignLines.enterpriseId, enterpriseId), eq(campaignLines.campaignId, campaignId), eq(campaignLines.id, input.campaignLineId))),
    );
  }
  if (input.questionResponseId) {
    await exists(
      db.select({ id: questionResponses.id }).from(questionResponses)
        .where(
          and(
            eq(questionResponses.enterpriseId, enterpriseId),
            eq(questionResponses.campaignId, campaignId),
            eq(questionResponses.id, input.questionResponseId),
          ),
        ),
    );
  }
}

/**
 * Adds a comment to a job of the enterprise, or (type 1) to a candidate's answer. Mentioned users
 * (of the same enterprise; the author is not notified of their own mention) get one 'Job Comments'
 * notification and an email each, written in the same transaction as the comment; the email of an
 * answer comment links to the candidate's page.
 */
export async function createComment(
  deps: Deps<'config' | 'mail'>,
  actor: AuthContext,
  input: NewComment,
): Promise<{ comment: CommentView; notificationSent: boolean }> {
  const result = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const campaign = await loadCampaign(txDeps, actor, input.campaignId);
    const content = cleanContent(input.content);
    await checkReferences(tx, actor.enterpriseId, input);
    const mentioned = (await recipientsOf(txDeps, actor.enterpriseId, input.MentionedUserIDs ?? [], 'MentionedUserIDs')).filter(
      (u) => u.id !== actor.userId,
    );
    const line = input.type === COMMENT_TYPE.Answer ? await checkAnswerComment(tx, actor, input, mentioned) : null;
    const { MentionedUserIDs: _mentions, ...fields } = input;
    const [row] = await tx
      .insert(comments)
      .values({ ...fields, content, type: input.type ?? COMMENT_TYPE.Job, enterpriseId: actor.enterpriseId, userId: actor.userId })
      .returning();
    await commentAudit(tx, actor, row, 'added');
    if (mentioned.length) {
      const [author] = await tx.select().from(users).where(eq(users.id, actor.userId));
      const authorName = author ? displayName(author) : 'A colleague';
      const candidate = line && (`${line.candidateFirstName ?? ''} ${line.candidateLastName ?? ''}`.trim() || line.candidateEmail);
      const jobName = candidate ? `${campaign.name} (${candidate})` : campaign.name;
      const url = line ? candidateUrl(deps, line.id) : campaignUrl(deps, campaign.id);
      await writeNotification(
        txDeps,
        actor.enterpriseId,
        {
          title: NOTIFICATION_TITLE_JOB_COMMENTS,
          body: content,
          createdBy: actor.userId,
          campaignId: campaign.id,
          ...(line ? { campaignLineId: line.id } : {}),
        },
        mentioned,
        () => commentMentionMail({ author: authorName, jobName, comment: content, url }),
      );
    }
    return { comment: await withAuthor(tx, actor.enterpriseId, row.id), notificationSent: mentioned.length > 0 };
  });
  if (result.notificationSent) deps.mail.wake();
  return result;
}

/** A comment on a candidate (an answer comment) goes into the candidate's audit trail (issue 16); job comments do not. */
async function commentAudit(db: DbOrTx, actor: AuthContext, row: typeof comments.$inferSelect, what: 'added' | 'edited' | 'deleted') {
  if (!row.campaignLineId) return;
  await audit({ db }, {
    enterpriseId: actor.enterpriseId,
    lineId: row.campaignLineId,
    campaignId: row.campaignId,
    actor: byMember(actor.userId),
    action: 'commented',
    detail: `comment ${row.id} ${what}${row.questionResponseId ? ` on answer ${row.questionResponseId}` : ''}`,
  });
}

/** Author only: anyone else gets 403 "Can't update other user's comment" and the row stays as it was. */
export async function updateComment(deps: Deps, actor: AuthContext, input: CommentChange): Promise<CommentView> {
  return withTransaction(deps, async ({ db: tx }) => {
    const current = await loadVisibleComment(tx, actor, input.id);
    commentsPolicy.authorize(actor, 'comment.edit', current);
    const fields = {
      ...(input.content !== undefined ? { content: cleanContent(input.content) } : {}),
      ...(input.reaction !== undefined ? { reaction: input.reaction } : {}),
    };
    if (Object.keys(fields).length) {
      await tx
        .update(comments)
        .set(fields)
        .where(and(eq(comments.enterpriseId, actor.enterpriseId), eq(comments.id, current.id)));
      await commentAudit(tx, actor, current, 'edited');
    }
    return withAuthor(tx, actor.enterpriseId, current.id);
  });
}

/** Author only (403 "Can't delete other user's comment"). Comments carry no deleted flag: the row goes. */
export async function deleteComment(deps: Deps, actor: AuthContext, id: number): Promise<void> {
  await withTransaction(deps, async ({ db: tx }) => {
    const current = await loadVisibleComment(tx, actor, id);
    commentsPolicy.authorize(actor, 'comment.delete', current);
    await tx.delete(comments).where(and(eq(comments.enterpriseId, actor.enterpriseId), eq(comments.id, id)));
    await commentAudit(tx, actor, current, 'deleted');
  });
}
