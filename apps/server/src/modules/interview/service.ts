import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CAMPAIGN_LINE_STATUS,
  CONSENT_LABELS,
  INTERVIEW_LIMITS,
  MSG,
  QUESTION_RESPONSE_STATUS,
  interviewCandidateUpdateSchema,
  accommodatedWritingLimit,
  interviewStartInputSchema,
  type Accommodation,
  type CandidateQuestionSettings,
  type InterviewSession,
} from '@candid/shared';
import type { Deps } from '../../context';
import { withTransaction } from '../../db/transaction';
import { campaignLines, candidateConsents, candidateResumes, questionResponses } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../../platform/crypto';
import { enqueueMail } from '../../platform/mail/outbox';
import { interviewLinkMail, interviewReceivedMail, mailLogoUrl } from '../../platform/mail/templates';
import { candidateLocaleOf, type CandidateLocale } from '@candid/shared/locales';
import { lockInvites } from '../billing/plan';
import { assertPublicLinkOpen } from '../billing/limits';
import { discardUnfinishedAnswers, removeUploadFiles } from '../uploads/service';
import { currentAudioKey } from '../interview-build/audio';
import { currentAvatarKey } from '../interview-build/avatar';
import type { CandidateLine, PublicJob } from '../../actors';
import { brandingOf, jobVoice, liveQuestions, loadJob, personalLink, publicLinkOpens, questionText, type CampaignRow } from '../campaigns/read-model';
import { queueSummaryWhenTranscribed } from '../transcripts/summary';
import { candidateWindow, interviewClosedReason } from '../campaigns/interview-window';
import { getSnippet } from '../snippets/service';
import { addInvitedLines, markInterviewCompleted, markInterviewStarted, renewInviteToken, updateCandidateDetails } from '../campaigns/candidate-lines';
import { emit } from '../webhooks/emit';
import { answersOfLine, missingRequired, screeningState } from './answers';
import { missingFormFields } from './form';
import { formOfJob } from '../forms/service';
import { experienceOf } from './experience';
import { candidateSettings, interviewOrder, isScreening } from '../campaigns/question-kinds';

export type StartInput = z.output<typeof interviewStartInputSchema>;
export type CandidateUpdate = z.output<typeof interviewCandidateUpdateSchema>;

const lineOf = (line: CandidateLine) =>
  and(eq(campaignLines.enterpriseId, line.enterpriseId), eq(campaignLines.id, line.campaignLineId));

/** A question's settings as this candidate has them: a written answer's own time limit with their accommodation (issue 32). */
const accommodatedSettings = (settings: CandidateQuestionSettings, accommodation: Accommodation): CandidateQuestionSettings =>
  settings.timeLimitSeconds === undefined ? settings : { ...settings, timeLimitSeconds: accommodatedWritingLimit(settings.timeLimitSeconds, accommodation) };

/** 400 with the reason when the job does not take interviews now. */
function assertOpen(job: CampaignRow) {
  const reason = interviewClosedReason(job);
  if (reason) throw badRequest(reason, { campaign: [reason] });
}

async function mailContext(deps: Deps<'config'>, job: CampaignRow) {
  const { config } = deps;
  const brand = await brandingOf(deps, job, config.publicUrl, mailLogoUrl);
  return { employerName: brand.name || 'the hiring team', brand, jobTitle: job.jobTitle || job.name };
}

/**
 * POST /interview/{c}/{e}/start: a candidate arriving by the job's public link gets a line
 * (status 0, one of the plan's invites) and their personal link by email; the token answered is
 * the secret of that link. An address that already has a line is sent a fresh personal link
 * (the previous one stops working) and answered 409.
 */
