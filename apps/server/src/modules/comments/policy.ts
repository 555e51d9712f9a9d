import type { AuthContext } from '../../actors';
import { MSG } from '@candid/shared';
import { definePolicy, type RowVerdict } from '../../policy';

/** The author test: anyone else sees the comment but is refused with `refused` (403). */
const byAuthor =
  (refused: string) =>
  (actor: AuthContext, comment: { userId: number }): RowVerdict =>
    comment.userId === actor.userId ? true : { refused };

/*
 * SPEC §6: any member of the enterprise may comment on its jobs, on the jobs and candidates in
 * their sight (a query scope: loadCampaign, loadReviewableLine); only the author may edit or
 * delete a comment.
 */
export const commentsPolicy = definePolicy('comments', {
  'comment.edit': { row: byAuthor(MSG.cantUpdateComment), scope: 'their own comments' },
  'comment.delete': { row: byAuthor(MSG.cantDeleteComment), scope: 'their own comments' },
});
