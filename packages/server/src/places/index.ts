export { placesRoutes, PLACES_PATHS, MISSING_TRACKING_CONTEXT } from './routes.js';
export { placesOwnerRoutes } from './owner-routes.js';
export { regionRoutes, REGIONS_PATH } from './region-routes.js';
export { placesCredentials } from './places-settings.js';
export { regionsOf, regionSpellings, sameRegion } from './regions.js';
export { addressHelpOf, type AddressHelp } from './address-help.js';