export async function startInterview(deps: Deps<'config' | 'limits' | 'mail'>, { campaignId, enterpriseId }: PublicJob, input: StartInput) {
  const job = await loadJob(deps, enterpriseId, campaignId);
  if (!publicLinkOpens(job, input.link, interviewClosedReason(job) === null)) throw notFound();
  assertOpen(job);
  // Whatever address the requests come from: a public link takes so many new candidates an
  // hour, and mails one address only a few times.
  const jobKey = `${enterpriseId}-${campaignId}`;
  const { publicStartsPerJob, publicMailsPerAddress } = deps.limits;
  if ((await publicStartsPerJob.exhausted(jobKey)) || !(await publicMailsPerAddress.take(input.email))) throw new HttpError(429, MSG.tooManyRequests);
  const secret = randomToken(24);
  const url = personalLink(deps.config, campaignId, enterpriseId, secret);
  const outcome = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    await lockInvites(txDeps, enterpriseId);
    const mail = await mailContext(txDeps, job);
    const [existing] = await tx
      .select({ id: campaignLines.id, firstName: campaignLines.candidateFirstName, status: campaignLines.status })
      .from(campaignLines)
      .where(
        and(
          eq(campaignLines.enterpriseId, enterpriseId),
          eq(campaignLines.campaignId, campaignId),
          eq(sql`lower(${campaignLines.candidateEmail})`, input.email),
        ),
      );
    // A withdrawn invitation stays withdrawn: the public link issues it no new personal link.
    if (existing?.status === CAMPAIGN_LINE_STATUS.Withdrawn) return 'withdrawn' as const;
    if (existing) {
      await renewInviteToken(txDeps, { enterpriseId, campaignLineId: existing.id }, sha256(secret));
      await enqueueMail(tx, { ...interviewLinkMail({ ...mail, firstName: existing.firstName ?? input.firstName, url, replaced: true, locale: candidateLocaleOf(job.language) }), to: input.email, enterpriseId });
      return 'resent' as const;
    }
    // Refused when the plan is used up or expired, but spent only when the candidate consents
    // (giveConsent): a stranger filling in the form cannot use up the employer's invites.
    await assertPublicLinkOpen(txDeps, enterpriseId);
    await addInvitedLines(txDeps, enterpriseId, [
      {
        selfRegistered: true,
        campaignId,
        jobId: job.jobId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        inviteTokenHash: sha256(secret),
        invitedAt: new Date().toISOString(),
        channel: input.via ?? 'public_link',
      },
    ]);
    await enqueueMail(tx, { ...interviewLinkMail({ ...mail, firstName: input.firstName, url, replaced: false, locale: candidateLocaleOf(job.language) }), to: input.email, enterpriseId });
    return 'created' as const;
  });
  deps.mail.wake();
  if (outcome === 'withdrawn') throw new HttpError(409, MSG.interviewWithdrawn);
  if (outcome === 'resent') throw new HttpError(409, MSG.interviewAlreadyInvited);
  await publicStartsPerJob.take(jobKey);
  return { token: secret };
}

