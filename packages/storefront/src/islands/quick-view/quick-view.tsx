import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { quickViewCensusPath } from '@tessera/core';
import { apiRequest } from '../../runtime/api-client.js';

const QuickViewDialog = lazy(() =>
  import('./quick-view-dialog.js').then((m) => ({ default: m.QuickViewDialog })),
);

export interface QuickViewProps {
  readonly itemId: string;
  readonly productName: string;
  /** The product page: the link before scripts run, and where the dialog reads the product from. */
  readonly url: string;
  /** `localizedStrings.productQuickViewText` or 'Quick View'. */
  readonly label: string;
}

/**
 * A product card's Quick View control. Before scripts run (and without them) it is a link to the
 * product page; once hydrated it becomes a button opening the quick-view dialog, whose code and
 * product data load only on the first open.
 */
export function QuickView({ itemId, productName, url, label }: QuickViewProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const close = useCallback(() => setOpen(false), []);

  const name = <span className="ts-visually-hidden">: {productName}</span>;
  if (!enhanced) {
    return (
      <a className="ts-quick-view" href={url} data-item-id={itemId}>
        {label}
        {name}
      </a>
    );
  }
  const show = () => {
    setOpen(true);
    // The census count of the spec; counting is best effort, so its failures are ignored.
    void apiRequest('POST', quickViewCensusPath(itemId)).catch(() => undefined);
  };
  return (
    <>
      <button
        type="button"
        className="ts-quick-view"
        data-item-id={itemId}
        aria-haspopup="dialog"
        onClick={show}
      >
        {label}
        {name}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QuickViewDialog itemId={itemId} productName={productName} url={url} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
