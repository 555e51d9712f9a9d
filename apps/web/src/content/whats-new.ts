/*
 * What's new: the product's changes as members see them, newest first (the header's "What's new"
 * page renders this list). Written from the repository's history (git log); add an entry at the
 * top when a change reaches users. Dates are ISO days (YYYY-MM-DD).
 */

export interface WhatsNewEntry {
  /** The day the change shipped, YYYY-MM-DD. */
  date: string;
  title: string;
  /** One line per change, in the user's words. */
  items: string[];
}

export const WHATS_NEW: readonly WhatsNewEntry[] = [
  {
    date: '2026-11-27',
    title: 'Pause and reactivate jobs',
    items: [
      "Pause a job from the job list's menu or the job screen, and reactivate it when you are ready.",
      'While a job is paused its interview link says "This interview is paused" and that it will work again, instead of "closed".',
      'A Paused filter on the job list.',
    ],
  },
  {
    date: '2026-11-26',
    title: 'Careers pages and job boards',
    items: [
      'Every company and client gets a careers page listing its open jobs, with a page per job and an Apply button that opens the interview.',
      'Job pages carry the details search engines read, and each company has a job feed for aggregators.',
      "The job screen shows the job's careers page address with Copy and Open, and whether it is listed, not listed or closed.",
      'Publish, update and close a job on SEEK or idibu from the job screen, and import their applicants.',
      'Export the candidates list as CSV or Excel.',
    ],
  },
  {
    date: '2026-11-26',
    title: 'API keys and webhooks',
    items: [
      'Create and revoke API keys under Company settings to read your jobs and candidates from your own systems.',
      'Add webhook endpoints that receive signed events (a job created or ended, a candidate finishing their interview, a rating and more), retried when your endpoint is down.',
    ],
  },
  {
    date: '2026-11-26',
    title: 'Transcripts, summaries and search',
    items: [
      'Answers are transcribed: read along with the video, click a sentence to jump to it, and turn captions on in the player.',
      'A short summary of each candidate once all their answers are transcribed.',
      'Search the candidates list by what candidates said, and open the answer at the moment they said it.',
    ],
  },
  {
    date: '2026-11-26',
    title: 'Data lifecycle and privacy',
    items: [
      'Delete a candidate and all their recordings for good; set how long your company keeps finished interviews.',
      'Candidates can ask for a copy or the deletion of their data from the interview and the privacy policy, confirmed by email.',
      "An audit trail on each candidate's page shows what happened to them, who did it and when.",
    ],
  },
  {
    date: '2026-11-25',
    title: 'Packages, billing and your profile',
    items: [
      'Choose or change your package and manage your payment method online; your plan shows the jobs, invitations and seats you have left.',
      'My profile: your name, initials, colours or a photo, and a password change.',
      'Your company privacy policy and terms, editable, shown to candidates before they start.',
    ],
  },
  {
    date: '2026-11-25',
    title: 'Reviewing and the candidate experience',
    items: [
      "Shortlist, reject and change a candidate's status once their interview is finished; send reminders to those who have not.",
      'Share a candidate with a colleague through a link that needs no account.',
      'Candidates see when an interview opens later, and their answers upload reliably even on a poor connection.',
    ],
  },
  {
    date: '2026-11-21',
    title: 'Jobs, questions and invitations',
    items: [
      'Create a job with questions written for you from its title and description, or from your templates.',
      'Reorder questions by dragging them.',
      'Invite candidates by email, from a CSV file, or with the job link and a printable QR poster.',
    ],
  },
];
