import type { DataRequestKind } from '@candid/shared';
import { layout } from '../../platform/mail/templates';

/* The emails of a candidate's data request (issue 16): plain, short, one link each. */

const what = (kind: DataRequestKind) => (kind === 'copy' ? 'a copy of your data' : 'the deletion of your data');

/** To the address asked about: the link that confirms the request (nothing is done without it). */
export function confirmMail(opts: { kind: DataRequestKind; employers: string[]; url: string }) {
  const subject = opts.kind === 'copy' ? 'Confirm your request for a copy of your data' : 'Confirm your request to delete your data';
  const paragraphs = [
    `Someone, hopefully you, asked for ${what(opts.kind)} held about this address by Candid video interviews for: ${opts.employers.join(', ')}.`,
    'To confirm, open the link below within 24 hours. If you did not ask for this, ignore this email and nothing will happen.',
  ];
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${opts.url}\n`,
    html: layout(subject, paragraphs, { label: 'Confirm my request', url: opts.url }),
  };
}

/** To the candidate: their copy is ready to download until `expires`. */
export function copyReadyMail(opts: { employer: string; url: string; expires: string }) {
  const subject = 'Your data copy is ready';
  const paragraphs = [
    `The copy of the data ${opts.employer} holds about you through Candid is ready: a zip file with your answers' videos, transcripts, resume, the details held and your consent record.`,
    `The link works until ${opts.expires}. Keep it private: anyone with it can download the file.`,
  ];
  return { subject, text: `${paragraphs.join('\n\n')}\n\n${opts.url}\n`, html: layout(subject, paragraphs, { label: 'Download my data', url: opts.url }) };
}

/** To the candidate: their data is deleted. */
export function erasedMail(opts: { employer: string }) {
  const subject = 'Your data has been deleted';
  const paragraphs = [`As you asked, the data ${opts.employer} held about you through Candid (your interview answers, resume, transcripts and details) has been deleted.`];
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html: layout(subject, paragraphs) };
}

/** To the employer's owners and administrators: a candidate had their data deleted. */
export function employerErasedMail(opts: { count: number; url: string }) {
  const subject = 'A candidate deleted their data';
  const paragraphs = [
    `A candidate asked for their data to be deleted and confirmed it from their email. ${opts.count === 1 ? 'Their interview has' : `Their ${opts.count} interviews have`} been deleted from Candid.`,
    'The request is listed under Data requests on your company page.',
  ];
  return { subject, text: `${paragraphs.join('\n\n')}\n\n${opts.url}\n`, html: layout(subject, paragraphs, { label: 'See data requests', url: opts.url }) };
}
