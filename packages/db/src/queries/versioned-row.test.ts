import { expect, it } from 'vitest';
import { toJson } from '../schema/columns.js';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import { findDonationSettings } from './donation-settings.js';
import { findPromoPopup } from './promo-popups.js';
import { saveVersionedRow } from './versioned-row.js';
import { createWebsite } from './websites.js';

eachDialect('saveVersionedRow', (getDb) => {
  it('saves from the version seen and refuses a stale save, for each of its tables', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `v${newId()}`, title: 'V' })).id;
    const other = (await createWebsite(db, { slug: `v${newId()}`, title: 'W' })).id;
    const popup = (heading: string) => ({ settings: toJson({ heading }), form_id: null });

    expect(await saveVersionedRow(db, 'promo_popups', site, popup('First'), 0)).toMatchObject({ version: 1 });
    // Two first saves: the second finds one already there.
    expect(await saveVersionedRow(db, 'promo_popups', site, popup('Late'), 0)).toBeUndefined();
    expect(await saveVersionedRow(db, 'promo_popups', site, popup('Second'), 1)).toMatchObject({
      version: 2,
    });
    expect(await saveVersionedRow(db, 'promo_popups', site, popup('Stale'), 1)).toBeUndefined();
    expect(await findPromoPopup(db, site)).toMatchObject({ version: 2, settings: { heading: 'Second' } });

    const donation = { settings: toJson({ title: 'Help' }) };
    expect(await saveVersionedRow(db, 'donation_settings', site, donation, 0)).toMatchObject({ version: 1 });
    expect(await findDonationSettings(db, site)).toMatchObject({ version: 1, settings: { title: 'Help' } });
    expect(await findPromoPopup(db, other)).toBeUndefined();
  });

  it('without a version, makes the row or replaces it, counting the save', async () => {
    const { db } = getDb();
    const site = (await createWebsite(db, { slug: `v${newId()}`, title: 'V' })).id;
    const save = (title: string) =>
      saveVersionedRow(db, 'donation_settings', site, { settings: toJson({ title }) });
    expect(await save('One')).toMatchObject({ version: 1 });
    expect(await save('Two')).toMatchObject({ version: 2 });
    expect(await findDonationSettings(db, site)).toMatchObject({ version: 2, settings: { title: 'Two' } });
  });
});
