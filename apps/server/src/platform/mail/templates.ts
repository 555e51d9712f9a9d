/** Small, dependency-free mail templates: every interpolated value is escaped. */
import { EMPLOYER_AVATAR_DEFAULTS, initialsOf } from '@candid/shared';
import { directionOf, type CandidateLocale } from '@candid/shared/locales';
import { readableDateIn } from '../dates';
import { CANDIDATE_MAIL_TEXT } from './candidate-mail-text';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Who an email speaks for: the job's employer (or the enterprise), as the candidate sees it on the interview page. */
export interface MailBrand {
  name: string;
  initials: string | null;
  colour: string | null;
  backgroundColour: string | null;
  /** Absolute URL of the logo (see mailLogoUrl), or null for the initials badge. */
  logoUrl: string | null;
}

/**
 * A stored image link as an absolute URL a mail client can load: one of ours (a same-origin path
 * or URL, made absolute on PUBLIC_URL) or any https URL; null for anything else.
 */
export function mailLogoUrl(link: string | null | undefined, publicUrl: string): string | null {
  const value = link?.trim();
  if (!value) return null;
  try {
    const base = new URL(publicUrl);
    if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return `${publicUrl.replace(/\/+$/, '')}${value}`;
    const url = new URL(value);
    return url.protocol === 'https:' || url.origin === base.origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Colours go into a style attribute: only plain colour values, else the picker's default. */
const safeColour = (value: string | null, fallback: string) =>
  value && /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i.test(value.trim()) ? value.trim() : fallback;

/** The brand's logo, or its initials in its colours, beside its name (on the logo's far side in a right-to-left mail). */
function brandHeader(brand: MailBrand, dir?: 'ltr' | 'rtl'): string {
  const name = escapeHtml(brand.name);
  const [first, second] = brand.name.trim().split(/\s+/);
  const mark = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;max-width:160px;border:0">`
    : `<div style="width:48px;height:48px;border-radius:24px;background:${safeColour(brand.backgroundColour, EMPLOYER_AVATAR_DEFAULTS.background)};color:${safeColour(brand.colour, EMPLOYER_AVATAR_DEFAULTS.colour)};font-weight:bold;font-size:18px;line-height:48px;text-align:center">${escapeHtml(
        (brand.initials?.trim() || initialsOf(first, second)).slice(0, 3),
      )}</div>`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px"><tr><td style="vertical-align:middle">${mark}</td><td style="vertical-align:middle;padding-${dir === 'rtl' ? 'right' : 'left'}:12px;font-size:16px;font-weight:bold">${name}</td></tr></table>`;
}

/**
 * The language of a mail's HTML part other than English (issue 32): its tag and direction on the
 * document, the body and the container (mail clients drop some of them), and the footer's words.
 * Without it a mail is written as it always was.
 */
export interface MailLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
  footer: string;
}

export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  brand?: MailBrand | null,
  language?: MailLanguage | null,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#000;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  const header = brand?.name ? brandHeader(brand, language?.dir) : '';
  const dir = language ? ` dir="${language.dir}"` : '';
  const html = language ? `<html lang="${escapeHtml(language.lang)}"${dir}>` : '<html>';
  const footer = escapeHtml(language?.footer ?? 'Candid video interviews');
  return `<!doctype html>${html}<body${dir} style="font-family:Arial,Helvetica,sans-serif;color:#111;background:#f6f6f8;padding:24px"><div${dir} style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">${header}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#777;font-size:12px;margin-top:32px">${footer}</p></div></body></html>`;
}

export function otpMail(code: string, firstName: string) {
  const lines = [
    `Hi ${firstName || 'there'},`,
    `Your Candid password reset code is ${code}.`,
    'It is valid for 10 minutes and can be used once. If you did not ask to reset your password, you can ignore this email.',
  ];
  return {
    subject: `Your Candid password reset code: ${code}`,
    text: lines.join('\n\n'),
    html: layout('Reset your password', lines),
  };
}

/** A team invitation; the enterprise's logo (or initials) heads it. */
export function teamInviteMail(opts: { enterpriseName: string; inviter: string; role: string; url: string; brand?: MailBrand | null }) {
  const lines = [
    `${opts.inviter} has invited you to join ${opts.enterpriseName} on Candid as ${opts.role}.`,
    'Use the link below to create your account. The invitation is valid for 14 days.',
  ];
  return {
    subject: `You're invited to join ${opts.enterpriseName} on Candid`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Join your team on Candid', lines, { label: 'Accept invitation', url: opts.url }, opts.brand),
  };
}

