import type { LinkView } from "../server/view";

/** A link just made, as the page shows it when the form was sent before the page's scripts ran (no list, no toast). */
export function ShortenedLink({ link }: { link: LinkView }) {
  return (
    <div className="flex flex-col gap-1" data-testid="shortened-link">
      <p className="font-medium">URL shortened successfully!</p>
      <p>
        Your short link:{" "}
        <a href={link.shortUrl} className="font-mono font-semibold break-all text-brand-700 underline">
          {link.shortUrl}
        </a>
      </p>
      <p className="break-all text-emerald-800">
        Goes to{" "}
        <span className="font-mono" data-testid="shortened-target">
          {link.target}
        </span>
      </p>
    </div>
  );
}
