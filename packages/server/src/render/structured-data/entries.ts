import type { BlogPosting, Event, Place, PostalAddress } from 'schema-dts';
import { absolute, isoDate, obj, str, type Obj } from './context-view.js';

function imageOf(item: Obj, base: string): string[] {
  const image = absolute(base, obj(item['mainImage'])?.['assetUrl']);
  return image ? [image] : [];
}

/** A blog post's BlogPosting: headline, dates, author, image, and the site as its publisher. */
export function blogPostingOf(item: Obj, base: string, url: string): BlogPosting | undefined {
  const headline = str(item['title']);
  if (!headline) return undefined;
  const author = str(obj(item['author'])?.['displayName']);
  const image = imageOf(item, base);
  return {
    '@type': 'BlogPosting',
    headline: headline.slice(0, 110),
    url,
    mainEntityOfPage: url,
    ...(isoDate(item['publishOn']) && { datePublished: isoDate(item['publishOn']) }),
    ...(isoDate(item['updatedOn']) && { dateModified: isoDate(item['updatedOn']) }),
    ...(author && { author: { '@type': 'Person', name: author } }),
    ...(image.length > 0 && { image }),
    publisher: { '@id': `${base}/#organization` },
  };
}

function placeOf(location: Obj | undefined): Place | undefined {
  if (!location) return undefined;
  const street = [str(location['addressLine1']), str(location['addressLine2'])].filter(Boolean).join(', ');
  const name = str(location['addressTitle']) ?? street;
  if (!name) return undefined;
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(street && { streetAddress: street }),
    ...(str(location['addressCountry']) && { addressCountry: str(location['addressCountry']) }),
  };
  return { '@type': 'Place', name, address };
}

/** An event's Event: name, start and end, and where it takes place when the owner said. */
export function eventOf(item: Obj, base: string, url: string): Event | undefined {
  const name = str(item['title']);
  const startDate = isoDate(item['startDate']);
  if (!name || !startDate) return undefined;
  const endDate = isoDate(item['endDate']);
  const location = placeOf(obj(item['location']));
  const image = imageOf(item, base);
  return {
    '@type': 'Event',
    name,
    url,
    startDate,
    ...(endDate && { endDate }),
    eventStatus: 'https://schema.org/EventScheduled',
    ...(location && { location, eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' }),
    ...(image.length > 0 && { image }),
    organizer: { '@id': `${base}/#organization` },
  };
}
