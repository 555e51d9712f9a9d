import { ACCOMMODATION_REQUEST_MAX } from './accommodations';
import { CANDIDATE_EXPERIENCE } from './constants';
import type { CandidateLocale } from './locales';

/*
 * The messages a candidate meets: the server's (CANDIDATE_MSG, part of MSG), which the candidate
 * app translates by their text (apps/web/src/interview/i18n shownMessage), and the English of the
 * candidate's pages that the employer app shows too (INTERVIEW_MSG). A subpath of its own, so the
 * candidate's bundle carries these and not every message of the employer app.
 */

/** Messages of MSG (messages.ts spreads them in) that the candidate app also shows. */
export const CANDIDATE_MSG = {
  answerFileWrongType: 'Please upload a PDF, Word (DOCX or DOC), PNG or JPEG file.',
  answerTextTooLong: (limit: number) => `Please keep your answer to ${limit} words.`,
  answerInterviewCompleted: 'This interview has already been completed.',
  answerFileTooLarge: 'The file is too large. A file can be up to 10 MB.',
  screeningEndedDefault: 'Thank you for your answers. We are not able to take your application further for this role.',
  interviewPaused: 'This interview is paused.',
  emailFormatInvalid: 'email format is not valid',
  dataRequestSent:
    'If we hold data for this address, we have sent it an email with a link to confirm your request. The link is valid for 24 hours.',
  validationFailed: 'The request is invalid.',
  screeningEnded: 'This interview has ended.',
  interviewAlreadyInvited:
    'You have already been invited to this interview. We have emailed you your personal link.',
  answerNumberBelow: (min: number) => `Please enter a number of at least ${min}.`,
  answerNumberAbove: (max: number) => `Please enter a number of at most ${max}.`,
  answerNoAttemptsLeft: 'You have no attempts left for this question.',
  answerAlreadyUploaded: 'This answer has already been uploaded.',
  somethingWentWrongRetry: 'Something went wrong, please try again.',
  interviewConsentRequired: 'Please agree to the recording and processing of your interview',
  answerChoiceUnknown: 'Please choose one of the options.',
  answerChoiceOne: 'Please choose one option.',
  answerDateInvalid: 'Please enter a real date (YYYY-MM-DD).',
  // Moved from MSG (issue 32): the server's other messages a candidate can meet, translated by the candidate app.
  interviewEnded: 'This interview has closed.',
  interviewWithdrawn: 'This invitation has been withdrawn. Please contact the employer if you think this is a mistake.',
  interviewUnavailable: 'This interview is no longer available.',
  interviewNotTakingCandidates: 'This job is not taking new candidates at the moment. Please contact the employer.',
  interviewIncomplete: 'Please answer every question before you finish the interview.',
  resumeMissing: 'Please choose a file to upload.',
  resumeTooLarge: 'The file is too large. A resume can be up to 10 MB.',
  resumeWrongType: 'Please upload your resume as a PDF, DOCX or DOC file.',
  answerChoiceAtLeastOne: 'Please choose at least one option.',
  answerTextEmpty: 'Please write your answer.',
  answerRequired: 'Please answer this question.',
  answerRecorded: 'This question is answered by a recording.',
  answerQuestionNotFound: 'This question is not part of the interview.',
  answerAttemptInProgress: 'Another recording of this answer is starting. Please try again.',
  answerUploadFailed: 'This recording could not be kept. Please record your answer again.',
  answerNotVideo: 'The recording is not a WebM or MP4 video. Please record your answer again.',
  answerTooLarge: 'The recording is too large.',
  tooManyRequests: 'Too many requests. Please try again later.',
  // Issue 32: the candidate's request for an accommodation.
  accommodationRequestEmpty: 'Please describe what would help you.',
  accommodationRequestTooLong: `Please keep your request to ${ACCOMMODATION_REQUEST_MAX} characters.`,
  // Issue 33: the candidate's rating of the interview.
  experienceRatingInvalid: 'Please choose from 1 to 5 stars.',
  experienceCommentTooLong: `Please keep your comment to ${CANDIDATE_EXPERIENCE.commentMax} characters.`,
  experienceNotFinished: 'You can rate the interview once you have finished it.',
} as const;

/**
 * The consent sentence in each candidate language, as the candidate ticks it: the server records the
 * one of the language their page was in (the catalogues say the same: catalogues.test.ts).
 */
export const CONSENT_LABELS: Record<CandidateLocale, string> = {
  en: 'I agree to the recording of my video answers and the processing of my data for this application',
  es: 'Acepto la grabación de mis respuestas en vídeo y el tratamiento de mis datos para esta candidatura',
  fr: 'J’accepte l’enregistrement de mes réponses vidéo et le traitement de mes données dans le cadre de cette candidature',
  de: 'Ich bin mit der Aufzeichnung meiner Videoantworten und der Verarbeitung meiner Daten für diese Bewerbung einverstanden',
  'pt-BR': 'Concordo com a gravação das minhas respostas em vídeo e com o tratamento dos meus dados para esta candidatura',
  ar: 'أوافق على تسجيل إجاباتي بالفيديو ومعالجة بياناتي لأغراض هذا الطلب',
  'zh-CN': '我同意录制我的视频回答，并同意为本次求职申请处理我的个人数据',
};

/**
 * The English of the candidate's pages that the employer app shows too: the consent sentence (the
 * server records it with the consent) and the data-request form of the public /data-request page.
 * The candidate app itself takes every word from its catalogues (apps/web/src/interview/i18n),
 * whose English says the same (apps/web/src/interview/i18n/catalogues.test.ts checks it).
 */
export const INTERVIEW_MSG = {
  consentLabel: CONSENT_LABELS.en,
  dataRequestTitle: 'Your data',
  dataRequestHelp: 'You can ask for a copy of the data we hold about you, or for its deletion. We will email you a link to confirm.',
  dataRequestCopy: 'Send me a copy of my data',
  dataRequestErase: 'Delete my data',
  dataRequestEmail: 'The email address you used',
  dataRequestSend: 'Send request',
} as const;
