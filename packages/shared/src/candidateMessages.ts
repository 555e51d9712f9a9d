/*
 * The messages of the candidate app (apps/web/src/interview): its own strings (INTERVIEW_MSG) and
 * the server's messages it shows (CANDIDATE_MSG, part of MSG). A subpath of its own, so the
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
} as const;

/**
 * The candidate app's own strings (apps/web/src/interview, issue 4; not worded by the spec).
 */
export const INTERVIEW_MSG = {
  somethingWentWrong: CANDIDATE_MSG.somethingWentWrongRetry,
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
  consentRequired: CANDIDATE_MSG.interviewConsentRequired,
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
  // Audio answers (issue 29): the microphone alone
  deviceTitleAudio: 'Check your microphone',
  deviceIntroAudio: 'Your answers are recorded as sound only: your camera is not used. Speak to see the microphone level move.',
  allowMicrophone: 'Allow microphone',
  audioAnswer: 'Only your voice is recorded for this answer: your camera is not used.',
  micDidNotStart: 'Your microphone did not start recording. Please try again: this did not use an attempt.',

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
