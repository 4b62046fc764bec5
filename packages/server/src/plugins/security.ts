import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const RECAPTCHA_SCRIPT_HOSTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * Security headers. The CSP fits server-rendered pages whose only scripts are our own files under
 * /assets/ (islands): no inline or eval'd script anywhere. Inline styles stay allowed because
 * block and theme markup carries style attributes. Images and fonts may come from https hosts
 * (owners embed them); frames of our own origin are allowed so the editor can preview the site.
 */
export async function setupSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // reCAPTCHA Enterprise's script, only when the install is configured for it (forms area).
        scriptSrc: ["'self'", ...(app.config.recaptcha ? RECAPTCHA_SCRIPT_HOSTS : [])],
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
  });
}
