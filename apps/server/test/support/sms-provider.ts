import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsSignature } from '../../src/platform/sms/signature';

export interface ProviderMessage {
  sid: string;
  to: string;
  /** From, or the MessagingServiceSid when one was named instead. */
  from: string;
  body: string;
  statusCallback: string | null;
  /** Every parameter of the request, as sent. */
  params: Record<string, string>;
}

/**
 * A local stand-in for Twilio's Messages API on a loopback port: POST
 * /2010-04-01/Accounts/{sid}/Messages.json with HTTP Basic auth (401 otherwise) answers 201
 * `{ sid, status: 'queued' }` and keeps the message; `failNext(code, status)` makes the next call
 * answer an error the way Twilio does (`{ code, message, status }`).
 */
export async function startSmsProvider(account: { accountSid: string; authToken: string }) {
  const messages: ProviderMessage[] = [];
  const failures: Array<{ code: number; status: number }> = [];
  const path = `/2010-04-01/Accounts/${account.accountSid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = (status: number, value: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.headers.authorization !== basic) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (req.method !== 'POST' || req.url !== path) return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const failure = failures.shift();
      if (failure) return json(failure.status, { code: failure.code, message: `stand-in failure ${failure.code}`, status: failure.status });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const [to, body, from] = [form.get('To'), form.get('Body'), form.get('From') ?? form.get('MessagingServiceSid')];
      if (!to || !body || !from) return json(400, { code: 21604, message: 'To, Body and From (or MessagingServiceSid) are required', status: 400 });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      messages.push({ sid, to, from, body, statusCallback: form.get('StatusCallback'), params: Object.fromEntries(form) });
      return json(201, { sid, account_sid: account.accountSid, to, from, body, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    /** The next call is refused with this provider error code and HTTP status (calls queue up). */
    failNext(code: number, status: number) {
      failures.push({ code, status });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * POSTs `params` form-urlencoded to `${appUrl}${path}` signed as the provider signs its status
 * callbacks and inbound messages (X-Twilio-Signature over that full URL).
 */
export function signedPost(appUrl: string, path: string, params: Record<string, string>, authToken: string): Promise<Response> {
  const url = `${appUrl}${path}`;
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': smsSignature(authToken, url, params) },
    body: new URLSearchParams(params),
  });
}
