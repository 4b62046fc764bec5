/** The seed area as other areas see it: import it only through this file. */
export { prepareDemoSite, startBanner } from './first-start.js';
export { seedDemoSite } from './seed-demo-site.js';
