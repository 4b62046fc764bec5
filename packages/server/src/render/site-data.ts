import type { SiteLanguage, UrlMappingRule } from '@tessera/core';
import type { Collection, HeaderFooter, NavigationNode } from '@tessera/db';
import type { ImageJson } from './context/image-json.js';

/** Per-website data that changes rarely: collections, navigation lists, header and footer. */
export interface SiteData {
  websiteId: string;
  collections: readonly Collection[];
  byId: ReadonlyMap<string, Collection>;
  byUrlId: ReadonlyMap<string, Collection>;
  navigation: { main: NavigationNode[]; hidden: NavigationNode[]; memberAreas: NavigationNode[] };
  /** As the owner saved them, with every link validated (context/header-footer-json.ts). */
  headerFooter: HeaderFooter;
  /** The logo chosen in the header settings (`header.logo.fileId`), when it names an image of the site. */
  logo: ImageJson | undefined;
  /** The site's home page: the first collection linked from the main navigation (docs/template-context.md). */
  homeCollectionId: string | undefined;
  /** `<kind>:<id>` of collections and items whose layout has blocks, so pages without skip the query. */
  layoutOwners: ReadonlySet<string>;
  /** The site-wide lock screen's password hash (argon2id); undefined while the site is open. */
  lockHash: string | undefined;
  /** Collections a member area protects: kept out of summaries, and checked per visitor when opened. */
  memberCollections?: ReadonlySet<string>;
  /** The owner's redirects from old addresses, tried before a path is routed (seo area). */
  urlMappings: readonly UrlMappingRule[];
  /** The owner's robots.txt rules; null for the defaults (seo area). */
  robotsRules: string | null;
  /** The published languages (multilingual area) and whether the theme shows its switcher. */
  multilingual?: { languages: readonly SiteLanguage[]; showSwitcher: boolean };
}
