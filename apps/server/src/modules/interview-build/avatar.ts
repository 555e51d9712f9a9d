import type { Deps } from '../../context';
import { sha256 } from '../../platform/crypto';
import type { questions } from '../../db/schema/index';
import { liveQuestionWithVoice, questionText } from '../campaigns/read-model';
import type { QuestionKey } from './audio';

/** What a question's avatar video was made from: its text, the job's voice and the avatar. */
export const avatarHash = (text: string, voice: string, avatarId: string) => sha256(`${text}\n${voice}\n${avatarId}`);

/** Where the build stores a question's avatar video. */
export const avatarKeyOf = (q: QuestionKey, hash: string) =>
  `avatar/${q.enterpriseId}/${q.id}/${hash}.mp4`;

type AvatarColumns = Pick<typeof questions.$inferSelect, 'enterpriseId' | 'id' | 'avatarVideoKey' | 'avatarSourceHash'>;

/**
 * The question's avatar video when it was made for this very question (a cloned job's questions
 * carry the source's key until rebuilt) from its current text, voice and avatar; else null.
 */
export function currentAvatarKey(q: AvatarColumns, text: string, voice: string, avatarId: string) {
  const hash = avatarHash(text, voice, avatarId);
  return q.avatarVideoKey && q.avatarSourceHash === hash && q.avatarVideoKey === avatarKeyOf(q, hash) ? q.avatarVideoKey : null;
}

/** True when the key is one the build made for this question (only those are deleted with it). */
export const ownsAvatarKey = (q: QuestionKey, key: string) =>
  key.startsWith(`avatar/${q.enterpriseId}/${q.id}/`);

/** The avatar video of a live question of the candidate's job, only while it matches the question's text, voice and avatar. */
export async function currentQuestionVideoKey(
  deps: Deps<'config'>,
  line: { enterpriseId: number; campaignId: number },
  questionId: number,
): Promise<string | null> {
  const { config } = deps;
  const { question: q, voice } = await liveQuestionWithVoice(deps, line, questionId);
  return currentAvatarKey(q, questionText(q), voice, config.avatar.avatarId);
}
