import { captchaWidgetSize } from '@tessera/core';
import { createElement, useEffect, useRef, useState } from 'react';
import type { CaptchaWidgetProps } from './captcha-handle.js';
import '../../shared/captcha/altcha-setup.js';

interface AltchaElement extends HTMLElement {
  reset(): void;
  verify(): Promise<unknown>;
}

/**
 * The proof-of-work widget. It starts solving as soon as a field of its form gets focus, so by
 * the time the visitor submits the token is usually ready.
 */
export function AltchaCaptcha(props: CaptchaWidgetProps & { readonly challengeUrl: string }) {
  const ref = useRef<AltchaElement>(null);
  const [compact] = useState(() => captchaWidgetSize(props.width()) === 'compact');
  const { onSolved, onExpired, handleRef } = props;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let token: string | undefined;
    const verified = (event: Event) => {
      token = (event as CustomEvent<{ payload?: string }>).detail.payload;
      if (token) onSolved();
    };
    const expired = () => {
      token = undefined;
      onExpired();
    };
    // The widget listens for focus once loaded; if a field already had it, start at once.
    const loaded = () => {
      if (element.closest('form')?.contains(document.activeElement)) void element.verify();
    };
    element.addEventListener('verified', verified);
    element.addEventListener('expired', expired);
    element.addEventListener('load', loaded);
    handleRef.current = {
      token: () => token,
      reset: () => {
        token = undefined;
        element.reset();
      },
      available: () => true,
      start: () => {
        if (token === undefined) void element.verify();
      },
    };
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('expired', expired);
      element.removeEventListener('load', loaded);
      handleRef.current = null;
    };
  }, [onSolved, onExpired, handleRef]);
  return createElement('altcha-widget', {
    ref,
    challenge: props.challengeUrl,
    auto: 'onfocus',
    name: 'altcha',
    configuration: JSON.stringify({ hideFooter: compact, hideLogo: compact }),
  });
}
