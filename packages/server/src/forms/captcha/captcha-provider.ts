import type { CaptchaAction, CaptchaWidgetConfig, Result } from '@tessera/core';
import type { Executor } from '@tessera/db';

/** Why a captcha token was refused. 'unavailable': the provider could not be asked (network). */
export type CaptchaFailure =
  | 'missing'
  | 'invalid'
  | 'expired'
  | 'replayed'
  | 'wrong-action'
  | 'wrong-form'
  | 'low-score'
  | 'unavailable';

export interface CaptchaCheck {
  db: Executor;
  websiteId: string;
  formId: string;
  action: CaptchaAction;
  token: string | null | undefined;
}

/**
 * A captcha back end. The server verifies every token itself; the browser only shows the widget
 * `widget()` describes. Expected refusals are returned, never thrown.
 *
 * @example
 * const verdict = await provider.verify({ db, websiteId, formId, action: CAPTCHA_ACTIONS.formBlock, token });
 * if (!verdict.ok) return refuse(verdict.error);
 */
export interface CaptchaProvider {
  readonly kind: CaptchaWidgetConfig['provider'];
  widget(formId: string, action: CaptchaAction): CaptchaWidgetConfig;
  verify(check: CaptchaCheck): Promise<Result<void, CaptchaFailure>>;
}
