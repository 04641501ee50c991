"use client";

import { BarChart3, Ban, CirclePlay, Clock, Ellipsis, Globe, KeyRound, MousePointerClick, Pencil, QrCode, Tags, Trash2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { DropdownMenu } from "radix-ui";
import { useState, useTransition, type ComponentProps } from "react";
import { toast } from "@/components/ui/toast";
import { deleteLinkAction, setLinkDisabledAction } from "@/tools/url-shortener/server/actions";
import { CopyButton } from "@/components/ui/copy-button";
import { clicksLabel, displayUrl, formatCount, scansLabel } from "@/tools/url-shortener/ui/format";
import { formatUtcDay } from "@/lib/engines/time/utc-dates";
import { QrDialog } from "@/tools/url-shortener/ui/qr-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { LinkView } from "@/tools/url-shortener/server/view";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { ShortenerCapabilities } from "@/tools/url-shortener/logic/link-capabilities";
import { LinkSettingsForm } from "@/tools/url-shortener/ui/link-settings-form";
import { TagChip, tagFilterHref } from "@/tools/url-shortener/ui/tag-chip";
import type { UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * One short link with what its owner can do: copy, QR code, analytics, edit (accounts only), disable/enable, delete.
 * Used by the shortener's recent list and by the account's link table.
 */
export function LinkItem({
  link,
  capabilities,
  onUpdated,
  onDeleted,
  utmTemplates = null,
}: {
  link: LinkView;
  /** What the owner's plan allows (null while loading, or for a list without them: no edit). */
  capabilities: Pick<ShortenerCapabilities, "signedIn" | "linkControls" | "linkControlsPlan" | "linkTargeting" | "linkTargetingPlan"> | null;
  onUpdated: (link: LinkView) => void;
  onDeleted: (id: string) => void;
  /** The account's saved UTM templates, for the edit form's UTM builder (null: none offered). */
  utmTemplates?: UtmTemplateView[] | null;
}) {
  const [pending, startTransition] = useTransition();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);

  function toggleDisabled() {
    startTransition(async () => {
      const result = await setLinkDisabledAction({ id: link.id, disabled: !link.disabled });
      if (!result.ok) {
        toast.error(result.title, { description: result.error });
        return;
      }
      onUpdated(result.data);
      toast.success(result.data.disabled ? "Link disabled" : "Link enabled", {
        description: result.data.disabled ? "The short URL now shows that the link is disabled." : "The short URL redirects again.",
      });
    });
  }

  function remove() {
    startTransition(async () => {
      const result = await deleteLinkAction(link.id);
      setConfirming(false);
      if (!result.ok) {
        toast.error(result.title, { description: result.error });
        return;
      }
      onDeleted(link.id);
      toast.success("Link deleted", { description: "The short URL no longer redirects." });
    });
  }

  return (
    <li className={cn("flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4", link.disabled && "bg-slate-50")} data-testid="link-item">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={link.shortUrl}
            target="_blank"
            rel="noopener"
            className={cn("font-semibold break-all text-brand-700 hover:underline", link.disabled && "text-muted line-through")}
            data-testid="short-url"
          >
            {displayUrl(link.shortUrl)}
          </a>
          {link.domain ? (
            <Badge variant="brand">
              <Globe className="size-3" aria-hidden="true" />
              Custom domain
            </Badge>
          ) : null}
          {link.disabled ? <Badge variant="warning">Disabled</Badge> : null}
          {link.hasPassword ? (
            <Badge variant="brand">
              <KeyRound className="size-3" aria-hidden="true" />
              Password
            </Badge>
          ) : null}
          {link.expired ? (
            <Badge variant="warning">
              <Clock className="size-3" aria-hidden="true" />
              Expired
            </Badge>
          ) : null}
        </div>
        <p className="mt-0.5 truncate text-sm text-muted" title={link.target} data-testid="original-url">
          {link.target}
        </p>
        {link.tags.length > 0 ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Tags" data-testid="link-tags">
            {link.tags.map((tag) => (
              <li key={tag.name} className="max-w-full">
                <TagChip tag={tag} href={tagFilterHref(tag.name)} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex items-center gap-1 font-medium text-ink" data-testid="click-count">
            <MousePointerClick className="size-3.5" aria-hidden="true" />
            {clicksLabel(link.humanClicks - link.scans)}
          </span>
          {link.scans > 0 ? (
            <span className="inline-flex items-center gap-1 font-medium text-ink" data-testid="scan-count" title="Visits through the link's QR code">
              <QrCode className="size-3.5" aria-hidden="true" />
              {scansLabel(link.scans)}
            </span>
          ) : null}
          {link.botClicks > 0 ? <span title="Crawlers and link previews, not counted as clicks">+{formatCount(link.botClicks)} bot visits</span> : null}
          <time dateTime={link.createdAt}>{formatUtcDay(link.createdAt)}</time>
        </p>
      </div>

      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <CopyButton value={link.shortUrl} />
        <QrDialog url={link.shortUrl} code={link.code} />
        <Link href={`/links/${link.id}`} className={buttonClasses({ variant: "outline", size: "sm" })} aria-label={`Stats for ${link.shortUrl}`}>
          <BarChart3 aria-hidden="true" />
          <span>Stats</span>
        </Link>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="sm" aria-label={`More actions for ${link.shortUrl}`} disabled={pending}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-lg border border-line bg-surface p-1 shadow-lg">
              {capabilities?.signedIn ? (
                <MenuItem onSelect={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit link
                </MenuItem>
              ) : null}
              {capabilities?.signedIn ? (
                <MenuItem asChild>
                  <Link href={`/links/${link.id}#tags`}>
                    <Tags className="size-4" aria-hidden="true" />
                    Tags
                  </Link>
                </MenuItem>
              ) : null}
              <MenuItem onSelect={toggleDisabled}>
                {link.disabled ? <CirclePlay className="size-4" aria-hidden="true" /> : <Ban className="size-4" aria-hidden="true" />}
                {link.disabled ? "Enable link" : "Disable link"}
              </MenuItem>
              <MenuItem onSelect={() => setConfirming(true)} danger>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete link
              </MenuItem>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>

      {capabilities?.signedIn ? (
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogContent size="lg">
            <DialogHeader>
              <DialogTitle>Edit link</DialogTitle>
              <DialogDescription className="break-all">{displayUrl(link.shortUrl)}</DialogDescription>
            </DialogHeader>
            <LinkSettingsForm
              link={link}
              linkControls={capabilities.linkControls}
              planName={capabilities.linkControlsPlan}
              linkTargeting={capabilities.linkTargeting}
              targetingPlanName={capabilities.linkTargetingPlan}
              utmTemplates={utmTemplates}
              onSaved={(saved) => {
                onUpdated(saved);
                setEditing(false);
              }}
            />
          </DialogContent>
        </Dialog>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this link?"
        confirmLabel={pending ? "Deleting..." : "Delete link"}
        onConfirm={remove}
        pending={pending}
      >
        <span className="font-medium break-all text-ink">{displayUrl(link.shortUrl)}</span> will stop redirecting for everyone, and
        its code will not be given out again. Its statistics stay available to you. To pause a link instead, disable it.
      </ConfirmDialog>
    </li>
  );
}

/** An entry of a link's actions menu (the delete entry in red). */
function MenuItem({ danger = false, ...props }: ComponentProps<typeof DropdownMenu.Item> & { danger?: boolean }) {
  return (
    <DropdownMenu.Item
      {...props}
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none",
        danger ? "text-red-700 data-[highlighted]:bg-red-50" : "text-ink data-[highlighted]:bg-slate-100",
      )}
    />
  );
}
