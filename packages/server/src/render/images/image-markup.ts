import { IMAGE_WIDTHS, imageAltText, pickImageWidth } from '@tessera/core';
import { escapeHtml } from '../../html.js';

/**
 * The image template props (platform spec §3): src, width, height, alt; class, style, priority,
 * sizes, loader, srcset, onLoadingComplete, passthrough. Values may come from JSON or from
 * template arguments (strings), so everything is checked here.
 */
export type ImageProps = Readonly<Record<string, unknown>>;

const STANDARD_WIDTHS: readonly number[] = IMAGE_WIDTHS.map((w) => Number.parseInt(w, 10));
const BOOLEAN_PROPS = ['passthrough'] as const;
const LOADERS = ['sqs', 'raw'] as const;

/** A problem with the props, shown in the page as an HTML comment (platform spec §5). */
function problem(message: string): string {
  return `<!-- ${message.replace(/--/g, '- -')} -->`;
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

/** 'requires a positive integer, but received a negative value / non-integer value'. */
function dimensionProblem(src: string, name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') {
    return `Image with src "${src}" is missing required "${name}" property.`;
  }
  const n = toNumber(value);
  if (n === undefined || !Number.isInteger(n)) {
    return `Image with src "${src}" has "${name}" that requires a positive integer, but received a non-integer value.`;
  }
  // The spec names two messages; zero is not positive, so it reads as the negative case.
  if (n <= 0) {
    return `Image with src "${src}" has "${name}" that requires a positive integer, but received a negative value.`;
  }
  return undefined;
}

function propsProblem(props: ImageProps): string | undefined {
  const src = props['src'];
  if (typeof src !== 'string' || src === '') return 'Image is missing required "src" property.';
  const dimension =
    dimensionProblem(src, 'width', props['width']) ?? dimensionProblem(src, 'height', props['height']);
  if (dimension) return dimension;
  const priority = props['priority'];
  if (priority !== undefined && priority !== null && priority !== 'high' && priority !== 'low') {
    return `Image with src "${src}" has invalid "priority" property. Expected "high", "low" or null.`;
  }
  const loader = props['loader'] ?? 'sqs';
  if (!LOADERS.includes(loader as (typeof LOADERS)[number])) {
    return `Image with src "${src}" has unknown loader type "${String(loader)}".`;
  }
  if (props['srcset'] !== undefined && loader !== 'raw') {
    return `Image with src "${src}" has "srcset" property, which is only allowed with loader "raw".`;
  }
  if (loader === 'sqs' && (typeof props['sizes'] !== 'string' || props['sizes'] === '')) {
    return `Image with src "${src}" has loader "sqs" but is missing required "sizes" property.`;
  }
  for (const name of BOOLEAN_PROPS) {
    if (props[name] !== undefined && typeof props[name] !== 'boolean') {
      return `Image with src "${src}" has "${name}" property that must be a boolean.`;
    }
  }
  return undefined;
}

/** Stored variant widths from a `widths` array or a `systemDataVariants` list such as '100w,500w'. */
function storedWidths(props: ImageProps): number[] {
  const raw = props['widths'] ?? props['systemDataVariants'];
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const widths = list.map((w) => Number.parseInt(String(w), 10)).filter((w) => STANDARD_WIDTHS.includes(w));
  return [...new Set(widths)].sort((a, b) => a - b);
}

function withFormat(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}format=${width}w`;
}

function loadingAttributes(priority: unknown): string {
  if (priority === 'high') return ' loading="eager" fetchpriority="high"';
  if (priority === 'low') return ' loading="lazy" fetchpriority="low"';
  return ' loading="lazy"';
}

function focalStyle(props: ImageProps): string | undefined {
  const focal = props['focalPoint'] ?? props['mediaFocalPoint'];
  if (typeof focal !== 'object' || focal === null) return undefined;
  const { x, y } = focal as { x?: unknown; y?: unknown };
  if (typeof x !== 'number' || typeof y !== 'number') return undefined;
  const pct = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 10000) / 100}%`;
  return `object-position: ${pct(x)} ${pct(y)}`;
}

function sources(props: ImageProps, src: string, width: number): { src: string; srcset?: string } {
  if (props['loader'] === 'raw') {
    return typeof props['srcset'] === 'string' ? { src, srcset: props['srcset'] } : { src };
  }
  const widths = storedWidths(props);
  if (widths.length === 0) return { src };
  // The fallback `src` is the variant the width picker chooses for the width the image is shown at.
  const shown = toNumber(props['displayWidth']) ?? width;
  const picked = Number.parseInt(pickImageWidth(Math.min(shown, width)), 10);
  const best = widths.find((w) => w >= picked) ?? widths[widths.length - 1] ?? picked;
  return { src: withFormat(src, best), srcset: widths.map((w) => `${withFormat(src, w)} ${w}w`).join(', ') };
}

/**
 * An `<img>` for the image props: `srcset` of the stored variants (`assetUrl?format=500w`),
 * `sizes`, width and height (no layout shift), the focal point as `object-position`, loading by
 * priority, alt text falling back to the title cut at 250 characters. Invalid props give an HTML
 * comment naming the problem instead of an image.
 */
export function imageMarkup(props: ImageProps): string {
  const invalid = propsProblem(props);
  if (invalid) return problem(invalid);
  const width = toNumber(props['width']) ?? 0;
  const height = toNumber(props['height']) ?? 0;
  const { src, srcset } = sources(props, String(props['src']), width);
  const alt = imageAltText(asText(props['alt']), asText(props['title']));
  const style = [focalStyle(props), asText(props['style'])].filter(Boolean).join('; ');
  const attrs = [
    `src="${escapeHtml(src)}"`,
    srcset ? `srcset="${escapeHtml(srcset)}"` : '',
    typeof props['sizes'] === 'string' ? `sizes="${escapeHtml(props['sizes'])}"` : '',
    `width="${width}" height="${height}"`,
    `alt="${escapeHtml(alt)}"`,
    props['class'] ? `class="${escapeHtml(String(props['class']))}"` : '',
    style ? `style="${escapeHtml(style)}"` : '',
    dataAttributes(props['dataAttributes']),
  ].filter(Boolean);
  return `<img ${attrs.join(' ')}${loadingAttributes(props['priority'])} decoding="async">`;
}

const DATA_NAME = /^data-[a-z][a-z0-9-]{0,40}$/;

/** `data-*` attributes from `dataAttributes` ({name: value}); other names are ignored. */
function dataAttributes(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  return Object.entries(value as Record<string, unknown>)
    .filter(([name, v]) => DATA_NAME.test(name) && (typeof v === 'string' || typeof v === 'number'))
    .map(([name, v]) => (v === '' ? name : `${name}="${escapeHtml(String(v))}"`))
    .join(' ');
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
