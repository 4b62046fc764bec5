/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** The longest name (UTF-16 code units) a file is stored and served under. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * The router's longest path parameter: a file name of `MAX_FILE_NAME_LENGTH` units percent-encoded
 * (at most 9 characters per unit: three UTF-8 bytes as %XX), so every returned file URL routes.
 */
export const MAX_PATH_PARAM_LENGTH = MAX_FILE_NAME_LENGTH * 9;
