import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { devSms, type SmsStatus } from '../../db/schema/index';

export interface SmsMessage {
  outboxId: number;
  /** E.164. */
  to: string;
  body: string;
  /** Where the provider posts the message's status changes (signed with the auth token). */
  statusCallback?: string;
}

export interface SmsTransport {
  readonly kind: 'twilio' | 'dev-outbox';
  /** Hands the message to the provider: its message id and where the message stands now. */
  send(message: SmsMessage): Promise<{ providerId: string; status: SmsStatus }>;
}

/**
 * The provider refused or could not be reached. `permanent`: sending again cannot help (a 4xx
 * other than 429, e.g. an invalid number); otherwise (5xx, 429, network) a retry may succeed.
 * `code` is the provider's error code (21610: the recipient replied STOP), null when none came.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}

/** The provider's message status (Twilio's words) as an SmsStatus; null for one we do not know. */
export function providerStatus(s: string): SmsStatus | null {
  switch (s) {
    case 'accepted':
    case 'scheduled':
    case 'queued':
      return 'queued';
    case 'sending':
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

export interface TwilioOptions {
  /** https://api.twilio.com, or any server with the same Messages API. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164), or a messaging service id (MG…). */
  from: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json), or a compatible one. */
export class TwilioSmsTransport implements SmsTransport {
  readonly kind = 'twilio' as const;
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(private readonly opts: TwilioOptions) {
    this.endpoint = `${opts.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  }

  async send(message: SmsMessage) {
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(this.opts.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.opts.from);
    if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
    let res: Response;
    try {
      res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw new SmsProviderError(`SMS provider unreachable: ${err instanceof Error ? err.message : String(err)}`, null, false);
    }
    const answer = (await res.json().catch(() => ({}))) as { sid?: unknown; status?: unknown; code?: unknown; message?: unknown };
    if (!res.ok) {
      const code = typeof answer.code === 'number' ? answer.code : null;
      const detail = typeof answer.message === 'string' ? `: ${answer.message.slice(0, 300)}` : '';
      const permanent = res.status >= 400 && res.status < 500 && res.status !== 429;
      throw new SmsProviderError(`SMS provider answered ${res.status}${code === null ? '' : ` (code ${code})`}${detail}`, code, permanent);
    }
    if (typeof answer.sid !== 'string' || !answer.sid) throw new SmsProviderError('SMS provider answered no message sid', null, false);
    // Any success means the provider has the message: a status we do not know is at least queued.
    return { providerId: answer.sid, status: (typeof answer.status === 'string' && providerStatus(answer.status)) || 'queued' };
  }
}

/**
 * The built-in dev SMS outbox: the message is kept in the database, where /dev/sms shows it. It
 * is delivered there, so it answers 'delivered' at once.
 */
export class DevSmsTransport implements SmsTransport {
  readonly kind = 'dev-outbox' as const;
  constructor(
    private readonly db: Db,
    private readonly from: string | undefined,
  ) {}

  async send(message: SmsMessage) {
    const providerId = `SM${randomBytes(16).toString('hex')}`;
    await this.db.insert(devSms).values({
      outboxId: message.outboxId,
      providerId,
      toNumber: message.to,
      // A messaging service id (MG…) is no number to show as the sender.
      fromNumber: this.from?.startsWith('+') ? this.from : null,
      body: message.body,
    });
    return { providerId, status: 'delivered' as const };
  }
}

/** The provider of SMS_ACCOUNT_SID, else the dev outbox (outside production), else none: SMS is off. */
export function createSmsTransport(config: Pick<Config, 'sms' | 'devSmsOutbox'>, db: Db): SmsTransport | null {
  const { apiUrl, accountSid, authToken, from } = config.sms;
  if (accountSid && authToken && from) return new TwilioSmsTransport({ apiUrl, accountSid, authToken, from });
  return config.devSmsOutbox ? new DevSmsTransport(db, from) : null;
}
