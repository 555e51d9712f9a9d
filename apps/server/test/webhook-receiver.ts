import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/**
 * A local webhook receiver: keeps what it receives and answers with `status(n, body)` for the n-th
 * call (1-based), after `onRequest` (a slow receiver) if given.
 */
export async function startReceiver(status: (n: number, body: string) => number = () => 200, opts: { onRequest?: () => Promise<void> } = {}) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers as Record<string, string>, body });
      const n = received.length;
      await opts.onRequest?.();
      res.statusCode = status(n, body);
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Verify = (secret: string, headers: Record<string, string>, body: string, toleranceSeconds?: number) => boolean;

/**
 * The verification recipe exactly as docs/api-keys-and-webhooks.md prints it (the js block after
 * `<!-- verify-recipe -->`), loaded as a module: the tests verify deliveries with what users copy.
 */
export async function docsVerifier(): Promise<Verify> {
  const docs = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/api-keys-and-webhooks.md'), 'utf8');
  const block = /<!-- verify-recipe -->\s*```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (!block) throw new Error('docs/api-keys-and-webhooks.md has no verify-recipe block');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-recipe-'));
  const file = path.join(dir, 'verify.mjs');
  fs.writeFileSync(file, block);
  const mod = (await import(pathToFileURL(file).href)) as { verifyWebhook: Verify };
  return mod.verifyWebhook;
}
