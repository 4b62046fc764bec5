import { createWebsite, findCart, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { addCartEntry } from './add-entry.js';
import type { CartContext } from './cart-context.js';
import { sha256 } from '../digest.js';
import { readCart } from './read-cart.js';
import { seedStore, type StoreFixture } from './testing/store-fixture.js';
import { unsignedCrumb as anyCrumb } from './testing/visitor.js';

eachDialect('cart owners', (getDb) => {
  let ctx: CartContext;
  let store: StoreFixture;
  beforeAll(async () => {
    const website = await createWebsite(getDb().db, { slug: `o${newId()}`, title: 'Owners' });
    store = await seedStore(getDb().db, website.id);
    ctx = {
      websiteId: website.id,
      actor: { kind: 'visitor' },
      locale: 'en-US',
      db: getDb().db,
      currency: 'USD',
    };
  });

  const mug = () => ({ itemId: store.mug.item_id, sku: null, quantity: 1, additionalFields: null });

  it('keeps a signed-in site user’s cart with the user, without a cookie', async () => {
    const siteUserId = `user-${newId()}`;
    const added = await addCartEntry(ctx, { siteUserId, crumb: anyCrumb() }, mug());
    if (!added.ok) throw new Error(added.error.message);
    expect(added.value.token).toBeUndefined();
    const row = await findCart(ctx.db, ctx.websiteId, added.value.shoppingCart.id);
    expect(row).toMatchObject({ site_user_id: siteUserId, token_hash: null, origin_hash: null });
    const again = await addCartEntry(ctx, { siteUserId, crumb: anyCrumb() }, mug());
    expect(again.ok && again.value.shoppingCart.id).toBe(added.value.shoppingCart.id);
    const read = await readCart(ctx, { siteUserId });
    expect(read.shoppingCart).toMatchObject({ id: added.value.shoppingCart.id, totalQuantity: 2 });
  });

  it('gives the cart a visitor filled to the site user they sign in as', async () => {
    const crumb = anyCrumb();
    const visitorAdd = await addCartEntry(ctx, { crumb }, mug());
    if (!visitorAdd.ok || !visitorAdd.value.token) throw new Error('no visitor cart');
    const token = visitorAdd.value.token;
    const siteUserId = `user-${newId()}`;
    const signedIn = { siteUserId, token, tokenHash: sha256(token), crumb };
    const added = await addCartEntry(ctx, signedIn, mug());
    if (!added.ok) throw new Error(added.error.message);
    expect(added.value.shoppingCart.id).toBe(visitorAdd.value.shoppingCart.id);
    expect(added.value.shoppingCart.totalQuantity).toBe(2);
    expect((await findCart(ctx.db, ctx.websiteId, added.value.shoppingCart.id))?.site_user_id).toBe(
      siteUserId,
    );
    // Another user signing in on the same browser does not get it.
    const other = await addCartEntry(ctx, { ...signedIn, siteUserId: `user-${newId()}` }, mug());
    expect(other.ok && other.value.shoppingCart.id).not.toBe(added.value.shoppingCart.id);
  });
});
