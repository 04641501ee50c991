/**
 * The pages Next renders per request (the build lists them as dynamic, ƒ), by the path a browser asks for. They get a
 * nonce-based Content-Security-Policy without 'unsafe-inline' (proxy.ts, lib/platform/http/security-headers.ts): a
 * nonce costs them nothing, while a prerendered page cannot carry one. The e2e run checks this list against the build
 * (e2e/csp.spec.ts): a prerendered page here would have its scripts blocked, a per-request page missing from it would
 * keep the weaker policy.
 */
const PER_REQUEST_PAGES: readonly RegExp[] = [
  /^\/account$/,
  /^\/account\/sign-in$/,
  /^\/admin\/messages$/,
  /^\/coming-soon$/,
  /^\/community$/,
  /^\/contact$/,
  /^\/links\/[^/]+$/,
  /^\/quote-generator$/,
  /^\/reset-password$/,
  /^\/s\/[^/]+\/stats$/,
  /^\/secret\/[^/]+$/,
  /^\/verify-email$/,
];

/** Whether `pathname` (as Next routes it: no trailing slash) is one of the pages rendered per request. */
export function rendersPerRequest(pathname: string): boolean {
  return PER_REQUEST_PAGES.some((page) => page.test(pathname));
}
