import { randomUUID } from 'node:crypto';
import { findPaymentMethods, type Executor, type Subscription } from '@tessera/db';
import type { SubscriptionCardProps } from '@tessera/storefront/ssr';
import { paymentProviderOf, TEST_CARDS } from '../payments/index.js';
import { subscriptionCardPaths } from './account-paths.js';
import type { SiteUserActor } from './sessions.js';

type Query = Readonly<Record<string, string | undefined>>;

const CARD_FIELDS = new Set(['cardNumber', 'cardExpiry', 'cardCvc']);

/** The refusal a plain card form came back with (`?card=<id>&cardError=…&cardField=…`), for that form only. */
function noticeFor(subscriptionId: string, query: Query): SubscriptionCardProps['notice'] {
  const message = query['cardError'];
  if (query['card'] !== subscriptionId || !message) return null;
  const field = query['cardField'];
  return { message: message.slice(0, 500), field: field && CARD_FIELDS.has(field) ? field : null };
}

/**
 * Each subscription's card (brand and last 4) and, while it can still renew (active, paused or
 * past due) and the store's provider can keep a card outside a payment, the props of the card
 * update island (`cardForm`). With a provider that cannot (Stripe, for now) the card is shown
 * without a form.
 */
export async function subscriptionCards(
  db: Executor,
  websiteId: string,
  user: SiteUserActor,
  rows: readonly Subscription[],
  query: Query,
) {
  const ids = rows.flatMap((row) => (row.payment_method_id ? [row.payment_method_id] : []));
  const methods = new Map((await findPaymentMethods(db, websiteId, ids)).map((m) => [m.id, m]));
  const provider = rows.length > 0 ? await paymentProviderOf(db, websiteId) : undefined;
  const saving = provider?.cardSaving;
  return new Map(
    rows.map((row) => {
      const method = row.payment_method_id ? methods.get(row.payment_method_id) : undefined;
      const card = method ? { brand: method.brand, last4: method.last4 } : null;
      const renews = row.state === 'active' || row.state === 'past-due';
      const cardForm: SubscriptionCardProps | null =
        saving && renews
          ? {
              subscriptionId: row.id,
              productName: row.product_name,
              card,
              actions: { ...subscriptionCardPaths(row.id), cardTokens: saving.tokensPath },
              xsrfToken: user.xsrfToken,
              idempotencyKey: randomUUID(),
              testCards: provider.testMode
                ? TEST_CARDS.map(({ number, brand, description }) => ({ number, brand, description }))
                : [],
              notice: noticeFor(row.id, query),
            }
          : null;
      return [row.id, { card, cardForm }] as const;
    }),
  );
}
