import type { CommentWithAuthor } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { CommentView } from './service';

/*
 * A comment at the HTTP edge (issue 31): the server says content, type, parentId, the wire
 * Comment_Content, Type, Comment_Parent (wireNames.comments); its author goes out as the wire's
 * Author under the user's wire names.
 */

/** A comment with its author → the wire's CommentWithAuthor. */
export function commentToWire({ author, ...comment }: CommentView): CommentWithAuthor {
  return { ...toWire(wireNames.comments, comment), Author: author && toWire(wireNames.users, author) };
}
