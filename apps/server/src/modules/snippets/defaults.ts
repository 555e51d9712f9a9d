import type { MailSnippetName, SnippetName } from '@candid/shared';
import { escapeHtml } from '../../platform/html';
import { RESPONSE_MAIL_TEMPLATES, type ResponseMailTemplate } from '../../platform/mail/templates';

/** The name the platform's own texts speak for (GET /Snippet/Get/{name} without an enterprise). */
export const PLATFORM_NAME = 'Candid';

export interface DefaultFor {
  /** The enterprise's name; shown as written, escaped here. */
  companyName: string;
  /** Where candidates write for a copy or deletion; omitted when the enterprise has none. */
  email?: string | null;
}

const contactOf = ({ companyName, email }: DefaultFor) => {
  const name = escapeHtml(companyName);
  const address = email?.trim();
  return address ? `${name} at <a href="mailto:${escapeHtml(address)}" rel="noopener noreferrer">${escapeHtml(address)}</a>` : name;
};

/** What a candidate is told before an interview when the enterprise has not written its own policy. */
function enterprisePrivacy(company: DefaultFor): string {
  const name = escapeHtml(company.companyName);
  return [
    `<h2>Privacy policy of ${name}</h2>`,
    `<p>${name} uses Candid to run video interviews. This page says what is recorded when you apply for a job at ${name}, why, who sees it, how long it is kept and how to get a copy or have it deleted.</p>`,
    '<h2>What is recorded</h2>',
    '<ul>',
    '<li>Your video and audio answers to the interview questions.</li>',
    '<li>Your resume, if you upload one.</li>',
    '<li>Your name, email address and phone number.</li>',
    '</ul>',
    '<h2>Why</h2>',
    `<p>Only to assess your application for the job you applied for at ${name}.</p>`,
    '<h2>Who sees it</h2>',
    `<p>${name}'s hiring team, and the people they share a review link with (for example someone at the company the job is for).</p>`,
    '<h2>How long it is kept</h2>',
    `<p>Until ${name} deletes it. You can ask ${name} to delete it at any time.</p>`,
    '<h2>A copy of your data, or its deletion</h2>',
    `<p>To get a copy of what was recorded, or to have it deleted, contact ${contactOf(company)}.</p>`,
    '<h2>Who processes it</h2>',
    `<p>Candid stores and processes this data on ${name}'s behalf, to run the interview and nothing else.</p>`,
  ].join('\n');
}

function enterpriseTerms(company: DefaultFor): string {
  const name = escapeHtml(company.companyName);
  return [
    `<h2>Terms of the interview with ${name}</h2>`,
    `<p>These terms apply when you take a video interview for a job at ${name}. ${name} runs the interview with Candid.</p>`,
    '<ul>',
    '<li>Answer in your own words; do not let anyone else answer for you.</li>',
    '<li>Do not record anything you have no right to share, or anything unlawful or offensive.</li>',
    `<li>Your answers are used for ${name}'s hiring process only. Taking the interview is not an offer of employment.</li>`,
    `<li>${name} decides on your application; Candid only provides the interview software.</li>`,
    '</ul>',
    `<p>How your answers are handled is described in ${name}'s privacy policy. For questions about the job or your application, contact ${contactOf(company)}.</p>`,
  ].join('\n');
}

/** Candid's own privacy policy, for the companies that use it. */
const PLATFORM_PRIVACY = [
  '<h2>Privacy policy of Candid</h2>',
  '<p>Candid is a video-interview service for companies that hire. This page is for the people who use Candid at those companies.</p>',
  '<h2>What is recorded</h2>',
  '<ul>',
  '<li>Your name, email address, role in your team and, if you add one, your picture.</li>',
  '<li>Your company\'s details, its jobs, questions, templates, ratings and comments.</li>',
  '<li>Your sign-in sessions (the browser and address they came from), so you can see and end them.</li>',
  '</ul>',
  '<h2>Why</h2>',
  '<p>To provide the service: to sign you in, run your jobs and interviews, and send the emails you ask it to send.</p>',
  '<h2>Candidates\' data</h2>',
  '<p>Candid processes candidates\' answers, resumes and contact details on your company\'s behalf. Your company decides what is kept and for how long, and answers candidates\' requests for a copy or deletion.</p>',
  '<h2>How long it is kept</h2>',
  '<p>As long as your company\'s account exists, or until your company deletes it.</p>',
  '<h2>A copy of your data, or its deletion</h2>',
  '<p>Ask your company\'s account owner, or write to the operator of this Candid service.</p>',
].join('\n');

const PLATFORM_TERMS = [
  '<h2>Terms of service of Candid</h2>',
  '<p>These terms apply to companies that use Candid to interview candidates, and to the people in their teams.</p>',
  '<ul>',
  '<li>Keep your password to yourself; you are responsible for what is done with your account.</li>',
  '<li>Interview candidates only for real jobs, and tell them how their answers are used (your privacy policy does that).</li>',
  '<li>Your company must have the right to record and keep candidates\' answers where it hires.</li>',
  '<li>Your plan limits the jobs, invitations and team members you can have; when it runs out, those actions stop until the plan is changed.</li>',
  '<li>Do not use Candid to record anything unlawful or offensive, or to attack or overload the service.</li>',
  '</ul>',
  '<p>Candid may change these terms; the version in force is the one shown here.</p>',
].join('\n');

/** The built-in text of a snippet: the enterprise's when `company` is given, else the platform's. */
export function defaultSnippet(name: SnippetName, company?: DefaultFor): string {
  if (!company) return name === 'Privacy_Policy' ? PLATFORM_PRIVACY : PLATFORM_TERMS;
  return name === 'Privacy_Policy' ? enterprisePrivacy(company) : enterpriseTerms(company);
}

const MAIL_TEMPLATE_OF: Record<MailSnippetName, ResponseMailTemplate> = {
  Shortlist_Mail: 'shortlist',
  Reject_Mail: 'reject',
  Reminder_Mail: 'reminder',
  Reminder_In_Progress_Mail: 'reminderInProgress',
  Withdraw_Mail: 'withdraw',
};

/**
 * A mail description: the response's subject and text as sent, placeholders and all, and the text
 * as the HTML part's paragraphs (one a line, as the mail is composed: modules/messaging).
 */
export function mailSnippet(name: MailSnippetName): { subject: string; text: string; html: string } {
  const { subject, body } = RESPONSE_MAIL_TEMPLATES[MAIL_TEMPLATE_OF[name]];
  const paragraphs = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { subject, text: body, html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') };
}
