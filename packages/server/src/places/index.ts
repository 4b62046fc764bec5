export { placesRoutes, PLACES_PATHS, MISSING_TRACKING_CONTEXT } from './routes.js';
export { placesOwnerRoutes } from './owner-routes.js';
export { placesCredentials } from './places-settings.js';
