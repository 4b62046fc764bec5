// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.js';
import type { TestServer } from '../testing/test-server.js';
import { apiRequest } from './api-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('/');
});
afterAll(() => server.close());

describe('apiRequest', () => {
  it('sends JSON with the crumb cookie echoed as X-CSRF-Token', async () => {
    document.cookie = 'crumb=a%2Fb; path=/';
    server.on('POST /api/thing', (request) => ({ body: { echoed: request.body } }));
    const result = await apiRequest('POST', '/api/thing', { n: 1 });
    expect(result).toEqual({ ok: true, value: { echoed: { n: 1 } } });
    const [request] = server.requests;
    expect(request?.headers['x-csrf-token']).toBe('a/b');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it.each([
    [429, {}, 'rate-limited', 'Please try again in a few seconds.'],
    [403, { crumbFail: true }, 'csrf', 'Your session has expired. Please reload the page and try again.'],
    [409, { error: 'Out of stock' }, 'server', 'Out of stock'],
    [400, { error: 'Bad item' }, 'server', 'Bad item'],
    [500, undefined, 'server', 'Please try again.'],
  ])('maps HTTP %i %j to %s', async (status, body, kind, message) => {
    server.on('GET /api/fail', () => ({ status, body }));
    const result = await apiRequest('GET', '/api/fail');
    expect(result).toEqual({ ok: false, error: { kind, status, message } });
  });

  it('keeps per-field errors of a refused form', async () => {
    server.on('PUT /api/form', () => ({
      status: 400,
      body: { error: 'Invalid', errors: { f1: 'Required', f2: 3 } },
    }));
    const result = await apiRequest('PUT', '/api/form', {});
    expect(!result.ok && result.error.fieldErrors).toEqual({ f1: 'Required' });
  });

  it('asks to check the connection when nothing answers', async () => {
    const closed = await startTestServer('/');
    await closed.close();
    const result = await apiRequest('GET', '/api/anything');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', status: 0, message: 'Please check your internet connection.' },
    });
    window.happyDOM.setURL(`${server.origin}/`);
  });
});
