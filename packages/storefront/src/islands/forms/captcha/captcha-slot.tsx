import type { CaptchaAlignment, CaptchaWidgetConfig } from '@tessera/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CaptchaWidgetProps } from './captcha-handle.js';

// Each widget is its own chunk, fetched only by forms that have their captcha on.
const AltchaCaptcha = lazy(() => import('./altcha-captcha.js').then((m) => ({ default: m.AltchaCaptcha })));
const RecaptchaCaptcha = lazy(() =>
  import('./recaptcha-captcha.js').then((m) => ({ default: m.RecaptchaCaptcha })),
);

export interface CaptchaSlotProps extends CaptchaWidgetProps {
  readonly config: CaptchaWidgetConfig;
  readonly alignment: CaptchaAlignment;
  /** The badge shows only while a field of the form has focus (storefront spec §4). */
  readonly visible: boolean;
}

/**
 * Where the form's captcha sits. The server renders the empty slot; the widget mounts in the
 * browser after hydration, so server and browser markup agree.
 */
export function CaptchaSlot({ config, alignment, visible, ...widget }: CaptchaSlotProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div
      className={`ts-form-captcha ts-form-captcha--${alignment}`}
      hidden={!visible}
      style={{ colorScheme: widget.theme }}
    >
      {mounted ? (
        <Suspense fallback={null}>
          {config.provider === 'altcha' ? (
            <AltchaCaptcha {...widget} challengeUrl={config.challengeUrl} />
          ) : (
            <RecaptchaCaptcha {...widget} siteKey={config.siteKey} action={config.action} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}
