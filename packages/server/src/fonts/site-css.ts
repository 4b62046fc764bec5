import { siteStylesCss, type SiteStyles } from '@tessera/contract';
import { fontById, fontStylesheetPath, type FontEntry } from './fonts.js';

export interface SiteStylesheet {
  /** The site's custom properties and button shape (contract `siteStylesCss`). */
  css: string;
  /** Our own /fonts/ stylesheets of the chosen fonts. */
  fontStylesheets: string[];
}

/** The site styles as printed in pages, with the stylesheets of the fonts they use. */
export function siteStylesheet(styles: SiteStyles): SiteStylesheet {
  const css = siteStylesCss(styles, (id) => fontById(id)?.stack);
  const fonts = [fontById(styles.fonts.heading), fontById(styles.fonts.body)].filter(
    (font): font is FontEntry => font !== undefined,
  );
  const fontStylesheets = [
    ...new Set(fonts.map(fontStylesheetPath).filter((path): path is string => path !== null)),
  ];
  return { css, fontStylesheets };
}
