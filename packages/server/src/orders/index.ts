/** The orders area as other areas see it: import it only through this file. */
export { orderAdminRoutes } from './owner-routes.js';
export {
  accessTokenHash,
  confirmationPath,
  isAccessToken,
  mintAccessToken,
  mintAccessTokens,
  orderStatusPath,
} from './order-access.js';
export { queueOrderMail, renderOrderMail, type RefundFacts } from './order-mail.js';
export { orderViewOf, type OrderView } from './order-view.js';
export { EMAIL_KINDS, renderEmail, type EmailKind, type RenderedEmail } from './email-templates.js';
