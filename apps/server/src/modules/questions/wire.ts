import type { Question } from '@candid/shared';
import type { questions } from '../../db/schema/index';
import type { QuestionWireRenames } from '../../db/schema/wire-check';

/*
 * A question at the HTTP edge (issue 31). The spec's ChatGTP_Question_Text holds the AI-generated
 * wording; inside, the server says generatedText. A reply is mapped here on its way out, a request
 * body on its way in.
 */

type Row = typeof questions.$inferSelect;

/** The wire name of the renamed field, by its domain name. */
export const QUESTION_WIRE_NAME = {
  generatedText: 'ChatGTP_Question_Text',
} as const satisfies { [W in keyof QuestionWireRenames as QuestionWireRenames[W]]: W };

type KindPart = 'Question_Kind' | 'Question_Settings';

/** A question row → the wire's Question; the media-store keys stay on the server (the audio is served at Question_AudioFileUrl). */
export function questionToWire(row: Row): Question {
  const { audioKey: _key, audioSourceHash: _hash, avatarVideoKey: _video, avatarSourceHash: _videoHash, generatedText, ...rest } = row;
  const wire: Omit<Question, KindPart> & Pick<Row, KindPart> = { ...rest, ChatGTP_Question_Text: generatedText };
  // The row's kind and settings are checked against each other on write; the wire's union names that pairing.
  return wire as Question;
}

/** What a client sends of the renamed field (POST and PUT /Question, a saved list's items, SaveJob's questions). */
interface WireText {
  ChatGTP_Question_Text?: string | null;
}

/** A question body with the domain's names (each kind of the body's union on its own); a field left out stays out. */
export type QuestionFieldsOf<T extends WireText> = T extends unknown
  ? Omit<T, keyof WireText> & { generatedText?: T['ChatGTP_Question_Text'] }
  : never;

/** A question body of the wire → the domain's names. */
export function questionFromWire<T extends WireText>(input: T): QuestionFieldsOf<T> {
  const { ChatGTP_Question_Text: generatedText, ...fields } = input;
  return (generatedText === undefined ? fields : { ...fields, generatedText }) as QuestionFieldsOf<T>;
}
