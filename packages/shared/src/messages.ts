/** The message catalogue: every user-visible string of SPEC §5 and §8, worded exactly. */
export const MSG = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongDot: 'Something went wrong.',
  somethingWentWrongRetry: 'Something went wrong, please try again.',

  // Logout and layout
  logoutConfirm: 'Are you sure you would like to log out?',
  featureUnavailable: 'This feature is currently unavailable, please check back again soon',
  comingSoon: 'Coming soon',

  // Package limit
  packageLimitTitle: "It's time to update",
  packageLimitText:
    'You have reached the limit of your current plan. choose higher plan to unlock more features.',

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
  jobCreatedWithId: (id: number | string) => `Job created with ID ${id}`,
  cantUpdateComment: "Can't update other user's comment",
  cantDeleteComment: "Can't delete other user's comment",

  // Clients
  employerCreated: 'Employer created',

  // Generic server-side
  unauthorized: 'Authorization has been denied for this request.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  validationFailed: 'The request is invalid.',
  tooManyRequests: 'Too many requests. Please try again later.',
  payloadTooLarge: 'The request is too large.',
} as const;
