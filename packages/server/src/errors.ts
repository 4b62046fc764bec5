import { MAX_LINE_QUANTITY } from '@tessera/core';
import { z } from 'zod';

/**
 * The one error catalogue: every error the server reports to a client, with its HTTP status and
 * the exact user-facing message (spec wording where the spec gives one). `errors.test.ts` checks
 * that every code used in the code base is here and every entry here is used.
 */
export const ERROR_CATALOGUE = {
  'validation-failed': { status: 400, message: 'One or more fields is invalid, please check your entries.' },
  'invalid-credentials': { status: 401, message: 'Invalid email or password.' },
  'not-signed-in': { status: 401, message: 'Please sign in to continue.' },
  'csrf-invalid': { status: 403, message: 'Your session has expired. Please reload the page and try again.' },
  'crumb-missing': {
    status: 403,
    message: 'Please enable cookies in your browser, reload the page, and try again.',
  },
  'crumb-mismatch': {
    status: 403,
    message: 'Your session has expired. Please reload the page and try again.',
  },
  forbidden: { status: 403, message: 'You do not have permission to do that.' },
  'main-navigation-missing': { status: 404, message: 'Unable to find site main navigation' },
  'too-many-products': { status: 409, message: 'A collection can hold at most 200 products.' },
  'too-many-categories': { status: 409, message: 'A store can hold at most 10000 categories.' },
  'too-many-items': {
    status: 409,
    message: 'A collection in custom order can hold at most 250 items.',
  },
  'too-many-blocks': { status: 400, message: 'A layout can hold at most 60 blocks.' },
  // The studio: a save based on a version someone else has replaced (page drafts, products, stock).
  'changed-elsewhere': {
    status: 409,
    message:
      'This was changed elsewhere since you opened it. Your changes are still here: review the latest version, then save again.',
  },
  'idempotency-key-reused': {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  'file-too-large': {
    status: 413,
    message: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  },
  // An image over MAX_IMAGE_PIXELS (a decompression bomb), in the size message's style.
  'image-too-many-pixels': {
    status: 413,
    message: 'The file {fileName} has too many pixels. The maximum allowed image size is {maxPixels} pixels.',
  },
  'file-type-unsupported': {
    status: 415,
    message: 'The file {fileName} does not appear to be a supported file of the expected type.',
  },
  'upload-failed': { status: 400, message: 'There was a problem while uploading your file.' },
  'rename-failed': { status: 400, message: 'There was a problem while renaming your file.' },
  'form-key-invalid': { status: 401, message: 'Unable to submit form. Please try again later.' },
  'form-not-configured': { status: 404, message: 'This form has not been configured yet.' },
  'form-rate-limited': {
    status: 429,
    message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  },
  'form-send-failed': { status: 500, message: 'Unable to send form. Please try again later.' },
  'form-fields-unparseable': {
    status: 400,
    message: 'Could not parse the form fields, please check your entries.',
  },
  'captcha-incomplete': { status: 400, message: 'Complete CAPTCHA before submitting.' },
  'captcha-failed': { status: 400, message: 'reCAPTCHA failed. Refresh this page and try again.' },
  'mailing-list-name-taken': { status: 409, message: 'A mailing list with this name already exists.' },
  'website-not-found': { status: 404, message: 'No website is configured for this address.' },
  'not-found': { status: 404, message: 'The page you requested could not be found.' },
  'payload-too-large': { status: 413, message: 'The request is too large.' },
  'unsupported-media-type': { status: 415, message: 'This content type is not supported.' },
  // Cart rules (storefront spec §5); the body's `error` is the rule's exact message (e.g. the
  // option names filled in, or 'Quantity must be a whole number').
  'cart-options-unselected': { status: 400, message: 'Please select the {option} option.' },
  'cart-variant-unavailable': {
    status: 400,
    message: 'Sorry, that item variant is unavailable. Please select another variant.',
  },
  'cart-quantity-invalid': { status: 400, message: 'Quantity must be a number.' },
  'cart-gift-card-denomination': { status: 400, message: 'Select a denomination for the Gift Card' },
  'cart-not-enough-stock': { status: 409, message: 'Sorry, we do not have enough of that item available.' },
  // Server-side cart limits and purchase paths (the spec leaves these unshown; wording is ours).
  'cart-subscription-only': {
    status: 400,
    message: 'This item is sold as a subscription. Please use Subscribe.',
  },
  'cart-not-subscribable': { status: 400, message: 'This item is not sold as a subscription.' },
  'cart-quantity-limit': {
    status: 400,
    message: `A cart can hold at most ${MAX_LINE_QUANTITY} of one item.`,
  },
  'cart-full': { status: 400, message: 'A cart can hold at most 100 different items.' },
  // Checkout, payments and orders (issue 5). The spec's texts where it has them; the rest is ours.
  'card-data-refused': { status: 400, message: 'Card numbers can only be entered in the payment form.' },
  'checkout-cart-empty': { status: 400, message: 'You have nothing in your shopping cart.' },
  'checkout-details-missing': { status: 400, message: 'Please enter your email address.' },
  'checkout-shipping-unavailable': { status: 400, message: 'Shipping is not available to this address.' },
  'checkout-minimum-subtotal': {
    status: 400,
    message: 'To check out, your order subtotal must be {subtotal} or more.',
  },
  'checkout-too-many-codes': { status: 400, message: 'A checkout can hold at most 5 codes.' },
  'checkout-gift-card-invalid': { status: 400, message: 'This gift card code is not valid.' },
  'checkout-gift-card-changed': {
    status: 409,
    message: 'The balance of a gift card changed. Please review your order.',
  },
  'checkout-coupon-unavailable': { status: 409, message: 'This coupon has reached its usage limit.' },
  'checkout-prices-changed': { status: 409, message: 'Some prices have changed. Please review your order.' },
  'checkout-payment-missing': { status: 400, message: 'Please enter your card details.' },
  'idempotency-key-missing': { status: 400, message: 'An Idempotency-Key header is required.' },
  'payment-token-invalid': {
    status: 400,
    message: 'Your card details have expired. Please enter them again.',
  },
  'payment-declined': { status: 402, message: 'Your card was declined.' },
  'payment-failed': {
    status: 402,
    message: 'An error occurred while processing your card. Please try again.',
  },
  'tax-rule-exists': { status: 409, message: 'A tax rule for this country and region already exists.' },
  'coupon-code-taken': { status: 409, message: 'A coupon with this code already exists.' },
  'order-not-fulfillable': { status: 409, message: 'Only pending orders can be marked fulfilled.' },
  'order-not-cancellable': {
    status: 409,
    message: 'Only orders that have not shipped and are not cancelled can be cancelled.',
  },
  // Payment providers (issue 15).
  'webhook-signature-invalid': { status: 400, message: 'The webhook signature does not match.' },
  'webhook-malformed': { status: 400, message: 'The webhook event is not understood.' },
  'payment-secrets-key-missing': {
    status: 409,
    message: 'Set TESSERA_SECRETS_KEY on the server before saving payment provider secrets.',
  },
  'payment-secrets-unreadable': {
    status: 409,
    message:
      'The stored secrets of this provider cannot be read with the server’s key. Enter all of them again.',
  },
  'places-encryption-key-missing': {
    status: 409,
    message: 'Set TESSERA_SECRETS_KEY on the server before saving an address autocomplete key.',
  },
  'places-key-required': { status: 400, message: 'Enter the API key of the address autocomplete provider.' },
  'payment-provider-unavailable': { status: 409, message: 'This payment provider is not available yet.' },
  'payment-provider-not-configured': {
    status: 409,
    message: 'Enter this provider’s keys before choosing it to take payments.',
  },
  'payment-provider-in-use': {
    status: 409,
    message: 'This provider takes the store’s payments. Choose another provider first.',
  },
  'order-not-refundable': { status: 409, message: 'This order has no card payment left to refund.' },
  'refund-too-large': {
    status: 400,
    message: 'A refund cannot be more than what was charged and not yet refunded.',
  },
  'download-unavailable': {
    status: 410,
    message: 'This download link has expired or has been used too many times.',
  },
  'subscription-not-active': { status: 409, message: 'This subscription is no longer active.' },
  'subscription-not-paused': { status: 409, message: 'This subscription is not paused.' },
  'subscription-not-past-due': { status: 409, message: 'This subscription has no failed renewal to retry.' },
  // A subscriber's card update where the store's payment provider cannot keep a card without a payment yet.
  'card-update-unavailable': {
    status: 409,
    message: 'This store cannot take a new card for a subscription yet. Please contact the store.',
  },
  // Waitlist sign-ups (storefront spec §5).
  'waitlist-email-blank': { status: 400, message: 'Email cannot be blank' },
  'waitlist-email-invalid': { status: 400, message: 'Email is invalid' },
  // Site settings: the hosts a site answers for (wording ours; the spec shows none).
  'domain-taken': { status: 409, message: 'This domain is already used by another site.' },
  'domain-in-use': {
    status: 409,
    message: 'You are using this domain right now. Open the studio at another of its domains to remove it.',
  },
  // The site-wide lock screen (issue 11; wording ours, the spec shows none).
  'lock-revision-gone': {
    status: 410,
    message: 'This lock screen change is too old to undo or redo. Set the password again instead.',
  },
  // A public API of a site behind its lock screen, asked by a visitor who has not entered the password.
  'site-locked': { status: 401, message: 'This site is password protected.' },
  // Contributors (issue 11; wording ours, the spec shows none).
  'contributor-exists': { status: 409, message: 'This person is already a contributor of this site.' },
  'last-administrator': {
    status: 409,
    message: 'A site needs at least one administrator. Make another contributor an administrator first.',
  },
  'invitation-invalid': {
    status: 410,
    message:
      'This invitation link has expired or has already been used. Ask the site’s administrator to invite you again.',
  },
  'invitation-password-wrong': {
    status: 401,
    message: 'This email address already has an account: enter its password to accept.',
  },
  // More sites in one install (issue 11; wording ours, the spec shows none).
  'not-install-admin': {
    status: 403,
    message: 'Only an administrator of this installation can create websites.',
  },
  'site-slug-taken': { status: 409, message: 'Another website already uses this address name.' },
  'handoff-invalid': {
    status: 410,
    message: 'This sign-in link has expired or has already been used. Switch sites again from the studio.',
  },
  // Site users (issue 14): the spec shows none of these; the wording is ours, and never says
  // whether an address has an account.
  'site-user-locked': {
    status: 429,
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  },
  'site-user-link-invalid': {
    status: 400,
    message: 'This link has expired or has already been used. Please ask for a new one.',
  },
  'site-user-xsrf-invalid': { status: 403, message: 'Your session has expired. Please sign in again.' },
  'site-user-language-unavailable': { status: 400, message: 'This language is not offered on this site.' },
  'site-user-address-limit': {
    status: 409,
    message: 'You can keep up to 20 addresses. Delete one to add another.',
  },
  // Comments (issue 19): the spec shows none of these; the wording is ours.
  'comments-closed': { status: 403, message: 'Comments are closed for this post.' },
  'comment-sign-in-required': { status: 403, message: 'Please sign in to comment.' },
  'comment-reply-unavailable': {
    status: 400,
    message: 'The comment you are replying to is no longer available.',
  },
  'rate-limited': { status: 429, message: 'Please try again in a few seconds.' },
  internal: { status: 500, message: 'Something went wrong' },
  'service-unavailable': {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The catalogue codes answered with 429 Too Many Requests. */
export type TooManyRequestsCode = {
  [K in ErrorCode]: (typeof ERROR_CATALOGUE)[K]['status'] extends 429 ? K : never;
}[ErrorCode];

/**
 * The `Retry-After` (seconds) every 429 carries when nothing more exact is known (the rate-limit
 * plugin sets its own window's remainder first): the site-wide form cap counts the last minute,
 * a locked-out sign-in waits its 15 minutes, anything else a few seconds. A new 429 code does not
 * compile until it is given one here.
 */
export const RETRY_AFTER_SECONDS = {
  'form-rate-limited': 60,
  'site-user-locked': 900,
  'rate-limited': 5,
} as const satisfies Record<TooManyRequestsCode, number>;

/** Body of every error response: `error` is the message to show, `errors` per-field messages. */
export type ErrorBody = z.output<typeof errorBodySchema>;

/**
 * An error the client should see, by catalogue code. Throw it from a route or preHandler;
 * the error handler turns it into the catalogue status and message.
 * @example throw new AppError('forbidden');
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    fields?: Record<string, string>,
    message: string = ERROR_CATALOGUE[code].message,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CATALOGUE[code].status;
    this.fields = fields;
  }

  /** A service's failure (`failure.ts`), thrown by a route to the error handler. */
  static of(failed: {
    code: ErrorCode;
    message?: string | undefined;
    fields?: Readonly<Record<string, string>> | undefined;
  }): AppError {
    return new AppError(failed.code, failed.fields && { ...failed.fields }, failed.message);
  }
}

export function errorBody(code: ErrorCode, requestId?: string, fields?: Record<string, string>): ErrorBody {
  return {
    code,
    error: ERROR_CATALOGUE[code].message,
    ...(fields && { errors: fields }),
    ...(requestId && { requestId }),
  };
}

const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/**
 * The error body as a schema: routes declare it for their 4xx answers (`plugins/error-responses.ts`)
 * and the OpenAPI document names it `ErrorBody`, so browser code reads errors from the contract.
 */
export const errorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES),
    error: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
    /** Set on the cart's and reviews' crumb failures: the islands then explain sessions or cookies. */
    crumbFail: z.literal(true).optional(),
  })
  .meta({ id: 'ErrorBody', description: 'Every error answer: `error` is the message to show.' });
