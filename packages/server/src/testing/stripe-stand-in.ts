import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API the Stripe provider calls (Payment Intents with
 * manual capture, refunds), so tests run the official `stripe` SDK without the internet — as the
 * SMTP sink stands in for a mail server. It answers the documented request and response shapes
 * (form-encoded bodies, JSON objects, `{error: {type, code, message}}` errors). What the browser's
 * Payment Element would do is `confirm`: the card succeeds, needs 3-D Secure, or is declined.
 */
export interface StripeStandIn {
  /** The `STRIPE_API_BASE` that sends the SDK here. */
  url: string;
  intents: Map<string, StandInIntent>;
  /** Confirms an intent as the Payment Element would, with a test card's behaviour. */
  confirm(intentId: string, card: 'succeed' | 'authenticate' | 'decline'): void;
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
  livemode: false;
  metadata: Record<string, string>;
  status: string;
  payment_method: null | {
    id: string;
    object: 'payment_method';
    type: 'card';
    card: { brand: string; last4: string };
  };
  last_payment_error: null | { type: string; code: string; message: string };
  refunded: number;
}

function form(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}

const missing = (res: ServerResponse, id: string) =>
  send(res, 404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
    },
  });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StripeStandIn['requests'] = [];
  const byKey = new Map<string, string>();
  let next = 0;

  function view(intent: StandInIntent) {
    const { refunded: _refunded, ...shown } = intent;
    return shown;
  }

  function route(req: IncomingMessage, res: ServerResponse, body: Record<string, string>): void {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const known = typeof key === 'string' ? byKey.get(key) : undefined;
      const existing = known ? intents.get(known) : undefined;
      if (existing) return send(res, 200, view(existing));
      next += 1;
      const id = `pi_standin${next}`;
      const metadata = Object.fromEntries(
        Object.entries(body)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice(9, -1), value]),
      );
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount: Number(body['amount']),
        amount_capturable: 0,
        amount_received: 0,
        currency: body['currency'] ?? 'usd',
        capture_method: body['capture_method'] ?? 'automatic',
        client_secret: `${id}_secret_standin`,
        livemode: false,
        metadata,
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: null,
        refunded: 0,
      };
      intents.set(id, intent);
      if (typeof key === 'string') byKey.set(key, id);
      return send(res, 200, view(intent));
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1] ?? '');
      if (!intent) return missing(res, match[1] ?? '');
      if (match[2] === 'capture') {
        if (intent.status !== 'requires_capture') {
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            },
          });
        }
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount_capturable,
          amount_capturable: 0,
        });
      } else if (match[2] === 'cancel') {
        Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
      }
      return send(res, 200, view(intent));
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(body['payment_intent'] ?? '');
      if (!intent) return missing(res, body['payment_intent'] ?? '');
      const amount = Number(body['amount'] ?? intent.amount_received - intent.refunded);
      if (intent.status !== 'succeeded' || intent.refunded + amount > intent.amount_received) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than unrefunded amount on charge',
          },
        });
      }
      intent.refunded += amount;
      return send(res, 200, {
        id: `re_standin${intents.size}${intent.refunded}`,
        object: 'refund',
        amount,
        status: 'succeeded',
      });
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = form(text);
      requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    confirm(intentId, card) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      const method = { id: `pm_standin_${card}`, object: 'payment_method' as const, type: 'card' as const };
      if (card === 'succeed') {
        Object.assign(intent, {
          status: intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
          amount_capturable: intent.amount,
          payment_method: { ...method, card: { brand: 'visa', last4: '4242' } },
        });
      } else if (card === 'authenticate') {
        Object.assign(intent, {
          status: 'requires_action',
          payment_method: { ...method, card: { brand: 'visa', last4: '3155' } },
        });
      } else {
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
          },
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
