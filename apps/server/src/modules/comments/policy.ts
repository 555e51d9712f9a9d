import type { AuthContext } from '../../actors';

/** SPEC §6: any member of the enterprise may comment on its jobs; only the author may edit or delete. */
export const isCommentAuthor = (actor: AuthContext, comment: { fk_User_ID: number }) => comment.fk_User_ID === actor.userId;
