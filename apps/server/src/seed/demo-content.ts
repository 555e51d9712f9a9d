import { ACCESS_LEVEL } from '@candid/shared';

/*
 * What the demo agency shows on first start: its team, two client employers, and the shape of
 * its jobs and candidates (the jobs themselves are in demo-jobs.ts). Times are days before the
 * seed (fractions spread them over the day), so the demo always looks recent and the
 * dashboard's monthly charts have several months of data.
 */

export const DEMO_DOMAIN = 'demo.candid.test';

/** The team: one user per access level. Their logins are printed at start; tests rely on them. */
export const TEAM = [
  { first: 'Olivia', last: 'Owens', local: 'owner', level: ACCESS_LEVEL.Owner },
  { first: 'Ari', last: 'Nguyen', local: 'administrator', level: ACCESS_LEVEL.Administrator },
  { first: 'Sam', last: 'Patel', local: 'admin', level: ACCESS_LEVEL.Admin },
  { first: 'Harper', last: 'Moore', local: 'hiring.manager', level: ACCESS_LEVEL.HiringManager },
] as const;

export type Member = (typeof TEAM)[number]['local'];

export const CLIENTS = {
  northwind: {
    name: 'Northwind Logistics',
    initials: 'NL',
    email: `talent@northwind.${DEMO_DOMAIN}`,
    city: 'Melbourne',
    region: 'Victoria',
    contact: 'hiring.manager',
  },
  bluegum: {
    name: 'Bluegum Community Health',
    initials: 'BH',
    email: `people@bluegum.${DEMO_DOMAIN}`,
    city: 'Brisbane',
    region: 'Queensland',
    contact: 'admin',
  },
} as const satisfies Record<string, { contact: Member } & Record<string, string>>;

export type Client = keyof typeof CLIENTS;

/** Where a candidate is: invited, part-way, finished, or decided on by the team. */
export type Stage = 'invited' | 'started' | 'completed' | 'reviewed' | 'shortlisted' | 'rejected' | 'hired';

export interface DemoReview {
  by: Member;
  /** Days before the seed. */
  at: number;
  /** The member's overall rating of the candidate. */
  overall?: number;
  /** The member's ratings of the answers, in question order (fewer: the rest unrated). */
  answers?: number[];
}

export interface DemoComment {
  by: Member;
  at: number;
  /** Plain text; `@First Last` of a team member mentions (and notifies) them. */
  text: string;
  reply?: { by: Member; at: number; text: string };
}

export interface DemoCandidate {
  first: string;
  last: string;
  stage: Stage;
  invited: number;
  /** When the candidate consented and recorded (every stage but 'invited'). */
  started?: number;
  /** Answers recorded so far, for 'started' (the others have answered every question). */
  answered?: number;
  phone?: string;
  /** The headline of the resume the candidate uploaded; none without it. */
  resume?: string;
  reviews?: DemoReview[];
  /** Comments on the candidate's answers, by question index. */
  answerComments?: (DemoComment & { question: number })[];
}

export interface DemoJob {
  title: string;
  code: string;
  /** A client employer, or null for the agency's own job. */
  client: Client | null;
  author: Member;
  hiringManager: Member;
  location: string;
  workType: number;
  payType: number;
  pay: [number, number];
  /** Days before the seed the job was created. */
  created: number;
  /** Start and end in days from today (negative: past); 'next-month' opens on the 7th of next month for six weeks. */
  window: { start: number; end: number } | 'next-month';
  /** Closed early with End (job status 0). */
  ended?: boolean;
  descriptionHtml: string;
  questions: string[];
  candidates: DemoCandidate[];
  comments?: DemoComment[];
}
