import { savePromoPopup, type Executor } from '@tessera/db';
import type { IsolationFixture, SeedIds } from '../../testing/isolation-types.js';

/** Website B's pop-up, on its own list and form: A's calls must leave it as it is. */
export async function seedVictimPromoPopup(db: Executor, websiteId: string, ids: SeedIds): Promise<SeedIds> {
  await savePromoPopup(db, websiteId, {
    settings: { enabled: true, heading: 'secret offer', mailingListId: ids['listId'] ?? null },
    formId: ids['formId'] ?? null,
  });
  return {};
}

/** A's pop-up aimed at B's list and image: refused, since lists and files are per website. */
const aimedAtB: IsolationFixture = ({ ids }) => ({
  body: {
    enabled: true,
    heading: 'A',
    body: '',
    buttonLabel: 'Go',
    action: 'newsletter',
    mailingListId: ids['listId'],
    linkUrl: '',
    successText: 'Thanks',
    captchaEnabled: false,
    imageFileId: ids['fileId'],
    trigger: 'delay',
    triggerValue: 1,
    placement: 'all',
    pagePaths: [],
    reshowDays: 7,
    hideAfterSignUp: true,
    showOnMobile: true,
  },
});

export const PROMO_POPUP_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'PUT /api/admin/marketing/promo-popup': aimedAtB,
  // The preview shows B's image only if files leaked across websites.
  'POST /api/admin/marketing/promo-popup/preview': aimedAtB,
};
