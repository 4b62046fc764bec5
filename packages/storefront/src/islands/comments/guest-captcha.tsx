import { createElement, useEffect, useRef, type MutableRefObject } from 'react';

interface AltchaElement extends HTMLElement {
  verify(): Promise<unknown>;
  reset(): void;
}

/** What the form asks of the captcha: a solved token (solving now if need be), and a fresh start. */
export interface CaptchaHandle {
  token(): Promise<string | undefined>;
  reset(): void;
}

/**
 * The self-hosted proof of work a guest's comment carries. The widget's script loads only here,
 * after hydration, and starts solving when a field of the form gets focus.
 */
export function GuestCaptcha({
  challengeUrl,
  handleRef,
}: {
  challengeUrl: string;
  handleRef: MutableRefObject<CaptchaHandle | null>;
}) {
  const ref = useRef<AltchaElement>(null);
  useEffect(() => {
    void import('../shared/captcha/altcha-setup.js');
    const element = ref.current;
    if (!element) return undefined;
    let token: string | undefined;
    const verified = (event: Event) => {
      token = (event as CustomEvent<{ payload?: string }>).detail.payload;
    };
    const expired = () => {
      token = undefined;
    };
    element.addEventListener('verified', verified);
    element.addEventListener('expired', expired);
    handleRef.current = {
      async token() {
        if (token === undefined && typeof element.verify === 'function') await element.verify();
        return token;
      },
      reset() {
        token = undefined;
        if (typeof element.reset === 'function') element.reset();
      },
    };
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('expired', expired);
      handleRef.current = null;
    };
  }, [handleRef]);
  return createElement('altcha-widget', { ref, challenge: challengeUrl, auto: 'onfocus', name: 'altcha' });
}