/** SPEC §6: a teammate @mentioned in a job comment is told by email, with a link to the job. */
export function commentMentionMail(opts: { author: string; jobName: string; comment: string; url: string }) {
  const lines = [`${opts.author} mentioned you in a comment on ${opts.jobName}:`, opts.comment];
  return {
    subject: `${opts.author} mentioned you on ${opts.jobName}`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('You were mentioned', lines, { label: 'Open the job', url: opts.url }),
  };
}

/** A notification sent with isEmail: its title and body, and a link to the job when it has one. */
export function notificationMail(opts: { sender: string; title: string; body: string; url?: string }) {
  const lines = [`${opts.sender} sent you a notification:`, opts.body];
  return {
    subject: opts.title,
    text: `${lines.join('\n\n')}${opts.url ? `\n\n${opts.url}` : ''}`,
    html: layout(opts.title, lines, opts.url ? { label: 'Open the job', url: opts.url } : undefined),
  };
}

/**
 * Issue 32: a candidate asked the job's team for an accommodation. In the team's language
 * (English), quoting the candidate's words; a reply goes to the candidate.
 */
export function accommodationRequestMail(opts: { candidateName: string; jobTitle: string; request: string; url: string }) {
  const lines = [
    `${opts.candidateName} asked for an accommodation for their interview for ${opts.jobTitle}:`,
    opts.request,
    'You can grant more time, extra attempts or a later deadline on the candidate’s page. Reviewers see only that an accommodation was granted, never this request. Reply to this email to answer the candidate.',
  ];
  return {
    subject: `Accommodation request: ${opts.candidateName}, ${opts.jobTitle}`,
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout('Accommodation request', lines, { label: 'Open the candidate', url: opts.url }),
  };
}

/** The employer as the candidate sees it, and the job, and the job's language (issue 32). */
interface CandidateMailJob {
  employerName: string;
  /** The employer's logo or initials at the top of the HTML part. */
  brand?: MailBrand | null;
  jobTitle: string;
  firstName?: string | null;
  /** The candidate language of the job (candidateLocaleOf(job.language)); English by default. */
  locale?: CandidateLocale;
}

/** The words, dates and HTML language of a candidate mail in the job's language. */
function candidateMailIn(opts: CandidateMailJob) {
  const locale = opts.locale ?? 'en';
  const text = CANDIDATE_MAIL_TEXT[locale];
  return {
    text,
    greeting: text.greeting(opts.firstName?.trim() || null),
    date: (isoDate: string) => readableDateIn(isoDate, locale),
    // English mails keep the markup they always had.
    language: locale === 'en' ? null : { lang: locale, dir: directionOf(locale), footer: text.footer },
  };
}

/**
 * An invitation to a one-way video interview, with the candidate's personal link. For a job that
 * opens later (`opensOn`), it says from when to until when the link works.
 */
export function candidateInviteMail(opts: CandidateMailJob & { url: string; endDate: string; opensOn?: string | null; inviter?: string }) {
  const { text, greeting, date, language } = candidateMailIn(opts);
  const words = text.invite;
  const lines = [
    greeting,
    words.invited({ jobTitle: opts.jobTitle, employerName: opts.employerName, inviter: opts.inviter }),
    words.howItWorks,
    opts.opensOn ? words.opensLater({ opensOn: date(opts.opensOn), endDate: date(opts.endDate) }) : words.openUntil(date(opts.endDate)),
  ];
  return {
    subject: words.subject(opts),
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout(words.heading, lines, { label: words.button, url: opts.url }, opts.brand, language),
  };
}

/** The personal link of a candidate who started from the public job link (or asked for it again). */
export function interviewLinkMail(opts: CandidateMailJob & { url: string; replaced: boolean }) {
  const { text, greeting, language } = candidateMailIn(opts);
  const words = text.link;
  const lines = [greeting, words.yourLink(opts), ...(opts.replaced ? [words.replaces] : []), words.keepPrivate];
  return {
    subject: words.subject(opts),
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout(words.heading, lines, { label: words.button, url: opts.url }, opts.brand, language),
  };
}

/**
 * The one reminder before the job closes. A candidate who has not started gets a fresh
 * personal link; one who has started is sent to the job link, which resumes on their device
 * (or sends them their personal link again), so a reminder never cuts off an interview in progress.
 */
