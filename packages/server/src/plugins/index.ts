/** The plugins area as other areas see it: import it only through this file. */
export { deepJsonError, parseForm, setupBodyParsing } from './body.js';
export { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from './json-depth.js';
export { COMPRESSION_THRESHOLD_BYTES, setupCompression } from './compression.js';
export { cookieOptions, setupCookies } from './cookies.js';
export {
  checkCrumb,
  CRUMB_COOKIE,
  ensureCrumb,
  isFormPost,
  requireCrumb,
  setupCrumbCookie,
  type CrumbFailureCode,
  type CrumbVerdict,
  type VouchedForms,
  verifiedCrumb,
} from './crumb.js';
export { crumbSecret, mintCrumb } from './crumb-signature.js';
export { addressGroup } from './address-group.js';
export { setupErrorHandling } from './error-handler.js';
export { setupOpenApi } from './openapi.js';
export { limit, setupRateLimit, type RouteLimit } from './rate-limit.js';
export { genReqId, setupRequestId } from './request-id.js';
export { isSameOriginPost } from './same-origin.js';
export { securityHeaders, securityOptions, setupSecurityHeaders } from './security.js';
export { setupShutdownBehaviour } from './shutdown.js';
export { declareDefaultErrors, errorResponses } from './error-responses.js';
