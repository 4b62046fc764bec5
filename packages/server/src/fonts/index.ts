/**
 * The fonts the product ships and the site styles as pages print them. Below both design (which
 * saves the choice) and render (which prints it), so neither imports the other for them.
 */
export { FONTS, fontById, fontFile, fontStylesheetPath, type FontEntry } from './fonts.js';
export { siteStylesheet, type SiteStylesheet } from './site-css.js';
