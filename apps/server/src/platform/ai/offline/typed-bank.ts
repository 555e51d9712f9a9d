import type { ChoiceOption } from '@candid/shared';
import type { DraftFields } from '../drafts';
import type { FamilyId } from './types';

/*
 * The typed bank (issue 29): application and screening questions answered other than on camera.
 * A rule (which answers qualify) is set only where its meaning is unambiguous, such as the right
 * to work; everything else is left for the recruiter, who reviews every draft before it is used.
 */

export interface TypedBankQuestion {
  family: FamilyId | 'general';
  /** What it asks about: a set asks about each topic once (so one "years of experience"). */
  topic: string;
  /** Offered before anything else when its kind is wanted. */
  core?: boolean;
  /** Its text may contain {jobTitle} and {aJobTitle}. */
  draft: DraftFields;
}

type Entry = Omit<TypedBankQuestion, 'family'>;
/** An option's label, or the label with its screening mark. */
type OptionRow = string | [label: string, qualifies: boolean];

/** A short stable id from a label (choiceIdSchema): lower-case words joined by dashes, made unique. */
function optionIds(labels: string[]): string[] {
  const ids: string[] = [];
  for (const [i, label] of labels.entries()) {
    const base = label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 14)
      .replace(/^-+|-+$/g, '');
    const id = base && !ids.includes(base) ? base : `${base.slice(0, 11) || 'opt'}-${i + 1}`;
    ids.push(id);
  }
  return ids;
}

function options(rows: OptionRow[]): ChoiceOption[] {
  const labels = rows.map((r) => (typeof r === 'string' ? r : r[0]));
  const ids = optionIds(labels);
  return rows.map((r, i) => (typeof r === 'string' ? { id: ids[i], label: r } : { id: ids[i], label: r[0], qualifies: r[1] }));
}

const required = true;

/** A yes/no question; `qualifyingAnswer` only where the requirement is plain. */
export const yesNo = (topic: string, text: string, qualifyingAnswer?: boolean, core?: true): Entry => ({
  topic,
  ...(core ? { core } : {}),
  draft: {
    text,
    required,
    kind: 'yes_no',
    settings: qualifyingAnswer === undefined ? {} : { qualifyingAnswer },
  },
});

export const oneOf = (topic: string, text: string, rows: OptionRow[], core?: true): Entry => ({
  topic,
  ...(core ? { core } : {}),
  draft: { text, required, kind: 'single_choice', settings: { options: options(rows) } },
});

/** A multiple choice; lists of things used end in "None of these", as a candidate must tick one. */
export const someOf = (topic: string, text: string, rows: OptionRow[]): Entry => ({
  topic,
  draft: { text, required, kind: 'multiple_choice', settings: { options: options(rows) } },
});

export const count = (topic: string, text: string, min: number, max: number): Entry => ({
  topic,
  draft: { text, required, kind: 'number', settings: { min, max } },
});

export const date = (topic: string, text: string): Entry => ({
  topic,
  draft: { text, required, kind: 'date', settings: {} },
});

export const written = (topic: string, text: string, wordLimit: number): Entry => ({
  topic,
  draft: { text, required, kind: 'text', settings: { wordLimit } },
});

/** A file to upload: optional, as not everyone has one at hand. */
export const upload = (topic: string, text: string): Entry => ({
  topic,
  draft: { text, required: false, kind: 'file', settings: {} },
});

export const tagged = (family: FamilyId | 'general', entries: Entry[]): TypedBankQuestion[] => entries.map((e) => ({ family, ...e }));

/** Every job: the right to work first, then notice, start date, experience and the like. */
export const GENERAL_TYPED: TypedBankQuestion[] = tagged('general', [
  yesNo('work-rights', 'Do you have the right to work in the country where this role is based?', true, true),
  oneOf(
    'work-rights',
    'Which best describes your right to work in the country where this role is based?',
    [
      'Citizen or permanent resident',
      'Visa with full work rights',
      'Visa with limited work rights (e.g. restricted hours)',
      ['No current right to work here', false],
    ],
    true,
  ),
  oneOf('notice', 'How much notice do you need to give before you can start?', ['None, I can start straight away', '1 week', '2 weeks', '3 to 4 weeks', 'More than 4 weeks']),
  date('start-date', 'What is the earliest date you could start?'),
  count('experience', 'How many years of experience do you have as {aJobTitle} or in a similar role?', 0, 60),
  oneOf('work-type', 'What type of work are you looking for?', ['Full-time', 'Part-time', 'Casual', 'Contract or temporary', 'Open to any']),
  oneOf('qualification', 'What is your highest completed qualification?', [
    'Secondary school',
    'Certificate or trade qualification',
    'Diploma or advanced diploma',
    'Bachelor degree',
    'Postgraduate degree',
    'None of these',
  ]),
  written('motivation-written', 'In a few sentences, what interests you about this {jobTitle} role?', 150),
  written('strengths-written', 'What skills or experience would you bring to this {jobTitle} role? Please give an example.', 200),
  upload('cv', 'Please upload your CV or résumé.'),
  upload('certificates', 'Please upload copies of any licences or certificates relevant to this role.'),
]);
