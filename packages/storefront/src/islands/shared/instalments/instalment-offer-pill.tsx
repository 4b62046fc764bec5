import {
  instalmentOffer,
  instalmentOfferText,
  instalmentProviderBrand,
  instalmentProviderLocale,
  money,
  PUBLIC_API_PATHS,
} from '@tessera/core';
import type { CurrencyCode, InstalmentContext } from '@tessera/core';
import { lazy, Suspense, useState } from 'react';
import type { MouseEvent } from 'react';

const InstalmentPopup = lazy(() =>
  import('./instalment-popup.js').then((m) => ({ default: m.InstalmentPopup })),
);

/** Where the provider's information is read from by default (served by our server). */
export const DEFAULT_INSTALMENT_INFO_URL = PUBLIC_API_PATHS.instalmentInfo;

export interface InstalmentOfferProps {
  /** The price the offer is for, in minor units of `currency`. */
  readonly priceCents: number;
  readonly currency: CurrencyCode;
  readonly locale?: string;
  readonly context: InstalmentContext;
  /** The provider information address; `?locale=…&country=…` is added. */
  readonly infoUrl?: string;
}

/** The information address for the provider locale and the shop's country. */
export function instalmentInfoHref(base: string, locale: string, country: string): string {
  const query = new URLSearchParams({ locale, country }).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The pill itself, for a price the caller already knows is eligible: core's wording ('or 4
 * interest-free payments of $25.00 with' and the brand, or the out-of-range text); the text or
 * the info link opens the information popup.
 */
export function InstalmentOfferPill(props: InstalmentOfferProps) {
  const { context } = props;
  const [open, setOpen] = useState(false);
  const providerLocale = instalmentProviderLocale(context.stripeAccountCountry, context.shopperLanguage);
  if (!providerLocale) return null;
  const brand = instalmentProviderBrand(providerLocale);
  const offer = instalmentOffer(money(props.priceCents, props.currency), context);
  const text = instalmentOfferText(offer, props.locale);
  const country = (context.stripeAccountCountry ?? '').toUpperCase();
  const href = instalmentInfoHref(props.infoUrl ?? DEFAULT_INSTALMENT_INFO_URL, providerLocale, country);
  const show = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <div className="ts-instalment-pill">
      <button type="button" className="ts-instalment-pill__text" aria-haspopup="dialog" onClick={show}>
        {offer.kind === 'available' ? (
          <>
            {text} <span className="ts-instalment-pill__brand">{brand}</span>
          </>
        ) : (
          <>
            <span className="ts-instalment-pill__brand">{brand}</span> {text}
          </>
        )}
      </button>
      <a className="ts-instalment-pill__info" href={href} aria-haspopup="dialog" onClick={show}>
        <span className="ts-instalment-pill__info-icon" aria-hidden="true">
          i
        </span>
        <span className="ts-visually-hidden">{`About ${brand}`}</span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <InstalmentPopup
            brand={brand}
            infoUrl={href}
            summary={offer.kind === 'available' ? `${text} ${brand}` : `${brand} ${text}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
