"use client";

import { ErrorContent } from "@/components/layout/error-content";

/** An error while rendering one of the site's pages: shown inside the site's shell, which keeps working. */
export default function SiteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorContent digest={error.digest} onRetry={retry} />;
}
