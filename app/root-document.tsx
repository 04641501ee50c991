import type { ReactNode } from "react";
import { Providers } from "@/components/auth/providers";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toasts } from "@/components/ui/toast";

// Below the sticky header and, while one is shown, the site-wide banner under it (--site-banner-height).
const TOAST_OFFSET = { top: "calc(var(--site-header-height) + var(--site-banner-height, 0px) + 0.75rem)", right: "1rem" };

const TOAST_ON_PHONE = { position: "bottom-center", mobileOffset: { bottom: "1rem" }, visibleToasts: 1 } as const;

/**
 * The document around every page: <html> with the fonts' classes, the theme script, the client-wide providers and the
 * toasts. The root layout (app/layout.tsx) and the page for URLs that match no route (app/global-not-found.tsx, which
 * Next renders without the root layout) both use it.
 */
export function RootDocument({ fontClassNames, children }: { fontClassNames: string; children: ReactNode }) {
  return (
    // suppressHydrationWarning: the theme script below sets <html>'s class and color-scheme before React hydrates.
    <html lang="en" className={fontClassNames} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-screen antialiased">
        <Providers>{children}</Providers>
        {/* Default (not rich) colours: the rich success green fails WCAG AA contrast; errors are red (app/globals.css).
            Placed under the sticky header (never over its search or account controls), at the side of the page; on a
            phone at the bottom, one at a time, clear of the fields and dialogs a visitor is using. */}
        <Toasts closeButton position="top-right" offset={TOAST_OFFSET} phone={TOAST_ON_PHONE} />
      </body>
    </html>
  );
}
