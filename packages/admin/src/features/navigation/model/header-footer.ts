import type { HeaderFooter } from '../api/navigation.js';

/** A footer link as the theme prints it (`headerFooter.footer.links`: label and url). */
export interface FooterLink {
  label: string;
  url: string;
}

/** The header and footer settings the theme renders (site.region, partials/site-footer.partial). */
export interface SiteChrome {
  announcement: string;
  tagline: string;
  showCart: boolean;
  address: string;
  hours: string;
  email: string;
  text: string;
}

type Part = HeaderFooter['header'];

const text = (part: Part, key: string): string => {
  const value = part[key];
  return typeof value === 'string' ? value : '';
};

export function footerLinksOf(value: HeaderFooter): FooterLink[] {
  const links = value.footer['links'];
  if (!Array.isArray(links)) return [];
  return links.flatMap((link) => {
    if (typeof link !== 'object' || link === null || Array.isArray(link)) return [];
    const { label, url } = link as Record<string, unknown>;
    return typeof url === 'string' ? [{ label: typeof label === 'string' ? label : url, url }] : [];
  });
}

export function withFooterLinks(value: HeaderFooter, links: readonly FooterLink[]): HeaderFooter {
  return { ...value, footer: { ...value.footer, links: links.map(({ label, url }) => ({ label, url })) } };
}

export function chromeOf(value: HeaderFooter): SiteChrome {
  const address = value.footer['address'];
  return {
    announcement: text(value.header, 'announcement'),
    tagline: text(value.header, 'tagline'),
    showCart: value.header['showCart'] !== false,
    address: Array.isArray(address)
      ? address.filter((l): l is string => typeof l === 'string').join('\n')
      : text(value.footer, 'address'),
    hours: text(value.footer, 'hours'),
    email: text(value.footer, 'email'),
    text: text(value.footer, 'text'),
  };
}

/**
 * The saved header and footer with these settings: empty texts are left out (the theme then shows
 * its default, such as the '© year site. All rights reserved.' line); every other key the owner's
 * documents hold (the logo chosen in Design, footer links) stays as it was.
 */
export function withChrome(value: HeaderFooter, chrome: SiteChrome): HeaderFooter {
  const set = (part: Part, key: string, v: unknown): Part => {
    const { [key]: _dropped, ...rest } = part;
    return v === '' || v === undefined ? rest : { ...rest, [key]: v as Part[string] };
  };
  let header = set(value.header, 'announcement', chrome.announcement.trim());
  header = set(header, 'tagline', chrome.tagline.trim());
  header = chrome.showCart ? set(header, 'showCart', undefined) : { ...header, showCart: false };
  const lines = chrome.address
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  let footer = set(value.footer, 'address', lines.length > 0 ? lines : '');
  footer = set(footer, 'hours', chrome.hours.trim());
  footer = set(footer, 'email', chrome.email.trim());
  footer = set(footer, 'text', chrome.text.trim());
  return { header, footer };
}
