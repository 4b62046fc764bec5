import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  OFF_SESSION,
  offSessionError,
  standInMethod,
  type OffSessionOutcome,
  type StandInCard,
  type StandInPaymentMethod,
} from './stripe-stand-in-cards.js';

/**
 * A local stand-in for the part of Stripe's API the Stripe provider calls (Payment Intents with
 * manual capture, off-session charges of saved cards, Customers, refunds), so tests run the
 * official `stripe` SDK without the internet — as the SMTP sink stands in for a mail server. It
 * answers the documented request and response shapes (form-encoded bodies, JSON objects,
 * `{error: {type, code, message}}` errors, a POST repeated with its Idempotency-Key answered as the
 * first time). What the browser's Payment Element would do is `confirm`, with a test card.
 */
export interface StripeStandIn {
  /** The `STRIPE_API_BASE` that sends the SDK here. */
  url: string;
  intents: Map<string, StandInIntent>;
  customers: Map<string, { id: string; object: 'customer'; metadata: Record<string, string> }>;
  paymentMethods: Map<string, StandInPaymentMethod & { offSession: OffSessionOutcome }>;
  /** Confirms an intent as the Payment Element would, with a test card's behaviour. */
  confirm(intentId: string, card: StandInCard): void;
  /** Every request received: method, path and decoded form body. */
  requests: { method: string; path: string; body: Record<string, string> }[];
  close(): Promise<void>;
}

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  client_secret: string;
  customer: string | null;
  setup_future_usage: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: string;
  payment_method: null | StandInPaymentMethod;
  last_payment_error: null | { type: string; code: string; message: string };
  refunded: number;
}

interface Reply {
  status: number;
  body: unknown;
}

const form = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));

const metadataOf = (body: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([name]) => name.startsWith('metadata['))
      .map(([name, value]) => [name.slice(9, -1), value]),
  );

const missing = (kind: string, id: string): Reply => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
  },
});

const invalid = (code: string, message: string): Reply => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message } },
});

function view(intent: StandInIntent) {
  const { refunded: _refunded, ...shown } = intent;
  return shown;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const customers: StripeStandIn['customers'] = new Map();
  const paymentMethods: StripeStandIn['paymentMethods'] = new Map();
  const requests: StripeStandIn['requests'] = [];
  const replies = new Map<string, Reply>();
  let next = 0;

  function newIntent(body: Record<string, string>): StandInIntent {
    next += 1;
    const id = `pi_standin${next}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body['amount']),
      amount_capturable: 0,
      amount_received: 0,
      currency: body['currency'] ?? 'usd',
      capture_method: body['capture_method'] ?? 'automatic',
      client_secret: `${id}_secret_standin`,
      customer: body['customer'] ?? null,
      setup_future_usage: body['setup_future_usage'] ?? null,
      livemode: false,
      metadata: metadataOf(body),
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: null,
      refunded: 0,
    };
    intents.set(id, intent);
    return intent;
  }

  function authorised(intent: StandInIntent, method: StandInPaymentMethod): void {
    Object.assign(intent, {
      status: intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
      amount_capturable: intent.capture_method === 'manual' ? intent.amount : 0,
      amount_received: intent.capture_method === 'manual' ? 0 : intent.amount,
      payment_method: method,
      last_payment_error: null,
    });
  }

  /** A saved card charged with `off_session=true&confirm=true`, as a renewal does. */
  function chargeOffSession(intent: StandInIntent, body: Record<string, string>): Reply {
    const saved = paymentMethods.get(body['payment_method'] ?? '');
    if (!saved) return missing('PaymentMethod', body['payment_method'] ?? '');
    const { offSession, ...method } = saved;
    if (!intent.customer || method.customer !== intent.customer)
      return invalid('payment_method_not_attached', 'The PaymentMethod is not attached to this Customer.');
    if (offSession === 'succeed') {
      authorised(intent, method);
      return { status: 200, body: view(intent) };
    }
    const error = offSessionError(offSession);
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    return { status: 402, body: { error: { ...error, payment_intent: view(intent) } } };
  }

  function createIntent(body: Record<string, string>): Reply {
    const intent = newIntent(body);
    if (body['confirm'] === 'true' && body['off_session'] === 'true') return chargeOffSession(intent, body);
    return { status: 200, body: view(intent) };
  }

  function changeIntent(intent: StandInIntent, action: string | undefined): Reply {
    if (action === 'capture') {
      if (intent.status !== 'requires_capture') {
        return invalid(
          'payment_intent_unexpected_state',
          `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        );
      }
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount_capturable,
        amount_capturable: 0,
      });
    } else if (action === 'cancel') {
      Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
    }
    return { status: 200, body: view(intent) };
  }

  function refund(body: Record<string, string>): Reply {
    const intent = intents.get(body['payment_intent'] ?? '');
    if (!intent) return missing('payment_intent', body['payment_intent'] ?? '');
    const amount = Number(body['amount'] ?? intent.amount_received - intent.refunded);
    if (intent.status !== 'succeeded' || intent.refunded + amount > intent.amount_received) {
      return invalid('amount_too_large', 'Refund amount is greater than unrefunded amount on charge');
    }
    intent.refunded += amount;
    const id = `re_standin${intents.size}${intent.refunded}`;
    return { status: 200, body: { id, object: 'refund', amount, status: 'succeeded' } };
  }

  function route(method: string, path: string, body: Record<string, string>): Reply {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: `cus_standin${customers.size + 1}`,
        object: 'customer' as const,
        metadata: metadataOf(body),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1] ?? '');
      return intent ? changeIntent(intent, match[2]) : missing('payment_intent', match[1] ?? '');
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

  function answer(req: IncomingMessage, res: ServerResponse, body: Record<string, string>): void {
    const method = req.method ?? '';
    const path = (req.url ?? '').split('?')[0] ?? '';
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : undefined;
    const reply = (cacheKey && replies.get(cacheKey)) || route(method, path, body);
    if (cacheKey) replies.set(cacheKey, reply);
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': `req_standin${requests.length}`,
    });
    res.end(JSON.stringify(reply.body));
  }

  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = form(text);
      requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      answer(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    customers,
    paymentMethods,
    requests,
    confirm(intentId, card) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const saved = intent.setup_future_usage === 'off_session' ? intent.customer : null;
      const method = standInMethod(`pm_standin${paymentMethods.size + 1}`, card, saved);
      if (card === 'decline') {
        const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
        return;
      }
      paymentMethods.set(method.id, { ...method, offSession: OFF_SESSION[card] });
      if (card === 'authenticate')
        Object.assign(intent, { status: 'requires_action', payment_method: method });
      else authorised(intent, method);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
