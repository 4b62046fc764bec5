/**
 * Services a site can offer share links for (`shareButtonOptions`), in the order the links are shown,
 * with the name each link says. Links are plain URLs to each service's public share page: no scripts.
 */
export const SHARE_SERVICES = ['facebook', 'twitter', 'pinterest', 'linkedin', 'reddit', 'tumblr'] as const;

export type ShareService = (typeof SHARE_SERVICES)[number];

export const SHARE_SERVICE_LABELS: { readonly [S in ShareService]: string } = {
  facebook: 'Facebook',
  twitter: 'X',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
};

function isShareService(name: string): name is ShareService {
  return (SHARE_SERVICES as readonly string[]).includes(name);
}

/**
 * The services switched on in a stored `shareButtonOptions`: an array of names, or an object of
 * flags (both spellings occur in imported sites); unknown names are dropped, each service once.
 */
export function shareServicesOf(options: unknown): ShareService[] {
  const names = Array.isArray(options)
    ? options.filter((name): name is string => typeof name === 'string')
    : typeof options === 'object' && options !== null
      ? Object.entries(options)
          .filter(
            ([, on]) =>
              on === true || (typeof on === 'number' && on !== 0) || (typeof on === 'string' && on !== ''),
          )
          .map(([name]) => name)
      : [];
  const chosen = new Set(names.map((name) => name.toLowerCase()).filter(isShareService));
  return SHARE_SERVICES.filter((service) => chosen.has(service));
}
