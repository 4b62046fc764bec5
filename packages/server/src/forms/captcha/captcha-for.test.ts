import { DEFAULT_WEBSITE_SETTINGS, type Website } from '@tessera/db';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/harness.js';
import { captchaFor } from './captcha-for.js';

function website(siteKey: string | null): Website {
  return {
    settings: { ...DEFAULT_WEBSITE_SETTINGS, captcha: { enabled: true, siteKey, theme: 'light' } },
  } as Website;
}

describe('captchaFor', () => {
  const recaptchaEnv = { RECAPTCHA_PROJECT_ID: 'project', RECAPTCHA_API_KEY: 'key' };

  it('uses the self-hosted proof of work unless reCAPTCHA Enterprise is configured', () => {
    expect(captchaFor(testConfig(), website('site-key')).kind).toBe('altcha');
    expect(testConfig().recaptcha).toBeUndefined();
  });

  it('uses reCAPTCHA Enterprise with the website’s site key, else the install’s default', () => {
    const withDefault = testConfig({ ...recaptchaEnv, RECAPTCHA_SITE_KEY: 'install-key' });
    expect(withDefault.recaptcha).toEqual({
      projectId: 'project',
      apiKey: 'key',
      siteKey: 'install-key',
      apiUrl: 'https://recaptchaenterprise.googleapis.com',
      minScore: 0.5,
    });
    expect(captchaFor(withDefault, website('own-key')).widget('f', 'form_block_submit')).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'own-key',
      action: 'form_block_submit',
    });
    expect(captchaFor(withDefault, website(null)).widget('f', 'form_block_submit')).toMatchObject({
      siteKey: 'install-key',
    });
  });

  it('falls back to the self-hosted captcha when no site key is known', () => {
    expect(captchaFor(testConfig(recaptchaEnv), website(null)).kind).toBe('altcha');
  });
});
