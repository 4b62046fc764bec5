import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAPTCHA_ACTIONS } from '@tessera/core';
import type { Executor } from '@tessera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeAssessment, recaptchaEnterpriseProvider } from './recaptcha-enterprise-provider.js';

interface Seen {
  url: string;
  body: { event: { token: string; siteKey: string; expectedAction: string } };
}

/** A local stand-in for the assessment API: answers by token, like Google would. */
function startFakeAssessmentApi(): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const answers: Record<string, unknown> = {
    good: { tokenProperties: { valid: true, action: 'form_block_submit' }, riskAnalysis: { score: 0.9 } },
    bot: { tokenProperties: { valid: true, action: 'form_block_submit' }, riskAnalysis: { score: 0.1 } },
    other: { tokenProperties: { valid: true, action: 'promo_popup_submit' }, riskAnalysis: { score: 0.9 } },
    expired: { tokenProperties: { valid: false, invalidReason: 'EXPIRED' } },
    dupe: { tokenProperties: { valid: false, invalidReason: 'DUPE' } },
    malformed: { tokenProperties: { valid: false, invalidReason: 'MALFORMED' } },
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const body = JSON.parse(text) as Seen['body'];
      seen.push({ url: req.url ?? '', body });
      if (body.event.token === 'boom') {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answers[body.event.token] ?? answers['malformed']));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

describe('reCAPTCHA Enterprise provider (against a local assessment API)', () => {
  let api: Awaited<ReturnType<typeof startFakeAssessmentApi>>;
  beforeAll(async () => {
    api = await startFakeAssessmentApi();
  });
  afterAll(async () => api.close());

  const provider = () =>
    recaptchaEnterpriseProvider(
      { projectId: 'my-project', apiKey: 'k&ey', siteKey: undefined, apiUrl: api.url, minScore: 0.5 },
      'site-key-1',
    );
  const check = (token: string | undefined) => ({
    db: {} as Executor,
    websiteId: 'w',
    formId: 'f',
    action: CAPTCHA_ACTIONS.formBlock,
    token,
  });

  it('creates an assessment with the token, site key and expected action', async () => {
    expect(await provider().verify(check('good'))).toEqual({ ok: true, value: undefined });
    const last = api.seen.at(-1);
    expect(last?.url).toBe('/v1/projects/my-project/assessments?key=k%26ey');
    expect(last?.body).toEqual({
      event: { token: 'good', siteKey: 'site-key-1', expectedAction: 'form_block_submit' },
    });
  });

  it.each([
    ['bot', 'low-score'],
    ['other', 'wrong-action'],
    ['expired', 'expired'],
    ['dupe', 'replayed'],
    ['malformed', 'invalid'],
    ['boom', 'unavailable'],
  ])('refuses token %s as %s', async (token, error) => {
    expect(await provider().verify(check(token))).toEqual({ ok: false, error });
  });

  it('refuses a missing token without calling out, and reports an unreachable API', async () => {
    const before = api.seen.length;
    expect(await provider().verify(check(undefined))).toEqual({ ok: false, error: 'missing' });
    expect(api.seen.length).toBe(before);
    const down = recaptchaEnterpriseProvider(
      { projectId: 'p', apiKey: 'k', siteKey: undefined, apiUrl: 'http://127.0.0.1:1', minScore: 0.5 },
      's',
    );
    expect(await down.verify(check('good'))).toEqual({ ok: false, error: 'unavailable' });
  });

  it('describes its widget with the site key and action, never the API key', () => {
    const widget = provider().widget('f', CAPTCHA_ACTIONS.newsletterBlock);
    expect(widget).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'site-key-1',
      action: 'newsletter_block_submit',
    });
    expect(JSON.stringify(widget)).not.toContain('k&ey');
  });

  it('judges score at the threshold as enough', () => {
    const at = {
      tokenProperties: { valid: true, action: 'form_block_submit' },
      riskAnalysis: { score: 0.5 },
    };
    expect(judgeAssessment(at, CAPTCHA_ACTIONS.formBlock, 0.5)).toBeUndefined();
    expect(judgeAssessment({}, CAPTCHA_ACTIONS.formBlock, 0.5)).toBe('invalid');
  });
});
