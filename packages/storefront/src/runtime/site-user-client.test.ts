// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { rememberSiteUserXsrf, siteUserRequest, SITE_USER_XSRF_PATH } from './site-user-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('/');
});
afterAll(() => server.close());
beforeEach(() => rememberSiteUserXsrf(undefined));

const expired = {
  status: 403,
  body: { code: 'site-user-xsrf-invalid', error: 'Your session has expired. Please sign in again.' },
};

/** A server whose current token is `current`: calls with another one are refused as expired. */
function session(current: () => string) {
  server.on(`GET ${SITE_USER_XSRF_PATH}`, () => ({ body: { xsrfToken: current() } }));
  server.on('POST /api/site-users/account/locale', (request) =>
    request.headers['x-siteuser-xsrf-token'] === current() ? { status: 204 } : expired,
  );
}

const locale = () => siteUserRequest('POST', '/api/site-users/account/locale', { language: 'fr' });
const calls = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path).length;

describe('siteUserRequest', () => {
  it('sends the token sign-in returned, without asking for one', async () => {
    session(() => 'from-sign-in');
    rememberSiteUserXsrf('from-sign-in');
    const before = calls('GET', SITE_USER_XSRF_PATH);
    expect((await locale()).ok).toBe(true);
    expect(calls('GET', SITE_USER_XSRF_PATH)).toBe(before);
  });

  it('fetches a fresh token after a 403 for an expired one and retries once', async () => {
    session(() => 'rotated');
    rememberSiteUserXsrf('stale');
    const posts = calls('POST', '/api/site-users/account/locale');
    expect((await locale()).ok).toBe(true);
    expect(calls('POST', '/api/site-users/account/locale') - posts).toBe(2);
    // The fresh token is kept: the next call needs no retry.
    expect((await locale()).ok).toBe(true);
    expect(calls('POST', '/api/site-users/account/locale') - posts).toBe(3);
  });

  it('retries only once, and returns the second refusal as it is', async () => {
    let n = 0;
    session(() => `moving-${++n}`);
    rememberSiteUserXsrf('stale');
    const posts = calls('POST', '/api/site-users/account/locale');
    const result = await locale();
    expect(result).toMatchObject({ ok: false, error: { status: 403, code: 'site-user-xsrf-invalid' } });
    expect(calls('POST', '/api/site-users/account/locale') - posts).toBe(2);
  });

  it('does not retry other refusals', async () => {
    server.on('POST /api/site-users/account/locale', () => ({
      status: 400,
      body: { code: 'site-user-language-unavailable', error: 'This language is not offered on this site.' },
    }));
    rememberSiteUserXsrf('good');
    const posts = calls('POST', '/api/site-users/account/locale');
    expect(await locale()).toMatchObject({
      ok: false,
      error: { status: 400, message: 'This language is not offered on this site.' },
    });
    expect(calls('POST', '/api/site-users/account/locale') - posts).toBe(1);
  });
});
