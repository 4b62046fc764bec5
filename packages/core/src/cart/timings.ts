/** Storefront timings and distances of the cart UI (storefront spec §9). */

/** Delay between a successful add and the 'Added!' label. */
export const ADDED_LABEL_DELAY_MS = 1000;
/** How long 'Added!' stays before the button returns to idle. */
export const ADDED_LABEL_DURATION_MS = 2000;
/** How long after a failed add the button returns to idle. */
export const ADD_ERROR_RESET_MS = 1000;
/** How long a product-list button reads 'Select Option'. */
export const SELECT_OPTION_FLASH_MS = 2000;

export const POPOVER_AUTO_CLOSE_MS = 3000;
export const POPOVER_SCROLL_THROTTLE_MS = 100;
export const POPOVER_MARGIN_PX = 33;
export const POPOVER_OFFSET_PX = 16;

/** The lightbox animation is specified in seconds (0.3 s) for CSS transitions. */
export const LIGHTBOX_ANIMATION_SECONDS = 0.3;
export const LIGHTBOX_RESIZE_DEBOUNCE_MS = 100;
/** Top margin of the lightbox when its content is taller than the window. */
export const LIGHTBOX_TOP_MARGIN_PX = 50;
