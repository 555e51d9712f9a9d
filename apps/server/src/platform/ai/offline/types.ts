/** What a question asks about; selection spreads a set across as many as it can. */
export type Competency =
  | 'communication'
  | 'teamwork'
  | 'problem-solving'
  | 'customer-focus'
  | 'adaptability'
  | 'leadership'
  | 'integrity'
  | 'organisation'
  | 'initiative'
  | 'resilience'
  | 'learning'
  | 'attention-to-detail'
  | 'safety'
  | 'technical'
  | 'motivation'
  | 'culture';

/**
 * competency: how the candidate does something; behavioural: a past example (STAR);
 * situational: a hypothetical; motivation and culture: why this job, how they work with others;
 * role: knowledge or practice specific to the job family.
 */
export type QuestionKind = 'competency' | 'behavioural' | 'situational' | 'motivation' | 'culture' | 'role';

export type FamilyId =
  | 'sales'
  | 'ict'
  | 'engineering'
  | 'healthcare'
  | 'accounting'
  | 'hospitality'
  | 'retail'
  | 'management'
  | 'customer-service'
  | 'education'
  | 'legal'
  | 'marketing'
  | 'trades'
  | 'logistics';

export interface BankQuestion {
  /** May contain {jobTitle} and {aJobTitle} ("a Barista", "an Accountant"). */
  text: string;
  kind: QuestionKind;
  competency: Competency;
  family: FamilyId | 'general';
}

export interface JobFamily {
  id: FamilyId;
  label: string;
  /** Lower-case words or phrases matched as whole words in the title, category and sub-category. */
  keywords: string[];
  /** What people in the role do, completing "...to join our team and help us ___." */
  purpose: string;
  questions: BankQuestion[];
  responsibilities: string[];
  requirements: string[];
}

type Row = [QuestionKind, Competency, string];

/** Compact bank rows to tagged questions. */
export const questionRows = (family: FamilyId | 'general', rows: Row[]): BankQuestion[] =>
  rows.map(([kind, competency, text]) => ({ kind, competency, text, family }));
