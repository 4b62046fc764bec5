import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { transform } from 'esbuild';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A static file of the theme, ready to send: minified where that applies, and compressed once
 * with the strongest settings (a theme loads once per process, its files are fetched by every
 * visitor), so no response ever compresses it again.
 */
export interface ThemeAsset {
  type: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
};

/** The stylesheet as served: esbuild's minified CSS (same rules, no comments or spaces). */
export async function minifyCss(source: string): Promise<string> {
  return (await transform(source, { loader: 'css', minify: true, legalComments: 'none' })).code;
}

async function asset(text: string, type: string): Promise<ThemeAsset> {
  const body = Buffer.from(text);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body, { level: 9 }),
  ]);
  return { type, body, br, gzip: gz };
}

/** The theme's stylesheets (minified) and icon, by their path in the theme. */
export async function buildThemeAssets(files: ReadonlyMap<string, string>): Promise<Map<string, ThemeAsset>> {
  const assets = new Map<string, ThemeAsset>();
  for (const [path, source] of files) {
    const extension = path.slice(path.lastIndexOf('.') + 1);
    const type = TYPES[extension];
    if (!type) continue;
    assets.set(path, await asset(extension === 'css' ? await minifyCss(source) : source, type));
  }
  return assets;
}
