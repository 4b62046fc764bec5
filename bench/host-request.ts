import { request } from 'node:http';

export interface HostAnswer {
  status: number;
  setCookies: string[];
  body: string;
}

/**
 * One HTTP request to a bench server under a website's host name. `fetch` cannot do this: it
 * drops a `host` header and sends the URL's own host, so a multi-site server would answer 404.
 */
export function hostRequest(
  url: string,
  options: { host: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: { ...options.headers, host: options.host } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            setCookies: incoming.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
