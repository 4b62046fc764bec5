// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, until } from '../../testing/dom-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { Checkout } from './checkout.js';
import type { CheckoutData, CheckoutProps } from './checkout-types.js';
import { checkoutData, checkoutProps } from './testing/checkout-props.js';

let server: TestServer;
const API = '/api/commerce/checkout';

beforeAll(async () => {
  server = await startTestServer('/checkout');
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(cleanup);

function setup(props: Partial<CheckoutProps> = {}) {
  return render(<Checkout {...checkoutProps()} {...props} />);
}

const answer = (checkout: CheckoutData) => () => ({ body: { checkout } });

describe('checkout island', () => {
  it('shows the empty cart text when there is nothing to buy', () => {
    setup({ checkout: null });
    expect(screen.getByText('You have nothing in your shopping cart.')).toBeTruthy();
  });

  it('shows each line’s thumbnail with its size reserved, and no image for a line without one', () => {
    const data = checkoutData();
    const [line] = data.shoppingCart.entries;
    const withImage = { ...line!, id: 'e2', title: 'Vase', imageUrl: '/files/f1/vase.jpg?format=300w' };
    const { container } = setup({
      checkout: { ...data, shoppingCart: { ...data.shoppingCart, entries: [line!, withImage] } },
    });
    const images = [...container.querySelectorAll('.ts-checkout__line img')];
    expect(
      images.map((i) => [i.getAttribute('src'), i.getAttribute('width'), i.getAttribute('alt')]),
    ).toEqual([['/files/f1/vase.jpg?format=300w', '48', '']]);
  });

  it('renders every part as a plain form with the crumb and the page’s idempotency key', async () => {
    const { container } = setup();
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((f) => f.getAttribute('action'))).toEqual([
      '/checkout/details',
      '/checkout/shipping-option',
      '/checkout/coupons/remove',
      '/checkout/coupons',
      '/checkout/gift-cards',
      '/checkout/place',
    ]);
    for (const form of forms) {
      expect(form.getAttribute('method')).toBe('post');
      expect((form.querySelector('input[name="crumb"]') as HTMLInputElement).value).toBe('tok"<>');
    }
    expect((container.querySelector('input[name="idempotencyKey"]') as HTMLInputElement).value).toBe(
      'key-0000-1111',
    );
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('This coupon has expired.')).toBeTruthy();
    expect(
      within(container.querySelector('.ts-checkout__grand-total') as HTMLElement).getByText('$25.00'),
    ).toBeTruthy();
    await expectAccessible(container);
  });

  it('saves the details through the API and shows the new totals', async () => {
    server.on(
      `PUT ${API}/details`,
      answer(checkoutData({ shoppingCart: { ...checkoutData().shoppingCart, grandTotalCents: 3100 } })),
    );
    setup();
    const user = userEvent.setup();
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Shelbyville');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await until(() => screen.getByText('$31.00'));
    expect(server.requests[0]?.body).toMatchObject({
      email: 'ada@example.com',
      shippingAddress: { city: 'Shelbyville', country: 'US' },
    });
  });

  it('shows the server’s field messages next to the fields', async () => {
    server.on(`PUT ${API}/details`, () => ({
      status: 400,
      body: {
        error: 'One or more fields is invalid, please check your entries.',
        errors: { email: 'Please enter your email address.' },
      },
    }));
    setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save details' }));
    await until(() => screen.getByText('Please enter your email address.'));
    expect(screen.getByRole('alert').textContent).toContain(
      'One or more fields is invalid, please check your entries.',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('chooses another shipping option as soon as it is picked', async () => {
    server.on(`PUT ${API}/shipping-option`, answer(checkoutData()));
    setup();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Express/ }));
    await until(() => server.requests.length === 1);
    expect(server.requests[0]?.body).toEqual({ optionId: 'rate-express' });
  });

  it('applies and removes coupons', async () => {
    const valid = checkoutData({
      shoppingCart: {
        ...checkoutData().shoppingCart,
        validCoupons: [{ code: 'SAVE10', kind: 'fixed', discountCents: 200, freeShipping: false }],
      },
    });
    server.on(`POST ${API}/coupons`, answer(valid));
    server.on(`DELETE ${API}/coupons/SAVE10`, answer(checkoutData()));
    setup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'SAVE10');
    await user.click(
      within(screen.getByLabelText('Coupon code').closest('form') as HTMLElement).getByRole('button', {
        name: 'Apply',
      }),
    );
    await until(() => screen.getByText('−$2.00'));
    expect(server.requests[0]?.body).toEqual({ code: 'SAVE10' });
    await user.click(screen.getByRole('button', { name: 'Remove SAVE10' }));
    await until(() => screen.queryByText('−$2.00') === null);
  });

  it('tokenises the card with the provider, then places the order with the Idempotency-Key', async () => {
    server.on('POST /api/commerce/checkout/payments/test-card/tokens', () => ({
      body: { token: 'tok.sig', brand: 'Visa', last4: '4242' },
    }));
    server.on(`POST ${API}/orders`, () => ({ body: { confirmationUrl: '/checkout/order-confirmed/abc' } }));
    setup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await until(() => window.location.pathname === '/checkout/order-confirmed/abc');
    const [tokenise, order] = server.requests;
    expect(tokenise?.body).toEqual({
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/39',
      cardCvc: '123',
    });
    expect(order?.body).toEqual({ paymentToken: 'tok.sig' });
    expect(order?.headers['idempotency-key']).toBe('key-0000-1111');
    expect(JSON.stringify(order?.body)).not.toContain('4242 4242');
  });

  it('shows a declined card and keeps the form for another try', async () => {
    window.history.replaceState(null, '', '/checkout');
    server.on('POST /api/commerce/checkout/payments/test-card/tokens', () => ({
      body: { token: 't.s', brand: 'Visa', last4: '0002' },
    }));
    server.on(`POST ${API}/orders`, () => ({ status: 402, body: { error: 'Your card was declined.' } }));
    setup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await until(() => screen.getByText('Your card was declined.'));
    expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for no card when gift cards pay everything, and withholds the button while something is missing', () => {
    const { unmount } = setup({ checkout: checkoutData({ amountDueCents: 0, giftCardTotalCents: 2500 }) });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('Nothing is left to pay by card.')).toBeTruthy();
    unmount();
    setup({
      checkout: checkoutData({
        canPlaceOrder: false,
        problems: [{ code: 'email', message: 'Please enter your email address.' }],
      }),
    });
    expect(screen.getByRole('button', { name: 'Place order' }).hasAttribute('disabled')).toBe(true);
  });
});
