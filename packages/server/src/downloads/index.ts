/** The downloads area as other areas see it: import it only through this file. */
export { downloadToken } from './download-links.js';
export { downloadLinksOf, type DownloadLink } from './download-view.js';
export { grantDownloads } from './grant-downloads.js';
export { downloadRoutes } from './routes.js';
