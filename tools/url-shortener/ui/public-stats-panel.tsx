"use client";

import { BarChart3, EyeOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { toast } from "@/components/ui/toast";
import { setPublicStatsForm } from "@/tools/url-shortener/server/actions";

/**
 * The link page's "Public stats" switch: one button that turns the link's public stats page on or off, and while it is
 * on, the page's address to copy or open. A server form: it works before the page's scripts run; after a change the
 * page is rendered again.
 */
export function PublicStatsPanel({ linkId, on, url, protectedLink }: { linkId: string; on: boolean; url: string; protectedLink: boolean }) {
  const router = useRouter();
  const { state, pending, form } = useServerForm(setPublicStatsForm);
  useEachAnswer(state, (result) => {
    if (!result.ok) return void toast.error(result.title, { description: result.error });
    toast.success(result.data.publicStats ? "Stats are public" : "Stats are private", {
      description: result.data.publicStats ? "Anyone with the address can see them." : "The public page is gone.",
    });
    router.refresh();
  });
  return (
    <div className="flex flex-col gap-3" data-testid="public-stats-panel">
      <p className="text-sm text-ink" data-testid="public-stats-state">
        {on ? (
          <>
            <strong>Public.</strong> Anyone with the address below sees this link&apos;s clicks and scans, its chart and where they come from, read-only.
          </>
        ) : (
          <>
            <strong>Private.</strong> Only you see this link&apos;s stats.
          </>
        )}{" "}
        Never you, its destination{protectedLink ? " (it has a password)" : ""} or its targeting.
      </p>
      {on ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <a href={url} className="min-w-0 font-mono text-sm break-all text-brand-700 hover:underline" data-testid="public-stats-url">
            {url}
          </a>
          <CopyButton value={url} copiedMessage="Stats address copied to clipboard" accessibleName="Copy the public stats address" />
        </div>
      ) : null}
      <form {...form} className="flex flex-col gap-2">
        <input type="hidden" name="id" value={linkId} />
        <input type="hidden" name="publicStats" value={on ? "off" : "on"} />
        <Button type="submit" variant={on ? "outline" : "secondary"} className="self-start" disabled={pending}>
          {on ? <EyeOff aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
          {pending ? "Saving..." : on ? "Make stats private" : "Make stats public"}
        </Button>
        <FormAnswer state={state} success={on ? "Stats are public." : "Stats are private."} />
      </form>
    </div>
  );
}
