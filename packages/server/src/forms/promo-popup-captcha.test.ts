import { CAPTCHA_ACTIONS, ok, type CaptchaAction } from '@tessera/core';
import { createMailingList, insertForm, savePromoPopup } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import type { ServiceContext } from '../context.js';
import type { CaptchaProvider } from './captcha/captcha-provider.js';
import { issueSubmissionKey } from './submission-keys.js';
import { submitForm } from './submit-service.js';
import { seedSite } from '../testing/harness.js';

/** A captcha that accepts every token and notes the action it was asked to check. */
function recordingCaptcha(seen: CaptchaAction[]): CaptchaProvider {
  return {
    kind: 'altcha',
    widget: () => ({ provider: 'altcha', challengeUrl: '/challenge' }),
    verify: async (check) => {
      seen.push(check.action);
      return ok(undefined);
    },
  };
}

const PAGE = {
  pageTitle: 'Home',
  pageId: null,
  contentSource: null,
  pagePath: '/',
  pagePermissionTypeValue: null,
};

eachDialect('promotional pop-up captcha action', (getDb) => {
  it('checks the pop-up form’s tokens with the promo pop-up action, a newsletter block’s with its own', async () => {
    const db = getDb().db;
    const site = await seedSite(db);
    const ctx: ServiceContext = {
      db,
      websiteId: site.website.id,
      actor: { kind: 'visitor' },
      locale: 'en-US',
    };
    const list = await createMailingList(db, site.website.id, 'Letter');
    const newsletterForm = (name: string) =>
      insertForm(db, site.website.id, {
        kind: 'newsletter',
        name,
        fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
        submitLabel: 'Join',
        captchaEnabled: true,
        mailingListId: list?.id ?? null,
      });
    // The pop-up's own form, as a newsletter save of the pop-up keeps it (promo-popup/service.ts).
    const popupForm = await newsletterForm('Promotional pop-up');
    await savePromoPopup(db, site.website.id, { settings: { enabled: true }, formId: popupForm.id });
    const popupFormId = popupForm.id;
    const block = await newsletterForm('Block');
    const seen: CaptchaAction[] = [];
    for (const formId of [popupFormId, block.id]) {
      const sent = await submitForm(ctx, recordingCaptcha(seen), {
        formId,
        key: await issueSubmissionKey(ctx),
        form: { email: `someone+${formId}@example.org` },
        captchaKey: 'token',
        page: PAGE,
        baseUrl: `http://${site.host}`,
      });
      expect(sent.ok).toBe(true);
    }
    expect(seen).toEqual([CAPTCHA_ACTIONS.promoPopup, CAPTCHA_ACTIONS.newsletterBlock]);
  });
});
