import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { buildTestApp, engine, freshDatabase } from '../../../test/harness';
import { startSmtpServer } from '../../../test/smtp';
import { devMailbox, mailOutbox } from '../../db/schema/index';
import { enqueueMail } from './outbox';
import { backoffMs } from './worker';
import {
  candidateInviteMail,
  interviewLinkMail,
  interviewReceivedMail,
  interviewReminderMail,
  mailLogoUrl,
  type MailBrand,
} from './templates';

const tmpDirs: string[] = [];
afterAll(() => tmpDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

describe('mail outbox', () => {
  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });

  it('keeps a message when SMTP is down and delivers it once the server is back', async () => {
    const port = await closedPort();
    const t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, startWorkers: false });
    try {
      const id = await enqueueMail(t.app.ctx.db, { to: 'retry@example.com', subject: 'Retry me', text: 'hello' });
      expect(await t.app.ctx.mail.drain()).toBe(0);
      const [failed] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(new Date(failed.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 3_000);
      expect(failed.lastError).toBeTruthy();

      // The SMTP server comes back; the retry is due.
      const smtp = await startSmtpServer();
      try {
        const moved = await buildTestApp({ env: { SMTP_URL: smtp.url }, database: t.database, startWorkers: false });
        await moved.app.ctx.db.update(mailOutbox).set({ nextAttemptAt: new Date().toISOString() }).where(eq(mailOutbox.id, id));
        expect(await moved.app.ctx.mail.drain()).toBe(1);
        const mail = await smtp.waitFor('retry@example.com');
        expect(mail.subject).toBe('Retry me');
        const [sent] = await moved.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
        await moved.app.close();
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });

  it('delivers mail queued before a restart (nothing is lost)', async () => {
    const smtp = await startSmtpServer();
    let dir: string | undefined;
    if (engine === 'pglite') {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candid-mail-'));
      tmpDirs.push(dir);
    }
    const database = await freshDatabase(dir);
    try {
      const first = await buildTestApp({ env: { SMTP_URL: smtp.url }, database, startWorkers: false });
      await enqueueMail(first.app.ctx.db, { to: 'after-restart@example.com', subject: 'Queued', text: 'kept' });
      await first.app.close();
      if (engine === 'pglite') await database.close();

      // A new process on the same data: PGlite reopens its files, PostgreSQL keeps the database.
      const reopened = engine === 'pglite' ? await freshDatabase(dir) : database;
      const second = await buildTestApp({ env: { SMTP_URL: smtp.url }, database: reopened });
      const mail = await smtp.waitFor('after-restart@example.com');
      expect(mail.text.trim()).toBe('kept');
      await second.app.close();
      if (engine === 'pglite') await reopened.close();
    } finally {
      if (engine === 'postgres') await database.close();
      await smtp.close();
    }
    // Two on-disk PGlite starts (init, migrate, reopen) take a while on a busy 2-core machine.
  }, 120_000);

  it('stores real RFC 822 messages in the dev mailbox when no SMTP server is configured', async () => {
    const t = await buildTestApp({ startWorkers: false });
    try {
      await enqueueMail(t.app.ctx.db, { to: 'dev@example.com', subject: 'Héllo dev', text: 'Plain body', html: '<p>Plain body</p>' });
      expect(await t.app.ctx.mail.drain()).toBe(1);
      const [stored] = await t.app.ctx.db.select().from(devMailbox);
      const parsed = await PostalMime.parse(stored.raw);
      expect(parsed.subject).toBe('Héllo dev');
      expect(parsed.to?.[0]?.address).toBe('dev@example.com');
      expect(parsed.text?.trim()).toBe('Plain body');
      const page = await t.app.inject({ url: '/dev/mailbox.json' });
      expect(page.json()[0]).toMatchObject({ subject: 'Héllo dev', text: 'Plain body' });
    } finally {
      await t.close();
    }
  });

  it('never serves the dev mailbox in production', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production' }, startWorkers: false });
    try {
      expect((await t.app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the brand in candidate mails', () => {
  it('makes a logo link absolute when it is ours, keeps https ones and drops anything else', () => {
    const base = 'https://candid.example';
    expect(mailLogoUrl('/api/Image/3/user-4-0123456789abcdef.png', base)).toBe('https://candid.example/api/Image/3/user-4-0123456789abcdef.png');
    expect(mailLogoUrl('https://candid.example/api/Image/3/x.png', base)).toBe('https://candid.example/api/Image/3/x.png');
    expect(mailLogoUrl('https://cdn.example.com/logo.png', base)).toBe('https://cdn.example.com/logo.png');
    for (const link of ['http://cdn.example.com/logo.png', '//evil.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '', null]) {
      expect(mailLogoUrl(link, base), String(link)).toBeNull();
    }
  });

  it('heads the invitation, link, reminder and received mails with the logo, keeping the text part plain', () => {
    const brand: MailBrand = { name: 'Harbour "Board"', initials: 'HB', colour: '#fff', backgroundColour: '#000', logoUrl: 'https://cdn.example.com/a.png?x=1&y=2' };
    const job = { employerName: brand.name, brand, jobTitle: 'Pilot', firstName: 'Ann' };
    const mails = [
      candidateInviteMail({ ...job, url: 'https://candid.example/i', endDate: '2099-01-01' }),
      interviewLinkMail({ ...job, url: 'https://candid.example/i', replaced: false }),
      interviewReminderMail({ ...job, url: 'https://candid.example/i', endDate: '2099-01-01', started: false }),
      interviewReceivedMail(job),
    ];
    for (const mail of mails) {
      expect(mail.html).toContain('<img src="https://cdn.example.com/a.png?x=1&amp;y=2" alt="Harbour &quot;Board&quot;"');
      expect(mail.text).not.toMatch(/<img|&quot;/);
    }
  });
});
