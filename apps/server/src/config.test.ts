import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
});
