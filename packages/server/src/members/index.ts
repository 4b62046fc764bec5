/** The members area as other areas see it: import it only through this file. */
export { COURSE_PAGE_CONTEXTS } from './course-context.js';
export { grantPurchasedAccess } from './grant.js';
export { orderMemberships, type OrderMembership } from './order-memberships.js';
export { memberOwnerRoutes } from './owner-member-routes.js';
export { memberAreaOwnerRoutes } from './owner-routes.js';
export { MEMBER_PAGE_CONTEXTS, memberPageRoutes } from './pages.js';
export { memberRoutes } from './routes.js';
export { memberGateOf } from './visitor-gate.js';
