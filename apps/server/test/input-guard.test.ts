import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@candid/shared';
import { findControlCharacter } from '../src/http/input-guard';
import { buildTestApp, type TestApp } from './harness';
import { buildCampaign, buildEnterprise, wrapper, type TestUser } from './factories';

/*
 * Issue 10: the input rules every route shares (src/http/input-guard.ts) and the error
 * handler's last line of defence for data PostgreSQL cannot store.
 */

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ startWorkers: false });
  owner = await buildEnterprise(t.app);
});
afterAll(() => t.close());

describe('control characters', () => {
  it('finds the first string holding one, by path, in bodies of any shape', () => {
    expect(findControlCharacter({ a: 'fine\ttab\nline\r\n' }, 'body')).toBeNull();
    expect(findControlCharacter({ campaign: { Campaign_Name: 'x\u0000y' } }, 'body')).toBe('body.campaign.Campaign_Name');
    expect(findControlCharacter({ questions: [{ t: 'ok' }, { t: 'bell\u0007' }] }, 'body')).toBe('body.questions.1.t');
    expect(findControlCharacter(['\u007f'], 'body')).toBe('body.0');
    expect(findControlCharacter({ ['k\u0001']: 'v' }, 'body')).toBe('body.k?');
    expect(findControlCharacter(Buffer.from([0]), 'body')).toBeNull();
  });

  it('a NUL in a body field is a 400 naming the field, not a database error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Template',
      headers: owner.auth,
      payload: { Template_Name: 'Night shift\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(wrapper(res)).toMatchObject({ successful: false, status: 400, message: MSG.validationFailed, details: { Template_Name: [MSG.controlCharacters] } });
  });

  it('a NUL in the query or the path is a 400 too', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/Campaign?SearchText=a%00b', headers: owner.auth });
    expect(query.statusCode).toBe(400);
    expect(wrapper(query).details).toEqual({ SearchText: [MSG.controlCharacters] });
    const path = await t.app.inject({ method: 'GET', url: '/api/JobCategory/1%00/SubCategories', headers: owner.auth });
    expect(path.statusCode).toBe(400);
    expect(wrapper(path).details).toEqual({ id: [MSG.controlCharacters] });
  });

  it('tabs and line breaks stay allowed where text has them', async () => {
    const campaign = await buildCampaign(t.app, owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Comment',
      headers: owner.auth,
      payload: { fk_Campaign_ID: campaign.id, Comment_Content: 'Line one\n\tLine two\r\nEnd', Type: 0 },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});

describe('data the database cannot store', () => {
  it('an id past the integer column is answered 400, never 500', async () => {
    for (const id of ['2147483648', '9007199254740991']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Campaign/${id}`, headers: owner.auth });
      expect(res.statusCode, `${id}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('caching', () => {
  it('authenticated API answers are never stored', async () => {
    for (const url of ['/api/User/GetUserByEnterpriseId?Enterprise_ID=' + owner.enterpriseId, '/api/Campaign', '/api/Account/UserInfo']) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
