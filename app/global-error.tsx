"use client";

import { ErrorContent } from "@/components/layout/error-content";
import "./globals.css";

/** An error in the root layout or the site's shell: it replaces the root layout, so it brings <html> and <body>. */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen antialiased">
        <ErrorContent digest={error.digest} onRetry={retry} />
      </body>
    </html>
  );
}
