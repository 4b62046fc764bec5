import { showsInstalmentsForProduct } from '@tessera/core';
import type { ProductType } from '@tessera/core';
import { InstalmentOfferPill } from '../shared/instalments/instalment-offer-pill.js';
import type { InstalmentOfferProps } from '../shared/instalments/instalment-offer-pill.js';

export interface InstalmentPillProps extends InstalmentOfferProps {
  readonly productType: ProductType;
}

/** The product page's instalment pill: only for physical products with instalments available. */
export function InstalmentPill({ productType, ...offer }: InstalmentPillProps) {
  if (!showsInstalmentsForProduct(productType, offer.context)) return null;
  return <InstalmentOfferPill {...offer} />;
}
