import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the two calls of Google's Places API (New) the places adapter makes, so
 * tests and browser journeys run without the internet: `POST /v1/places:autocomplete` (JSON body
 * with `input`, `languageCode`, `sessionToken`, `includedRegionCodes`) answering `suggestions[]`
 * of `placePrediction`s, and `GET /v1/places/{id}` answering only the fields its required
 * `X-Goog-FieldMask` names. Keys go in `X-Goog-Api-Key`; errors are Google's
 * `{error: {code, message, status}}`.
 */
export interface GooglePlacesStandIn {
  /** The `GOOGLE_PLACES_API_BASE` that sends the adapter here. */
  url: string;
  /** The API key it accepts. */
  apiKey: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** Makes the next calls fail with this HTTP status (undefined: answer again). */
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

interface Component {
  longText: string;
  shortText: string;
  types: string[];
  languageCode: string;
}

interface StandInPlace {
  id: string;
  formattedAddress: string;
  main: string;
  secondary: string;
  addressComponents: Component[];
}

const part = (longText: string, shortText: string, ...types: string[]): Component => ({
  longText,
  shortText,
  types,
  languageCode: 'en',
});

/** The places it knows: a few real-looking addresses in three countries. */
export const STAND_IN_PLACES: readonly StandInPlace[] = [
  {
    id: 'ChIJstandinPortlandMorrison',
    formattedAddress: '1200 SE Morrison St, Portland, OR 97214, USA',
    main: '1200 SE Morrison St',
    secondary: 'Portland, OR, USA',
    addressComponents: [
      part('1200', '1200', 'street_number'),
      part('Southeast Morrison Street', 'SE Morrison St', 'route'),
      part('Portland', 'Portland', 'locality', 'political'),
      part('Multnomah County', 'Multnomah County', 'administrative_area_level_2', 'political'),
      part('Oregon', 'OR', 'administrative_area_level_1', 'political'),
      part('United States', 'US', 'country', 'political'),
      part('97214', '97214', 'postal_code'),
    ],
  },
  {
    id: 'ChIJstandinPortlandMain',
    formattedAddress: '1220 SW Main St, Portland, OR 97205, USA',
    main: '1220 SW Main St',
    secondary: 'Portland, OR, USA',
    addressComponents: [
      part('1220', '1220', 'street_number'),
      part('Southwest Main Street', 'SW Main St', 'route'),
      part('Portland', 'Portland', 'locality', 'political'),
      part('Oregon', 'OR', 'administrative_area_level_1', 'political'),
      part('United States', 'US', 'country', 'political'),
      part('97205', '97205', 'postal_code'),
    ],
  },
  {
    id: 'ChIJstandinTorontoQueen',
    formattedAddress: '100 Queen St W, Toronto, ON M5H 2N1, Canada',
    main: '100 Queen St W',
    secondary: 'Toronto, ON, Canada',
    addressComponents: [
      part('100', '100', 'street_number'),
      part('Queen Street West', 'Queen St W', 'route'),
      part('Toronto', 'Toronto', 'locality', 'political'),
      part('Ontario', 'ON', 'administrative_area_level_1', 'political'),
      part('Canada', 'CA', 'country', 'political'),
      part('M5H 2N1', 'M5H 2N1', 'postal_code'),
    ],
  },
  {
    id: 'ChIJstandinBerlinHaupt',
    formattedAddress: 'Hauptstraße 5, 10827 Berlin, Germany',
    main: 'Hauptstraße 5',
    secondary: 'Berlin, Germany',
    addressComponents: [
      part('5', '5', 'street_number'),
      part('Hauptstraße', 'Hauptstraße', 'route'),
      part('Berlin', 'Berlin', 'locality', 'political'),
      part('Berlin', 'Berlin', 'administrative_area_level_1', 'political'),
      part('Germany', 'DE', 'country', 'political'),
      part('10827', '10827', 'postal_code'),
    ],
  },
];

interface Reply {
  status: number;
  body: unknown;
}

const googleError = (code: number, status: string, message: string): Reply => ({
  status: code,
  body: { error: { code, message, status } },
});

const countryOf = (place: StandInPlace) =>
  place.addressComponents.find((c) => c.types.includes('country'))?.shortText.toLowerCase() ?? '';

function autocomplete(body: Record<string, unknown>): Reply {
  if (typeof body['input'] !== 'string') return googleError(400, 'INVALID_ARGUMENT', 'Invalid input: input');
  const typed = body['input'].toLowerCase();
  const regions = Array.isArray(body['includedRegionCodes']) ? (body['includedRegionCodes'] as string[]) : [];
  const found = STAND_IN_PLACES.filter(
    (p) =>
      p.formattedAddress.toLowerCase().includes(typed) &&
      (regions.length === 0 || regions.includes(countryOf(p))),
  );
  const suggestions = found.map((p) => ({
    placePrediction: {
      place: `places/${p.id}`,
      placeId: p.id,
      text: { text: p.formattedAddress, matches: [{ endOffset: typed.length }] },
      structuredFormat: { mainText: { text: p.main }, secondaryText: { text: p.secondary } },
      types: ['street_address', 'geocode'],
    },
  }));
  return { status: 200, body: suggestions.length > 0 ? { suggestions } : {} };
}

function details(id: string, mask: string | undefined): Reply {
  if (!mask) {
    return googleError(
      400,
      'INVALID_ARGUMENT',
      'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
    );
  }
  const place = STAND_IN_PLACES.find((p) => p.id === id);
  if (!place) return googleError(404, 'NOT_FOUND', `Place '${id}' not found.`);
  const fields = mask === '*' ? ['id', 'formattedAddress', 'addressComponents'] : mask.split(',');
  const whole: Record<string, unknown> = {
    id: place.id,
    formattedAddress: place.formattedAddress,
    addressComponents: place.addressComponents,
  };
  return {
    status: 200,
    body: Object.fromEntries(fields.filter((f) => f in whole).map((f) => [f, whole[f]])),
  };
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

export async function startGooglePlacesStandIn(
  apiKey = 'AIzaStandInKey0123456789abcdef',
): Promise<GooglePlacesStandIn> {
  const requests: GooglePlacesStandIn['requests'] = [];
  let failing: number | undefined;
  const answer = async (req: IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
    if (failing) return googleError(failing, 'UNAVAILABLE', 'The service is currently unavailable.');
    if (req.headers['x-goog-api-key'] !== apiKey) {
      return googleError(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.');
    }
    if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
      return autocomplete(body as Record<string, unknown>);
    }
    const place = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && place?.[1]) {
      return details(decodeURIComponent(place[1]), req.headers['x-goog-fieldmask'] as string | undefined);
    }
    return googleError(404, 'NOT_FOUND', `Method not found: ${url.pathname}`);
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    answer(req).then(
      ({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(body));
      },
      () => {
        res.writeHead(400, { 'content-type': 'application/json; charset=UTF-8' });
        res.end(JSON.stringify(googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.').body));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    failWith: (status) => void (failing = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
