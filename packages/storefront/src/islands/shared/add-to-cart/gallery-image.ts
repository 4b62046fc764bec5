/** An image of a product, as the server passes it to the islands. */
export interface ProductImage {
  readonly id: string;
  readonly url: string;
  readonly alt?: string;
}

/**
 * The attributes a theme puts on a product's gallery so choosing a variant can show its image:
 * `data-product-gallery="{itemId}"` on the gallery, `data-image-id="{imageId}"` on each slide,
 * and `data-product-gallery-main` on the main `<img>`.
 */
export const GALLERY_ATTRIBUTES = {
  gallery: 'data-product-gallery',
  activeImage: 'data-active-image-id',
  slide: 'data-image-id',
  main: 'data-product-gallery-main',
  activeSlide: 'data-active',
} as const;

/**
 * Show a variant's main image in the product's gallery: the gallery gets
 * `data-active-image-id`, the slide of that image gets `data-active` (the others lose it), and
 * the main image takes the image's address when the gallery has no slide for it.
 */
export function showGalleryImage(itemId: string, image: ProductImage, root: ParentNode = document): boolean {
  const gallery = root.querySelector(`[${GALLERY_ATTRIBUTES.gallery}="${CSS.escape(itemId)}"]`);
  if (!gallery) return false;
  gallery.setAttribute(GALLERY_ATTRIBUTES.activeImage, image.id);
  let found = false;
  for (const slide of gallery.querySelectorAll(`[${GALLERY_ATTRIBUTES.slide}]`)) {
    const active = slide.getAttribute(GALLERY_ATTRIBUTES.slide) === image.id;
    found ||= active;
    slide.toggleAttribute(GALLERY_ATTRIBUTES.activeSlide, active);
  }
  const main = gallery.querySelector<HTMLImageElement>(`img[${GALLERY_ATTRIBUTES.main}]`);
  if (main && !found) {
    main.removeAttribute('srcset');
    main.src = image.url;
    if (image.alt !== undefined) main.alt = image.alt;
  }
  return true;
}
