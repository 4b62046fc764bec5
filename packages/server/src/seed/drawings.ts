import { isDarkColor, parseColor } from '@tessera/core';
import { escapeHtml } from '../html.js';
import { BRAND, PALETTE } from './brand.js';

/** The flat product silhouettes the demo pictures are drawn with (on a 1000 × 1000 canvas). */
export type Shape =
  | 'shirt'
  | 'apron'
  | 'mug'
  | 'bowl'
  | 'napkins'
  | 'tote'
  | 'book'
  | 'pattern'
  | 'pot'
  | 'card'
  | 'skein'
  | 'candle'
  | 'blanket'
  | 'planter';

const DETAIL = 'rgba(46,42,36,0.35)';
const line = (d: string, width = 8) =>
  `<path d="${d}" fill="none" stroke="${DETAIL}" stroke-width="${width}" stroke-linecap="round"/>`;

const SHAPES: Readonly<Record<Shape, (fill: string) => string>> = {
  shirt: (f) =>
    `<path d="M330 300 L425 255 Q500 300 575 255 L670 300 L770 410 L705 462 L660 420 L660 745 L340 745 L340 420 L295 462 L230 410 Z" fill="${f}"/>` +
    line('M425 255 L500 330 L575 255') +
    line('M500 330 L500 745', 4) +
    [380, 450, 520, 590, 660].map((y) => `<circle cx="500" cy="${y}" r="9" fill="${DETAIL}"/>`).join('') +
    `<rect x="548" y="400" width="80" height="90" rx="6" fill="none" stroke="${DETAIL}" stroke-width="5"/>`,
  apron: (f) =>
    `<path d="M420 310 C 400 190, 600 190, 580 310" fill="none" stroke="${f}" stroke-width="26"/>` +
    `<path d="M405 300 L595 300 L600 390 L690 430 L665 770 L335 770 L310 430 L400 390 Z" fill="${f}"/>` +
    `<rect x="420" y="540" width="160" height="110" rx="8" fill="none" stroke="${DETAIL}" stroke-width="6"/>` +
    line('M310 430 L240 470') +
    line('M690 430 L760 470'),
  mug: (f) =>
    `<path d="M612 430 C 720 420, 720 620, 612 610" fill="none" stroke="${f}" stroke-width="44"/>` +
    `<rect x="350" y="330" width="270" height="390" rx="36" fill="${f}"/>` +
    `<ellipse cx="485" cy="340" rx="135" ry="24" fill="${DETAIL}"/>` +
    [
      [400, 450],
      [470, 520],
      [430, 600],
      [540, 470],
      [560, 640],
      [505, 680],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${DETAIL}"/>`)
      .join(''),
  bowl: (f) =>
    `<path d="M260 450 Q500 830 740 450 Z" fill="${f}"/>` +
    `<ellipse cx="500" cy="450" rx="240" ry="48" fill="${f}" stroke="${DETAIL}" stroke-width="6"/>` +
    `<ellipse cx="500" cy="452" rx="200" ry="32" fill="${DETAIL}"/>`,
  napkins: (f) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${320 + i * 24}" y="${330 + i * 70}" width="360" height="300" rx="10" fill="${f}" stroke="${DETAIL}" stroke-width="5"/>`,
      )
      .join('') +
    line('M368 630 L728 630', 4) +
    line('M548 470 L548 770', 4),
  tote: (f) =>
    `<path d="M410 400 C 410 260, 590 260, 590 400" fill="none" stroke="${f}" stroke-width="24"/>` +
    `<rect x="330" y="390" width="340" height="370" rx="14" fill="${f}"/>` +
    `<rect x="420" y="520" width="160" height="120" rx="8" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="6"/>`,
  book: (f) =>
    `<rect x="360" y="270" width="290" height="460" rx="10" fill="${f}"/>` +
    `<rect x="360" y="270" width="36" height="460" fill="${DETAIL}"/>` +
    `<path d="M520 380 C 610 420, 600 540, 520 600 C 440 540, 430 420, 520 380 Z" fill="${PALETTE.moss}"/>` +
    line('M520 400 L520 640', 5),
  pattern: (f) =>
    `<g transform="rotate(-6 500 500)"><rect x="330" y="260" width="340" height="480" fill="${f}"/>` +
    `<path d="M380 330 C 480 300, 560 420, 620 380 L600 690 L400 690 Z" fill="none" stroke="${PALETTE.rust}" stroke-width="6" stroke-dasharray="18 12"/></g>` +
    `<circle cx="690" cy="710" r="28" fill="none" stroke="${PALETTE.ink}" stroke-width="10"/>` +
    `<circle cx="750" cy="680" r="28" fill="none" stroke="${PALETTE.ink}" stroke-width="10"/>` +
    `<path d="M712 690 L640 560 M728 668 L680 550" stroke="${PALETTE.ink}" stroke-width="10" stroke-linecap="round"/>`,
  pot: (f) =>
    [
      'M420 380 c -30 -40, 30 -60, 0 -110',
      'M500 380 c -30 -40, 30 -60, 0 -110',
      'M580 380 c -30 -40, 30 -60, 0 -110',
    ]
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="rgba(255,255,255,0.6)" stroke-width="10" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M330 430 L670 430 L660 690 Q500 770 340 690 Z" fill="${f}"/>` +
    `<rect x="300" y="415" width="400" height="34" rx="17" fill="${f}" stroke="${DETAIL}" stroke-width="5"/>` +
    `<ellipse cx="500" cy="432" rx="160" ry="14" fill="${PALETTE.indigo}"/>`,
  card: (f) =>
    `<rect x="280" y="350" width="440" height="280" rx="28" fill="${f}"/>` +
    `<rect x="560" y="350" width="34" height="280" fill="${PALETTE.rust}"/>` +
    `<path d="M577 430 C 520 380, 500 440, 577 445 C 654 440, 634 380, 577 430 Z" fill="${PALETTE.rust}"/>` +
    `<text x="320" y="590" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="40" fill="${PALETTE.ink}">Gift Card</text>`,
  skein: (f) =>
    [-30, -10, 10, 30]
      .map(
        (a) =>
          `<ellipse cx="500" cy="500" rx="230" ry="92" transform="rotate(${a} 500 500)" fill="none" stroke="${f}" stroke-width="38"/>`,
      )
      .join('') + `<rect x="470" y="410" width="60" height="180" rx="10" fill="${PALETTE.natural}"/>`,
  candle: (f) =>
    `<circle cx="500" cy="320" r="110" fill="rgba(255,220,150,0.18)"/>` +
    `<path d="M500 250 C 540 310, 530 360, 500 372 C 470 360, 460 310, 500 250 Z" fill="#f6c35b"/>` +
    line('M500 372 L500 400', 6) +
    `<rect x="405" y="398" width="190" height="350" rx="16" fill="${f}"/>` +
    line('M430 440 L430 720', 4),
  blanket: (f) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="300" y="${360 + i * 95}" width="400" height="90" rx="20" fill="${f}" stroke="${DETAIL}" stroke-width="5"/>`,
      )
      .join('') +
    Array.from({ length: 14 }, (_, i) => line(`M${318 + i * 28} 645 L${318 + i * 28} 700`, 5)).join(''),
  planter: (f) =>
    `<ellipse cx="440" cy="380" rx="46" ry="120" transform="rotate(-28 440 380)" fill="${PALETTE.moss}"/>` +
    `<ellipse cx="565" cy="360" rx="46" ry="130" transform="rotate(24 565 360)" fill="${PALETTE.sage}"/>` +
    `<ellipse cx="505" cy="330" rx="40" ry="140" fill="${PALETTE.moss}"/>` +
    `<path d="M350 470 L650 470 L615 750 L385 750 Z" fill="${f}"/>` +
    [400, 450, 500, 550, 600].map((x) => line(`M${x} 490 L${x + (500 - x) * 0.08} 730`, 5)).join(''),
};

function textColour(background: string): string {
  const parsed = parseColor(background);
  return parsed.ok && isDarkColor(parsed.value) ? PALETTE.paper : PALETTE.ink;
}

const SERIF = 'DejaVu Serif, Liberation Serif, Georgia, serif';
const SANS = 'DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif';

function labels(title: string, background: string): string {
  const colour = textColour(background);
  const size = title.length > 26 ? 44 : 54;
  return (
    `<text x="500" y="120" text-anchor="middle" font-family="${SANS}" font-size="26" letter-spacing="6" fill="${colour}" opacity="0.8">${escapeHtml(BRAND.name.toUpperCase())}</text>` +
    `<text x="500" y="890" text-anchor="middle" font-family="${SERIF}" font-size="${size}" fill="${colour}">${escapeHtml(title)}</text>`
  );
}

/** A square product picture: the silhouette in `fill` on a flat `background`, with the product name. */
export function productSvg(shape: Shape, title: string, background: string, fill: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">` +
    `<rect width="1000" height="1000" fill="${background}"/>` +
    `<ellipse cx="500" cy="770" rx="300" ry="34" fill="rgba(0,0,0,0.12)"/>` +
    SHAPES[shape](fill) +
    labels(title, background) +
    `</svg>`
  );
}

