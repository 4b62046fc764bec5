import { renderIsland, type CheckoutProps } from '@tessera/storefront/ssr';
import { currentRenderScope } from './render-scope.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{checkout|checkout-page}` on the checkout page: the checkout island rendered on the server from the
 * page's `checkout` context (its forms work before any script runs, so it renders even when the
 * storefront build is absent; its script tags come only with the build). Not cached: the props
 * carry the visitor's crumb and a fresh idempotency key.
 */
export function checkoutIslandHtml(value: unknown): string {
  if (!isObject(value) || !isObject(value['actions'])) return '';
  const props: CheckoutProps = {
    checkout: (value['view'] ?? null) as CheckoutProps['checkout'],
    crumb: String(value['crumb'] ?? ''),
    idempotencyKey: String(value['idempotencyKey'] ?? ''),
    notice: (value['notice'] ?? null) as CheckoutProps['notice'],
    actions: value['actions'] as unknown as CheckoutProps['actions'],
    addressHelp: (value['addressHelp'] ?? undefined) as CheckoutProps['addressHelp'],
  };
  currentRenderScope()?.islands.add('checkout-page');
  return renderIsland('checkout-page', props);
}