/** GET /interview/{c}/{e}/session: the candidate, their consent, resume and every question's attempts. */
export async function interviewSession(deps: Deps<'config'>, line: CandidateLine): Promise<InterviewSession> {
  const { db } = deps;
  const job = await loadJob(deps, line.enterpriseId, line.campaignId);
  const [[row], voice, questionRows, responses, [resume], answers, screening, form, experience] = await Promise.all([
    db.select().from(campaignLines).where(lineOf(line)),
    jobVoice(deps, job),
    liveQuestions(deps, job).then(interviewOrder),
    db
      .select()
      .from(questionResponses)
      .where(and(eq(questionResponses.enterpriseId, line.enterpriseId), eq(questionResponses.campaignLineId, line.campaignLineId)))
      .orderBy(asc(questionResponses.attempt)),
    db
      .select()
      .from(candidateResumes)
      .where(and(eq(candidateResumes.enterpriseId, line.enterpriseId), eq(candidateResumes.campaignLineId, line.campaignLineId)))
      .orderBy(desc(candidateResumes.id))
      .limit(1),
    answersOfLine(deps, line),
    screeningState(deps, line),
    formOfJob(deps, line),
    experienceOf(deps, line),
  ]);
  const allowed = 1 + job.retakes + line.accommodation.extraRetakes;
  const base = `/api/interview/${line.campaignId}/${line.enterpriseId}`;
  return {
    campaignLineId: row.id,
    candidate: {
      firstName: row.candidateFirstName,
      lastName: row.candidateLastName,
      email: row.candidateEmail,
      phone: row.candidatePhone,
    },
    consentAt: row.consentAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    resume: resume
      ? { name: resume.originalName, sizeBytes: resume.sizeBytes, uploadedAt: resume.createdAt }
      : null,
    questions: questionRows.map((q) => {
      const text = questionText(q);
      const attempts = responses
        .filter((r) => r.questionId === q.id)
        .map((r) => ({
          responseId: r.id,
          attempt: r.attempt,
          status: r.status,
          durationMs: r.durationMs,
          sizeBytes: r.sizeBytes,
          uploadUrl:
            r.status === QUESTION_RESPONSE_STATUS.Uploading && r.uploadId ? `${INTERVIEW_LIMITS.uploadPath}/${r.uploadId}` : null,
        }));
      return {
        questionId: q.id,
        order: q.order,
        text,
        audioUrl: currentAudioKey(q, text, voice) ? `${base}/audio/${q.id}` : null,
        videoUrl: currentAvatarKey(q, text, voice, deps.config.avatar.avatarId) ? `${base}/video/${q.id}` : null,
        attempts,
        attemptsLeft: Math.max(0, allowed - attempts.length),
        kind: q.kind,
        required: q.required,
        settings: accommodatedSettings(candidateSettings(q), line.accommodation),
        answer: answers.get(q.id)?.value ?? null,
        screening: isScreening(q),
      };
    }),
    screening,
    form: form ? { submittedAt: row.formSubmittedAt } : null,
    experience,
  };
}

/** PUT /interview/{c}/{e}/candidate: the candidate's own name and phone. */
export async function updateCandidate(deps: Deps, line: CandidateLine, input: CandidateUpdate) {
  const row = await updateCandidateDetails(deps, line, { firstName: input.firstName, lastName: input.lastName, phone: input.phone || null });
  return {
    firstName: row.candidateFirstName,
    lastName: row.candidateLastName,
    email: row.candidateEmail,
    phone: row.candidatePhone,
  };
}

/**
 * POST /interview/{c}/{e}/consent: recording may start; the line becomes Started (1). The first
 * consent is recorded (issue 16): the exact sentence the candidate ticked, in the language of
 * their page (issue 32), the privacy policy version they could read, the time and their address.
 */
export async function giveConsent(
  deps: Deps<'config' | 'events'>,
  line: CandidateLine,
  from: { ip: string | null; language: CandidateLocale } = { ip: null, language: 'en' },
) {
  assertOpen(candidateWindow(await loadJob(deps, line.enterpriseId, line.campaignId), line));
  const now = new Date().toISOString();
  const policy = await getSnippet(deps, { name: 'Privacy_Policy', enterpriseId: line.enterpriseId });
  await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    // A candidate who registered through the public link costs an invite from now on.
    const [current] = await tx.select({ selfRegistered: campaignLines.selfRegistered }).from(campaignLines).where(lineOf(line));
    if (current?.selfRegistered && !line.consentAt) {
      await lockInvites(txDeps, line.enterpriseId);
      await assertPublicLinkOpen(txDeps, line.enterpriseId);
    }
    const write = await markInterviewStarted(txDeps, line, now);
    await tx
      .insert(candidateConsents)
      .values({
        enterpriseId: line.enterpriseId,
        campaignLineId: line.campaignLineId,
        consentText: CONSENT_LABELS[from.language],
        privacyPolicyVersion: policy.version,
        acceptedAt: now,
        ipAddress: from.ip?.slice(0, 45) ?? null,
      })
      .onConflictDoNothing();
    // The first consent starts the interview; a second one changes nothing, even one sent at the
    // same moment (the line is locked, so it sees the first one's consent).
    if (write && write.before.consentAt === null) {
      await emit(txDeps, { enterpriseId: line.enterpriseId, type: 'interview.started', data: { jobId: line.campaignId, candidateId: line.campaignLineId } });
    }
  });
  return interviewSession(deps, line);
}

