/**
 * The required properties of the schema.org types the pages emit, as the vocabulary and the
 * search engines' structured-data guidelines state them, checked over a whole JSON-LD graph.
 * `oneOf` lists properties of which at least one must be there.
 */
interface TypeRule {
  required: readonly string[];
  oneOf?: readonly string[];
}

const RULES: Readonly<Record<string, TypeRule>> = {
  Product: { required: ['name'], oneOf: ['offers', 'aggregateRating', 'review'] },
  Offer: { required: ['price', 'priceCurrency', 'availability'] },
  AggregateOffer: { required: ['lowPrice', 'priceCurrency'] },
  AggregateRating: { required: ['ratingValue'], oneOf: ['reviewCount', 'ratingCount'] },
  BlogPosting: { required: ['headline'] },
  Event: { required: ['name', 'startDate', 'location'] },
  Place: { required: ['address'] },
  PostalAddress: { required: [] },
  BreadcrumbList: { required: ['itemListElement'] },
  ListItem: { required: ['position', 'name', 'item'] },
  Organization: { required: ['name', 'url'] },
  LocalBusiness: { required: ['name', 'url', 'address'] },
  Person: { required: ['name'] },
};

const DATE_KEYS = new Set(['datePublished', 'dateModified', 'startDate', 'endDate']);
const URL_KEYS = new Set(['url', 'item', 'logo', 'mainEntityOfPage', 'availability', 'eventStatus']);

function check(node: unknown, path: string, problems: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => check(child, `${path}[${i}]`, problems));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type === 'string') {
    const rule = RULES[type];
    if (!rule) problems.push(`${path}: unexpected type ${type}`);
    for (const key of rule?.required ?? [])
      if (record[key] === undefined || record[key] === '') problems.push(`${path} (${type}): no ${key}`);
    if (rule?.oneOf && !rule.oneOf.some((key) => record[key] !== undefined))
      problems.push(`${path} (${type}): none of ${rule.oneOf.join(', ')}`);
  } else if (record['@id'] === undefined && path !== '$') {
    problems.push(`${path}: an object without @type or @id`);
  }
  for (const [key, value] of Object.entries(record)) {
    if (DATE_KEYS.has(key) && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
      problems.push(`${path}.${key}: not an ISO 8601 date`);
    if (URL_KEYS.has(key) && (typeof value !== 'string' || !/^https?:\/\//.test(value)))
      problems.push(`${path}.${key}: not an absolute URL`);
    if (key === 'priceCurrency' && !/^[A-Z]{3}$/.test(String(value)))
      problems.push(`${path}.${key}: not an ISO 4217 code`);
    if (['price', 'lowPrice', 'highPrice'].includes(key) && !/^\d+(\.\d+)?$/.test(String(value)))
      problems.push(`${path}.${key}: not a decimal number`);
    check(value, `${path}.${key}`, problems);
  }
}

/** What is missing or malformed in a JSON-LD document; [] when every node has what it needs. */
export function schemaOrgProblems(document: unknown): string[] {
  const problems: string[] = [];
  const record = document as Record<string, unknown>;
  if (record['@context'] !== 'https://schema.org') problems.push('$: @context is not https://schema.org');
  check(record['@graph'], '$.@graph', problems);
  return problems;
}

/** The JSON-LD documents of a page's HTML. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? 'null'),
  );
}
