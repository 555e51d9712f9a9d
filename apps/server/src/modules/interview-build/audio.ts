import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../context';
import { campaigns, questions } from '../../db/schema/index';
import { visibleJobs, type CampaignScope } from '../campaigns/policy';
import { notFound } from '../../http/errors';
import { sha256 } from '../../platform/crypto';
import { liveQuestionWithVoice, questionText } from '../campaigns/read-model';

/** What a question's audio was made from: its text and the job's voice. */
export const audioHash = (text: string, voice: string) => sha256(`${text}\n${voice}`);

type QuestionRow = typeof questions.$inferSelect;
/** A question as its media keys name it: its enterprise and id. */
export type QuestionKey = Pick<QuestionRow, 'enterpriseId' | 'id'>;

/** Where the build stores a question's audio. */
export const audioKeyOf = (q: QuestionKey, hash: string) =>
  `audio/${q.enterpriseId}/${q.id}/${hash}.mp3`;

type AudioColumns = Pick<QuestionRow, 'enterpriseId' | 'id' | 'audioKey' | 'audioSourceHash'>;

/**
 * The question's audio when it was made for this very question (a cloned job's questions carry
 * the source's key until rebuilt) from its current text and voice; else null.
 */
export function currentAudioKey(q: AudioColumns, text: string, voice: string) {
  const hash = audioHash(text, voice);
  return q.audioKey && q.audioSourceHash === hash && q.audioKey === audioKeyOf(q, hash) ? q.audioKey : null;
}

/** True when the key is one the build made for this question (only those are deleted with it). */
export const ownsAudioKey = (q: QuestionKey, key: string) =>
  key.startsWith(`audio/${q.enterpriseId}/${q.id}/`);

/** Streams a question's stored audio (audio/mpeg), or 404 when there is none. */
export async function sendQuestionAudio({ media }: Deps<'media'>, reply: FastifyReply, key: string | null) {
  const info = key ? await media.stat(key) : null;
  if (!key || !info) throw notFound();
  const body = await media.get(key);
  return reply
    .header('content-type', 'audio/mpeg')
    .header('content-length', String(info.size))
    .header('cache-control', 'private, max-age=300')
    .send(body);
}

/** A live question of a live job the scope may see (a Hiring Manager: their own jobs), with its audio key (404 otherwise). */
export async function questionAudioKey({ db }: Deps, scope: CampaignScope, questionId: number, campaignId?: number) {
  const [q] = await db
    .select({ audioKey: questions.audioKey })
    .from(questions)
    .innerJoin(campaigns, eq(campaigns.id, questions.campaignId))
    .where(
      and(
        visibleJobs(scope),
        eq(questions.enterpriseId, campaigns.enterpriseId),
        eq(questions.id, questionId),
        eq(questions.deleted, 0),
        campaignId === undefined ? undefined : eq(questions.campaignId, campaignId),
      ),
    );
  if (!q) throw notFound();
  return q.audioKey;
}

/** The audio of a live question of the candidate's job, only while it matches the question's text and voice. */
export async function currentQuestionAudioKey(
  deps: Deps,
  line: { enterpriseId: number; campaignId: number },
  questionId: number,
): Promise<string | null> {
  const { question: q, voice } = await liveQuestionWithVoice(deps, line, questionId);
  return currentAudioKey(q, questionText(q), voice);
}
