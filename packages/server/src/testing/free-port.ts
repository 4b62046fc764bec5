import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for a server another process will start
 * (a child server process, a proxy in front of it). A server this process starts listens on
 * port 0 instead and reads its port back.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
