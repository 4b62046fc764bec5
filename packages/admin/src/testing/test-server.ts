import { createServer, type IncomingMessage, type Server } from 'node:http';

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
  /** Cut the connection without answering: the client sees a network failure. */
  readonly drop?: boolean;
  /** An HTML answer (a framed page) instead of JSON. */
  readonly html?: string;
  /** Response headers besides the content type (an `ETag`). */
  readonly headers?: Readonly<Record<string, string>>;
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1 answering the studio's API calls in component tests, so the
 * real client (openapi-fetch, cookies, CSRF header) runs. Routes are `'METHOD /path'` (a `:name`
 * segment matches anything); an unanswered route gets a 404 like the server's.
 */
export interface TestServer {
  readonly origin: string;
  readonly requests: ReceivedRequest[];
  on(route: string, handler: Handler): void;
  /** Stops answering: every later call fails as a network error. */
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

function matches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath = ''] = route.split(' ');
  if (routeMethod !== method) return false;
  const want = routePath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * The studio asks `GET /api/auth/session` (200, `session: null` when signed out). Tests may
 * describe the session as `GET /api/auth/me` answers it (the body, or a 401 when signed out):
 * without a session handler of its own, the session check is answered from that one.
 */
async function sessionFromMe(me: Handler | undefined, request: ReceivedRequest): Promise<Reply | undefined> {
  if (!me || request.method !== 'GET' || request.path !== '/api/auth/session') return undefined;
  const reply = await me(request);
  if (reply.drop || (reply.status ?? 200) >= 500) return reply;
  return { body: { session: (reply.status ?? 200) === 401 ? null : reply.body } };
}

/** Starts the server and points the test window at `pagePath` on it (relative fetches go there). */
export async function startTestServer(pagePath = '/config'): Promise<TestServer> {
  const handlers: [string, Handler][] = [];
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const received: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(received);
      const find = (method: string, path: string) =>
        [...handlers].reverse().find(([route]) => matches(route, method, path));
      const found = find(received.method, received.path);
      const reply = found
        ? await found[1](received)
        : ((await sessionFromMe(find('GET', '/api/auth/me')?.[1], received)) ?? {
            status: 404,
            body: { code: 'not-found', error: 'The page you requested could not be found.' },
          });
      if (reply.drop) return void req.socket.destroy();
      res.statusCode = reply.status ?? 200;
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      if (reply.html !== undefined) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return void res.end(reply.html);
      }
      res.setHeader('content-type', 'application/json');
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  window.happyDOM.setURL(`${origin}${pagePath}`);
  return {
    origin,
    requests,
    on: (route, handler) => void handlers.push([route, handler]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