/**
 * POST /interview/{c}/{e}/complete: 409 with details.questions (the ids without an uploaded
 * answer) until every live question has one; then status 2, CompletedAt, and a confirmation
 * email to the candidate, in one transaction. Completing again answers the same.
 */
export async function completeInterview(deps: Deps<'config' | 'events' | 'queue' | 'mail'>, line: CandidateLine) {
  if (line.completedAt) return { completedAt: line.completedAt };
  if (!line.consentAt) throw badRequest(MSG.interviewConsentRequired, { consent: [MSG.interviewConsentRequired] });
  const job = await loadJob(deps, line.enterpriseId, line.campaignId);
  const live = await liveQuestions(deps, job);
  const ids = live.map((q) => q.id);
  const answered = ids.length
    ? await deps.db
        .selectDistinct({ id: questionResponses.questionId })
        .from(questionResponses)
        .where(
          and(
            eq(questionResponses.enterpriseId, line.enterpriseId),
            eq(questionResponses.campaignLineId, line.campaignLineId),
            inArray(questionResponses.questionId, ids),
            inArray(questionResponses.status, [QUESTION_RESPONSE_STATUS.Uploaded, QUESTION_RESPONSE_STATUS.Ready]),
          ),
        )
    : [];
  const [given, screening] = await Promise.all([answersOfLine(deps, line), screeningState(deps, line)]);
  // An interview ended on screening is complete with what the candidate gave (issue 29).
  const missing = screening.ended ? [] : missingRequired(live, new Set(answered.map((a) => a.id)), new Set(given.keys()));
  if (missing.length) throw new HttpError(409, MSG.interviewIncomplete, { questions: missing.map(String) });
  const formMissing = screening.ended ? [] : await missingFormFields(deps, line);
  if (formMissing.length) throw new HttpError(409, MSG.formNotSubmitted, { form: formMissing.map((f) => f.id) });

  let discarded: string[] = [];
  const completedAt = await withTransaction(deps, async (txDeps) => {
    const { db: tx } = txDeps;
    const write = await markInterviewCompleted(txDeps, line, new Date().toISOString());
    if (!write) {
      const [current] = await tx.select({ at: campaignLines.completedAt }).from(campaignLines).where(lineOf(line));
      return current.at!;
    }
    const row = write.after;
    // A retake still uploading would change what reviewers see: it ends here, unfinished.
    discarded = await discardUnfinishedAnswers(txDeps, line);
    const mail = await mailContext(txDeps, job);
    await enqueueMail(tx, {
      ...interviewReceivedMail({ ...mail, firstName: row.candidateFirstName, locale: candidateLocaleOf(job.language) }),
      to: row.candidateEmail,
      enterpriseId: line.enterpriseId,
    });
    // Answers transcribed before the candidate finished: their summary is due now (issue 15).
    await queueSummaryWhenTranscribed(txDeps, { enterpriseId: line.enterpriseId, lineId: line.campaignLineId });
    await emit(txDeps, {
      enterpriseId: line.enterpriseId,
      type: 'interview.completed',
      // Issue 29: the screening outcome as a state (null: the job screens nobody); the answers
      // themselves are read through the API, as the docs promise receivers.
      data: {
        jobId: line.campaignId,
        candidateId: line.campaignLineId,
        completedAt: row.completedAt,
        screening: live.some(isScreening) ? (row.screeningUnmet ? 'unmet' : 'met') : null,
        endedOnScreening: row.screeningEndedAt !== null,
      },
    });
    return row.completedAt!;
  });
  await removeUploadFiles(deps, discarded);
  deps.mail.wake();
  return { completedAt };
}
