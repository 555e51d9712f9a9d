import type { Question } from '@candid/shared';
import type { questions } from '../../db/schema/index';
import { fromWire, type OffWire, toWire } from '../../http/wire';
import { wireNames } from '../../http/wire-names';

/*
 * A question at the HTTP edge (issue 31): the server says text and generatedText, the wire
 * Question_Text and ChatGTP_Question_Text (wireNames.questions). A reply is mapped here on its way
 * out, a request body on its way in.
 */

type Row = typeof questions.$inferSelect;

/** A question row → the wire's Question; the media-store keys stay on the server (the audio is served at Question_AudioFileUrl). */
export function questionToWire(row: Row): Question {
  const { audioKey: _key, audioSourceHash: _hash, avatarVideoKey: _video, avatarSourceHash: _videoHash, ...rest } = row;
  const wire: Omit<Question, 'Question_Kind' | 'Question_Settings'> = toWire(wireNames.questions, rest);
  // The row's kind and settings are checked against each other on write; the wire's union names that pairing.
  return wire as Question;
}

/** A question body with the domain's names (each kind of the body's union on its own); a field left out stays out. */
export type QuestionFieldsOf<T extends object> = T extends unknown ? OffWire<T, typeof wireNames.questions> : never;

/** A question body of the wire → the domain's names. */
export function questionFromWire<T extends object>(input: T): QuestionFieldsOf<T> {
  return fromWire(wireNames.questions, input) as QuestionFieldsOf<T>;
}
