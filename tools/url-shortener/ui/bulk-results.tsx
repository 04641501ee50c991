"use client";

import { CircleAlert, Download, RotateCcw } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";
import { displayUrl, formatCount } from "@/tools/url-shortener/ui/format";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { BulkLinkReport, BulkLinkResult } from "@/tools/url-shortener/logic/bulk-list";
import { ScrollRegion } from "@/components/ui/scroll-region";

/**
 * The outcome of one bulk run: "N created, M failed", the CSV download, and one row per input line with its short
 * URL (and copy button) or the reason it failed. On phones the original URL moves under the result, so the table
 * never needs more than the screen's width.
 */
export function BulkResults({ report, onDownload, onRetryFailed }: { report: BulkLinkReport; onDownload: () => void; onRetryFailed: () => void }) {
  return (
    <section aria-labelledby="bulk-results-heading" className="flex flex-col gap-3" data-testid="bulk-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="bulk-results-heading" className="font-semibold text-ink" data-testid="bulk-summary">
          {formatCount(report.created)} created, {formatCount(report.failed)} failed
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onDownload}>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
          {report.failed > 0 ? (
            <Button variant="ghost" size="sm" onClick={onRetryFailed}>
              <RotateCcw aria-hidden="true" />
              Edit failed lines
            </Button>
          ) : null}
        </div>
      </div>
      <ScrollRegion label="Short links created" className="rounded-lg border border-line sm:max-h-[32rem] sm:overflow-y-auto">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Short links created, one row per line of your list</caption>
          <thead className="sticky top-0 z-10 bg-slate-50 text-left text-ink">
            <tr>
              <th scope="col" className="w-12 px-3 py-2 font-semibold sm:w-14">
                Line
              </th>
              <th scope="col" className="hidden w-[42%] px-3 py-2 font-semibold sm:table-cell">
                Original URL
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Short URL
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {report.results.map((result) => (
              <ResultRow key={result.line} result={result} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function OriginalUrl({ url, className, testId }: { url: string; className?: string; testId?: string }) {
  return url ? (
    <span className={cn("block truncate", className)} title={url} data-testid={testId}>
      {url}
    </span>
  ) : (
    <span className={cn("block text-muted italic", className)} data-testid={testId}>
      (no URL)
    </span>
  );
}

function ResultRow({ result }: { result: BulkLinkResult }) {
  return (
    <tr className={result.ok ? undefined : "bg-red-50/60"} data-testid="bulk-row" data-status={result.ok ? "created" : "failed"}>
      <td className="px-3 py-2 align-top text-muted tabular-nums">{result.line}</td>
      <td className="hidden px-3 py-2 align-top font-mono text-xs leading-5 text-ink sm:table-cell">
        <OriginalUrl url={result.url} testId="bulk-original" />
      </td>
      <td className="px-3 py-2 align-top">
        {result.ok ? (
          <div className="flex min-w-0 items-start gap-2">
            <a
              href={result.link.shortUrl}
              target="_blank"
              rel="noopener"
              className="min-w-0 flex-1 self-center font-medium break-all text-brand-700 hover:underline"
              data-testid="bulk-short-url"
            >
              {displayUrl(result.link.shortUrl)}
            </a>
            {/* Icon only on phones (the accessible name still says what it copies), so the short URL keeps the room. */}
            <CopyButton value={result.link.shortUrl} className="max-sm:size-8 max-sm:px-0 max-sm:[&>span]:sr-only" />
          </div>
        ) : (
          <p className="flex items-start gap-1.5 text-red-700" data-testid="bulk-error">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{result.error.message}</span>
          </p>
        )}
        <OriginalUrl url={result.url} className="mt-1 font-mono text-xs text-muted sm:hidden" />
      </td>
    </tr>
  );
}
