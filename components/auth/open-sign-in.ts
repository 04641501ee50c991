import { safeReturnPath } from "@/lib/platform/http/return-path";

/**
 * Opens the sign-in dialog from anywhere on the client (header, upgrade buttons, tools: "sign in first, then
 * continue"). Resolves true once the user is signed in, false when they close the dialog.
 *
 *   if (await openSignIn({ reason: "Sign in to upgrade your plan." })) startCheckout();
 *   openSignIn({ callbackUrl: "/account" }); // navigates there after signing in
 */

export type SignInView = "login" | "signup" | "forgot";

export interface OpenSignInOptions {
  /** A same-site path to go to after signing in. */
  callbackUrl?: string;
  /** One line shown under the title: why signing in is needed. */
  reason?: string;
  /** Which part of the dialog opens first (default: Login). */
  view?: SignInView;
}

export interface OpenSignInRequest extends OpenSignInOptions {
  resolve: (signedIn: boolean) => void;
}

export const OPEN_SIGN_IN_EVENT = "utilify:open-sign-in";

export function openSignIn(options: OpenSignInOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (): boolean =>
      // The dialog host (in <Providers>) calls preventDefault() when it takes the request.
      !window.dispatchEvent(new CustomEvent<OpenSignInRequest>(OPEN_SIGN_IN_EVENT, { detail: { ...options, resolve }, cancelable: true }));
    if (request()) return;
    // Called from an effect that ran before the host's own effect subscribed: try again once effects are done.
    setTimeout(() => {
      if (request()) return;
      resolve(false);
      if (window.location.pathname === "/account") return;
      // No dialog on this page (outside <Providers>): the account page signs in and comes back.
      const next = safeReturnPath(options.callbackUrl) ?? `${window.location.pathname}${window.location.search}`;
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- no router outside React
      window.location.assign(`/account?callbackUrl=${encodeURIComponent(next)}`);
    }, 0);
  });
}
