import { eachDialect } from '@tessera/db/testing';
import { expect, it } from 'vitest';
import { buildTestApp } from './harness.js';

eachDialect('test apps scan their log for card numbers', (getDb) => {
  it('fails closing an app whose log held a card number, naming only its last four digits', async () => {
    const app = await buildTestApp(getDb());
    app.log.info('a shopper typed 4000 0000 0000 0002 into a note');
    const closing = app.close();
    await expect(closing).rejects.toThrow('Card numbers reached the server log: …0002');
    await expect(closing).rejects.not.toThrow('4000 0000');
  });

  it('closes cleanly when card fields were redacted as production logs them', async () => {
    const app = await buildTestApp(getDb());
    app.log.info({ body: { cardNumber: '4242 4242 4242 4242', cardCvc: '123' } }, 'payment form');
    await app.inject({ url: '/healthz' });
    await expect(app.close()).resolves.toBeUndefined();
  });
});
