import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { DEFAULT_COUNTRY_CODE, INTERVIEW_LIMITS, formsApi, interviewApi } from '@candid/shared';
import { ok } from '../../http/reply';
import { candidateOf, candidateTokenOf } from '../../http/access';
import { authRateLimit } from '../../http/rate-limit';
import { currentQuestionAudioKey, sendQuestionAudio } from '../interview-build/audio';
import { currentQuestionVideoKey } from '../interview-build/avatar';
import { notFound } from '../../http/errors';
import { sendMedia } from '../media/range';
import { requestAccommodation } from './accommodation';
import { rateExperience } from './experience';
import { interviewLanding } from './landing';
import { readResumeUpload, saveResume } from './resume';
import * as service from './service';
import * as answers from './answers';
import * as form from './form';
import { searchLocations } from '../reference/service';
import { serve } from '../../http/serve';

/**
 * Reachable without a session: the landing page (public link secret or candidate token) and the
 * public-link start, which issues the token.
 */
const anyone = { access: { public: true } } as const;
/** The candidate's token (X-Interview-Token) opens their line of the URL's campaign (access hook). */
const candidate = { access: { candidate: 'campaign' } } as const;
const tags = ['interview'];
const tokenNote = ` Needs the candidate's token in ${INTERVIEW_LIMITS.tokenHeader}; 401 without a valid one.`;

