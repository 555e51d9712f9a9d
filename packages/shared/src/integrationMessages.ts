/**
 * The messages of issue 17's integrations (not worded by the spec): job-board publishing, a job's
 * careers page on the job screen, API keys and webhooks. Part of MSG (messages.ts), which the
 * candidate app loads: like it, a zod-free subpath of the package (package.json "exports").
 */
export const INTEGRATION_MSG = {
  // Job boards
  jobBoardNotSetUp: (board: string) => `${board} is not set up for your organisation.`,
  jobBoardNotConfigured: (board: string) =>
    `${board} is not set up for your organisation. An owner or admin can add its credentials under Company, Job boards (/company/job-boards).`,
  jobBoardUnavailable: (board: string) =>
    `${board} is not available on this server: the people who run Candid have not set up its ${board} partner credentials.`,
  seekHirerIdFormat: 'Enter your SEEK hirer id (like seekAnz:organization:seek:93WyyF1h) or your numeric SEEK advertiser id.',
  seekHirerUnknown: (id: string) =>
    `SEEK does not know the hirer ${id}, or that hirer has not connected Candid. Ask SEEK to connect your SEEK account to Candid, then try again.`,
  seekHirerTaken: (name: string) =>
    `${name} is already connected to another organisation on Candid. If it is yours, ask the people who run Candid to move it to this organisation.`,
  seekHirerNoJobPosting: (name: string) =>
    `${name} is connected to Candid on SEEK, but not for job posting. Ask SEEK to add the job posting relationship, then try again.`,
  jobBoardNoneSetUp: 'No job board is set up for your organisation yet.',
  jobBoardChooseCategory: 'Choose a job category the job board knows.',
  jobBoardChooseLocation: 'Choose the job’s location.',
  jobBoardNotLive: (board: string) => `The job is not live on ${board}.`,
  jobBoardBusy: (board: string) => `A change on ${board} is still being sent. Wait for it to finish.`,
  jobBoardJobEnded: 'This job has ended: it cannot be published.',
  jobBoardUnauthorized: (board: string) => `${board} refused the credentials. Check them under Company, Job boards.`,
  seekPartnerUnauthorized: 'SEEK refused Candid’s partner credentials. Ask the people who run Candid to check its SEEK credentials.',
  jobBoardTimeout: (board: string) => `${board} did not answer in time. Try again later.`,
  jobBoardUnreachable: (board: string) => `${board} could not be reached. Try again later.`,
  jobBoardMalformed: (board: string) => `${board} sent an answer Candid could not read.`,

  // A job's careers page on the job screen
  careersListed: 'Listed on your careers page: anyone can read the job there and apply.',
  careersDraft: 'Not listed yet: the job has no questions. Its page answers “not found” until questions are added and saved.',
  careersScheduled: (date: string) => `Not listed yet: the job opens on ${date}. Until then its page answers “not found”.`,
  careersPaused: 'Not listed: the job is paused. Its page tells visitors the job is closed.',
  careersEnded: 'Not listed: the job has ended. Its page tells visitors the job is closed. Change the end date to list it again.',
  careersNoPage: 'This job has no careers page: the client company it was made for has been removed.',
  careersAddressStays: 'The address stays the same if the job is renamed.',

  // API keys and webhooks
  apiKeyRoleTooHigh: 'A key cannot have more access than you have.',
  apiKeyRevoked: 'API key revoked.',
  apiKeySessionOnly: 'Sign in to do this: an API key cannot manage keys, webhooks or the account.',
  apiKeyShownOnce: 'Copy the key now: it is shown only once.',
  webhookUrlScheme: 'Use an https:// URL (http:// only to localhost on a development server).',
  webhookUrlPrivate: 'This address is on a private network; webhooks are sent only to public addresses.',
  webhookUrlInvalid: 'Not a valid URL.',
  webhookSecretShownOnce: 'Copy the signing secret now: it is shown only once.',
  webhookDeleted: 'Webhook endpoint deleted.',
  webhookResent: 'Delivery queued again.',
  webhookEnableToResend: 'Enable the endpoint to resend.',
  webhookDisabledSubject: 'A webhook endpoint was disabled',
} as const;
