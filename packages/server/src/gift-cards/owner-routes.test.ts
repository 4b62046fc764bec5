import { CONTRIBUTOR_ROLES } from '@tessera/core';
import {
  addContributor,
  debitGiftCard,
  findGiftCardByHash,
  giftCardLedgerTotal,
  type ContributorRole,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { giftCardCodeHash, normaliseGiftCardCode } from './gift-card-codes.js';

interface Card {
  id: string;
  code?: string;
  codeLast4: string;
  balanceCents: number;
  initialCents: number;
  orderId: string | null;
  recipientEmail: string;
  disabled: boolean;
}

eachDialect('owner gift card API', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let owner: SignedIn;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    owner = await signIn(app, site);
  });
  afterAll(async () => app.close());

  const BASE = '/api/admin/commerce/gift-cards';
  const call = (
    method: HTTPMethods,
    url: string,
    payload?: object,
    auth: SignedIn = owner,
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, headers: { ...auth.headers, ...headers }, ...(payload && { payload }) });

  const issue = async (amountCents: number, extra: object = {}, headers: Record<string, string> = {}) => {
    const response = await call('POST', BASE, { amountCents, ...extra }, owner, headers);
    expect(response.statusCode).toBe(201);
    return response.json() as Card;
  };

  it('issues a card by hand, answers its code once and lists it by its last four characters', async () => {
    const card = await issue(5000, { recipientEmail: 'Friend@Example.org', note: 'Apology for the delay' });
    expect(card).toMatchObject({
      balanceCents: 5000,
      initialCents: 5000,
      orderId: null,
      recipientEmail: 'friend@example.org',
      disabled: false,
    });
    const canonical = normaliseGiftCardCode(card.code ?? '');
    expect(canonical?.slice(-4)).toBe(card.codeLast4);
    const stored = await findGiftCardByHash(
      db,
      site.website.id,
      giftCardCodeHash(site.website.id, canonical!),
    );
    expect(stored?.id).toBe(card.id);

    const page = (await call('GET', `${BASE}?search=${card.codeLast4.toLowerCase()}`)).json() as {
      cards: Card[];
      total: number;
    };
    expect(page.cards.map((c) => c.id)).toContain(card.id);
    expect(page.cards[0]).not.toHaveProperty('code');
    const byEmail = (await call('GET', `${BASE}?search=friend@`)).json() as { cards: Card[] };
    expect(byEmail.cards.map((c) => c.id)).toEqual([card.id]);
  });

  it('shows the balance history: the issue, then what orders spent', async () => {
    const card = await issue(3000);
    expect(await debitGiftCard(db, site.website.id, card.id, 1200, 'order-1')).toBe(true);
    const detail = (await call('GET', `${BASE}/${card.id}`)).json() as Card & {
      history: { delta: number; reason: string; orderId: string | null }[];
    };
    expect(detail.balanceCents).toBe(1800);
    expect(detail.history).toEqual([
      expect.objectContaining({ delta: 3000, reason: 'issue', orderId: null }),
      expect.objectContaining({ delta: -1200, reason: 'redeem', orderId: 'order-1' }),
    ]);
    expect(await giftCardLedgerTotal(db, site.website.id, card.id)).toBe(1800);
  });

  it('disables a card so checkout no longer accepts it, and enables it again', async () => {
    const card = await issue(2000);
    const hash = giftCardCodeHash(site.website.id, normaliseGiftCardCode(card.code ?? '')!);
    const disabled = await call('POST', `${BASE}/${card.id}/disable`);
    expect(disabled.json()).toMatchObject({ disabled: true, balanceCents: 2000 });
    expect((await call('POST', `${BASE}/${card.id}/disable`)).json()).toMatchObject({ disabled: true });
    expect(await findGiftCardByHash(db, site.website.id, hash)).toBeUndefined();
    expect(await debitGiftCard(db, site.website.id, card.id, 100, 'order-2')).toBe(false);
    expect((await call('POST', `${BASE}/${card.id}/enable`)).json()).toMatchObject({ disabled: false });
    expect((await findGiftCardByHash(db, site.website.id, hash))?.id).toBe(card.id);
  });

  it('issues once per idempotency key, and refuses bad amounts at the field', async () => {
    const headers = { 'idempotency-key': `gift-${site.website.id}` };
    const first = await issue(700, {}, headers);
    const again = await call('POST', BASE, { amountCents: 700 }, owner, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as Card).id).toBe(first.id);
    for (const amountCents of [0, 1.5, 10_000_001]) {
      const bad = await call('POST', BASE, { amountCents });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errors: { amountCents: expect.any(String) } });
    }
    const email = await call('POST', BASE, { amountCents: 100, recipientEmail: 'nope' });
    expect(email.json()).toMatchObject({ errors: { recipientEmail: 'Enter a valid e-mail address' } });
  });

  it('keeps each website to its own cards and only lets store roles in', async () => {
    const card = await issue(900);
    const other = await seedSite(db);
    const otherOwner = await signIn(app, other);
    expect((await call('GET', `${BASE}/${card.id}`, undefined, otherOwner)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/${card.id}/disable`, undefined, otherOwner)).statusCode).toBe(404);
    const theirs = (await call('GET', BASE, undefined, otherOwner)).json() as { total: number };
    expect(theirs.total).toBe(0);

    const as = async (role: ContributorRole) => {
      const member = await seedSite(db, CONTRIBUTOR_ROLES.NONE);
      await addContributor(db, site.website.id, member.ownerId, role);
      return signIn(app, site, member.ownerEmail);
    };
    expect((await call('GET', BASE, undefined, await as(CONTRIBUTOR_ROLES.STORE_MANAGER))).statusCode).toBe(
      200,
    );
    const editor = await as(CONTRIBUTOR_ROLES.EDITOR);
    expect((await call('GET', BASE, undefined, editor)).statusCode).toBe(403);
    expect((await call('POST', BASE, { amountCents: 100 }, editor)).statusCode).toBe(403);
  });
});
