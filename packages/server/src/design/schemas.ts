import { FONT_FAMILIES, siteDesign } from '@tessera/contract';
import { z } from 'zod';

export const designBody = siteDesign.strict();
export const designAnswer = siteDesign;

export const fontList = z.object({
  fonts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      family: z.enum(FONT_FAMILIES),
      /** The CSS font-family stack to preview and render with. */
      stack: z.string(),
      /** Our own stylesheet of the font's files; null for the device's system fonts. */
      stylesheet: z.string().nullable(),
    }),
  ),
});

export const fontFileParams = z.object({
  fontId: z.string().regex(/^[a-z0-9-]{1,60}$/),
  file: z.string().regex(/^[a-z0-9-]+\.(woff2|css)$/),
});
