import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const RECAPTCHA_SCRIPT_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * Security headers. The CSP fits server-rendered pages whose only scripts are our own files under
 * /assets/ (islands): no inline or eval'd script anywhere. Inline styles stay allowed because
 * block and theme markup carries style attributes. Images and fonts may come from https hosts
 * (owners embed them); frames of our own origin are allowed so the editor can preview the site.
 */
export function securityOptions(recaptcha: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // reCAPTCHA Enterprise's script, only when the install is configured for it (forms area).
        scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPT_HOSTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Cross-origin isolation would break embedded third-party media and images.
    crossOriginEmbedderPolicy: false,
    // Full referrer to our own pages only (other sites learn nothing). Helmet's 'no-referrer' would
    // also make browsers send 'Origin: null' on our own form posts and drop the Referer a refused
    // plain form needs to go back to its page; both are how plain posts prove they are ours.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  };
}

/**
 * The headers helmet sets for these options, computed once: none of them depends on the request,
 * and running helmet per request re-parses the whole CSP every time.
 */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)(undefined as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze([...headers].map(([name, value]) => Object.freeze([name, value] as const)));
}

/** Sets the security headers on every response, as helmet would, from the precomputed list. */
export function setupSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(securityOptions(Boolean(app.config.recaptcha)));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
