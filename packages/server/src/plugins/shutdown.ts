import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing, responses still in flight ask the client to drop the connection
 * (`Connection: close`), so keep-alive connections end with their last response instead of holding
 * the shutdown open until the grace period runs out.
 */
export function setupShutdownBehaviour(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
