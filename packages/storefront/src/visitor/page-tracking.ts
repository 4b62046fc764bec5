import { formatVisitorRecord, PUBLIC_API_PATHS, shouldTrack, type CensusState } from '@tessera/core';
import { pageClock } from '../runtime/clock.js';
import type { CensusConfig } from './config.js';
import { beacon, postForm, postJson } from './send.js';

function localStorageSupported(): boolean {
  try {
    localStorage.setItem('ts-ls', '1');
    localStorage.removeItem('ts-ls');
    return true;
  } catch {
    return false;
  }
}

/** The analytics hit payload (storefront spec §3). */
function hitData(config: CensusConfig, state: CensusState) {
  return {
    visitorCookie: formatVisitorRecord(state.record),
    websiteId: config.websiteId,
    templateId: config.templateId,
    website_locale: config.locale,
    userAgent: navigator.userAgent,
    clientDate: pageClock.now(),
    viewportWidth: innerWidth,
    viewportHeight: innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    url: location.href,
    title: document.title.slice(0, 512),
    itemId: config.itemId,
    recordType: config.recordType,
    collectionId: config.collectionId,
    localStorageSupported: localStorageSupported(),
    queryString: location.search,
    referrer: document.referrer,
    pageType: config.pageType,
    template: config.template,
  };
}

function recordHit(event: number, config: CensusConfig, state: CensusState): void {
  beacon(
    PUBLIC_API_PATHS.censusHit,
    new URLSearchParams({
      event: String(event),
      data: JSON.stringify(hitData(config, state)),
      ss_cvr: formatVisitorRecord(state.record),
    }),
  );
}

const MAX_BUTTON_RENDERS = 10;
// Analytics event types and page types (storefront spec §2, §3) as literals: the tables stay out of the bundle.
const PAGE_VIEW = 1;
const HEARTBEAT = 10;
const PAYWALL = 107;
const ACCESS_DENIED = 106;
const BUTTONS = 'a.sqs-block-button-element, .ts-button, [data-census-button]';

function buttonFields(element: Element, config: CensusConfig) {
  const label = (element.getAttribute('data-census-button') || element.textContent || '')
    .trim()
    .slice(0, 200);
  return {
    url: location.href,
    pageType: config.pageType,
    template: config.template,
    label: label || 'Button',
    destination: element.getAttribute('href'),
  };
}

/**
 * Page view, tracking events and button census for a page the skip rules allow: a hit now, a
 * heartbeat when the page is hidden (it measures the visit's length), ViewProduct on product
 * pages, VideoPaywall and AccessDenied on those pages, button renders and clicks.
 */
export function startPageTracking(config: CensusConfig, state: CensusState | null): void {
  const data = (extra: object = {}) =>
    JSON.stringify({ url: location.href, pageType: config.pageType, template: config.template, ...extra });
  if (config.pageType === PAYWALL)
    postForm(PUBLIC_API_PATHS.recordEvent, { event: 'VideoPaywall', data: data() });
  if (config.pageType === ACCESS_DENIED)
    postForm(PUBLIC_API_PATHS.recordEvent, { event: 'AccessDenied', data: data() });
  const tracked =
    state !== null &&
    shouldTrack({
      hasCensusCookie: true,
      accountRoles: null,
      path: location.pathname,
      pageType: config.pageType,
    });
  if (!tracked) return;
  recordHit(PAGE_VIEW, config, state);
  if (config.isProduct && config.itemId) {
    postForm(PUBLIC_API_PATHS.recordEvent, {
      event: 'ViewProduct',
      data: data({ productId: config.itemId }),
    });
  }
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') recordHit(HEARTBEAT, config, state);
  });
  // One render per distinct button label, at most MAX_BUTTON_RENDERS a page.
  const labels = new Set<string>();
  for (const button of document.querySelectorAll(BUTTONS)) {
    const fields = buttonFields(button, config);
    if (labels.has(fields.label) || labels.size >= MAX_BUTTON_RENDERS) continue;
    labels.add(fields.label);
    postJson(PUBLIC_API_PATHS.censusButtonRender, fields);
  }
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(BUTTONS);
    if (button) postJson(PUBLIC_API_PATHS.censusButtonClick, buttonFields(button, config));
  });
}
