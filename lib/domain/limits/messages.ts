/**
 * The words of a refusal by the network's shared ceiling (docs/product.md §4), for the server's errors and the client's
 * cards alike (no server imports here). Offices, schools and mobile carriers put many people behind one address.
 */

export const NETWORK_LIMIT_TITLE = "Your network's free allowance is used up";

export function networkLimitMessage(signedIn: boolean): string {
  return signedIn
    ? "People on your network have used today's free allowance. Verify your e-mail address to keep your own allowance."
    : "People on your network have used today's free allowance. Sign in to keep your own allowance.";
}