/** The candidate interview API (docs/api-interview.md "The candidate interview"). */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Nothing a candidate reads here may be kept by a shared cache.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(
    app,
    interviewApi.landing,
    {
      config: anyone,
      schema: {
        tags,
        summary:
          "The job as the candidate sees it before starting, with the public link's secret (?link=) or the candidate's token; " +
          '404 without either (or for an unknown job), 410 through the public link when the job does not take interviews',
      },
    },
    async (req, reply) =>
      ok(reply, await interviewLanding(ctx, req.params, { link: req.query.link, token: candidateTokenOf(req) })),
  );

  serve(
    app,
    interviewApi.start,
    {
      config: { ...anyone, rateLimit: authRateLimit(ctx) },
      schema: {
        tags,
        summary:
          "Public-link start: 201 { token } and the personal link by email; 409 when the address already has a line (its personal link is re-sent); 402 over the plan",
      },
    },
    async (req, reply) => ok(reply, await service.startInterview(ctx, req.params, req.body), { status: 201 }),
  );

  serve(
    app,
    interviewApi.session,
    { config: candidate, schema: { tags, summary: `The candidate's interview: questions, attempts, resume, consent.${tokenNote}` } },
    async (req, reply) => ok(reply, await service.interviewSession(ctx, candidateOf(req))),
  );

  serve(
    app,
    interviewApi.updateCandidate,
    { config: candidate, schema: { tags, summary: `The candidate's name and phone.${tokenNote}` } },
    async (req, reply) => ok(reply, await service.updateCandidate(ctx, candidateOf(req), req.body)),
  );

  serve(
    app,
    interviewApi.consent,
    { config: candidate, schema: { tags, summary: `Consent to recording: status 1 (Started).${tokenNote}` } },
    async (req, reply) => ok(reply, await service.giveConsent(ctx, candidateOf(req), { ip: req.ip, language: req.body.language ?? 'en' })),
  );

  serve(
    app,
    interviewApi.audio,
    {
      config: candidate,
      schema: { tags, summary: `A question's spoken audio (audio/mpeg), when the interview build made it.${tokenNote}` },
    },
    async (req, reply) => {
      const line = candidateOf(req);
      return sendQuestionAudio(ctx, reply, await currentQuestionAudioKey(ctx, line, req.params.questionId));
    },
  );

  serve(
    app,
    interviewApi.video,
    {
      config: candidate,
      schema: {
        tags,
        summary: `A question's avatar video (video/mp4, with Range support), when the interview build made it.${tokenNote}`,
      },
    },
    async (req, reply) => {
      const line = candidateOf(req);
      const key = await currentQuestionVideoKey(ctx, line, req.params.questionId);
      if (!key) throw notFound();
      return sendMedia(req, reply, ctx.media, key, { contentType: 'video/mp4' });
    },
  );

  serve(
    app,
    interviewApi.complete,
    {
      config: candidate,
      schema: { tags, summary: `Finish: 200 when every question has an uploaded answer, else 409 with details.questions.${tokenNote}` },
    },
    async (req, reply) => {
      const line = candidateOf(req);
      // Finishing moves on from the screening questions too: a due end comes first (issue 29).
      if (line.consentAt && !line.completedAt) await answers.moveOnFromScreening(ctx, line, service.completeInterview);
      return ok(reply, await service.completeInterview(ctx, line));
    },
  );

  serve(
    app,
    interviewApi.requestAccommodation,
    {
      config: candidate,
      schema: {
        tags,
        summary:
          `Ask the job's team for an accommodation (issue 32): the request (1 to 2000 characters) is mailed to the team and recorded in the audit trail; ` +
          `202 with when it was sent, 409 once the interview is completed, 429 after three a day.${tokenNote}`,
      },
    },
    async (req, reply) => ok(reply, await requestAccommodation(ctx, candidateOf(req), req.body), { status: 202 }),
  );

  serve(
    app,
    interviewApi.rateExperience,
    {
      config: candidate,
      schema: {
        tags,
        summary: `Rate the interview once finished (issue 33): 1 to 5 and an optional comment; a new rating replaces it; 409 before finishing. No reviewer reads it.${tokenNote}`,
      },
    },
    async (req, reply) => ok(reply, await rateExperience(ctx, candidateOf(req), req.body)),
  );

  serve(
    app,
    interviewApi.saveAnswer,
    {
      config: candidate,
      schema: {
        tags,
        summary:
          `Save (replace) the answer of a text, choice, yes/no, number or date question (issue 29): 400 with details when it does not fit the question, ` +
          `409 once the interview is completed or ended on screening; the reply says whether screening ended it.${tokenNote}`,
      },
    },
    async (req, reply) => ok(reply, await answers.saveAnswer(ctx, candidateOf(req), req.params.questionId, req.body, service.completeInterview)),
  );

  serve(
    app,
    interviewApi.moveOnFromScreening,
    {
      config: candidate,
      schema: {
        tags,
        summary:
          `The candidate moves on from the screening questions (issue 29): when an answer does not qualify and the job ends interviews then, ` +
          `the interview ends here with the recruiter's message (screening.ended); else nothing changes. Asking again answers the same.${tokenNote}`,
      },
    },
    async (req, reply) => ok(reply, await answers.moveOnFromScreening(ctx, candidateOf(req), service.completeInterview)),
  );

  serve(
    app,
    interviewApi.clearAnswer,
    {
      config: candidate,
      schema: { tags, summary: `Clear the answer of an optional question (400 for a required one).${tokenNote}` },
    },
    async (req, reply) => ok(reply, await answers.clearAnswer(ctx, candidateOf(req), req.params.questionId)),
  );

  // The application form (issue 29): after consent, before the questions.
  serve(
    app,
    formsApi.candidateForm,
    { config: candidate, schema: { tags, summary: `The job's application form with the values given so far; 404 when the job has none.${tokenNote}` } },
    async (req, reply) => ok(reply, await form.candidateForm(ctx, candidateOf(req))),
  );

  serve(
    app,
    formsApi.saveValue,
    {
      config: candidate,
      schema: {
        tags,
        summary: `Save one field's value as the candidate goes (an empty value clears it): 400 with details when it does not fit the field, 409 once the interview is over.${tokenNote}`,
      },
    },
    async (req, reply) => ok(reply, await form.saveFormValue(ctx, candidateOf(req), req.params.fieldId, req.body)),
  );

  serve(
    app,
    formsApi.submit,
    { config: candidate, schema: { tags, summary: `Submit the form: 400 with details naming each required field without a value.${tokenNote}` } },
    async (req, reply) => ok(reply, await form.submitForm(ctx, candidateOf(req))),
  );

  serve(
    app,
    formsApi.places,
    { config: candidate, schema: { tags, summary: `Place suggestions for a place field (more than 3 characters), in a country (default AU).${tokenNote}` } },
    async (req, reply) => ok(reply, searchLocations(req.query.countryCode ?? DEFAULT_COUNTRY_CODE, req.query.text, req.query.limit)),
  );

  // Multipart only where a file is expected.
  await app.register(async (scoped) => {
    if (!scoped.hasRequestDecorator('isMultipart')) await scoped.register(multipart);
    serve(
      scoped.withTypeProvider<ZodTypeProvider>(),
      interviewApi.resume,
      {
        config: { ...candidate, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: `Upload the resume (multipart field 'file': PDF, DOCX or DOC up to 10 MB; replaces the previous one); 413 too large, 415 other types.${tokenNote}`,
        },
      },
      async (req, reply) => {
        const line = candidateOf(req);
        return ok(reply, await saveResume(ctx, line, await readResumeUpload(req)), { status: 201 });
      },
    );
    serve(
      scoped.withTypeProvider<ZodTypeProvider>(),
      interviewApi.saveFileAnswer,
      {
        config: { ...candidate, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            `Upload the answer of a file question (issue 29; multipart field 'file': PDF, DOCX, DOC, PNG or JPEG judged by content, up to 10 MB; ` +
            `replaces the previous one); 413 too large, 415 other types.${tokenNote}`,
        },
      },
      async (req, reply) =>
        ok(reply, await answers.saveFileAnswer(ctx, candidateOf(req), req.params.questionId, req, service.completeInterview), { status: 201 }),
    );
    serve(
      scoped.withTypeProvider<ZodTypeProvider>(),
      formsApi.saveFile,
      {
        config: { ...candidate, rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            `Upload the file of a file field (multipart field 'file': PDF, DOCX, DOC, PNG or JPEG judged by content, up to 10 MB; ` +
            `replaces the previous one); 413 too large, 415 other types.${tokenNote}`,
        },
      },
      async (req, reply) => ok(reply, await form.saveFormFile(ctx, candidateOf(req), req.params.fieldId, req), { status: 201 }),
    );
  });
};
