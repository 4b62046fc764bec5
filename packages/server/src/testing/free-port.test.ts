import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from './free-port.js';

it('finds a port another server can listen on at once', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThan(0);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => server.close(resolve));
});
