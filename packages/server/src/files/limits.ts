/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;
