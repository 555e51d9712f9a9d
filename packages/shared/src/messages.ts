import { FORM_MSG } from './formMessages';
import { INTEGRATION_MSG } from './integrationMessages';

/** The message catalogue: every user-visible string of SPEC §5 and §8, worded exactly. */
export const MSG = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongDot: 'Something went wrong.',
  somethingWentWrongRetry: 'Something went wrong, please try again.',

  // Logout and layout
  logoutConfirm: 'Are you sure you would like to log out?',
  featureUnavailable: 'This feature is currently unavailable, please check back again soon',
  comingSoon: 'Coming soon',
  // Help page and the pages users land on by a bad link (issue 28)
  helpShortcutsIntro: "The review player's shortcuts, on a candidate's page, while the player has the focus. C shows only when the answer has captions, N and P only when there are several questions.",
  helpContactAdministrator: 'For questions about your account, your package or this site, contact your Candid administrator.',
  helpContactOperator: 'For questions about your account, your package or this site, contact the people who run Candid:',
  candidateNotFound: 'This candidate was not found.',
  candidateNotFoundText:
    'The link may be wrong, the candidate may have been deleted, or they applied to a job you do not have access to. Ask the job’s owner if you need to see them.',
  invitationInvalidTitle: 'This invitation is invalid or has expired',
  invitationInvalidText:
    'The link may be incomplete, already used, or replaced by a newer invitation. Ask the person who invited you to send you a new invitation. If you already set up your account, sign in.',
  invitationHasAccountTitle: 'This address already has its own Candid account',
  invitationHasAccount: (company: string) =>
    `This address already has its own Candid account, so it cannot join ${company} with it. Sign in to your account, or ask ${company} to invite another address.`,

  // Package limit
  packageLimitTitle: "It's time to update",
  packageLimitText:
    'You have reached the limit of your current plan. choose higher plan to unlock more features.',
  // Packages and billing (not worded by the spec)
  packageNotFound: 'This package is not available.',
  packageAlreadyActive: 'You are already on this package.',
  onlyOwnerPays: 'Only the account owner can change the package or the payment method.',
  billingOffline: 'Online payment is not set up on this server. Contact your Candid operator to change your package.',
  upgradeRequestUnavailable: 'Upgrade requests are not set up on this server. Ask whoever runs it to change your package.',
  upgradeRequested: (name: string, to: string) => `Your request for ${name} was sent to ${to}. You have a copy by email.`,
  billingUnavailable: 'The payment service could not be reached. Please try again in a few minutes.',
  noSubscription: 'There is no paid subscription to manage yet. Choose a package first.',
  packageUpgraded: (name: string) => `Your package is now ${name}.`,
  packageDowngradeScheduled: (name: string, date: string) => `Your package changes to ${name} on ${date}.`,
  paymentReceived: 'Payment received. Your package is active.',
  checkoutCancelled: 'Checkout was cancelled. Your package has not changed.',
  packageExpiredNotice: 'Your package has expired. Candidates can finish interviews they started and your team can review them, but nothing new can be launched until you renew.',

  // Forgot password
  enterEmail: 'Please enter email',
  emailFormatInvalid: 'email format is not valid',
  userNotFound: 'User not found',
  otpVerifyFailed: 'Failed to verify OTP.',
  changePasswordFailed: 'Failed to change password.',
  passwordNotMatched: 'password not matched',
  passwordStrength:
    'Password must contain at least one small and capital letter , special characters  and numbers.',
  resetPasswordSuccess: 'Reset password successful!',
  resetSuccessTitle: 'Successful',
  resetSuccessText: 'Your password has been reset successfully',
  otpSent: 'OTP has been sent to your email',
  otpVerified: 'OTP verified',
  otpResendTooSoon: 'Please wait before requesting another code',
  otpExpired: 'The code has expired. Please request a new one.',
  otpTooManyTries: 'Too many attempts. Please request a new code.',

  // Registration
  userAlreadyExists: 'User already exists. Please use a different email address.',
  failedToRegister: 'Failed to register.',
  alreadyTaken: (field: string, value: string) => `${field} '${value}' is already taken.`,

  // Login
  invalidLogin: 'The user name or password is incorrect.',
  userInactive: 'Your account is inactive. Please contact your administrator.',

  // Invite users
  validEmail: 'Please Enter a valid email',
  emailAlreadyExist: 'Email is already exist',
  selectAccessLevel: 'Select a Access level of User',
  mailSent: 'Successfully mail sent',
  mailSentTo: (email: string) => `Successfully mail sent to ${email}.`,
  alreadyMailSentTo: (email: string) => `Already mail sent to ${email}.`,
  copied: 'Successfully copied.',
  copyFailed: 'Failed to copy.',

  // Invite candidates (instant invite screen, CSV upload)
  inviteMethodsIntro: 'Select a method for inviting candidates to interview for this job',
  invalidEmailFor: (email: string) => `Please Enter a valid email: ${email}`,
  invitesLeft: (n: number) => `${n} ${n === 1 ? 'invite' : 'invites'} left on your plan`,
  invitesUnlimited: 'Your plan has unlimited invites',
  csvNotCsv: 'Please choose a .csv file.',
  csvTooLarge: 'This file is too large. Please choose a file under 2 MB.',
  csvReadFailed: 'The file could not be read.',
  csvEmpty: 'This file has no candidate rows.',
  csvTooManyRows: (rows: number, max: number) =>
    `This file has ${rows} rows; at most ${max} can be invited at a time. Please split it into smaller files.`,
  csvMissingEmail: 'Missing email',
  inviteSummary: (sent: number, already: number, failed: number) =>
    `${sent} sent, ${already} already invited, ${failed} failed`,

  // Interview build (Job Created dialog, job screen)
  interviewBuilding: 'The interview process is being built.',
  interviewReady: 'Your interview is ready',
  interviewBuildFailed:
    "The question audio could not be made. Candidates will hear their browser's voice read the questions instead.",
  interviewBrowserVoice: "The questions will be read aloud by the candidate's browser.",

  // Interview settings (job screen)
  thinkTimeRange: 'Think time must be between 0 and 600 seconds.',
  answerTimeRange: 'The answer time limit must be between 10 seconds and 30 minutes.',
  retakesRange: 'Retakes must be between 0 and 10.',

  // Templates
  templateNameUpdated: 'Template name was updated',
  jobDescriptionDeleted: 'Job description deleted',
  jobDescriptionTemplateCreated: 'Job description Template is created!',
  questionTemplateCreated: 'Question Template is created!',
  // The spec shows the server's text for template-question changes without wording it.
  templateQuestionAdded: 'Question added to the template.',
  templateQuestionUpdated: 'Question updated.',
  templateQuestionDeleted: 'Question deleted.',
  enterTemplateName: 'Please enter a template name',
  enterQuestionTemplate: 'Enter a Question',
  enterJobName: 'Please enter a job name',
  enterDescription: 'Enter a description',

  // Branding
  initialHint: 'Enter Max Three Words',
  uploadImage: 'Please upload an image',
  /** Not worded by the spec (issue 12): SaveImage's refusals. */
  imageWrongType: 'Please upload a JPG, PNG, WebP, GIF or AVIF image.',
  imageTooLarge: 'This image is too large. Please choose one under 5 MB.',
  imageSaved: 'Image updated',

  // Company, team and account (issue 12; not worded by the spec unless noted)
  /** SPEC §4: the owner's activate/deactivate confirmation. */
  userStatusConfirm: 'Are you sure you would like to activate/deactivate this user?',
  companyUpdated: 'Company details updated',
  profileUpdated: 'Profile updated',
  currentPasswordWrong: 'Current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  sessionRevoked: 'Session signed out',
  roleChanged: 'Role updated',
  snippetSaved: 'Saved',
  /** Not worded by the spec: GET /Snippet/Get/{name} with a name there is none of. */
  snippetUnknown: (name: string) =>
    `There is no snippet '${name}'. The snippets are Privacy_Policy, Terms_Of_Service, Shortlist_Mail, Reject_Mail, Reminder_Mail, Reminder_In_Progress_Mail and Withdraw_Mail.`,
  /** Company and client forms (issue 12; not worded by the spec). */
  companyNameRequired: 'Please enter the company name',
  phoneInvalid: 'Please enter a valid phone number',
  textTooLong: (max: number) => `Please use at most ${max} characters`,
  noAccessCompany: "You don't have access to edit the company. Ask the account owner or an admin.",
  noAccessClients: "You don't have access to edit clients. Ask the account owner or an admin.",
  noAccessCompanySection: (section: string) => `You don't have access to ${section}. Ask the account owner or an admin.`,

  // Create job
  questionBeingGenerated: 'Question is beign generated. Please wait for a moment',
  selectCompany: 'Please select a Company',
  campaignTitleRequired: 'Campaign Title is required.',
  jobTitleRequired: 'Job Title is required.',
  enterQuestion: 'Please enter a question',
  questionExists: 'This Question is already exist',
  selectCompanyBang: 'Please select a company !',
  enterCampaignTitle: 'Please enter campaign title!',
  selectJobCategory: 'Please select a Job Category',
  jobDescriptionFailed: 'Failed to generate AI job description.',
  /** Not worded by the spec: the question-generation counterpart of jobDescriptionFailed. */
  questionGenerationFailed: 'Failed to generate interview questions.',
  notificationSent: 'Notification Sent',
  /** SPEC §8 adds the id ('Job created with ID 2'); database ids are not shown to users. */
  jobCreated: 'Job created',
  cantUpdateComment: "Can't update other user's comment",
  cantDeleteComment: "Can't delete other user's comment",

  // Clients
  employerCreated: 'Employer created',

  // Candidate interview (issue 4; not worded by the spec)
  interviewAlreadyInvited:
    'You have already been invited to this interview. We have emailed you your personal link.',
  interviewEnded: 'This interview has closed.',
  interviewWithdrawn: 'This invitation has been withdrawn. Please contact the employer if you think this is a mistake.',
  interviewUnavailable: 'This interview is no longer available.',
  interviewPaused: 'This interview is paused.',
  /** The public link while the employer's package has no invitation left or has expired. */
  interviewNotTakingCandidates: 'This job is not taking new candidates at the moment. Please contact the employer.',
  interviewNotYetOpen: (date: string) => `This interview opens on ${date}.`,
  jobEndedNoInvites: 'This job has ended: candidates can no longer be invited.',
  jobHasNoQuestions: 'Add questions to this job before inviting candidates.',
  /** A job's dates or pay range out of order (the server's SaveJob check, also run by the job form). */
  endDateBeforeStart: 'End date is before start date.',
  payRangeReversed: 'Pay range is reversed.',
  /** The invite screen and the Job Created dialog of a job whose start date is ahead. */
  jobOpensLater: (date: string) =>
    `This job opens to candidates on ${date}. You can invite them now: the invitation says when it opens, and their link works from that day.`,
  interviewConsentRequired: 'Please agree to the recording and processing of your interview',
  interviewIncomplete: 'Please answer every question before you finish the interview.',
  resumeMissing: 'Please choose a file to upload.',
  resumeTooLarge: 'The file is too large. A resume can be up to 10 MB.',
  resumeWrongType: 'Please upload your resume as a PDF, DOCX or DOC file.',

  // Question kinds and screening (issue 29; not worded by the spec)
  questionKindInvalid: 'Please choose a question type: video, audio, text, single_choice, multiple_choice, yes_no, number, date or file.',
  choiceIdInvalid: 'An option id is 1 to 16 letters, digits, - or _.',
  choiceLabelRequired: 'Please enter the option.',
  choiceOptionsCount: 'A choice question has 2 to 20 options.',
  choiceIdsUnique: 'Each option needs its own id.',
  numberRangeReversed: 'The maximum must not be below the minimum.',
  questionSettingsInvalid: "These settings do not fit the question's type.",
  answerKindInvalid: 'Please send an answer of the kind: text, single_choice, multiple_choice, yes_no, number or date.',
  answerKindMismatch: (kind: string) => `This question takes a ${kind} answer.`,
  answerRecorded: 'This question is answered by a recording.',
  answerChoiceUnknown: 'Please choose one of the options.',
  answerChoiceOne: 'Please choose one option.',
  answerChoiceAtLeastOne: 'Please choose at least one option.',
  answerNumberBelow: (min: number) => `Please enter a number of at least ${min}.`,
  answerNumberAbove: (max: number) => `Please enter a number of at most ${max}.`,
  answerDateInvalid: 'Please enter a real date (YYYY-MM-DD).',
  answerTextEmpty: 'Please write your answer.',
  answerTextTooLong: (limit: number) => `Please keep your answer to ${limit} words.`,
  answerRequired: 'Please answer this question.',
  answerFileTooLarge: 'The file is too large. A file can be up to 10 MB.',
  answerFileWrongType: 'Please upload a PDF, Word (DOCX or DOC), PNG or JPEG file.',
  screeningEnded: 'This interview has ended.',
  screeningEndedDefault: 'Thank you for your answers. We are not able to take your application further for this role.',
  screeningBeforeVideo: 'Screening questions come before the recorded questions.',

  // Answer uploads (issue 4; not worded by the spec)
  answerInterviewCompleted: 'This interview has already been completed.',
  answerQuestionNotFound: 'This question is not part of the interview.',
  answerNoAttemptsLeft: 'You have no attempts left for this question.',
  answerAttemptInProgress: 'Another recording of this answer is starting. Please try again.',
  answerAlreadyUploaded: 'This answer has already been uploaded.',
  answerUploadFailed: 'This recording could not be kept. Please record your answer again.',
  answerNotVideo: 'The recording is not a WebM or MP4 video. Please record your answer again.',
  answerTooLarge: 'The recording is too large.',

  // Decisions and responses by the candidate's stage (issue 5 follow-up; not worded by the spec)
  decisionNeedsFinishedInterview:
    'This candidate has not finished the interview: send a reminder or withdraw the invitation instead.',
  decisionNeedsFinishedInterviews: (count: number) =>
    `${count === 1 ? '1 selected candidate has' : `${count} selected candidates have`} not finished the interview: a decision can only be made on a finished interview.`,
  responseNeedsUnfinishedInterview: 'This candidate has finished the interview: shortlist or reject them instead.',
  invitationWithdrawn: 'The invitation of this candidate was withdrawn.',

  // Transcripts, captions and summaries (issue 15; not worded by the spec). The failure
  // sentences are stored with a failed transcript and shown to the reviewer as its Error.
  transcriptNoEngine: 'No speech recognition runs on this server, so answers are not transcribed.',
  transcriptsOff: 'Transcripts are turned off for your organisation.',
  summariesOff: 'Summaries are turned off for your organisation.',
  transcriptAnswerNotReady: 'This answer is still being processed. Try again when its video is ready.',
  transcriptNotReady: 'This answer has no transcript yet.',
  summaryNeedsTranscripts: 'None of this candidate’s answers has a transcript yet.',
  transcriptLanguageUnsupported: (language: string) =>
    `The speech recognition on this server does not understand the interview language (${language}).`,
  transcriptTimeout: 'Speech recognition took too long for this answer. Try again later.',
  transcriptServiceUnreachable: 'The speech recognition service could not be reached. Try again later.',
  transcriptServiceError: 'The speech recognition service could not transcribe this answer. Try again later.',
  transcriptFailed: 'The speech in this answer could not be recognised.',

  // Audit trail and data requests (issue 16; not worded by the spec)
  dataRequestSent:
    'If we hold data for this address, we have sent it an email with a link to confirm your request. The link is valid for 24 hours.',
  dataRequestConfirmed: (kind: 'copy' | 'erase') =>
    kind === 'copy'
      ? 'Thank you. We are preparing a copy of your data; we will email you a download link when it is ready.'
      : 'Thank you. Your data is being deleted; we will email you when it is done.',
  dataRequestLinkInvalid: 'This link is not valid or has expired. Please ask again from the privacy policy page.',
  dataCopyExpired: 'This download has expired. Please ask for a new copy from the privacy policy page.',
  // Candidate data lifecycle (issue 16; not worded by the spec).
  candidatesErased: (n: number) => (n === 1 ? 'The candidate is being deleted.' : `${n} candidates are being deleted.`),
  eraseChooseCandidates: 'Choose the candidates to delete, or a job.',
  eraseNotBoth: 'Give either candidate ids or a job, not both.',
  retentionRange: (min: number, max: number) => `Choose between ${min} and ${max} months.`,
  retentionSaved: 'Retention saved.',
  eraseConfirmTitle: (n: number) => (n === 1 ? 'Delete this candidate?' : `Delete ${n} candidates?`),
  eraseConfirmBody:
    'This removes their interview videos, resume, transcripts and summary, ratings, comments and share links, and their name, email and phone. It cannot be undone.',
  dataDeletedOn: (date: string) => `Data will be deleted on ${date}`,

  // Job boards, careers pages, API keys and webhooks (issue 17): integrationMessages.ts.
  ...INTEGRATION_MSG,

  // Application forms (issue 29): formMessages.ts.
  ...FORM_MSG,

  // Generic server-side
  unauthorized: 'Authorization has been denied for this request.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  validationFailed: 'The request is invalid.',
  nothingToChange: 'Send at least one field to change.',
  controlCharacters: 'Must not contain control characters.',
  valueNotStorable: 'A value is out of range or is not valid text.',
  tooManyRequests: 'Too many requests. Please try again later.',
  payloadTooLarge: 'The request is too large.',
} as const;

