import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';

/** A request the test server received. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

export interface Reply {
  readonly status?: number;
  readonly body?: unknown;
  /** Sent as is (not JSON), with this content type. */
  readonly text?: string;
  readonly contentType?: string;
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

/** A real HTTP server on 127.0.0.1 answering the islands' calls in tests. */
export interface TestServer {
  readonly origin: string;
  readonly requests: ReceivedRequest[];
  /** Answer `'METHOD /path'` (no query) with a handler; replaces an earlier one. */
  on(route: string, handler: Handler): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Start the server and point the test window at it, so relative `fetch` calls and cookies work
 * as on a real page at `pagePath`.
 */
export async function startTestServer(pagePath = '/'): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const received = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(received);
      const handler = handlers.get(`${received.method} ${received.path}`);
      const reply = handler ? await handler(received) : { status: 404, body: { message: 'Not found' } };
      res.statusCode = reply.status ?? 200;
      res.setHeader('content-type', reply.contentType ?? 'application/json');
      res.end(reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  window.happyDOM.setURL(`${origin}${pagePath}`);
  return {
    origin,
    requests,
    on: (route, handler) => void handlers.set(route, handler),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
