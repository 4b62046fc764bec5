import { addContributor, addWaitlistSignUp, insertFormSubmission, insertProductReview } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { skuOf } from '../cart/testing/store-fixture.js';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { shopper } from '../checkout/testing/shopper.js';
import { seedSite, signIn } from '../testing/harness.js';
import type { Dashboard } from './schemas.js';

const PATH = '/api/admin/dashboard';

eachDialect('studio home figures', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  it('counts sales, work waiting, low stock, submissions, reviews and waitlist demand, each with its link', async () => {
    world = await checkoutSite(getDb());
    const { app, host, store, websiteId, site } = world;
    const { db } = getDb();
    const ids: string[] = [];
    for (const email of ['ada@example.com', 'bob@example.com']) {
      const buyer = shopper(app, host);
      await buyer.add({ itemId: store.mug.item_id, sku: skuOf(store.mug), quantity: 1 });
      ids.push(((await buyer.checkout({ email })).json() as { order: { id: string } }).order.id);
    }
    const owner = await signIn(app, site);
    await app.inject({
      method: 'POST',
      url: `/api/admin/commerce/orders/${ids[0]}/fulfillment`,
      headers: owner.headers,
      payload: { notify: false },
    });
    await insertProductReview(db, websiteId, {
      itemId: store.mug.item_id,
      rating: 4,
      title: 'Nice',
      body: 'Holds tea',
      authorName: 'Cy',
      authorEmail: 'cy@example.com',
    });
    await insertFormSubmission(db, websiteId, {
      formId: store.noteFormId,
      answers: { note: 'hi' },
      pageTitle: 'Contact',
      pageId: null,
      contentSource: null,
      pagePath: '/contact',
      pagePermissionTypeValue: null,
    });
    for (const email of ['a@example.com', 'b@example.com'])
      await addWaitlistSignUp(db, websiteId, {
        productId: store.shirt.item_id,
        variantId: store.shirt.variants[1]!.id,
        email,
        joinMailingList: false,
      });

    const home = (await app.inject({ url: PATH, headers: owner.headers })).json() as Dashboard;
    expect(home.sales?.today).toMatchObject({ orders: 2, total: { value: '3500', currency: 'USD' } });
    expect(home.sales?.week.orders).toBe(2);
    expect(home.sales?.today.link).toMatch(/^\/config\/orders\?from=\d+$/);
    expect(home.ordersToFulfil).toEqual({ count: 1, link: '/config/orders?fulfillment=unfulfilled' });
    // Five or fewer: the blue small shirt is sold out, the mug went from 3 to 1, the medium blue
    // shirt has 2, the tag 3 and the red small shirt 5.
    expect(home.lowStock?.variants.map((v) => [v.productTitle, v.qtyInStock])).toEqual([
      ['Shirt', 0],
      ['Mug', 1],
      ['Shirt', 2],
      ['Tag', 3],
      ['Shirt', 5],
    ]);
    expect(home.lowStock).toMatchObject({ count: 5, threshold: 5, link: '/config/inventory?stock=low' });
    expect(home.formSubmissions).toMatchObject({ lastWeek: 1, latest: [{ pageTitle: 'Contact' }] });
    expect(home.reviewsToModerate).toMatchObject({ count: 1, oldest: [{ title: 'Nice', rating: 4 }] });
    expect(home.waitlist).toMatchObject({ waiting: 2, products: [{ productTitle: 'Shirt', waiting: 2 }] });

    const moderator = await seedSite(db, 6);
    await addContributor(db, websiteId, moderator.ownerId, 6);
    const asModerator = await signIn(app, site, moderator.ownerEmail);
    const theirs = (await app.inject({ url: PATH, headers: asModerator.headers })).json() as Dashboard;
    expect(theirs).toMatchObject({
      sales: null,
      ordersToFulfil: null,
      lowStock: null,
      formSubmissions: null,
      waitlist: null,
    });
    expect(theirs.reviewsToModerate?.count).toBe(1);
    expect((await app.inject({ url: PATH, headers: { host } })).statusCode).toBe(401);
  });
});
