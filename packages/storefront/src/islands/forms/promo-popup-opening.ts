import { shouldShowPromoPopup } from '@tessera/core';
import { pageClock } from '../../runtime/clock.js';
import type { PromoPopupContent } from './promo-popup-props.js';
import { readPopupMemory } from './promo-popup-memory.js';

/** Screens this narrow count as mobile for the owner's 'show on mobile' switch. */
export const MOBILE_QUERY = '(max-width: 640px)';

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

function scrolledPercent(): number {
  const doc = document.documentElement;
  const room = doc.scrollHeight - window.innerHeight;
  return room <= 0 ? 100 : (window.scrollY / room) * 100;
}

/**
 * Calls `open` once when the pop-up is due on this visit: never when this browser closed it
 * recently or signed up, or on a phone when the owner said so; else after the delay, or once the
 * visitor scrolled far enough. Returns the clean-up that stops watching.
 */
export function watchPopupOpening(popup: PromoPopupContent, open: () => void): () => void {
  if (!popup.showOnMobile && isMobile()) return () => undefined;
  if (!shouldShowPromoPopup(popup, readPopupMemory(), pageClock.now())) return () => undefined;
  if (popup.trigger === 'delay') {
    const timer = window.setTimeout(open, Math.max(0, popup.triggerValue) * 1000);
    return () => window.clearTimeout(timer);
  }
  const onScroll = () => {
    if (scrolledPercent() < popup.triggerValue) return;
    window.removeEventListener('scroll', onScroll);
    open();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  return () => window.removeEventListener('scroll', onScroll);
}
