import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The Reply-To addresses, if any. */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await PostalMime.parse(raw);
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          replyTo: (parsed.replyTo ?? []).flatMap((r) => (r.address ? [r.address] : [])),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          raw,
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first message to `to` (matching `filter`), waiting up to timeoutMs. */
    async waitFor(to: string, filter: (m: ReceivedMail) => boolean = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find((m) => m.to.includes(to.toLowerCase()) && filter(m));
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
