/** Host resolution: which website a request's host names (cached), for every request. */
export { forgetWebsite } from './host-cache.js';
export { setupWebsiteResolution } from './resolve-website.js';
