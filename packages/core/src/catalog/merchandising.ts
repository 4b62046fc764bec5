/**
 * Per-product merchandising settings (storefront spec §3). `restockNotificationHiddenByDefault`
 * is our name for the "waitlist form hidden by default" setting the spec describes without a
 * field name.
 */
export interface MerchandisingContext {
  readonly restockNotificationViews?: readonly unknown[];
  readonly restockNotificationMessages?: Readonly<Record<string, string>>;
  readonly restockNotificationHiddenByDefault?: boolean;
  readonly mailingListSignUpEnabled?: boolean;
  readonly mailingListOptInByDefault?: boolean;
  readonly scarcityEnabled?: boolean;
  readonly scarcityTemplateViews?: readonly unknown[];
  readonly scarcityText?: string;
  readonly scarcityShownByDefault?: boolean;
  readonly customSoldOutText?: string | null;
}

/** The last fallback of the sold-out badge. */
export const DEFAULT_SOLD_OUT_TEXT = 'sold out';

function nonBlank(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The sold-out badge text: the product's custom text, else the site's localized text, else
 * 'sold out'.
 *
 * @example
 * soldOutText({ customSoldOutText: 'Gone!' }); // 'Gone!'
 */
export function soldOutText(context: MerchandisingContext | undefined, localized?: string | null): string {
  if (nonBlank(context?.customSoldOutText)) return context.customSoldOutText;
  return nonBlank(localized) ? localized : DEFAULT_SOLD_OUT_TEXT;
}

/** The scarcity message is rendered only when enabled for the product. */
export function showsScarcity(context: MerchandisingContext | undefined): boolean {
  return context?.scarcityEnabled === true;
}

/** Whether an enabled scarcity message starts visible (otherwise it waits for a variant choice). */
export function isScarcityShownByDefault(context: MerchandisingContext | undefined): boolean {
  return showsScarcity(context) && context?.scarcityShownByDefault === true;
}

/** The waitlist sign-up form is rendered only when the product has restock views. */
export function showsWaitlistForm(context: MerchandisingContext | undefined): boolean {
  return (context?.restockNotificationViews?.length ?? 0) > 0;
}

/** Whether the waitlist form starts hidden: only when so configured. */
export function isWaitlistFormHiddenByDefault(context: MerchandisingContext | undefined): boolean {
  return context?.restockNotificationHiddenByDefault === true;
}
