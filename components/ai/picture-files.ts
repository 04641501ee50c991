/**
 * Downloading an AI tool's pictures (the AI Image Generator's and Editor's): the provider answers base64 images in
 * the format it chose (PNG from OpenAI's API; some servers answer JPEG or WebP), and the page offers them as they
 * came or converted on a canvas in the browser.
 */

/** The file extension of the provider's picture by its media type. */
export function extensionOf(mediaType: string): string {
  if (mediaType === "image/jpeg") return "jpg";
  return /^image\/([a-z]+)$/.exec(mediaType)?.[1] ?? "png";
}

/** A picture (any URL the page can draw, a data: URL here) re-encoded as `mime` ("image/webp", "image/png") on a canvas. */
export async function pictureAs(src: string, mime: string): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  canvas.getContext("2d")?.drawImage(image, 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob && blob.type === mime ? resolve(blob) : reject(new Error(`no ${mime}`))), mime, 0.92));
}
