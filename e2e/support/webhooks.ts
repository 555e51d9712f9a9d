import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { root } from './server';

/**
 * A webhook receiver on 127.0.0.1 that keeps every delivery (raw body, headers and the status it
 * answered): 500 to the first `failFirst` deliveries (Infinity: all of them until `heal()`), 200
 * to the others.
 */
export async function startWebhookReceiver({ failFirst = 0 } = {}) {
  const received: { headers: Record<string, string>; body: string; status: number }[] = [];
  const heal = () => {
    failFirst = received.length;
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = received.length < failFirst ? 500 : 200;
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), status });
      res.statusCode = status;
      res.end(status === 200 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/candid-events`, received, heal, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Verify = (secret: string, headers: Record<string, string>, body: string) => boolean;

/** The verification recipe exactly as docs/api-keys-and-webhooks.md prints it, loaded as a module. */
export async function docsVerifier(): Promise<Verify> {
  const docs = fs.readFileSync(path.join(root, 'docs/api-keys-and-webhooks.md'), 'utf8');
  const block = /<!-- verify-recipe -->\s*```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error('docs/api-keys-and-webhooks.md has no verify-recipe block');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'candid-recipe-')), 'verify.mjs');
  fs.writeFileSync(file, block);
  return ((await import(pathToFileURL(file).href)) as { verifyWebhook: Verify }).verifyWebhook;
}
