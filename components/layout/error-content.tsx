"use client";

import { Home, RotateCcw } from "lucide-react";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { Link } from "@/components/ui/link";
import { SITE_NAME } from "@/lib/platform/config/site-name";

/**
 * What a page shows when it failed on our side (docs/product.md §1), inside the site's shell (app/(site)/error.tsx).
 * `digest` is the server log's reference of the error (Next gives it for server errors only); a visitor can quote it
 * on /contact. Plain elements and Container's layout written out, not <Button> or <Container>: this module is in every
 * page's first load, and those bring Radix's Slot and tailwind-merge, which the rest of the shell does without.
 */
export function ErrorContent({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
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
        <button type="button" className={plainButtonClasses("primary", "lg")} onClick={onRetry}>
          <RotateCcw aria-hidden />
          Try again
        </button>
        <Link href="/" className={plainButtonClasses("outline", "lg")}>
          <Home aria-hidden />
          Return to Home
        </Link>
      </div>
    </div>
  );
}
