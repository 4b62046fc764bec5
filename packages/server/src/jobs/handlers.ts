import { analyticsPruneHandler } from '../analytics/index.js';
import { capturePaymentHandler } from '../checkout/payments/capture-job.js';
import type { Config } from '../config.js';
import type { Mailer } from '../mail/mailer.js';
import { sendMailHandler } from '../mail/send-mail.js';
import { renewalHandler } from '../subscriptions/renewal-job.js';
import { waitlistNotifyHandler } from '../waitlist/index.js';
import type { JobHandlers } from './registry.js';

export interface HandlerDeps {
  config: Config;
  mailer: Mailer | undefined;
}

/** Every job type's handler. Areas add one line each. */
export function createJobHandlers(deps: HandlerDeps): JobHandlers {
  return {
    'send-mail': sendMailHandler(deps.mailer, deps.config.mailFrom),
    'capture-payment': capturePaymentHandler(),
    'subscription-renewal': renewalHandler(),
    'analytics-prune': analyticsPruneHandler(),
    'waitlist-notify': waitlistNotifyHandler(),
  };
}
