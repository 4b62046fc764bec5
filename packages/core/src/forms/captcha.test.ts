import { describe, expect, it } from 'vitest';
import { CAPTCHA_ACTIONS, captchaWidgetSize, isCaptchaAction } from './captcha.js';
import { FORM_MESSAGES } from './form-messages.js';

describe('captcha rules', () => {
  it('uses the compact widget when the container is narrower than 320 px', () => {
    expect(captchaWidgetSize(0)).toBe('compact');
    expect(captchaWidgetSize(319.5)).toBe('compact');
    expect(captchaWidgetSize(320)).toBe('normal');
    expect(captchaWidgetSize(1200)).toBe('normal');
  });

  it('names one action per kind of submission', () => {
    expect(Object.keys(CAPTCHA_ACTIONS)).toEqual([
      'formBlock',
      'newsletterBlock',
      'productWaitlist',
      'promoPopup',
    ]);
    for (const action of Object.values(CAPTCHA_ACTIONS)) {
      // reCAPTCHA action names allow letters, slashes and underscores only.
      expect(action).toMatch(/^[A-Za-z/_]+$/);
      expect(isCaptchaAction(action)).toBe(true);
    }
    expect(isCaptchaAction('login')).toBe(false);
  });

  it("has the platform spec's text for a missing widget", () => {
    expect(FORM_MESSAGES.recaptchaNotSetUp).toBe('ReCaptcha has not been set up!');
  });
});
