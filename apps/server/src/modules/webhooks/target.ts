import http from 'node:http';
import https from 'node:https';
import { MSG } from '@candid/shared';
import { badRequest } from '../../http/errors';
import { classifyAddress, hostProblem, publicOnlyLookup } from '../../platform/net/target-policy';

/*
 * Where webhooks may go (docs/api-keys-and-webhooks.md "Endpoint URLs"). An endpoint is https.
 * A server that allows private targets (WEBHOOK_ALLOW_PRIVATE, on outside production) also takes
 * http:// to localhost, 127.0.0.1 or [::1] — a receiver on the developer's machine or a test's.
 * Without it, the one policy of platform/net/target-policy.ts decides: a host that is not public
 * is refused when the URL is saved and again at every delivery, by name and after resolution at
 * connection time (a public name may point inward, or start to: DNS rebinding), so Candid cannot
 * be made to call into its own network (SSRF).
 */

/** Whether an IP address is anything but a globally reachable address of another host. */
export const isPrivateAddress = (address: string) => classifyAddress(address) !== 'public';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Checks an endpoint URL as saved; answers the normalised URL or a 400 naming `Url`. */
export function checkWebhookUrl(raw: string, opts: { allowPrivate: boolean }): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(MSG.webhookUrlInvalid, { Url: [MSG.webhookUrlInvalid] });
  }
  if (url.username || url.password || !url.hostname) throw badRequest(MSG.webhookUrlInvalid, { Url: [MSG.webhookUrlInvalid] });
  const host = url.hostname.toLowerCase();
  const isHttpLoopback = url.protocol === 'http:' && LOOPBACK_NAMES.has(host) && opts.allowPrivate;
  if (url.protocol !== 'https:' && !isHttpLoopback) throw badRequest(MSG.webhookUrlScheme, { Url: [MSG.webhookUrlScheme] });
  if (!opts.allowPrivate && hostProblem(host)) throw badRequest(MSG.webhookUrlPrivate, { Url: [MSG.webhookUrlPrivate] });
  url.hash = '';
  return url.toString();
}

const guardedLookup = publicOnlyLookup();

const agents = {
  open: { http: new http.Agent({ keepAlive: true, maxSockets: 16 }), https: new https.Agent({ keepAlive: true, maxSockets: 16 }) },
  guarded: {
    http: new http.Agent({ keepAlive: true, maxSockets: 16, lookup: guardedLookup } as http.AgentOptions),
    https: new https.Agent({ keepAlive: true, maxSockets: 16, lookup: guardedLookup } as https.AgentOptions),
  },
};

export interface PostResult {
  /** The receiver's status; null when there was no answer. */
  statusCode: number | null;
  error: string | null;
}

/** POSTs a delivery's JSON body; never throws (a failure is the result's error). */
export async function postWebhook(target: string, body: string, headers: Record<string, string>, opts: { timeoutMs: number; allowPrivate: boolean }): Promise<PostResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { statusCode: null, error: 'invalid URL' };
  }
  const problem = opts.allowPrivate ? null : hostProblem(url.hostname);
  if (problem) return { statusCode: null, error: `${problem} (not a public address)` };
  const first = await postOnce(url, body, headers, opts);
  // A kept-alive connection the receiver closed meanwhile fails at once: Node's advice is to try
  // again on a fresh one (the request never reached the receiver).
  return first.staleSocket ? postOnce(url, body, headers, opts) : first;
}

function postOnce(url: URL, body: string, headers: Record<string, string>, opts: { timeoutMs: number; allowPrivate: boolean }): Promise<PostResult & { staleSocket?: boolean }> {
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const pool = opts.allowPrivate ? agents.open : agents.guarded;
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      agent: secure ? pool.https : pool.http,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Candid-Webhooks/1' },
      timeout: opts.timeoutMs,
    });
    let settled = false;
    const done = (result: PostResult & { staleSocket?: boolean }) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    request.on('response', (response) => {
      // The answer's body is not kept: drain it so the connection can be reused.
      response.resume();
      response.on('end', () => done({ statusCode: response.statusCode ?? null, error: null }));
      response.on('error', (err) => done({ statusCode: response.statusCode ?? null, error: err.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({ statusCode: null, error: err.message.slice(0, 500), staleSocket: request.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE') }),
    );
    request.end(body);
  });
}
