import { createHash } from 'node:crypto';
import { type Executor, insertSiteUser, insertSiteUserAddress, insertSiteUserToken } from '@tessera/db';
import type { IsolationFixture, SeedIds } from '../../testing/isolation-types.js';
import { PASSWORD } from '../../testing/harness.js';
import { hashPassword } from '../../auth/index.js';

/** The secret of website B's open reset link: A's host must not be able to use it. */
const VICTIM_RESET_TOKEN = 'secretResetTokenOfWebsiteB0000000000000000';

const VICTIM_ADDRESS = {
  name: 'Secret Shopper',
  line1: '1 Hidden Lane',
  line2: '',
  city: 'Portland',
  region: 'OR',
  postalCode: '97201',
  country: 'US',
  phone: '',
};

/** Gives website B a site user (with the harness password), a saved address and an open reset link. */
export async function seedVictimSiteUsers(db: Executor, websiteId: string): Promise<SeedIds> {
  const email = 'secret-shopper@example.com';
  const user = await insertSiteUser(db, websiteId, {
    email,
    name: 'Secret Shopper',
    passwordHash: await hashPassword(PASSWORD),
    now: Date.UTC(2026, 0, 1),
  });
  if (!user) throw new Error('the victim site user exists already');
  await insertSiteUserToken(db, websiteId, {
    tokenHash: createHash('sha256').update(VICTIM_RESET_TOKEN).digest('hex'),
    siteUserId: user.id,
    purpose: 'reset',
    now: Date.UTC(2026, 0, 1),
    expiresAt: Date.UTC(2100, 0, 1),
  });
  const address = await insertSiteUserAddress(db, websiteId, user.id, VICTIM_ADDRESS, Date.UTC(2026, 0, 1));
  return { siteUserEmail: email, siteUserResetToken: VICTIM_RESET_TOKEN, addressId: address.id };
}

/** The site-user routes called on website A's host with B's shopper's address, password and link. */
export const SITE_USER_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/site-users/account': ({ ids }) => ({
    body: { email: ids['siteUserEmail'], password: 'violet kiln tuesday harbour', name: 'Taken over' },
  }),
  'POST /api/site-users/account/session': ({ ids }) => ({
    body: { email: ids['siteUserEmail'], password: PASSWORD, rememberMe: true },
  }),
  'DELETE /api/site-users/account/session': () => ({ query: { cloneCart: 'true' } }),
  'POST /account/sign-out': () => ({ body: {} }),
  'POST /api/site-users/account/locale': () => ({ body: { language: 'en-US' } }),
  'POST /api/site-users/account/change-password': () => ({
    body: { currentPassword: PASSWORD, newPassword: 'another quiet harbour lamp' },
  }),
  'POST /api/site-users/account/change-email': ({ ids }) => ({
    body: { currentPassword: PASSWORD, newEmail: ids['siteUserEmail'] },
  }),
  'POST /api/site-users/account/delete': () => ({ body: { currentPassword: PASSWORD, confirm: true } }),
  'POST /api/site-users/account/password-reset': ({ ids }) => ({ body: { email: ids['siteUserEmail'] } }),
  'POST /api/site-users/account/password': ({ ids }) => ({
    body: { token: ids['siteUserResetToken'], password: 'another quiet harbour lamp' },
  }),
  // A's visitor aims B's shopper's saved address and B's subscription (the ids of B's rows).
  'POST /api/site-users/account/addresses': () => ({ body: { ...VICTIM_ADDRESS, name: 'Taken over' } }),
  'POST /api/site-users/account/addresses/:addressId': () => ({
    body: { ...VICTIM_ADDRESS, name: 'Taken over' },
  }),
  'POST /api/site-users/account/addresses/:addressId/delete': () => ({ body: {} }),
  'POST /api/site-users/account/addresses/:addressId/default': () => ({ body: {} }),
  'POST /api/site-users/account/orders/:orderId/reorder': () => ({ body: {} }),
  'POST /api/site-users/account/subscriptions/:subscriptionId/pause': () => ({ body: {} }),
  'POST /api/site-users/account/subscriptions/:subscriptionId/resume': () => ({ body: {} }),
  'POST /api/site-users/account/subscriptions/:subscriptionId/skip': () => ({ body: {} }),
  'POST /api/site-users/account/subscriptions/:subscriptionId/cancel': () => ({ body: {} }),
  'POST /api/site-users/account/subscriptions/:subscriptionId/change': () => ({
    body: { sku: 'ANY-SKU', quantity: 2 },
  }),
  // A's visitor would give B's subscription a card: by token (JSON) and by the plain form's fields.
  'POST /api/site-users/account/subscriptions/:subscriptionId/card': () => ({
    body: { paymentToken: 'not-a-token-of-this-site' },
  }),
  'POST /account/subscriptions/:subscriptionId/card': () => ({
    body: {
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/39',
      cardCvc: '123',
      idempotencyKey: 'isolation-1',
    },
  }),
};
