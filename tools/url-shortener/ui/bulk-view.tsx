import { Globe, Layers, Loader2, Scissors, Settings2, Upload } from "lucide-react";
import type { ChangeEvent, FormEvent, ReactNode, Ref } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FieldError, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BULK_LINKS_MAX } from "@/tools/url-shortener/logic/bulk-limits";
import { DomainOptions } from "./domain-options";

export const BULK_PLACEHOLDER = "https://example.com/spring-sale\nhttps://example.com/blog/launch\nexample.org/menu";

/** The hint under the list while it is empty. */
export const BULK_EMPTY_HINT = `One URL per line, or a CSV with a url column and an optional code column (custom short codes). Up to ${BULK_LINKS_MAX} URLs at a time.`;

/** What the form does; absent in the server's first view (every control disabled until the plan is known). */
export interface BulkHandlers {
  onSubmit: (event: FormEvent) => void;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onText: (text: string) => void;
  onDomain: (domain: string) => void;
  onManageDomains: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
}

/**
 * The Bulk shortening section as drawn: no state of its own, so the server renders its first view (every control
 * disabled, `note` where a plan without bulk gets its upgrade prompt) and the working form (ui/bulk-shortener.tsx,
 * loaded for a plan with bulk) renders the same markup with its state and `handlers`.
 */
export function BulkView({
  id,
  planName,
  note,
  allowed = false,
  pending = false,
  text = "",
  hint = BULK_EMPTY_HINT,
  hintWarning = false,
  error = null,
  host,
  domains = [],
  domain = "",
  results = null,
  handlers,
}: {
  id: string;
  /** The plan that includes bulk shortening (its badge). */
  planName: string;
  note?: ReactNode;
  allowed?: boolean;
  pending?: boolean;
  text?: string;
  hint?: string;
  hintWarning?: boolean;
  error?: string | null;
  host: string;
  domains?: string[];
  domain?: string;
  results?: ReactNode;
  handlers?: BulkHandlers;
}) {
  // The server's first view has no handlers: its fields are uncontrolled (and disabled).
  const field = <T,>(value: T) => (handlers ? { value } : { defaultValue: value });
  return (
    <section aria-labelledby="bulk-heading">
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-3">
            <CardTitle as="h2" id="bulk-heading" className="flex items-center gap-2 text-xl">
              <Layers className="size-5 text-brand-700" aria-hidden="true" />
              Bulk shortening
            </CardTitle>
            <Badge variant="pro">{planName}</Badge>
          </div>
          <CardDescription>
            Shorten up to {BULK_LINKS_MAX} URLs at once: paste them or upload a CSV file, then copy the short links or download them as CSV.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {note}

          <form onSubmit={handlers?.onSubmit} noValidate className="flex flex-col gap-4" aria-label="Bulk shortening">
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <Label htmlFor={`${id}-urls`}>URLs to shorten</Label>
                <label
                  className={cn(
                    "inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    allowed ? "cursor-pointer hover:underline" : "cursor-not-allowed opacity-50",
                  )}
                >
                  <Upload className="size-4" aria-hidden="true" />
                  Upload a CSV or text file
                  <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={handlers?.onFile} disabled={!allowed || pending} />
                </label>
              </div>
              <Textarea
                ref={handlers?.textareaRef}
                id={`${id}-urls`}
                rows={6}
                {...field(text)}
                onChange={handlers && ((e) => handlers.onText(e.target.value))}
                disabled={!allowed}
                spellCheck={false}
                autoComplete="off"
                placeholder={BULK_PLACEHOLDER}
                className="overflow-x-auto font-mono whitespace-pre sm:text-xs"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : `${id}-hint`}
              />
              {error ? (
                <FieldError id={`${id}-error`}>{error}</FieldError>
              ) : (
                <p id={`${id}-hint`} className={cn("text-xs", hintWarning ? "text-amber-800" : "text-muted")} data-testid="bulk-hint">
                  {hint}
                </p>
              )}
            </div>

            <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-domain`}>Domain for all links</Label>
                <Select
                  id={`${id}-domain`}
                  {...field(domain)}
                  onChange={handlers && ((e) => handlers.onDomain(e.target.value))}
                  disabled={!allowed || domains.length === 0}
                >
                  <DomainOptions host={host} domains={domains} />
                </Select>
              </div>
              <Button type="submit" size="lg" className="h-10 w-full sm:w-auto" disabled={!allowed || pending}>
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Scissors aria-hidden="true" />}
                {pending ? "Shortening..." : "Shorten all"}
              </Button>
            </div>
            {allowed ? (
              <p className="-mt-2 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted">
                <Globe className="size-3.5 shrink-0" aria-hidden="true" />
                {domains.length === 0 ? "Add and verify a custom domain to use it here." : "Only verified domains are listed."}
                <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs text-brand-700" onClick={handlers?.onManageDomains}>
                  <Settings2 aria-hidden="true" />
                  Manage domains
                </Button>
              </p>
            ) : null}
          </form>

          {results}
        </CardContent>
      </Card>
    </section>
  );
}