/**
 * The candidate app's own strings (apps/web/src/interview, issue 4; not worded by the spec). It
 * imports them from `@candid/shared/messages`, which loads no zod.
 */
export const INTERVIEW_MSG = {
  somethingWentWrong: MSG.somethingWentWrongRetry,
  network: 'We could not reach the server. Check your connection and try again.',
  loading: 'Loading your interview…',
  invalidLinkTitle: 'This interview link is not valid',
  invalidLinkHelp:
    'It may be incomplete, or replaced by a newer link. Open the latest link you were sent, or ask the employer for a new link.',
  loadFailedTitle: 'We could not load your interview',
  serverTrouble: 'Our server had a problem answering. Please try again in a moment.',
  closedTitle: 'This interview is closed',
  closedDefault: 'This job is no longer accepting interviews.',
  pausedTitle: 'This interview is paused',
  pausedHelp: 'The employer has paused this job for now. Your link will work again when they reopen it: please try it again later.',
  opensOn: (date: string) => `This interview opens on ${date}`,
  opensOnHelp: 'Your link will work from that day. Please come back then and open the same link to start your interview.',
  invalidLink:
    'Your personal link is no longer valid. Enter your details below to continue, or use the latest link we emailed you.',

  howItWorksTitle: 'How it works',
  howItWorks: [
    'Check your camera and microphone, and try a practice question.',
    'Each question is shown and read out. You get time to think, then you record your answer.',
    'Your answers upload while you record, so nothing is lost if the connection drops.',
  ],
  startInterview: 'Start interview',
  continueInterview: 'Continue interview',
  welcomeBack: 'Welcome back. We will continue where you stopped.',

  detailsTitle: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone (optional)',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',

  consentTitle: 'Before you start',
  consentLabel: 'I agree to the recording of my video answers and the processing of my data for this application',
  consentRequired: MSG.interviewConsentRequired,
  privacyPolicy: 'Read the privacy policy (opens in a new tab)',
  agreeAndContinue: 'Agree and continue',

  resumeTitle: 'Your resume',
  resumeIntro: 'Optional: add your resume (PDF, DOCX or DOC, up to 10 MB).',
  chooseResume: 'Choose a file',
  replaceResume: 'Replace the file',
  resumeWrongType: 'Please choose a PDF, DOCX or DOC file.',
  resumeTooLarge: 'The file is larger than 10 MB. Please choose a smaller file.',
  resumeEmpty: 'The file is empty. Please choose another file.',
  resumeCancelled: 'The upload was cancelled.',
  resumeUploading: 'Uploading your resume',
  resumeUploaded: (name: string) => `Uploaded: ${name}`,
  skip: 'Skip',
  continue: 'Continue',

  deviceTitle: 'Check your camera and microphone',
  deviceIntro: 'Make sure your face is well lit and you can be heard. Speak to see the microphone level move.',
  cameraPreview: 'Your camera',
  micLevel: 'Microphone level',
  allowCamera: 'Allow camera and microphone',
  tryAgain: 'Try again',
  unsupported: 'Your browser cannot record video. Open this link in the latest Chrome, Edge, Firefox or Safari.',
  unsupportedMissing: (what: string) => `Missing: ${what}.`,
  insecure: 'Recording needs a secure (https) connection. Please open the link exactly as it was sent to you.',
  permissionDenied:
    'Camera or microphone access was blocked. Allow it in your browser: select the camera or lock icon in the address bar, set Camera and Microphone to Allow, then select Try again.',
  noDevice: 'No camera or microphone was found. Connect one (or open this link on your phone) and select Try again.',
  deviceBusy: 'Your camera or microphone is in use by another app. Close that app and select Try again.',
  deviceError: 'We could not start your camera and microphone. Select Try again.',
  cameraNeeded: 'Your camera is needed to record answers.',

  practiceTitle: 'Practice question',
  practicePrompt: 'Tell us a little about yourself.',
  practiceNote: 'A practice answer is not saved or sent: it stays on your device.',
  skipPractice: 'Skip practice',
  practiceAgain: 'Practise again',
  startQuestions: 'Start the questions',

  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  interviewProgress: 'Interview progress',
  replayQuestion: 'Read the question again',
  loadingQuestion: 'Loading the question video…',
  thinkTime: 'Time to think',
  secondsLeft: (s: number) => `${s} second${s === 1 ? '' : 's'} left`,
  startRecordingNow: 'Start recording now',
  startRecording: 'Start recording',
  stopRecording: 'Stop recording',
  recording: 'Recording',
  recordingStarted: 'Recording started',
  recordingStopped: 'Recording stopped',
  timeLeft: 'Time left',
  elapsed: 'Recorded',
  reRecord: (left: number) => `Re-record (${left} left)`,
  nextQuestion: 'Next question',
  finishInterview: 'Finish interview',
  yourRecording: 'Your recording',
  noAttemptsLeft: 'You have used all your attempts for this question.',
  startingRecording: 'Starting the recording…',
  recorderDidNotStart: 'Your camera did not start recording. Please try again: this did not use an attempt.',
  nothingRecorded: 'Nothing was recorded. Please record your answer again: this did not use an attempt.',
  interruptedNotice:
    'Your answer to this question was saved up to the moment the page was closed or reloaded.',
  interruptedEmpty: 'The page was closed before anything was recorded for this question.',
  answerLost:
    'An earlier recording of this question could not be saved on this device. Please contact the employer if you cannot record it again.',

  uploadAnswer: 'Upload of your answer',
  answerSaving: 'Saving your answer…',
  answerSaved: 'Answer saved',
  answerWaiting: 'Waiting for the connection… your answer is kept on this device.',
  answerFailed: 'This answer could not be uploaded.',
  savingAnswers: 'Saving your answers…',
  savingOverall: (pct: number) => `Saving your answers… ${pct}%`,
  overallUpload: 'Saving of your answers',

  finishTitle: 'Saving your answers',
  finishWaiting: 'Please keep this page open until every answer has been uploaded.',
  allUploaded: 'Every recorded answer has been uploaded.',
  finishCompleting: 'Submitting your interview…',
  noAnswerYet: 'No answer saved yet',
  finishMissing: 'These questions do not have a saved answer yet:',
  recordMissing: (n: number) => `Record question ${n}`,
  retry: 'Try again',

  closingTitle: 'Thank you',
  // Data requests from the closing page (issue 16)
  dataRequestTitle: 'Your data',
  dataRequestHelp: 'You can ask for a copy of the data we hold about you, or for its deletion. We will email you a link to confirm.',
  dataRequestCopy: 'Send me a copy of my data',
  dataRequestErase: 'Delete my data',
  dataRequestEmail: 'The email address you used',
  dataRequestSend: 'Send request',

  // Answers other than recordings (issue 29)
  optional: 'Optional',
  requiredMark: 'Required',
  answerNeeded: 'Please answer this question to continue.',
  answerInvalid: 'Please correct your answer to continue.',
  yes: 'Yes',
  no: 'No',
  yourAnswer: 'Your answer',
  wordCount: (count: number, limit?: number) => (limit ? `${count} of ${limit} words` : `${count} ${count === 1 ? 'word' : 'words'}`),
  writingTimeLeft: 'Time left',
  writingTimeUp: 'The time for this answer is up. What you wrote has been kept.',
  numberRange: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `A number from ${min} to ${max}.`
      : min !== undefined
        ? `A number of at least ${min}.`
        : max !== undefined
          ? `A number of at most ${max}.`
          : '',
  fileHint: 'A PDF, Word (DOCX or DOC), PNG or JPEG file, up to 10 MB.',
  chooseFile: 'Choose a file',
  replaceFile: 'Choose another file',
  fileUploading: 'Uploading your file',
  fileUploaded: (name: string) => `Uploaded: ${name}`,
  screeningEndTitle: 'Thank you for your time',

  offline: 'You are offline. Your answers are kept on this device and will upload when the connection returns.',
  leaveWarning: 'Your answers are still uploading. If you leave now they will upload the next time you open this link.',
} as const;
