/**
 * The tool routes whose pages compile WebAssembly (the CSS Minifier's brotli sizes where the browser has no brotli
 * CompressionStream; the Hash Generator's hash-wasm). Only these pages' Content-Security-Policy allows
 * 'wasm-unsafe-eval'; every other page refuses WebAssembly. Plain data with no imports: next.config.ts reads it before
 * the app's path aliases exist. The route sweep (e2e/routes.spec.ts) checks each page's policy against this list.
 */
export const webAssemblyRoutes: readonly string[] = ["/css-minifier", "/hash-generator"];

/** Whether the page at `path` (a tool page or one of its long-tail pages) may compile WebAssembly. */
export function runsWebAssembly(path: string): boolean {
  return webAssemblyRoutes.some((route) => path === route || path.startsWith(`${route}/`));
}
