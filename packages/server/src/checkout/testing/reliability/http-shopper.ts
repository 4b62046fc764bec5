import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  /** Milliseconds from sending to the whole answer. */
  ms: number;
}

/** One HTTP call; a network failure (refused, reset, timeout) resolves as status 0. */
export function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const started = Date.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          accept: 'application/json',
          ...(payload && { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started });
        });
        res.on('error', () => resolve({ status: 0, headers: {}, body: {}, ms: Date.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, headers: {}, body: {}, ms: Date.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

export const ADDRESS = {
  name: 'Load Tester',
  line1: '1 Main St',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  phone: '',
};

/**
 * The env a server process needs to see shoppers' own addresses: they all connect from 127.0.0.1,
 * as through a load balancer there, which names each client in `X-Forwarded-For` (rate limits
 * count per client address).
 */
export const BEHIND_LOCAL_PROXY = { TRUST_PROXY: '127.0.0.1' } as const;

/** The page a shopper loads first, for the crumb cookie every page sets. */
const FIRST_PAGE = '/config';

/**
 * A shopper over real HTTP: an address of its own (`X-Forwarded-For`, see BEHIND_LOCAL_PROXY), the
 * crumb and other cookies the server sets, and the servers it talks to (several processes behind an
 * imaginary load balancer: each call may hit another one).
 */
export class HttpShopper {
  readonly email: string;
  readonly key = randomUUID();
  readonly address: string;
  private readonly cookies = new Map<string, string>();
  private calls = 0;
  private crumbLoaded: Promise<unknown> | undefined;

  /** `address`: its own by default; several shoppers given one are visitors behind one address. */
  constructor(
    private readonly servers: readonly string[],
    index: number,
    address?: string,
  ) {
    this.email = `buyer-${index}-${randomUUID().slice(0, 8)}@example.com`;
    this.calls = index;
    const n = index + 1 + randomBytes(2).readUInt16BE(0) * 4096;
    this.address = address ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** The crumb cookie the server set (after the first call). */
  get crumb(): string {
    return this.cookies.get('crumb') ?? '';
  }

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    // Until a page has set the crumb (a load can die with a killed server), load one first.
    if (!this.cookies.has('crumb')) {
      this.crumbLoaded ??= this.exchange('GET', FIRST_PAGE).finally(() => (this.crumbLoaded = undefined));
      await this.crumbLoaded;
    }
    return this.exchange(method, path, body, headers);
  }

  private async exchange(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const base = this.servers[this.calls++ % this.servers.length] ?? '';
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await call(base, method, path, {
      body,
      headers: { cookie, 'x-csrf-token': this.crumb, 'x-forwarded-for': this.address, ...headers },
    });
    const set = answer.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }

  add(itemId: string, sku: string, quantity = 1) {
    return this.send('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity });
  }

  details() {
    return this.send('PUT', '/api/commerce/checkout/details', {
      email: this.email,
      shippingAddress: ADDRESS,
    });
  }

  coupon(code: string) {
    return this.send('POST', '/api/commerce/checkout/coupons', { code });
  }

  place(paymentToken: string | null) {
    return this.send(
      'POST',
      '/api/commerce/checkout/orders',
      { paymentToken },
      { 'idempotency-key': this.key },
    );
  }
}

/** A card token for the run (test mode: any number of orders may use one). */
export async function testCardToken(server: string, shopper: HttpShopper): Promise<string> {
  const answer = await shopper.send('POST', '/api/commerce/checkout/payments/test-card/tokens', {
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/39',
    cardCvc: '123',
  });
  if (answer.status !== 200) throw new Error(`no card token from ${server}: ${answer.status}`);
  return String(answer.body['token']);
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  });
  await Promise.all(lanes);
  return results;
}
