/**
 * Target-size mode ("≤ 200 KB"): the highest quality whose output fits, by binary search on quality (1–100). Output
 * size grows with quality for the encoders we use, so at most 7 encodes find it. When even quality 1 is too big, the
 * answer says so and carries the smallest output, so the caller can suggest a smaller width.
 */

export interface Encoded<T> {
  quality: number;
  size: number;
  output: T;
}

export type TargetResult<T> = (Encoded<T> & { fits: true }) | (Encoded<T> & { fits: false });

export async function searchQuality<T>(
  encode: (quality: number) => Promise<{ size: number; output: T }>,
  targetBytes: number,
  range: { min: number; max: number } = { min: 1, max: 100 },
): Promise<TargetResult<T>> {
  let lo = range.min;
  let hi = range.max;
  let best: Encoded<T> | null = null;
  let smallest: Encoded<T> | null = null;
  while (lo <= hi) {
    const quality = Math.floor((lo + hi) / 2);
    const { size, output } = await encode(quality);
    const encoded = { quality, size, output };
    if (!smallest || size < smallest.size) smallest = encoded;
    if (size <= targetBytes) {
      best = encoded;
      lo = quality + 1;
    } else {
      hi = quality - 1;
    }
  }
  if (best) return { ...best, fits: true };
  return { ...smallest!, fits: false };
}
