import { COLLECTION_TYPES, createCollection } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { seedSite, signIn, type SignedIn } from '../testing/harness.js';
import { MEMBER_AREAS_PATH } from './owner-routes.js';

interface AreaJson {
  id: string;
  name: string;
  pricing: string;
  productId: string | null;
  offer: { productName: string; priceCents: number; currency: string } | null;
  collectionIds: string[];
  version: number;
  memberCount: number;
}

eachDialect('member areas owner API', (getDb) => {
  let world: CheckoutSite;
  let owner: SignedIn;
  let pageId: string;
  let otherSitePageId: string;

  beforeAll(async () => {
    world = await checkoutSite(getDb());
    owner = await signIn(world.app, world.site);
    const page = await createCollection(getDb().db, world.websiteId, {
      type: COLLECTION_TYPES.page,
      urlId: 'members-lounge',
      title: 'Members lounge',
    });
    pageId = page.id;
    const other = await seedSite(getDb().db);
    otherSitePageId = (
      await createCollection(getDb().db, other.website.id, {
        type: COLLECTION_TYPES.page,
        urlId: 'elsewhere',
        title: 'Elsewhere',
      })
    ).id;
  });
  afterAll(async () => world.app.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    world.app.inject({
      method,
      url,
      headers: { ...owner.headers, ...headers },
      ...(payload && { payload }),
    });

  it('creates, reads, changes and deletes a paid area that protects a page', async () => {
    const body = {
      name: 'Insiders',
      pricing: 'one-time',
      productId: world.store.ebook.item_id,
      collectionIds: [pageId],
      welcomeText: 'Welcome in.',
      welcomeEmailSubject: 'You are in',
      welcomeEmailBody: 'Thanks for joining.',
    };
    const created = await call('POST', MEMBER_AREAS_PATH, body, { 'idempotency-key': 'area-1' });
    expect(created.statusCode).toBe(201);
    const area = created.json() as AreaJson;
    expect(area).toMatchObject({
      name: 'Insiders',
      pricing: 'one-time',
      collectionIds: [pageId],
      version: 1,
    });
    expect(area.offer?.productName).toBe(world.store.ebook.item.title);
    // A retry with the same key is the same area, not a second one.
    const again = await call('POST', MEMBER_AREAS_PATH, body, { 'idempotency-key': 'area-1' });
    expect(again.json()).toMatchObject({ id: area.id });
    const list = (await call('GET', MEMBER_AREAS_PATH)).json() as { memberAreas: AreaJson[] };
    expect(list.memberAreas.map((a) => a.id)).toEqual([area.id]);

    const changed = await call('PUT', `${MEMBER_AREAS_PATH}/${area.id}`, {
      ...body,
      name: 'Inner circle',
      pricing: 'free',
      productId: null,
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Inner circle',
      pricing: 'free',
      productId: null,
      version: 2,
    });
    const stale = await call('PUT', `${MEMBER_AREAS_PATH}/${area.id}`, { ...body, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'changed-elsewhere' });
    expect(((await call('GET', `${MEMBER_AREAS_PATH}/${area.id}`)).json() as AreaJson).name).toBe(
      'Inner circle',
    );

    expect((await call('DELETE', `${MEMBER_AREAS_PATH}/${area.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${MEMBER_AREAS_PATH}/${area.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${MEMBER_AREAS_PATH}/${area.id}`)).statusCode).toBe(404);
  });

  it('refuses a pricing the product does not fit, a missing product and another site’s page', async () => {
    const base = { name: 'Club', collectionIds: [pageId] };
    const recurringOneOff = await call('POST', MEMBER_AREAS_PATH, {
      ...base,
      pricing: 'recurring',
      productId: world.store.ebook.item_id,
    });
    expect(recurringOneOff.statusCode).toBe(400);
    expect(recurringOneOff.json()).toMatchObject({
      code: 'validation-failed',
      errors: { productId: 'Recurring access needs a product with a subscription plan' },
    });
    const oneOffRecurring = await call('POST', MEMBER_AREAS_PATH, {
      ...base,
      pricing: 'one-time',
      productId: world.store.box.item_id,
    });
    expect(oneOffRecurring.json()).toMatchObject({
      errors: { productId: 'One-time access needs a product without a subscription plan' },
    });
    const noProduct = await call('POST', MEMBER_AREAS_PATH, { ...base, pricing: 'one-time' });
    expect(noProduct.json()).toMatchObject({ errors: { productId: 'Choose the product that sells access' } });
    const foreign = await call('POST', MEMBER_AREAS_PATH, {
      ...base,
      pricing: 'free',
      collectionIds: [otherSitePageId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      errors: { 'collectionIds.0': 'No such page or collection on this site' },
    });
    const unknownField = await call('POST', MEMBER_AREAS_PATH, { ...base, pricing: 'free', fee: 3 });
    expect(unknownField.statusCode).toBe(400);
    const recurring = await call('POST', MEMBER_AREAS_PATH, {
      ...base,
      pricing: 'recurring',
      productId: world.store.box.item_id,
    });
    expect(recurring.statusCode).toBe(201);
    expect((await call('GET', MEMBER_AREAS_PATH)).json()).toMatchObject({
      memberAreas: [{ pricing: 'recurring', productId: world.store.box.item_id }],
    });
  });

  it('shows another website’s area to nobody', async () => {
    const other = await seedSite(getDb().db);
    const otherOwner = await signIn(world.app, other);
    const mine = (
      await call('POST', MEMBER_AREAS_PATH, { name: 'Mine', pricing: 'free', collectionIds: [] })
    ).json() as AreaJson;
    const asOther = (method: 'GET' | 'PUT' | 'DELETE', payload?: object) =>
      world.app.inject({
        method,
        url: `${MEMBER_AREAS_PATH}/${mine.id}`,
        headers: otherOwner.headers,
        ...(payload && { payload }),
      });
    expect((await asOther('GET')).statusCode).toBe(404);
    expect((await asOther('PUT', { name: 'Stolen', pricing: 'free', collectionIds: [] })).statusCode).toBe(
      404,
    );
    expect((await asOther('DELETE')).statusCode).toBe(404);
    expect(((await call('GET', `${MEMBER_AREAS_PATH}/${mine.id}`)).json() as AreaJson).name).toBe('Mine');
  });

  it('lets a navigation entry point to a member area: its join page; an unknown area is refused', async () => {
    const area = (
      await call('POST', MEMBER_AREAS_PATH, { name: 'Nav club', pricing: 'free', collectionIds: [] })
    ).json() as AreaJson;
    const save = (memberAreaId: string) =>
      call('POST', '/api/widget/UpdateNavigation', {
        fieldName: '_memberareas',
        navigation: { items: [{ title: 'Join the club', memberAreaId }] },
      });
    const unknown = await save('0'.repeat(24));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { 'navigation.items.0.memberAreaId': 'Unknown member area' },
    });
    expect((await save(area.id)).statusCode).toBe(200);
    const page = await world.app.inject({
      method: 'GET',
      url: '/?format=json',
      headers: { host: world.host },
    });
    const nav = (page.json() as { navigation: { _memberareas: { url: string; memberAreaId: string }[] } })
      .navigation._memberareas;
    expect(nav).toMatchObject([{ url: `/members/join/${area.id}`, memberAreaId: area.id }]);
  });
});
