import { captchaWidgetSize, FORM_MESSAGES } from '@tessera/core';
import type { CaptchaAction } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import type { CaptchaWidgetProps } from './captcha-handle.js';

interface RenderParameters {
  sitekey: string;
  action: string;
  theme: 'light' | 'dark';
  size: 'compact' | 'normal';
  callback: (token: string) => void;
  'expired-callback': () => void;
}

/** The part of the reCAPTCHA Enterprise browser API the form uses. */
export interface EnterpriseApi {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: RenderParameters): number;
  reset(widgetId?: number): void;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js?render=explicit';

let loading: Promise<EnterpriseApi | undefined> | undefined;

function currentApi(): EnterpriseApi | undefined {
  return (window as unknown as { grecaptcha?: { enterprise?: EnterpriseApi } }).grecaptcha?.enterprise;
}

/** The provider's script, loaded once per page; undefined when it is absent or fails to load. */
export function loadEnterpriseApi(): Promise<EnterpriseApi | undefined> {
  const present = currentApi();
  if (present) return Promise.resolve(present);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(currentApi());
    script.onerror = () => resolve(undefined);
    document.head.append(script);
  });
  return loading;
}

/**
 * reCAPTCHA Enterprise's widget, rendered for the form's action; compact below 320 px. When the
 * provider's script is absent, 'ReCaptcha has not been set up!' is reported (platform spec §8)
 * and the form refuses to submit with that text.
 */
export function RecaptchaCaptcha(
  props: CaptchaWidgetProps & { readonly siteKey: string; readonly action: CaptchaAction },
) {
  const ref = useRef<HTMLDivElement>(null);
  const [absent, setAbsent] = useState(false);
  const { siteKey, action, theme, width, onSolved, onExpired, handleRef } = props;
  useEffect(() => {
    let cancelled = false;
    let api: EnterpriseApi | undefined;
    let widgetId: number | undefined;
    let token: string | undefined;
    let missing = false;
    handleRef.current = {
      token: () => token,
      reset: () => {
        token = undefined;
        if (api && widgetId !== undefined) api.reset(widgetId);
      },
      available: () => !missing,
      // The visitor solves this widget themselves.
      start: () => undefined,
    };
    void loadEnterpriseApi().then((loaded) => {
      if (cancelled) return;
      if (!loaded) {
        missing = true;
        console.error(FORM_MESSAGES.recaptchaNotSetUp);
        setAbsent(true);
        return;
      }
      api = loaded;
      loaded.ready(() => {
        const container = ref.current;
        if (cancelled || !container) return;
        widgetId = loaded.render(container, {
          sitekey: siteKey,
          action,
          theme,
          size: captchaWidgetSize(width()),
          callback: (value) => {
            token = value;
            onSolved();
          },
          'expired-callback': () => {
            token = undefined;
            onExpired();
          },
        });
      });
    });
    return () => {
      cancelled = true;
      handleRef.current = null;
    };
  }, [siteKey, action, theme, width, onSolved, onExpired, handleRef]);
  return (
    <div ref={ref} className="ts-form-captcha__widget">
      {absent ? <p className="ts-form-captcha__absent">{FORM_MESSAGES.recaptchaNotSetUp}</p> : null}
    </div>
  );
}
