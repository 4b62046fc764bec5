/** What every part of the seed needs: the website, stable ids and the "now" dates hang off. */
export interface SeedScope {
  websiteId: string;
  id: (key: string) => string;
  now: number;
  currency: string;
  ownerEmail: string;
}

export const DAY_MS = 86_400_000;
