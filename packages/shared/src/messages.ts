import { CANDIDATE_MSG } from './candidateMessages';
import { FORM_MSG } from './formMessages';
import { INTEGRATION_MSG } from './integrationMessages';

/** The message catalogue: every user-visible string of SPEC §5 and §8, worded exactly. */
export const MSG = {
  // What the candidate app shows too: candidateMessages.ts.
  ...CANDIDATE_MSG,

  somethingWentWrong: 'Something went wrong',
  somethingWentWrongDot: 'Something went wrong.',

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
  /** Issue 33 (text messages; not worded by the spec). */
  smsSentTo: (number: string) => `Text message sent to ${number}.`,
  mobileInvalid: 'Please enter a valid mobile number with its country code, e.g. +61 412 345 678',
  mobileNotMobile: 'This is not a mobile number: text messages need a mobile',
  mobileOptedOut: (number: string) => `${number} replied STOP: no text messages are sent to this number.`,
  smsNotConfigured: 'Text messages are not set up on this server.',
  smsSignatureInvalid: 'The request signature is not valid.',
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
  interviewNotYetOpen: (date: string) => `This interview opens on ${date}.`,
  accommodationEndDateTooEarly: (jobEndDate: string) => `The candidate's deadline must be after the job's end date (${jobEndDate}).`,
  jobEndedNoInvites: 'This job has ended: candidates can no longer be invited.',
  jobHasNoQuestions: 'Add questions to this job before inviting candidates.',
  /** A job's dates or pay range out of order (the server's SaveJob check, also run by the job form). */
  endDateBeforeStart: 'End date is before start date.',
  payRangeReversed: 'Pay range is reversed.',
  /** The invite screen and the Job Created dialog of a job whose start date is ahead. */
  jobOpensLater: (date: string) =>
    `This job opens to candidates on ${date}. You can invite them now: the invitation says when it opens, and their link works from that day.`,

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
  screeningBeforeVideo: 'Screening questions come before the recorded questions.',

  // Answer uploads (issue 4; not worded by the spec)

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
  /** The engine's languages and the answer's, by name: 'English', 'Spanish'. */
  transcriptLanguageUnsupported: (understood: string, spoken: string) =>
    `The built-in speech engine understands ${understood} only; this answer is in ${spoken}.`,
  transcriptTimeout: 'Speech recognition took too long for this answer. Try again later.',
  transcriptServiceUnreachable: 'The speech recognition service could not be reached. Try again later.',
  transcriptServiceError: 'The speech recognition service could not transcribe this answer. Try again later.',
  transcriptFailed: 'The speech in this answer could not be recognised.',

  // Audit trail and data requests (issue 16; not worded by the spec)
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
  nothingToChange: 'Send at least one field to change.',
  controlCharacters: 'Must not contain control characters.',
  valueNotStorable: 'A value is out of range or is not valid text.',
  payloadTooLarge: 'The request is too large.',
  // Operations endpoints (/api/ready, /metrics)
  notReady: 'This server is not ready to take requests.',
  metricsTokenRequired: 'Set METRICS_TOKEN to read the metrics of a production server.',
} as const;

export { CONSENT_LABELS, INTERVIEW_MSG } from './candidateMessages';
