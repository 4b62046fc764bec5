import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, standing between the server and PostgreSQL: `cut()` is the
 * database going away (every open connection dropped, new ones refused), `restore()` its return.
 * The machine's shared PostgreSQL itself is never stopped.
 */
export interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const make = (): Server =>
    createServer((client) => {
      const upstream = createConnection(target);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const shut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    port,
    cut: shut,
    async restore() {
      server = make();
      await listen(port);
    },
    close: shut,
  };
}
