import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@candid/shared';
import { commentsRoutes, usersRoutes } from '@candid/shared/routes';
import { ApiError, apiCall, apiRequest, setUnauthorizedHandler } from './client';
import { callsTo, fail, mockApi, ok } from '../test/api';
import { buildUser } from '../test/fixtures';
import { buildEnterprise } from '../test/organisation';

describe('apiRequest', () => {
  it('returns the wrapper of a success and sends cookies', async () => {
    const fetchMock = mockApi([{ method: 'GET', path: '/api/Enterprise/7', reply: ok(buildEnterprise()) }]);
    const res = await apiRequest('/Enterprise/7');
    expect(res).toMatchObject({ successful: true, status: 200, data: { pk_Enterprise_ID: 7 } });
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('encodes the query and skips empty values', async () => {
    const fetchMock = mockApi([{ method: 'POST', path: '/api/OTP/verifyOTP', reply: ok({ ResetToken: 'r'.repeat(32) }) }]);
    await apiRequest('/OTP/verifyOTP', { method: 'POST', query: { otp: '012345', email: 'a+b@x.io', skip: undefined } });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/OTP/verifyOTP?otp=012345&email=a%2Bb%40x.io');
  });

  it('keeps the message and details of a failure', async () => {
    mockApi([{ method: 'POST', path: '/api/Account/Register', reply: fail(400, 'Bad', { User_Email: ['taken'] }) }]);
    const error = await apiRequest('/Account/Register', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad', details: { User_Email: ['taken'] } });
  });

  it("defaults the message to 'Something went wrong'", async () => {
    // A proxy's answer when the server is down: no body at all.
    mockApi([{ method: 'GET', path: '/api/Enterprise/7', reply: { status: 502, body: undefined }, unchecked: 'a gateway answers it, not the server' }]);
    const error = (await apiRequest('/Enterprise/7').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(MSG.somethingWentWrong);
    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
  });

  it('treats an unsuccessful wrapper with a 200 as a failure', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/Enterprise/7',
        reply: { status: 200, body: { successful: false, status: 200, data: null, message: 'No' } },
        unchecked: 'the server never sends it; the client still treats an unsuccessful wrapper as a failure',
      },
    ]);
    await expect(apiRequest('/Enterprise/7')).rejects.toMatchObject({ message: 'No', status: 200 });
  });

  it('reports status NaN when there is no response', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(Number.isNaN(error.status)).toBe(true);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(MSG.somethingWentWrong);
  });

  it('calls the 401 handler, except when asked not to', async () => {
    mockApi([{ method: 'GET', path: '/api/Enterprise/7', reply: fail(401, MSG.unauthorized) }]);
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    await expect(apiRequest('/Enterprise/7')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/Enterprise/7', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    restore();
  });
});

describe('apiCall', () => {
  it('fills the route\'s params, each URI-encoded', async () => {
    const path = '/api/User/GetUserByEmail/a%2Bb%2Fc%40x.io';
    const fetchMock = mockApi([{ method: 'GET', path, reply: ok(buildUser()) }]);
    const res = await apiCall(usersRoutes.byEmail, { params: { email: 'a+b/c@x.io' } });
    expect(res.data).toMatchObject({ pk_User_ID: buildUser().pk_User_ID });
    expect(String(fetchMock.mock.calls[0][0])).toBe(path);
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
  });

  it("sends the route's method", async () => {
    const fetchMock = mockApi([{ method: 'DELETE', path: '/api/Comment/12', reply: ok(true) }]);
    await apiCall(commentsRoutes.remove, { params: { id: 12 } });
    const [[, init]] = callsTo(fetchMock, '/api/Comment/12');
    expect(init.method).toBe('DELETE');
  });

  it('throws before sending when a param is missing', async () => {
    const fetchMock = mockApi([]);
    // A caller that bypasses the types (e.g. a value read from untyped data).
    const params = {} as { id: number };
    await expect(apiCall(commentsRoutes.remove, { params })).rejects.toThrow('DELETE /Comment/:id: no value for :id');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
