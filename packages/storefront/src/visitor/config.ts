/** What the server tells the visitor script about the page (`<script type="application/json" id="ts-census">`). */
export interface CensusConfig {
  websiteId: string;
  templateId: string | null;
  locale: string | null;
  pageType: number | null;
  /** The theme template that rendered the page, e.g. `collections/products.item`. */
  template: string | null;
  itemId: string | null;
  collectionId: string | null;
  recordType: number | null;
  /** The item is a store product: its page view is also a ViewProduct tracking event. */
  isProduct: boolean;
  storeCountry: string | null;
  /** The site asks for cookie consent (cookie policy restrictive). */
  consentRequired: boolean;
}

export const CENSUS_CONFIG_ID = 'ts-census';

export function readCensusConfig(doc: Document = document): CensusConfig | null {
  const element = doc.getElementById(CENSUS_CONFIG_ID);
  if (!element?.textContent) return null;
  try {
    const config = JSON.parse(element.textContent) as CensusConfig;
    return typeof config.websiteId === 'string' ? config : null;
  } catch {
    return null;
  }
}
