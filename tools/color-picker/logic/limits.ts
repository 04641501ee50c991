/** Images over this are refused before decoding (a phone photo is 2–12 MB). */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;
/** The longest side drawn on the canvas: larger images are scaled down to it, so a huge photo cannot exhaust memory. */
export const MAX_IMAGE_SIDE = 2400;
