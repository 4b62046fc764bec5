import { publishItemHandler } from './items/index.js';
import { analyticsPruneHandler } from './analytics/index.js';
import { capturePaymentHandler } from './payments/index.js';
import { releaseCheckoutPaymentHandler } from './checkout/index.js';
import type { Config } from './config.js';
import type { Mailer } from './mail/index.js';
import { sendMailHandler } from './mail/index.js';
import { reviewRequestHandler } from './reviews/index.js';
import { renewalHandler, renewalRetryHandler } from './subscriptions/index.js';
import type { JobHandlers } from './jobs/index.js';
import { waitlistNotifyHandler } from './waitlist/index.js';

export interface HandlerDeps {
  config: Config;
  mailer: Mailer | undefined;
}

/** Every job type's handler. Areas add one line each. */
export function createJobHandlers(deps: HandlerDeps): JobHandlers {
  return {
    'send-mail': sendMailHandler(deps.mailer, deps.config.mailFrom),
    'capture-payment': capturePaymentHandler(),
    'release-checkout-payment': releaseCheckoutPaymentHandler(),
    'subscription-renewal': renewalHandler(),
    'subscription-renewal-retry': renewalRetryHandler(),
    'analytics-prune': analyticsPruneHandler(),
    'waitlist-notify': waitlistNotifyHandler(),
    'publish-item': publishItemHandler(),
    'review-request': reviewRequestHandler(),
  };
}
