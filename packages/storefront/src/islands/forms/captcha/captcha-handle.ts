/** What the form asks of a captcha widget, whichever provider draws it. */
export interface CaptchaHandle {
  /** The token of the last solved challenge, if it has not been used or expired. */
  token(): string | undefined;
  /** Clears the widget for a fresh challenge (after a token was used or refused). */
  reset(): void;
  /** False once the widget is known to be absent (its script could not be loaded). */
  available(): boolean;
  /** Starts solving a challenge, for widgets that can (the proof of work); a no-op for others. */
  start(): void;
}

export interface CaptchaWidgetProps {
  readonly theme: 'light' | 'dark';
  /** Width of the form, for the compact widget below 320 px. */
  readonly width: () => number;
  readonly onSolved: () => void;
  readonly onExpired: () => void;
  readonly handleRef: { current: CaptchaHandle | null };
}
