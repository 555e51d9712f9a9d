import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { MSG } from '@candid/shared';
import { badRequest } from '../../http/errors';

/*
 * Where webhooks may go (docs/api-keys-and-webhooks.md "Endpoint URLs"). An endpoint is https.
 * A server that allows private targets (WEBHOOK_ALLOW_PRIVATE, on outside production) also takes
 * http:// to localhost, 127.0.0.1 or [::1] — a receiver on the developer's machine or a test's.
 * Without it, a target on a private, loopback or link-local network is refused when the URL is
 * saved and again at every delivery, after DNS resolution (a public name may point inward), so
 * Candid cannot be made to call into its own network (SSRF).
 */

const privateRanges = new net.BlockList();
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(net4, bits, 'ipv4');
}
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(net6, bits, 'ipv6');
}

/** Whether an IP address is on a private, loopback, link-local or otherwise internal network. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return privateRanges.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateRanges.check(mapped[1], 'ipv4');
  return privateRanges.check(address, 'ipv6');
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const internalName = (host: string) => LOOPBACK_NAMES.has(host) || /\.(localhost|local|internal|home\.arpa)$/.test(host);
const bareHost = (host: string) => host.replace(/^\[|\]$/g, '');

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
  if (!opts.allowPrivate && (internalName(host) || (net.isIP(bareHost(host)) && isPrivateAddress(bareHost(host))))) {
    throw badRequest(MSG.webhookUrlPrivate, { Url: [MSG.webhookUrlPrivate] });
  }
  url.hash = '';
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** dns.lookup that refuses names resolving to a private address (at connection time, so a rebinding name cannot slip through). */
function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (!addresses.length || addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

const agents = {
  open: { http: new http.Agent({ keepAlive: true, maxSockets: 16 }), https: new https.Agent({ keepAlive: true, maxSockets: 16 }) },
  guarded: {
    http: new http.Agent({ keepAlive: true, maxSockets: 16, lookup: publicOnlyLookup } as http.AgentOptions),
    https: new https.Agent({ keepAlive: true, maxSockets: 16, lookup: publicOnlyLookup } as https.AgentOptions),
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
  const host = bareHost(url.hostname);
  if (!opts.allowPrivate && (internalName(url.hostname) || (net.isIP(host) && isPrivateAddress(host)))) {
    return { statusCode: null, error: `${url.hostname} is a private address` };
  }
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
