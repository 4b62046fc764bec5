import type { FormatterTable } from '../../plugins.js';
import { absUrl } from './abs-url.js';
import { audioPlayer } from './audio-player.js';
import { capitalize } from './capitalize.js';
import { colorWeight } from './color-weight.js';
import { humanizeDuration } from './humanize-duration.js';
import { image } from './image.js';
import { imageColor } from './image-color.js';
import { childImageMeta, coverImageMeta, imageMeta } from './image-meta.js';
import {
  height,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  width,
} from './image-size.js';
import { imageSrcset } from './image-srcset.js';
import { itemClasses } from './item-classes.js';
import { video } from './video.js';
import { websiteColor } from './website-color.js';

/** Content formatters by template name (reference §8.2; `timesince` is in the i18n family). */
export const contentFormatters: FormatterTable = {
  AbsUrl: absUrl,
  'audio-player': audioPlayer,
  capitalize,
  'child-image-meta': childImageMeta,
  'color-weight': colorWeight,
  'cover-image-meta': coverImageMeta,
  height,
  humanizeDuration,
  image,
  'image-color': imageColor,
  'image-meta': imageMeta,
  'image-srcset': imageSrcset,
  'item-classes': itemClasses,
  resizedHeightForWidth,
  resizedWidthForHeight,
  squarespaceThumbnailForHeight,
  squarespaceThumbnailForWidth,
  video,
  'website-color': websiteColor,
  width,
};
