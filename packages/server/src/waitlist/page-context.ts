import { PAGE_TYPES, WAITLIST_MESSAGES } from '@tessera/core';
import { ERROR_CATALOGUE } from '../errors.js';
import { registerPageContext } from '../render/index.js';

/** The query parameter a plain waitlist post comes back to its product page with. */
export const WAITLIST_NOTICE_PARAM = 'waitlist';

const ERROR_TEXTS = {
  'email-blank': WAITLIST_MESSAGES.emailBlank,
  'email-invalid': WAITLIST_MESSAGES.emailInvalid,
  unavailable: WAITLIST_MESSAGES.failure,
  'crumb-missing': ERROR_CATALOGUE['crumb-missing'].message,
  'crumb-mismatch': ERROR_CATALOGUE['crumb-mismatch'].message,
} as const;

export type WaitlistNoticeCode = 'signed-up' | keyof typeof ERROR_TEXTS;

/** `waitlistNotice` on a product page a plain waitlist form came back to. */
export interface WaitlistNotice {
  status: 'success' | 'error';
  message: string;
}

function successText(context: Readonly<Record<string, unknown>>): string {
  const id = (context['item'] as { id?: unknown } | null | undefined)?.id;
  const all = context['productMerchandisingContext'] as Record<
    string,
    { restockNotificationMessages?: Record<string, unknown> }
  >;
  const custom =
    typeof id === 'string' ? all[id]?.restockNotificationMessages?.['successMessage'] : undefined;
  return typeof custom === 'string' && custom.trim() !== '' ? custom : WAITLIST_MESSAGES.success;
}

/**
 * The outcome of a plain (no JavaScript) waitlist sign-up on the product page it came back to:
 * the product's success text or 'Signed up!' (storefront spec §4), or the error to show in the
 * form. Only a known code is read; the page is then never stored (page-contexts.ts).
 */
export const WAITLIST_PAGE_CONTEXT = registerPageContext(
  PAGE_TYPES.CONTENT_ITEM,
  'waitlistNotice',
  async ({ request, context }): Promise<WaitlistNotice | undefined> => {
    const code = (request.query as Record<string, unknown> | undefined)?.[WAITLIST_NOTICE_PARAM];
    if (typeof code !== 'string' || !context['item']) return undefined;
    if (code === 'signed-up') return { status: 'success', message: successText(context) };
    const text = Object.hasOwn(ERROR_TEXTS, code) ? ERROR_TEXTS[code as keyof typeof ERROR_TEXTS] : undefined;
    return text === undefined ? undefined : { status: 'error', message: text };
  },
  { varies: [`query:${WAITLIST_NOTICE_PARAM}`], privacy: () => 'flash' },
);
