/**
 * Loads the self-hosted captcha widget (ALTCHA) — only forms with their captcha on and the comment form of a guest import this,
 * lazily, so other pages' JavaScript stays without it. The 'external' build injects no inline
 * styles or workers; its proof-of-work worker is bundled as a file of this site, as the page's
 * Content Security Policy (script-src 'self', no blob: workers) requires.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import ShaWorker from 'altcha/workers/sha?worker';

interface AltchaRegistry {
  algorithms: Map<string, () => Worker>;
}

const registry = (globalThis as unknown as { $altcha?: AltchaRegistry }).$altcha;
registry?.algorithms.set('SHA-256', () => new ShaWorker());
