import type { LocalBusiness, Organization, PostalAddress } from 'schema-dts';
import { absolute, obj, str, type Obj } from './context-view.js';

function postalAddress(info: Obj): PostalAddress | undefined {
  const street = [str(info['addressLine1']), str(info['addressLine2'])].filter(Boolean).join(', ');
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(str(info['city']) && { addressLocality: str(info['city']) }),
    ...(str(info['region']) && { addressRegion: str(info['region']) }),
    ...(str(info['postalCode']) && { postalCode: str(info['postalCode']) }),
    ...(str(info['country']) && { addressCountry: str(info['country']) }),
  };
  return street || str(info['city']) ? address : undefined;
}

/**
 * The business behind the site (Settings → business information): a LocalBusiness when it has a
 * street or town to visit, else an Organization; the site title when the business has no name.
 */
export function organizationOf(context: Obj, base: string): Organization | LocalBusiness {
  const website = obj(context['website']) ?? {};
  const info = obj(website['businessInformation']) ?? {};
  const address = postalAddress(info);
  const logo = absolute(base, obj(context['siteLogo'])?.['assetUrl']);
  const sameAs = (Array.isArray(website['socialAccounts']) ? website['socialAccounts'] : [])
    .map((account) => str(obj(account)?.['profileUrl']))
    .filter((url): url is string => url !== undefined && /^https?:\/\//i.test(url));
  const common = {
    '@id': `${base}/#organization`,
    name: str(info['name']) ?? str(website['siteTitle']) ?? base,
    url: `${base}/`,
    ...(logo && { logo }),
    ...(str(info['email']) && { email: str(info['email']) }),
    ...(str(info['phone']) && { telephone: str(info['phone']) }),
    ...(sameAs.length > 0 && { sameAs }),
  };
  return address ? { '@type': 'LocalBusiness', ...common, address } : { '@type': 'Organization', ...common };
}
