import { normalizeGalleryOptions, pickImageWidth } from '@tessera/core';
import { loadImages } from '@tessera/db';
import { imageJson } from '../context/image-json.js';
import { safeLinkUrl } from '../context/urls.js';
import { bool, int, list, text, type BlockConfig, type BlockLoader } from './block-loader.js';

/**
 * Image: the stored image, the variant the width picker chooses for the block's display width,
 * a caption and an optional link. The theme writes the `<img>` with `{image|responsive-image …}`.
 */
export const imageBlock: BlockLoader = async (block, ctx) => {
  const fileId = text(block.config, 'fileId');
  const file = fileId ? (await loadImages(ctx.db, ctx.websiteId, [fileId])).get(fileId) : undefined;
  if (!file) return { image: null };
  const image = imageJson(file);
  const displayWidth = int(block.config, 'width', 1000, 1, 5000);
  const altText = text(block.config, 'altText') || image.altText;
  const priority = ['high', 'low'].includes(text(block.config, 'priority'))
    ? text(block.config, 'priority')
    : null;
  return {
    image: { ...image, altText },
    displayWidth,
    src: `${image.assetUrl}?format=${pickImageWidth(displayWidth)}`,
    caption: text(block.config, 'caption'),
    link: safeLinkUrl(block.config['link']) ?? null,
    newWindow: bool(block.config, 'newWindow'),
    priority,
    // Image template props (platform spec §3) for `{imageProps|image-tag}`; without the original
    // size the props lack width/height and the tag explains that in a comment.
    imageProps: {
      src: image.assetUrl,
      ...(file.original_width &&
        file.original_height && { width: file.original_width, height: file.original_height }),
      alt: altText,
      sizes: `(max-width: ${displayWidth}px) 100vw, ${displayWidth}px`,
      displayWidth,
      priority,
      loader: 'sqs',
      systemDataVariants: image.systemDataVariants,
      mediaFocalPoint: image.mediaFocalPoint,
    },
  };
};

/** Gallery: its images in order and the spec's gallery options, normalised by core. */
export const galleryBlock: BlockLoader = async (block, ctx) => {
  const ids = (Array.isArray(block.config['fileIds']) ? block.config['fileIds'] : []).filter(
    (id): id is string => typeof id === 'string',
  );
  const files = await loadImages(ctx.db, ctx.websiteId, ids);
  return {
    images: ids.flatMap((id) => {
      const file = files.get(id);
      return file ? [imageJson(file)] : [];
    }),
    options: normalizeGalleryOptions(block.config['options']),
  };
};

const VIDEO_FILE = /\.(mp4|webm|ogv|mov)(\?.*)?$/i;

/** A player address for the two hosts owners use most; other links are shown as links. */
function embedUrlOf(url: string): string | null {
  const youtube = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,20})/.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d{3,15})/.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}

export const videoBlock: BlockLoader = (block) => {
  const url = safeLinkUrl(block.config['url']) ?? null;
  return {
    url,
    title: text(block.config, 'title'),
    caption: text(block.config, 'caption'),
    isFile: url !== null && VIDEO_FILE.test(url),
    embedUrl: url ? embedUrlOf(url) : null,
  };
};

export const audioBlock: BlockLoader = (block) => ({
  url: safeLinkUrl(block.config['url']) ?? null,
  title: text(block.config, 'title'),
  artist: text(block.config, 'artist'),
});

function address(location: BlockConfig): string[] {
  return ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry']
    .map((key) => text(location, key).trim())
    .filter((line) => line !== '');
}

/**
 * Map: a static, accessible rendering — the address as text and a link that opens it in a maps
 * site (tile servers are out of reach, and a list of lines needs no script).
 */
export const mapBlock: BlockLoader = (block) => {
  const location = (list(block.config, 'locations')[0] ?? block.config['location'] ?? {}) as BlockConfig;
  const lines = address(location);
  const lat = location['mapLat'];
  const lng = location['mapLng'];
  const hasPoint =
    typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const zoom = int(block.config, 'zoom', 15, 1, 19);
  const mapsUrl = hasPoint
    ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`
    : lines.length > 0
      ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}`
      : null;
  return { addressLines: lines, mapLat: hasPoint ? lat : null, mapLng: hasPoint ? lng : null, mapsUrl };
};
