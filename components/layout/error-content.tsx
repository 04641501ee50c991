"use client";

import { Home, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/page-header";
import { SITE_NAME } from "@/lib/platform/config/site-name";

/**
 * What a page shows when it failed on our side (docs/product.md §1): app/(site)/error.tsx inside the site's shell,
 * app/global-error.tsx when the shell itself failed. `digest` is the server log's reference of the error (Next gives
 * it for server errors only); a visitor can quote it on /contact.
 */
export function ErrorContent({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <Container size="md" className="flex flex-col items-center py-20 text-center sm:py-28">
      <title>{`Something went wrong | ${SITE_NAME}`}</title>
      <p aria-hidden className="text-7xl font-bold tracking-tight text-brand-700 sm:text-8xl">
        500
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Something went wrong on our side</h1>
      <p className="mt-3 max-w-md text-lg text-muted">This page could not be shown. Try again in a moment, or head back home.</p>
      {digest ? (
        <p className="mt-3 text-sm text-muted">
          Error reference: <span className="font-mono">{digest}</span>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try again
        </Button>
        <Button href="/" size="lg" variant="outline">
          <Home aria-hidden />
          Return to Home
        </Button>
      </div>
    </Container>
  );
}
