import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CAMPAIGN_LINE_STATUS_LABEL, answerText, formValueText, type CampaignLineStatus } from '@candid/shared';
import type { Deps } from '../../context';
import { campaignLines, campaigns, candidateResumes, enterprises, formAnswers, questionAnswers, questionResponses, questions, transcripts } from '../../db/schema/index';
import { ZipWriter } from '../../platform/zip/writer';
import { textMessagesTo } from '../../platform/sms/outbox';
import { questionText } from '../campaigns/read-model';
import { experienceOf } from '../interview/experience';
import { consentRecordOf } from '../lifecycle/consent';

/*
 * A candidate's data copy (issue 16): one zip per employer, a folder per interview with the
 * details held (details.json: name, contact, job, status and dates, the consent record), every
 * recorded answer's video, its transcript, and the resume. Stored, not compressed: the videos are.
 */

/** A file name without path separators or control characters. */
const safeName = (s: string) => s.replace(/[\\/\p{Cc}]+/gu, '_').slice(0, 120) || 'file';
const extOf = (key: string) => (/\.([a-z0-9]{1,5})$/i.exec(key)?.[1] ?? 'bin').toLowerCase();

/** Writes the zip of `lineIds` (the enterprise's) to the media store under `key`. */
export async function buildCopy(deps: Deps<'media'>, enterpriseId: number, lineIds: number[], key: string): Promise<void> {
  const { db, media } = deps;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'candid-copy-'));
  try {
    const file = path.join(dir, 'copy.zip');
    const zip = await ZipWriter.create(file);
    const [employer] = await db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, enterpriseId));
    await zip.add(
      'README.txt',
      `Your data held by ${employer?.name ?? 'the employer'} through Candid video interviews, made ${new Date().toISOString()}.\n` +
        'Each folder is one interview: details.json (the details held and your consent), answers/ (your recorded answers),\n' +
        'transcripts/ (what the speech recognition heard), resume/, and written.json with files/ (your other answers).\n',
    );
    const lines = await db
      .select({ line: campaignLines, job: campaigns.jobTitle, jobName: campaigns.name })
      .from(campaignLines)
      .innerJoin(campaigns, eq(campaigns.id, campaignLines.campaignId))
      .where(and(eq(campaignLines.enterpriseId, enterpriseId), inArray(campaignLines.id, lineIds)))
      .orderBy(asc(campaignLines.id));
    for (const { line, job, jobName } of lines) {
      const folder = `interview-${line.id}`;
      const details = {
        Employer: employer?.name ?? null,
        Job: job || jobName,
        FirstName: line.candidateFirstName,
        LastName: line.candidateLastName,
        Email: line.candidateEmail,
        Phone: line.candidatePhone,
        Status: CAMPAIGN_LINE_STATUS_LABEL[line.status as CampaignLineStatus] ?? String(line.status),
        InvitedAt: line.invitedAt,
        // Issue 33: how they came, and when the invitation reached them.
        Channel: line.channel,
        DeliveredAt: line.deliveredAt,
        OpenedAt: line.openedAt,
        StartedAt: line.startedAt,
        CompletedAt: line.completedAt,
        Consent: await consentRecordOf(deps, enterpriseId, line.id),
        // Issue 32: what they asked for, and what the team granted.
        AccommodationRequest: line.accommodationRequest ? { Request: line.accommodationRequest, SentAt: line.accommodationRequestedAt } : null,
        AccommodationGranted: line.accommodationGrantedAt
          ? {
              Time: line.accommodationTime,
              ExtraAttempts: line.accommodationRetakes,
              Deadline: line.accommodationEndDate,
              GrantedAt: line.accommodationGrantedAt,
            }
          : null,
        // Issue 33: their rating of the interview.
        InterviewRating: await experienceOf(deps, { enterpriseId, campaignLineId: line.id }),
        // Issue 33: the text messages sent to them, with their words.
        TextMessages: (await textMessagesTo(deps, { enterpriseId, campaignLineId: line.id })).map((m) => ({
          Purpose: m.purpose,
          To: m.to,
          Text: m.body,
          Status: m.status,
          SentAt: m.createdAt,
        })),
      };
      await zip.add(`${folder}/details.json`, JSON.stringify(details, null, 2));
      const answers = await db
        .select({ response: questionResponses, question: questions, transcript: transcripts })
        .from(questionResponses)
        .innerJoin(questions, eq(questions.id, questionResponses.questionId))
        .leftJoin(
          transcripts,
          and(eq(transcripts.enterpriseId, questionResponses.enterpriseId), eq(transcripts.questionResponseId, questionResponses.id)),
        )
        .where(and(eq(questionResponses.enterpriseId, enterpriseId), eq(questionResponses.campaignLineId, line.id)))
        .orderBy(asc(questions.order), asc(questions.id), asc(questionResponses.attempt));
      let n = 0;
      for (const { response, question, transcript } of answers) {
        n += 1;
        const base = `question-${n}-attempt-${response.attempt}`;
        const videoKey = response.mp4Key ?? response.originalKey;
        if (videoKey && (await media.stat(videoKey))) await zip.add(`${folder}/answers/${base}.${extOf(videoKey)}`, await media.get(videoKey));
        const said = transcript?.status === 'ready' ? transcript.fullText : '';
        await zip.add(`${folder}/transcripts/${base}.txt`, `Question: ${questionText(question)}\n\n${said || '(no transcript)'}\n`);
      }
      // Issue 29: the answers other than recordings, and the files among them.
      const written = await db
        .select({ answer: questionAnswers, question: questions })
        .from(questionAnswers)
        .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
        .where(and(eq(questionAnswers.enterpriseId, enterpriseId), eq(questionAnswers.campaignLineId, line.id)))
        .orderBy(asc(questions.order), asc(questions.id));
      if (written.length) {
        // The answer as words (a choice's label, Yes or No, the file's name) beside its stored form.
        const items = written.map(({ answer, question }) => ({
          Question: questionText(question),
          AnswerText: answerText(question, answer.value),
          Answer: answer.value,
          AnsweredAt: answer.updatedAt,
        }));
        await zip.add(`${folder}/written.json`, JSON.stringify(items, null, 2));
        for (const { answer } of written) {
          if (answer.fileKey && answer.value.kind === 'file' && (await media.stat(answer.fileKey))) {
            await zip.add(`${folder}/files/${answer.id}-${safeName(answer.value.file.name)}`, await media.get(answer.fileKey));
          }
        }
      }
      // Issue 29: the application form as the candidate filled it in, each field as it was asked.
      const filled = await db
        .select()
        .from(formAnswers)
        .where(and(eq(formAnswers.enterpriseId, enterpriseId), eq(formAnswers.campaignLineId, line.id)))
        .orderBy(asc(formAnswers.id));
      if (filled.length) {
        const items = filled.map((a) => ({ Field: a.field.label, AnswerText: formValueText(a.field, a.value), Answer: a.value, AnsweredAt: a.updatedAt }));
        await zip.add(`${folder}/application-form.json`, JSON.stringify(items, null, 2));
        for (const a of filled) {
          if (a.fileKey && a.value.kind === 'file' && (await media.stat(a.fileKey))) {
            await zip.add(`${folder}/form-files/${a.id}-${safeName(a.value.file.name)}`, await media.get(a.fileKey));
          }
        }
      }
      const resumes = await db
        .select()
        .from(candidateResumes)
        .where(and(eq(candidateResumes.enterpriseId, enterpriseId), eq(candidateResumes.campaignLineId, line.id)));
      for (const r of resumes) {
        if (await media.stat(r.fileKey)) await zip.add(`${folder}/resume/${r.id}-${safeName(r.originalName)}`, await media.get(r.fileKey));
      }
    }
    await zip.close();
    await media.putFile(key, file, 'application/zip');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
