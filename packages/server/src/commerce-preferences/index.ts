/** The commerce-preferences area as other areas see it: import it only through this file. */
export { commercePreferencesRoutes } from './owner-routes.js';
export { changedElsewhere, entityTag, matchesIfMatch, sendTagged } from './entity-tag.js';
