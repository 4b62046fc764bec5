import { isObject, type Formatter, type Value } from '@tessera/template';
import { imageMarkup } from './image-markup.js';
import { timed } from '../render-timing.js';

const DATA_ARGUMENT = /^(data-[a-z][a-z0-9-]{0,40})(?:=(.*))?$/;

/**
 * `key=value` arguments as props; `data-…` arguments (with or without a value) become the
 * image's data attributes (`dataAttributes`), e.g. `data-product-gallery-main` for the islands.
 */
function argsObject(args: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const data: Record<string, string> = {};
  for (const arg of args) {
    const dataArg = DATA_ARGUMENT.exec(arg);
    const at = arg.indexOf('=');
    if (dataArg?.[1]) data[dataArg[1]] = dataArg[2] ?? '';
    else if (at > 0) out[arg.slice(0, at)] = arg.slice(at + 1);
  }
  if (Object.keys(data).length > 0) out['dataAttributes'] = data;
  return out;
}

function dimensions(originalSize: unknown): { width?: number; height?: number } {
  const match = typeof originalSize === 'string' ? /^(\d+)x(\d+)$/.exec(originalSize) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : {};
}

/** Image props from an image object of the context (assetUrl, originalSize, mediaFocalPoint, …). */
export function propsFromImage(image: Value, args: readonly string[]): Record<string, unknown> {
  const node = isObject(image) ? (image as Record<string, unknown>) : {};
  const inner = node['mainImage'];
  const main = typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : node;
  return {
    src: main['assetUrl'],
    ...dimensions(main['originalSize']),
    alt: main['altText'],
    title: node['title'] ?? main['title'],
    mediaFocalPoint: main['mediaFocalPoint'],
    systemDataVariants: main['systemDataVariants'],
    sizes: '100vw',
    ...argsObject(args),
  };
}

/**
 * `{props|image-tag}`: the input is an object of image template props (platform spec §3);
 * writes the `<img>`, or an HTML comment when a prop is invalid.
 */
export const imageTagFormatter: Formatter = {
  apply(_args, vars) {
    const slot = vars[0];
    if (!slot) return;
    slot.value = timed('image markup', () =>
      imageMarkup(isObject(slot.value) ? (slot.value as Record<string, unknown>) : {}),
    );
  },
};

/**
 * `{mainImage|responsive-image sizes=50vw priority=high class=hero}`: the input is an image (or
 * an item with a main image); props come from it (src, width/height from originalSize, alt,
 * focal point, stored variants, sizes 100vw) and from `key=value` arguments.
 */
export const responsiveImageFormatter: Formatter = {
  apply(args, vars) {
    const slot = vars[0];
    if (!slot) return;
    slot.value = timed('image markup', () => imageMarkup(propsFromImage(slot.value, args)));
  },
};
