import type { QuestionDraft } from '@candid/shared';
import { toWire, type OffWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

/*
 * A typed question draft (issue 29) inside the generators speaks the domain: text, required,
 * kind, settings. The drafts leave a generator as the wire's QuestionDraft (Question_Text, ...),
 * checked by the shared questionDraftSchema and replied as they are.
 */

type QuestionNames = typeof wireNames.questions;

/** A draft with the domain's names, each kind of the wire's union on its own. */
export type DraftFields = QuestionDraft extends infer D ? (D extends unknown ? OffWire<D, QuestionNames> : never) : never;

/** A draft → the wire's QuestionDraft. */
export function draftToWire(draft: DraftFields): QuestionDraft {
  return toWire(wireNames.questions, draft);
}
