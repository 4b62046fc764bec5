/** The waitlist area as other areas see it: import it only through this file. */
export { WAITLIST_PAGE_CONTEXT } from './page-context.js';
export { WAITLIST_PATH, waitlistRoutes } from './routes.js';
export { waitlistOwnerRoutes } from './owner-routes.js';
export { waitlistNotifyHandler } from './notify-job.js';
export {
  WAITLIST_PREFERENCES,
  holdHoursOf,
  notifyWaitlist,
  renderWaitlistMail,
  stockOfGroup,
  type WaitlistMailFacts,
} from './notify.js';
