import { describe, expect, it } from 'vitest';
import { insecureSettings, loadConfig } from './config';

const twilio = { SMS_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', SMS_AUTH_TOKEN: '0123456789abcdef0123456789abcdef', SMS_FROM: '+61400000001' };

describe('config', () => {
  it('has working embedded defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, env: 'development', devMailbox: true, secureCookies: false, publicUrl: 'http://localhost:3000' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });

  it('fails at start with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}SMTP_URL: /,
    );
  });

  it('uses secure cookies behind an https public URL and no dev mailbox in production', () => {
    const c = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://hire.example.com/' });
    expect(c).toMatchObject({ secureCookies: true, devMailbox: false, publicUrl: 'https://hire.example.com' });
  });

  it('seeds the demo with its published password only outside production', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, demoPassword: 'Candid-demo-1' });
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(prod.seedDemo).toBe(false);
    const asked = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(asked.seedDemo).toBe(true);
    // Asked for explicitly in production: a random password, different on every start.
    expect(asked.demoPassword).not.toBe('Candid-demo-1');
    expect(asked.demoPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16,}$/);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).demoPassword).not.toBe(asked.demoPassword);
  });

  it('transcribes every demo candidate unless told how many', () => {
    expect(loadConfig({}).seedDemoTranscripts).toBe(Number.POSITIVE_INFINITY);
    expect(loadConfig({ SEED_DEMO_TRANSCRIPTS: 'all' }).seedDemoTranscripts).toBe(Number.POSITIVE_INFINITY);
    expect(loadConfig({ SEED_DEMO_TRANSCRIPTS: '1' }).seedDemoTranscripts).toBe(1);
    expect(loadConfig({ SEED_DEMO_TRANSCRIPTS: '0' }).seedDemoTranscripts).toBe(0);
    for (const bad of ['some', '-1', '1.5']) expect(() => loadConfig({ SEED_DEMO_TRANSCRIPTS: bad }), bad).toThrow(/SEED_DEMO_TRANSCRIPTS/);
  });

  it('believes no proxy unless told which', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, loopback ,' }).trustedProxies).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('takes the upload crash hook (CANDID_FAULT) only in test mode', () => {
    expect(loadConfig({}).uploadFault).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', CANDID_FAULT: 'kill-mid-patch:2' }).uploadFault).toEqual({ kill: 'mid-patch', patch: 2 });
    expect(loadConfig({ NODE_ENV: 'test', CANDID_FAULT: 'kill-after-patch-write:final' }).uploadFault).toEqual({ kill: 'after-patch-write', patch: 'final' });
    for (const env of ['production', 'development'] as const) {
      expect(() => loadConfig({ NODE_ENV: env, CANDID_FAULT: 'kill-after-patch-write:1' })).toThrow(/CANDID_FAULT: a crash hook for tests, refused unless NODE_ENV=test/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', CANDID_FAULT: 'kill-mid-patch:final' })).toThrow(/CANDID_FAULT: must be/);
  });

  it('takes the operator contact (both optional) and refuses a malformed one', () => {
    expect(loadConfig({}).operatorContact).toEqual({ email: undefined, url: undefined });
    expect(loadConfig({ OPERATOR_CONTACT_EMAIL: 'ops@example.com', OPERATOR_CONTACT_URL: 'https://example.com/contact' }).operatorContact).toEqual({
      email: 'ops@example.com',
      url: 'https://example.com/contact',
    });
    expect(() => loadConfig({ OPERATOR_CONTACT_EMAIL: 'ops at example' })).toThrow(/OPERATOR_CONTACT_EMAIL: must be an email address/);
    expect(() => loadConfig({ OPERATOR_CONTACT_URL: 'ftp://example.com' })).toThrow(/OPERATOR_CONTACT_URL/);
  });

  it('runs every role in one process by default, with the queue and shutdown settings', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', queueConcurrency: 2, webhookConcurrency: 2, shutdownGraceMs: 25_000, metricsToken: undefined });
    const worker = loadConfig({ CANDID_ROLE: 'worker', DATABASE_URL: 'postgres://db/candid', QUEUE_CONCURRENCY: '6', WEBHOOK_CONCURRENCY: '4', SHUTDOWN_GRACE_SECONDS: '0' });
    expect(worker).toMatchObject({ role: 'worker', queueConcurrency: 6, webhookConcurrency: 4, shutdownGraceMs: 0 });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
  });

  it('refuses a bad role, concurrency, grace or metrics token, naming the setting', () => {
    expect(() => loadConfig({ CANDID_ROLE: 'api' })).toThrow(/CANDID_ROLE: must be web, worker or all/);
    for (const bad of ['0', '-1', '1.5', 'many', '65']) {
      expect(() => loadConfig({ QUEUE_CONCURRENCY: bad }), bad).toThrow(/QUEUE_CONCURRENCY/);
      expect(() => loadConfig({ WEBHOOK_CONCURRENCY: bad }), bad).toThrow(/WEBHOOK_CONCURRENCY/);
    }
    for (const bad of ['-1', '2.5', 'soon', '3601']) expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: bad }), bad).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('splits web and worker only over a shared PostgreSQL (tests share one in-process database)', () => {
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ CANDID_ROLE: role }), role).toThrow(new RegExp(`CANDID_ROLE=${role} needs DATABASE_URL`));
      expect(loadConfig({ CANDID_ROLE: role, DATABASE_URL: 'postgres://db/candid' }).role).toBe(role);
      expect(loadConfig({ CANDID_ROLE: role, NODE_ENV: 'test' }).role).toBe(role);
      const production = { CANDID_ROLE: role, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/candid' };
      expect(() => loadConfig(production), role).toThrow(new RegExp(`CANDID_ROLE=${role} needs SECRETS_KEY in production`));
      expect(loadConfig({ ...production, SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') }).role).toBe(role);
    }
  });

  it('names every insecure production setting, and none in development', () => {
    expect(insecureSettings(loadConfig({}))).toEqual([]);
    const warnings = insecureSettings(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }), {});
    expect(warnings.join('\n')).toMatch(/PUBLIC_URL is not https[\s\S]*SEED_DEMO is on[\s\S]*SMTP_URL is unset[\s\S]*SMS_ACCOUNT_SID is unset[\s\S]*DATABASE_URL is unset/);
    const good = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://hire.example.com', SMTP_URL: 'smtp://mail:587', DATABASE_URL: 'postgres://db/candid', ...twilio });
    expect(insecureSettings(good, {})).toEqual([]);
  });

  it('sends text messages to the dev SMS outbox outside production, through the provider when configured, and not at all in production without one', () => {
    expect(loadConfig({})).toMatchObject({
      sms: { apiUrl: 'https://api.twilio.com', accountSid: undefined, authToken: 'candid-dev-sms', from: undefined },
      devSmsOutbox: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ sms: { authToken: undefined }, devSmsOutbox: false });
    const configured = loadConfig({ ...twilio, SMS_API_URL: 'http://127.0.0.1:4010/' });
    expect(configured).toMatchObject({
      sms: { apiUrl: 'http://127.0.0.1:4010', accountSid: twilio.SMS_ACCOUNT_SID, authToken: twilio.SMS_AUTH_TOKEN, from: '+61400000001' },
      devSmsOutbox: false,
    });
    const service = `MG${'0a'.repeat(16)}`;
    expect(loadConfig({ NODE_ENV: 'production', ...twilio, SMS_FROM: service }).sms.from).toBe(service);
  });

  it('needs the auth token and sender with an SMS account, and refuses a malformed sender', () => {
    expect(() => loadConfig({ SMS_ACCOUNT_SID: twilio.SMS_ACCOUNT_SID })).toThrow(/SMS_ACCOUNT_SID needs SMS_AUTH_TOKEN and SMS_FROM/);
    expect(() => loadConfig({ SMS_ACCOUNT_SID: twilio.SMS_ACCOUNT_SID, SMS_AUTH_TOKEN: twilio.SMS_AUTH_TOKEN })).toThrow(/SMS_ACCOUNT_SID needs SMS_FROM:/);
    for (const bad of ['0412345678', '+0412345678', 'Candid', 'MG123']) expect(() => loadConfig({ ...twilio, SMS_FROM: bad }), bad).toThrow(/SMS_FROM: must be an E.164 number/);
    expect(() => loadConfig({ ...twilio, SMS_ACCOUNT_SID: 'AC/../x' })).toThrow(/SMS_ACCOUNT_SID: must be/);
    expect(() => loadConfig({ SMS_API_URL: 'ftp://sms.example.com' })).toThrow(/SMS_API_URL/);
  });
});
