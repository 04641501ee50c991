/**
 * CPU-bound work over many items without holding the event loop: items are processed until SLICE_MS have passed,
 * then the loop yields (setImmediate) so waiting requests — short-link redirects above all — are served in between.
 * Used where a request's work is bounded but still large (a bulk conversion of 1,000 values to every unit).
 */

export const SLICE_MS = 4;

const yieldToLoop = () => new Promise<void>((resolve) => (typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0)));

export async function mapInSlices<T, R>(items: readonly T[], work: (item: T, index: number) => R, sliceMs = SLICE_MS): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    results.push(work(items[i] as T, i)); // i < items.length
    if (performance.now() - sliceStart >= sliceMs && i + 1 < items.length) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  return results;
}
