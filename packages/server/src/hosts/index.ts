/** Host resolution: which website a request's host names (cached), for every request. */
export { forgetAllWebsites, forgetWebsite } from './host-cache.js';
export { setupWebsiteResolution } from './resolve-website.js';
