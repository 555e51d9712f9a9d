import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { mailDir } from './env';
import type { CapturedEnvelope } from './smtp-capture';

/** One message the capture SMTP server received. */
export interface CapturedMail {
  id: string;
  receivedAt: number;
  subject: string;
  /** The text part, or the HTML part with its tags stripped when there is no text part. */
  text: string;
  html: string;
  /** Lower-cased recipient addresses: To and Cc headers plus the SMTP envelope. */
  to: string[];
}

export interface WaitForMailOptions {
  /** A recipient address (case-insensitive). */
  to: string;
  subjectIncludes?: string;
  /** Only messages received at or after this time (ms since epoch, e.g. Date.now() before the action). */
  since?: number;
  /** Extra condition, e.g. `(m) => /\d{6}/.test(m.text)`. */
  where?: (mail: CapturedMail) => boolean;
  timeoutMs?: number;
}

const parsed = new Map<string, CapturedMail>();

/** Every captured message so far, oldest first. */
export async function readMailbox(dir = mailDir()): Promise<CapturedMail[]> {
  const ids = (await readdir(dir))
    .filter((f) => f.endsWith('.eml'))
    .map((f) => f.slice(0, -'.eml'.length))
    .sort();
  const mails: CapturedMail[] = [];
  for (const id of ids) {
    let mail = parsed.get(id);
    if (!mail) {
      mail = await parseCaptured(dir, id);
      parsed.set(id, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/**
 * Waits for the newest message to `to` that matches the options and returns it.
 * Fails after `timeoutMs` (default 20 s), listing what did arrive for that address.
 */
export async function waitForMail(options: WaitForMailOptions): Promise<CapturedMail> {
  const to = options.to.toLowerCase();
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const forRecipient = (await readMailbox()).filter((m) => m.to.includes(to));
    const match = forRecipient
      .filter((m) => options.since === undefined || m.receivedAt >= options.since)
      .filter((m) => !options.subjectIncludes || m.subject.includes(options.subjectIncludes))
      .filter((m) => !options.where || options.where(m))
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) {
      const seen = forRecipient.map((m) => `  ${new Date(m.receivedAt).toISOString()} "${m.subject}"`);
      throw new Error(
        `No mail to ${options.to}` +
          (options.subjectIncludes ? ` with subject containing "${options.subjectIncludes}"` : '') +
          (options.since !== undefined ? ` since ${new Date(options.since).toISOString()}` : '') +
          `.\nReceived for that address:\n${seen.join('\n') || '  (none)'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const OTP = /(?<!\d)(\d{6})(?!\d)/;

/** True when the text holds a 6-digit code. */
export const hasOtp = (text: string): boolean => OTP.test(text);

/** The 6-digit one-time code in a message's text. */
export function extractOtp(text: string): string {
  const match = OTP.exec(text);
  if (!match) throw new Error(`No 6-digit code in the mail text:\n${text}`);
  return match[1];
}

async function parseCaptured(dir: string, id: string): Promise<CapturedMail> {
  const raw = await readFile(path.join(dir, `${id}.eml`));
  const email = await PostalMime.parse(raw);
  const envelope = await readEnvelope(dir, id);
  const headerAddresses = [...(email.to ?? []), ...(email.cc ?? [])].flatMap((a) =>
    a.group ? a.group.map((m) => m.address) : [a.address],
  );
  const to = [...new Set([...headerAddresses, ...(envelope?.rcptTo ?? [])].map((a) => a.toLowerCase()))];
  const html = email.html ?? '';
  return {
    id,
    receivedAt: envelope?.receivedAt ?? Number(id.split('-')[0]),
    subject: email.subject ?? '',
    text: email.text ?? htmlToText(html),
    html,
    to,
  };
}

async function readEnvelope(dir: string, id: string): Promise<CapturedEnvelope | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as CapturedEnvelope;
  } catch {
    return null;
  }
}

function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