/**
 * A wide editorial picture (3:2) for pages, posts and events: layered hills under a sun in the
 * given colours, with the title. `seed` varies the composition so pictures differ.
 */
export function sceneSvg(
  title: string,
  colours: { sky: string; far: string; near: string; sun: string },
  seed: number,
): string {
  const shift = (seed * 137) % 400;
  const colour = textColour(colours.near);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="1000" viewBox="0 0 1500 1000">` +
    `<rect width="1500" height="1000" fill="${colours.sky}"/>` +
    `<circle cx="${450 + shift * 2}" cy="${300 + (seed % 3) * 40}" r="${120 + (seed % 4) * 20}" fill="${colours.sun}"/>` +
    `<path d="M0 620 C ${250 + shift} 480, ${600 + shift} 700, 900 560 S 1350 520, 1500 600 L1500 1000 L0 1000 Z" fill="${colours.far}"/>` +
    `<path d="M0 760 C ${300 - shift / 2} 660, 800 840, 1100 720 S 1400 700, 1500 760 L1500 1000 L0 1000 Z" fill="${colours.near}"/>` +
    `<text x="750" y="915" text-anchor="middle" font-family="${SERIF}" font-size="64" fill="${colour}">${escapeHtml(title)}</text>` +
    `</svg>`
  );
}
