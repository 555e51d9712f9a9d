import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { devMailbox } from '../../db/schema/index';

export interface MailMessage {
  outboxId: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

const toNodemailer = (m: MailMessage) => ({
  from: m.from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  replyTo: m.replyTo,
});

/** Real SMTP delivery (SMTP_URL, e.g. smtp://user:pass@host:587). */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url, {});
  }
  async send(message: MailMessage) {
    const info = await this.transporter.sendMail(toNodemailer(message));
    return { messageId: String(info.messageId) };
  }
  close() {
    this.transporter.close();
  }
}

/**
 * The built-in dev mailbox: composes the real RFC 822 message (the same bytes SMTP would
 * carry) and stores it in the database, where /dev/mailbox and `npm run mailbox` show it.
 */
export class DevMailboxTransport implements MailTransport {
  readonly kind = 'dev-mailbox' as const;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  constructor(private readonly db: Db) {}
  async send(message: MailMessage) {
    const info = await this.composer.sendMail(toNodemailer(message));
    const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message);
    await this.db.insert(devMailbox).values({
      outboxId: message.outboxId,
      toAddress: message.to,
      subject: message.subject,
      raw,
    });
    return { messageId: String(info.messageId) };
  }
  close() {}
}
