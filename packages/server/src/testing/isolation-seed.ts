import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { seedVictimPromoPopup } from '../promo-popup/testing/isolation-promo-popup.js';
import {
  addWaitlistSignUp,
  addWebsiteDomain,
  createCollection,
  createProduct,
  createRootCategory,
  ensureLayout,
  insertCartEntry,
  insertCartIfAbsent,
  insertFile,
  insertOutboxMail,
  newId,
  putCommercePreferences,
  putHeaderFooter,
  putMultilingualSettings,
  replaceBlocks,
  replaceLanguages,
  replaceNavigation,
  recordSiteLockRevision,
  setSiteLock,
  updateWebsite,
  type Executor,
} from '@tessera/db';
import { enqueue } from '../jobs/index.js';
import { seedVictimForms } from '../forms/testing/isolation-forms.js';
import { seedVictimPlatform } from './isolation-platform.js';
import { seedVictimCheckout } from '../checkout/testing/isolation-checkout.js';
import { seedVictimReviews } from '../reviews/testing/isolation-reviews.js';
import { seedVictimComments } from '../comments/testing/isolation-comments.js';
import { seedVictimSelling } from '../orders/testing/isolation-selling.js';
import { seedVictimContributors } from '../contributors/testing/isolation-contributors.js';
import { seedVictimSiteUsers } from '../site-users/testing/isolation-site-users.js';
import { seedVictimMembers } from '../members/testing/isolation-members.js';
import type { SeededSite } from './harness.js';

import type { SeedIds } from './isolation-types.js';

export type { SeedIds } from './isolation-types.js';

/**
 * Gives website B one row in every foundation table, each carrying a marker string, and returns
 * the ids by common route-parameter names (collectionId, itemId, productId, variantId, …).
 */
export async function seedVictim(db: Executor, b: SeededSite): Promise<SeedIds> {
  const websiteId = b.website.id;
  await updateWebsite(db, websiteId, { settings: { ...b.website.settings, cartPill: 'dark' } });
  const domain = await addWebsiteDomain(db, websiteId, `shop-${newId()}.victim.example`, true);
  // B's site-wide lock (a hash-shaped placeholder): A's lock and unlock calls must leave it.
  await setSiteLock(db, websiteId, '$argon2id$v=19$m=19456,t=2,p=1$secret$secret');
  // …and the open state that lock replaced, which A's restore must not reach.
  const lockRevisionId = await recordSiteLockRevision(db, websiteId, undefined);
  const store = await createCollection(db, websiteId, {
    type: COLLECTION_TYPES.PRODUCTS,
    urlId: 'secret-store',
    title: 'Secret Store',
  });
  const product = await createProduct(db, websiteId, {
    item: {
      collectionId: store.id,
      title: 'Secret Product',
      urlId: 'secret-product',
      publishState: 'published',
    },
    productType: PRODUCT_TYPES.PHYSICAL,
    merchandising: { restockNotificationsEnabled: true },
    variants: [{ sku: `SECRET-${newId()}`, price: 4200, currency: 'USD', qtyInStock: 7 }],
  });
  const category = await createRootCategory(db, websiteId, store.id, 'Secret Store');
  const layoutId = await ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: store.id });
  await replaceBlocks(db, websiteId, layoutId, [{ blockType: 2, config: { html: '<p>secret block</p>' } }]);
  await replaceNavigation(db, websiteId, 'main', [
    { title: 'Secret nav', collectionId: store.id, externalLink: null, memberAreaId: null, children: [] },
  ]);
  await putHeaderFooter(db, websiteId, {
    header: { text: 'secret header' },
    footer: { text: 'secret footer' },
  });
  const file = await insertFile(db, websiteId, {
    filename: 'secret.jpg',
    contentType: 'image/jpeg',
    byteSize: 10,
    storageKey: `files/${newId()}`,
  });
  await putCommercePreferences(db, websiteId, 'secret-namespace', { secret: true });
  await putMultilingualSettings(db, websiteId, { secret: true });
  await replaceLanguages(db, websiteId, [{ code: 'fr-FR', customCode: 'secret-fr' }]);
  const job = await enqueue(
    db,
    websiteId,
    'send-mail',
    { to: 'secret@victim.example', subject: 'Secret', text: 's' },
    {
      runAt: Date.now() + 86_400_000,
    },
  );
  await insertOutboxMail(db, websiteId, {
    to: 'secret@victim.example',
    from: 'shop@victim.example',
    subject: 'Secret',
    text: 'secret',
    status: 'stored',
  });
  const variantId = product.variants[0]?.id ?? '';
  await addWaitlistSignUp(db, websiteId, {
    productId: product.item_id,
    variantId,
    email: 'secret-waiter@victim.example',
    joinMailingList: true,
  });
  const cartId = (await insertCartIfAbsent(db, websiteId, { tokenHash: `secret-cart-${newId()}` })) ?? '';
  const entryId = await insertCartEntry(db, websiteId, cartId, {
    itemId: product.item_id,
    variantId,
    sku: product.variants[0]?.sku ?? '',
    quantity: 1,
    unitPrice: 4200,
    currency: 'USD',
    additionalFields: { note: 'secret' },
  });
  const ids: SeedIds = {
    websiteId,
    collectionId: store.id,
    itemId: product.item_id,
    productId: product.item_id,
    variantId,
    categoryId: category.id,
    layoutId,
    fileId: file.id,
    jobId: job.id,
    namespace: 'secret-namespace',
    accountId: b.ownerId,
    ...(await seedVictimForms(db, websiteId)),
    ...(await seedVictimPlatform(db, websiteId)),
    ...(await seedVictimCheckout(db, websiteId)),
    ...(await seedVictimReviews(db, websiteId, product.item_id)),
    ...(await seedVictimComments(db, websiteId, product.item_id)),
    ...(await seedVictimContributors(db, websiteId)),
    ...(await seedVictimSiteUsers(db, websiteId)),
    cartId,
    entryId,
    domainId: domain.id,
    domainHost: domain.host,
    lockRevisionId,
  };
  const selling = await seedVictimSelling(db, websiteId, ids);
  await seedVictimPromoPopup(db, websiteId, ids);
  return { ...ids, ...selling, ...(await seedVictimMembers(db, websiteId, ids)) };
}
