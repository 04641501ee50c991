import type { Metadata, Viewport } from "next";
import { Providers } from "@/components/auth/providers";
import { ThemeScript } from "@/components/theme/theme-script";
import { Toasts } from "@/components/ui/toast";
import { site } from "@/lib/platform/config/site";
import { fontClassNames } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = {
  themeColor: "#4f46e5",
  width: "device-width",
  initialScale: 1,
};

// Below the sticky header and, while one is shown, the site-wide banner under it (--site-banner-height).
const TOAST_OFFSET = { top: "calc(var(--site-header-height) + var(--site-banner-height, 0px) + 0.75rem)", right: "1rem" };

const TOAST_ON_PHONE = { position: "bottom-center", mobileOffset: { bottom: "1rem" }, visibleToasts: 1 } as const;

export default function RootLayout({ children }: { children: React.ReactNode }) {
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
