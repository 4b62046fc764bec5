// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rememberSiteUserXsrf, SITE_USER_XSRF_PATH } from '../../runtime/site-user-client.js';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card.js';
import { subscriptionCardProps } from './testing/subscription-card-props.js';

let server: TestServer;
const props = subscriptionCardProps();
const TOKENS = `POST ${props.actions.cardTokens}`;
const UPDATE = `POST ${props.actions.api}`;

beforeAll(async () => {
  server = await startTestServer('/account/subscriptions');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  rememberSiteUserXsrf(undefined);
  server.on(`GET ${SITE_USER_XSRF_PATH}`, () => ({ body: { xsrfToken: 'session-xsrf' } }));
});
afterEach(cleanup);

const setup = (overrides: Partial<SubscriptionCardProps> = {}) =>
  render(<SubscriptionCard {...props} {...overrides} />);

async function enterCard(number: string) {
  const user = userEvent.setup();
  await user.click(screen.getByText('Update card'));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(screen.getByRole('button', { name: 'Save card for Coffee Box' }));
}

const requestsTo = (route: string) => server.requests.filter((r) => `${r.method} ${r.path}` === route);

describe('subscription-card island', () => {
  it('renders the card and a closed plain form with the session token and the page’s key', async () => {
    const html = renderToString(<SubscriptionCard {...props} />);
    document.body.innerHTML = html;
    expect(document.body.textContent).toContain('Card: Visa •••• 4242');
    const details = document.querySelector('details');
    expect(details?.open).toBe(false);
    const form = document.querySelector('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
      'post',
      props.actions.form,
    ]);
    const hidden = [...document.querySelectorAll('input[type=hidden]')].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['xsrfToken', 'xsrf-token-of-the-session'],
      ['idempotencyKey', 'page-key-0001'],
    ]);
    expect(document.body.textContent).toContain('TEST MODE');
    expect(document.body.textContent).toContain('4000 0000 0000 0002 Visa: Card is declined');
    details?.setAttribute('open', '');
    await expectAccessible();
    document.body.innerHTML = '';
  });

  it('opens with the refusal a plain form came back with, at its field', async () => {
    setup({ notice: { message: 'Your card was declined.', field: 'cardNumber' } });
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(number.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toBe('Your card was declined.');
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(document.querySelector('details')?.open).toBe(true);
    await expectAccessible();
  });

  it('tokenises with the provider, saves the token with a key, then shows the new card', async () => {
    server.on(TOKENS, () => ({ body: { token: 'tok.sig', brand: 'Mastercard', last4: '4444' } }));
    server.on(UPDATE, () => ({
      body: { id: props.subscriptionId, state: 'active', card: { brand: 'Mastercard', last4: '4444' } },
    }));
    setup();
    await enterCard('5555 5555 5555 4444');
    await until(() => screen.getByText('Mastercard •••• 4444'));
    expect(screen.getByRole('status').textContent).toBe(
      'Card updated: renewals are charged to Mastercard •••• 4444 from now on.',
    );
    expect(document.querySelector('details')?.open).toBe(false);
    const [tokenise] = requestsTo(TOKENS);
    expect(tokenise?.body).toEqual({
      cardNumber: '5555 5555 5555 4444',
      cardExpiry: '12/39',
      cardCvc: '123',
    });
    const [update] = requestsTo(UPDATE);
    expect(update?.body).toEqual({ paymentToken: 'tok.sig' });
    expect(JSON.stringify(update?.body)).not.toContain('5555');
    expect(update?.headers['idempotency-key']).toBe('page-key-0001');
    expect(update?.headers['x-siteuser-xsrf-token']).toBe('session-xsrf');

    // Another update from the same page is a new request: a new key.
    await enterCard('4242 4242 4242 4242');
    await until(() => requestsTo(UPDATE).length === 2);
    const key = requestsTo(UPDATE)[1]?.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a declined card at the card number, announces it and keeps the old card and the key', async () => {
    server.on(TOKENS, () => ({ body: { token: 't.s', brand: 'Visa', last4: '0002' } }));
    server.on(UPDATE, () => ({
      status: 402,
      body: { error: 'Your card was declined.', errors: { cardNumber: 'Your card was declined.' } },
    }));
    setup();
    await enterCard('4000 0000 0000 0002');
    await until(() => screen.getByLabelText('Card number').getAttribute('aria-invalid') === 'true');
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(
      within(document.querySelector('.ts-subscription-card__current')!).getByText('Visa •••• 4242'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save card for Coffee Box' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(document.querySelector<HTMLInputElement>('input[name=idempotencyKey]')?.value).toBe(
      'page-key-0001',
    );
    await expectAccessible();
  });

  it('shows the provider’s refusal of a field at that field, without saving', async () => {
    server.on(TOKENS, () => ({
      status: 400,
      body: {
        error: 'One or more fields is invalid, please check your entries.',
        errors: { cardExpiry: 'Your card has expired.' },
      },
    }));
    setup();
    await enterCard('4242 4242 4242 4242');
    await until(() => screen.getByLabelText('Expiry (MM/YY)').getAttribute('aria-invalid') === 'true');
    expect(screen.getByRole('alert').textContent).toBe('Your card has expired.');
    expect(requestsTo(UPDATE)).toEqual([]);
  });
});
