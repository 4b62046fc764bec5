import { insertOrderEvent, type Executor, type Subscription } from '@tessera/db';
import { sendMail } from '../mail/index.js';

/** What a subscriber's own change says: to the owner on the order's timeline, and to the subscriber. */
export interface SubscriberChangeWords {
  /** The owner's timeline note. */
  note: string;
  subject: string;
  /** The e-mail's text; a link to the account's subscriptions page is added below it. */
  text: string;
}

/** The e-mail to the subscriber (plain text): the words and a link to their subscriptions. */
export function subscriberChangeMail(words: SubscriberChangeWords, baseUrl: string) {
  return {
    subject: words.subject,
    text: `${words.text}\n\nYour subscriptions: ${baseUrl}/account/subscriptions\n`,
  };
}

/**
 * Records a change the subscriber made from their account: a note on the subscription's first order
 * (the owner's timeline) and an e-mail to the subscriber, sent once per `idempotencyKey`.
 */
export async function tellOfSubscriberChange(
  trx: Executor,
  websiteId: string,
  subscription: Pick<Subscription, 'first_order_id' | 'email'>,
  words: SubscriberChangeWords,
  context: { baseUrl: string; at: number; idempotencyKey: string },
): Promise<void> {
  await insertOrderEvent(trx, websiteId, {
    orderId: subscription.first_order_id,
    kind: 'note',
    data: { text: words.note, by: 'customer' },
    at: context.at,
  });
  await sendMail(
    trx,
    websiteId,
    { to: subscription.email, ...subscriberChangeMail(words, context.baseUrl) },
    { idempotencyKey: context.idempotencyKey },
  );
}
