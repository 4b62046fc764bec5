/** Gallery option values and ranges (storefront spec §9, platform spec §5). */
export const GALLERY_DESIGNS = ['slideshow', 'slider', 'grid', 'stacked'] as const;
export const GALLERY_ASPECT_RATIOS = [
  'square',
  'standard',
  'standard-vertical',
  'four-three',
  'three-four-vertical',
  'widescreen',
  'anamorphic-widescreen',
] as const;
export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export const GALLERY_ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

/** Numeric options: inclusive range and default. */
export const GALLERY_RANGES = {
  'autoplay-duration': { min: 1, max: 10, default: 5 },
  'thumbnail-strip-height': { min: 0, max: 200, default: 80 },
  'thumbnail-strip-margin': { min: 0, max: 60, default: 20 },
  'thumbnails-per-row': { min: 1, max: 10, default: 4 },
  padding: { min: 0, max: 50, default: 20 },
  'max-width': { min: 100, max: 300, default: 300 },
} as const;

export interface GalleryOptions {
  readonly design: (typeof GALLERY_DESIGNS)[number];
  readonly 'aspect-ratio': (typeof GALLERY_ASPECT_RATIOS)[number];
  readonly 'meta-position': (typeof GALLERY_META_POSITIONS)[number];
  readonly 'active-alignment': (typeof GALLERY_ACTIVE_ALIGNMENTS)[number];
  readonly lightboxTheme: (typeof GALLERY_LIGHTBOX_THEMES)[number];
  readonly autoplay: boolean;
  readonly controls: boolean;
  readonly 'auto-crop': boolean;
  readonly 'square-thumbs': boolean;
  readonly thumbnails: boolean;
  readonly 'show-meta-basic': boolean;
  readonly 'show-meta': boolean;
  readonly 'show-meta-only-title': boolean;
  readonly 'show-meta-on-hover': boolean;
  readonly lightbox: boolean;
  readonly newWindow: boolean;
  readonly transparentBackground: boolean;
  readonly 'autoplay-duration': number;
  readonly 'thumbnail-strip-height': number;
  readonly 'thumbnail-strip-margin': number;
  readonly 'thumbnails-per-row': number;
  readonly padding: number;
  readonly 'max-width': number;
}

/**
 * Defaults. The spec gives design, autoplay, autoplay duration, auto-crop, aspect ratio,
 * strip height and margin, meta position, thumbnails per row, padding and max width; the
 * other switches default off, alignment to center and the lightbox theme to dark.
 */
export const DEFAULT_GALLERY_OPTIONS: GalleryOptions = {
  design: 'grid',
  'aspect-ratio': 'square',
  'meta-position': 'bottom',
  'active-alignment': 'center',
  lightboxTheme: 'dark',
  autoplay: false,
  controls: false,
  'auto-crop': true,
  'square-thumbs': false,
  thumbnails: false,
  'show-meta-basic': false,
  'show-meta': false,
  'show-meta-only-title': false,
  'show-meta-on-hover': false,
  lightbox: false,
  newWindow: false,
  transparentBackground: false,
  'autoplay-duration': 5,
  'thumbnail-strip-height': 80,
  'thumbnail-strip-margin': 20,
  'thumbnails-per-row': 4,
  padding: 20,
  'max-width': 300,
};
