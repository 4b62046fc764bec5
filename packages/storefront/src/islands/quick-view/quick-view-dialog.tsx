import { useEffect, useState } from 'react';
import { CART_MESSAGES } from '@tessera/core';
import { AddToCartForm } from '../shared/add-to-cart/add-to-cart-form.js';
import { GALLERY_ATTRIBUTES } from '../shared/add-to-cart/gallery-image.js';
import { Lightbox } from '../shared/lightbox/lightbox.js';
import { quickViewProduct } from './quick-view-product.js';
import './quick-view-dialog.css';
import type { QuickViewPrice, QuickViewProduct } from './quick-view-product.js';

export const QUICK_VIEW_TEXTS = {
  details: 'View full details',
  loading: 'Loading…',
  unavailable: 'Unable to load this product.',
  salePrice: 'Sale Price:',
  originalPrice: 'Original Price:',
} as const;

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; product: QuickViewProduct };

/** The product page's template context as JSON, the same data the page itself renders from. */
function contextAddress(url: string): string {
  const address = new URL(url, window.location.href);
  address.searchParams.set('format', 'json');
  return `${address.pathname}${address.search}`;
}

function useQuickViewProduct(url: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetch(contextAddress(url), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      signal: abort.signal,
    })
      .then(async (response) => {
        const product = response.ok ? quickViewProduct(await response.json()) : undefined;
        setLoaded(
          product
            ? { status: 'ready', product }
            : { status: 'failed', message: `${QUICK_VIEW_TEXTS.unavailable} ${CART_MESSAGES.tryAgain}` },
        );
      })
      .catch(() => {
        if (abort.signal.aborted) return;
        setLoaded({
          status: 'failed',
          message: `${QUICK_VIEW_TEXTS.unavailable} ${CART_MESSAGES.checkConnection}`,
        });
      });
    return () => abort.abort();
  }, [url]);
  return loaded;
}

function Price({ price }: { price: QuickViewPrice }) {
  if (price.kind !== 'sale') return <p className="ts-quick-view-dialog__price">{price.text}</p>;
  return (
    <p className="ts-quick-view-dialog__price ts-quick-view-dialog__price--sale">
      <span className="ts-visually-hidden">{QUICK_VIEW_TEXTS.salePrice} </span>
      {price.sale} <span className="ts-visually-hidden">{QUICK_VIEW_TEXTS.originalPrice} </span>
      <s className="ts-quick-view-dialog__original">{price.original}</s>
    </p>
  );
}

function ProductSummary({ itemId, product }: { itemId: string; product: QuickViewProduct }) {
  // Marked as the product's gallery, so choosing a variant shows its image here (showGalleryImage).
  const gallery = { [GALLERY_ATTRIBUTES.gallery]: itemId };
  const main = { [GALLERY_ATTRIBUTES.main]: '' };
  return (
    <div className="ts-quick-view-dialog__layout">
      <div className="ts-quick-view-dialog__media" {...gallery}>
        {product.image ? (
          <img
            className="ts-quick-view-dialog__image"
            src={product.image.url}
            alt={product.image.alt ?? ''}
            {...main}
          />
        ) : null}
      </div>
      <div className="ts-quick-view-dialog__summary">
        {product.price ? <Price price={product.price} /> : null}
        {product.excerpt ? <p className="ts-quick-view-dialog__excerpt">{product.excerpt}</p> : null}
        <AddToCartForm {...product.addToCart} />
      </div>
    </div>
  );
}

export interface QuickViewDialogProps {
  readonly itemId: string;
  readonly productName: string;
  readonly url: string;
  readonly onClose: () => void;
}

/**
 * The quick-view lightbox: the product's image, price, excerpt and the page's own add-to-cart
 * form (variants, quantity, every state and message of the spec), read from the product page's
 * context when opened, with a link to the full page. Loaded on the first open only.
 */
export function QuickViewDialog({ itemId, productName, url, onClose }: QuickViewDialogProps) {
  const loaded = useQuickViewProduct(url);
  return (
    <Lightbox title={productName} onClose={onClose}>
      <div className="ts-quick-view-dialog" aria-busy={loaded.status === 'loading' || undefined}>
        {loaded.status === 'loading' ? (
          <p className="ts-quick-view-dialog__status" role="status">
            {QUICK_VIEW_TEXTS.loading}
          </p>
        ) : null}
        {loaded.status === 'failed' ? (
          <p className="ts-quick-view-dialog__status" role="alert">
            {loaded.message}
          </p>
        ) : null}
        {loaded.status === 'ready' ? <ProductSummary itemId={itemId} product={loaded.product} /> : null}
        <a className="ts-quick-view-dialog__details" href={url}>
          {QUICK_VIEW_TEXTS.details}
        </a>
      </div>
    </Lightbox>
  );
}