export function interviewReminderMail(opts: CandidateMailJob & { url: string; endDate: string; started: boolean }) {
  const { text, greeting, date, language } = candidateMailIn(opts);
  const words = text.reminder;
  const lines = [
    greeting,
    opts.started ? words.started(opts) : words.notStarted(opts),
    words.closesOn(date(opts.endDate)),
    opts.started ? words.carryOn : words.replacesInvitation,
  ];
  return {
    subject: words.subject(opts),
    text: `${lines.join('\n\n')}\n\n${opts.url}`,
    html: layout(words.heading, lines, { label: opts.started ? words.continueButton : words.startButton, url: opts.url }, opts.brand, language),
  };
}

/** Sent to the candidate when their interview is complete. */
export function interviewReceivedMail(opts: CandidateMailJob) {
  const { text, greeting, language } = candidateMailIn(opts);
  const words = text.received;
  const lines = [greeting, words.thanks(opts), words.nextSteps(opts)];
  return {
    subject: words.subject(opts),
    text: lines.join('\n\n'),
    html: layout(words.heading, lines, undefined, opts.brand, language),
  };
}

/**
 * Issue 32: the team gave the candidate a later deadline of their own. No link: the one they have
 * keeps working (a new one would end a session in progress); a reply reaches the team.
 */
export function deadlineExtendedMail(opts: CandidateMailJob & { endDate: string }) {
  const { text, greeting, date, language } = candidateMailIn(opts);
  const words = text.extended;
  const lines = [greeting, words.until({ ...opts, endDate: date(opts.endDate) }), words.useYourLink];
  return {
    subject: words.subject(opts),
    text: lines.join('\n\n'),
    html: layout(words.heading, lines, undefined, opts.brand, language),
  };
}

/** A response's template: its kind, and the reminder to a candidate who has started. */
export type ResponseMailTemplate = 'shortlist' | 'reject' | 'reminder' | 'reminderInProgress' | 'withdraw';

const SIGN_OFF = 'Kind regards,\n{senderName}\n{employerName}';

/**
 * The responses to candidates (modules/messaging/application-response.ts): the default subject and
 * body of each kind, `{name}` placeholders filled in per candidate when sent. GET /Snippet/Get/{name}
 * gives them as the mail descriptions (modules/snippets).
 */
export const RESPONSE_MAIL_TEMPLATES: Record<ResponseMailTemplate, { subject: string; body: string }> = {
  shortlist: {
    subject: 'Your application for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'Thank you for completing your video interview for the {jobTitle} role at {employerName}.',
      'We are pleased to let you know that you have been shortlisted for the next stage. We will be in touch shortly about the next steps.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  reject: {
    subject: 'Your application for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'Thank you for your interest in the {jobTitle} role at {employerName} and for the time you took to complete your video interview.',
      'After careful consideration, we have decided not to take your application further on this occasion. We appreciate your effort and wish you every success in your search.',
      SIGN_OFF,
    ].join('\n\n'),
  },
  /** To a candidate who has not started: a new personal link, which replaces the invitation's. */
  reminder: {
    subject: 'Reminder: your video interview for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'You have been invited to a video interview for the {jobTitle} role at {employerName} and have not started it yet. The interview is open until {closingDate}.',
      'Use your personal link below to start whenever suits you. It replaces the link in your invitation.',
      '{interviewLink}',
      SIGN_OFF,
    ].join('\n\n'),
  },
  /** To a candidate who has started: the job link, which resumes on their device (their own link keeps working). */
  reminderInProgress: {
    subject: 'Reminder: your video interview for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'You have started your video interview for the {jobTitle} role at {employerName} but not finished it yet. The interview is open until {closingDate}.',
      'Open the link below on the device you started on to carry on where you left off. On another device, enter your email address there and we will send you your personal link.',
      '{interviewLink}',
      SIGN_OFF,
    ].join('\n\n'),
  },
  withdraw: {
    subject: 'Your video interview for {jobTitle} at {employerName}',
    body: [
      'Hi {firstName},',
      'We are writing to let you know that we have withdrawn your invitation to the video interview for the {jobTitle} role at {employerName}. Your interview link no longer works.',
      'Thank you for your interest, and we wish you every success in your search.',
      SIGN_OFF,
    ].join('\n\n'),
  },
};
