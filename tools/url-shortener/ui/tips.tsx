import { Info } from "lucide-react";

/** The Basic tab's tips, rendered on the server and passed to the shortener (ui/url-shortener.tsx). */
export function Tips({ origin }: { origin: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm text-muted">
      <p className="mb-2 flex items-center gap-2 font-medium text-ink">
        <Info className="size-4 text-brand-700" aria-hidden="true" />
        Tips
      </p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Short URLs look like <span className="font-mono break-all text-ink">{origin}/s/abc123</span> and work for everyone, with no expiry.
        </li>
        <li>Paste any http:// or https:// link; we add https:// when you leave it out.</li>
        <li>Every click is counted; link previews and bots are counted apart.</li>
        <li>Copy the short link or get its QR code from the list below.</li>
      </ul>
    </div>
  );
}
