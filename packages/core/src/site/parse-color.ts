import { err, ok } from '../result.js';
import type { Result } from '../result.js';

/** A colour as 8-bit channels and an alpha between 0 and 1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FUNCTION = /^(rgba?|hsla?|hwb)\(\s*([^()]*?)\s*\)$/i;
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(%|deg)?$/i;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

interface Component {
  readonly value: number;
  readonly unit: '' | '%' | 'deg';
}

function components(args: string): Component[] | undefined {
  const parts = args.split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  const parsed = parts.map((part) => NUMBER.exec(part));
  if (parsed.some((m) => m === null)) return undefined;
  return parsed.map((m) => ({
    value: Number(m?.[1]),
    unit: (m?.[2]?.toLowerCase() ?? '') as Component['unit'],
  }));
}

/** Alpha as a number 0–1 or a percentage; absent means opaque. */
function alphaOf(c: Component | undefined): number {
  if (!c) return 1;
  return clamp(c.unit === '%' ? c.value / 100 : c.value, 0, 1);
}

function percent(c: Component): number {
  return clamp(c.value, 0, 100) / 100;
}

function channel(c: Component): number {
  return Math.round(clamp(c.unit === '%' ? (c.value * 255) / 100 : c.value, 0, 255));
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function hwbToRgb(h: number, w: number, b: number): [number, number, number] {
  if (w + b >= 1) {
    const gray = w / (w + b);
    return [gray, gray, gray];
  }
  return hslToRgb(h, 1, 0.5).map((v) => v * (1 - w - b) + w) as [number, number, number];
}

function fromFunction(name: string, cs: Component[]): Rgba | undefined {
  if (cs.length < 3 || cs.length > 4) return undefined;
  const [c0, c1, c2, c3] = cs as [Component, Component, Component, Component?];
  const a = alphaOf(c3);
  if (name.startsWith('rgb')) return { r: channel(c0), g: channel(c1), b: channel(c2), a };
  const hue = ((c0.value % 360) + 360) % 360;
  const rgb =
    name === 'hwb' ? hwbToRgb(hue, percent(c1), percent(c2)) : hslToRgb(hue, percent(c1), percent(c2));
  const [r, g, b] = rgb.map((v) => Math.round(clamp(v, 0, 1) * 255)) as [number, number, number];
  return { r, g, b, a };
}

function fromHex(digits: string): Rgba {
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const n = Number.parseInt(full, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
}

/**
 * Read a colour string: hex of 3 or 6 digits (with or without '#'), rgb()/rgba(),
 * hsl()/hsla() or hwb(), with out-of-range components clamped and hue wrapped.
 *
 * @example
 * parseColor('#0af'); // ok({ r: 0, g: 170, b: 255, a: 1 })
 * parseColor('rgb(300, -5, 10)'); // ok({ r: 255, g: 0, b: 10, a: 1 })
 */
export function parseColor(text: string): Result<Rgba, 'invalid-color'> {
  const trimmed = text.trim();
  if (trimmed.length > 100) return err('invalid-color');
  const hex = HEX.exec(trimmed);
  if (hex?.[1]) return ok(fromHex(hex[1]));
  const fn = FUNCTION.exec(trimmed);
  const cs = fn?.[2] === undefined ? undefined : components(fn[2]);
  const rgba = fn?.[1] && cs ? fromFunction(fn[1].toLowerCase(), cs) : undefined;
  return rgba ? ok(rgba) : err('invalid-color');
}

/** '#rrggbb' of a colour (alpha dropped). */
export function toHexColor(color: Rgba): string {
  return `#${[color.r, color.g, color.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
