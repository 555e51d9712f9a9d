import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The X-Twilio-Signature of a form POST to `url`: base64(HMAC-SHA1(authToken, url followed by
 * each parameter's name and value, in name order)). The provider signs its status callbacks and
 * inbound messages with it.
 */
export function smsSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `header` is the signature of this POST (false without one); compared in constant time. */
export function verifySmsSignature(authToken: string, url: string, params: Record<string, string>, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(smsSignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
