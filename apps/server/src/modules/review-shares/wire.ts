import type { GuestRating, ReviewShareCreated, ReviewShareRow } from '@candid/shared';
import { toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';
import type { CreatedShare, GuestRatingEntry, ShareSummary } from './service';

/*
 * A share link's read models at the HTTP edge (issue 31): the share goes out under its wire id,
 * pk_ReviewShare_ID, and its creator under pk_User_ID; their other fields have one name on both
 * sides (label, expiresAt, counts), so only the ids are renamed.
 */

const shareNames = { id: wireNames.reviewShares.id } as const;
const guestRatingNames = { reviewShareId: wireNames.reviewShares.id } as const;

/** A link just made → the wire's ReviewShareCreated. */
export function createdShareToWire(share: CreatedShare): ReviewShareCreated {
  return toWire(shareNames, share);
}

/** A listed share → the wire's ReviewShareRow. */
export function shareSummaryToWire({ createdBy, ...share }: ShareSummary): ReviewShareRow {
  return { ...toWire(shareNames, share), createdBy: createdBy && toWire(wireNames.users, createdBy) };
}

/** A guest rating → the wire's GuestRating (named by the share it came through). */
export function guestRatingToWire(rating: GuestRatingEntry): GuestRating {
  return toWire(guestRatingNames, rating);
}
