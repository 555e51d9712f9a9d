/*
 * The accessibility statement at /accessibility (issue 32): public, linked from every page of the
 * candidate app and from its consent step. It says what was tested and how, so keep it true: when
 * a check changes (e2e/specs/candidate-languages.spec.ts, the axe runs of the e2e specs), change
 * this text with it.
 */

export interface StatementSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** The date this statement was last reviewed against the tests it names. */
export const STATEMENT_REVIEWED = '2026-11-28';

export const ACCESSIBILITY_STATEMENT: readonly StatementSection[] = [
  {
    heading: 'Our commitment',
    paragraphs: [
      'Candid is used by employers to run one-way video interviews. Everyone invited to an interview should be able to take it, whatever device they use and however they use it. This statement covers the pages candidates use: the interview link, from its first page to its closing page, and the request for a copy or the deletion of your data.',
    ],
  },
  {
    heading: 'Conformance',
    paragraphs: [
      'The candidate pages aim to conform with the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. We consider them partially conformant: they meet level AA except for the limitations listed below.',
    ],
  },
  {
    heading: 'What you can do on the candidate pages',
    items: [
      'Take the whole interview with a keyboard alone, with a visible focus, in a logical order, and with each step’s heading announced when it appears.',
      'Use a screen reader: every control, progress bar and timer has a name; recording, saving and time warnings are announced.',
      'Read the pages and the emails about your interview in English, Spanish, French, German, Brazilian Portuguese, Arabic (right to left) or Simplified Chinese. The employer chooses the language of the job; you can change it on the first page.',
      'Use a phone or a desktop: the pages fit a screen 390 px wide.',
      'Ask the hiring team for an adjustment, such as more time or more attempts, by replying to your invitation. The hiring team can give you one and a half or two times the time, no time limit, or extra attempts; the page then tells you what you were given.',
      'Each question can be read aloud again, and you always choose when to start recording after the time to think.',
    ],
  },
  {
    heading: 'How we test',
    items: [
      'Automated checks with axe-core on every candidate page, in English and in Arabic, in Chromium, as part of every test run: no serious or critical problem is allowed.',
      'A complete interview taken with the keyboard alone, in Arabic (right to left), in every test run.',
      'Every page drawn at 390 px and 1280 px wide, checked for content wider than the screen, and looked at.',
      'Every word of the candidate pages comes from a translation catalogue; a test fails when a language misses a message or when a page shows words that no catalogue gave.',
    ],
  },
  {
    heading: 'Known limitations',
    items: [
      'Questions recorded as video by the employer have no captions unless the employer provides the question as text too; the text of every question is always shown on the page.',
      'Answers are recorded with a camera or a microphone, as the employer chose; if you cannot record, ask the hiring team for an adjustment.',
      'Answers have a time limit when the employer set one; the page shows the time left and announces it, and the hiring team can be asked for more time.',
      'The careers pages are in English only for now.',
      'Automatic transcripts of answers are made in English only; they are for the hiring team and are not shown to you.',
      'Text written by the employer (the job description, questions and messages) is shown as they wrote it and may not be in your language.',
      'The pages for employers and recruiters are in English only and have not yet been tested to the same level as the candidate pages.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'For an adjustment to your interview, or if something on these pages does not work for you, reply to the invitation you received: it comes from the hiring team of the job.',
      'The hiring team can pass a problem with the pages themselves on to the people who run this service, who will reply to you through them.',
    ],
  },
];
