/*
 * The Help page's guides. The review player's keyboard shortcuts are
 * not here: the Help page lists SHORTCUTS from features/candidates/ShortcutsHelp.tsx, the list the
 * player's own (?) popover shows. The operator's contact comes from the server (the plan summary's
 * operatorContact: OPERATOR_CONTACT_EMAIL / OPERATOR_CONTACT_URL).
 */

export interface HelpGuide {
  /** The anchor of the guide on /help (/help#create-a-job). */
  id: string;
  title: string;
  steps: string[];
}

export const HELP_GUIDES: readonly HelpGuide[] = [
  {
    id: 'create-a-job',
    title: 'Create a job',
    steps: [
      'Open Jobs and choose Create job.',
      'Give the job its title, description, location and the dates it takes interviews.',
      'Add questions: write your own, generate them from the title and description, or pick them from your templates. Drag them into the order you want.',
      'Save the job. Its interview link works from its start date.',
    ],
  },
  {
    id: 'invite-candidates',
    title: 'Invite candidates',
    steps: [
      'Open the job and choose Invite candidates.',
      'Type or paste email addresses, or upload a CSV file of names and addresses; invalid and duplicate rows are shown before anything is sent.',
      'Or copy the job link, or print its QR poster, and share it wherever you advertise the job.',
    ],
  },
  {
    id: 'review-answers',
    title: 'Review answers',
    steps: [
      'Open Candidates, pick the job, and open a candidate who has finished.',
      'Watch each answer; read its transcript beside it and use the keyboard shortcuts below.',
      'Rate the candidate, leave comments for your team, then shortlist or reject them.',
    ],
  },
  {
    id: 'share-with-a-colleague',
    title: 'Share with a colleague',
    steps: [
      "On the candidate's page choose Share.",
      'Copy the link and send it: your colleague can watch the answers without an account.',
      'To let a colleague rate and comment too, add them to your team: Team in your account menu, then Invite User.',
    ],
  },
];
