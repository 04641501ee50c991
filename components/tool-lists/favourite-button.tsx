"use client";

import { Star } from "lucide-react";
import { useEffect } from "react";
import { clsx } from "clsx";
import { recordToolUse, setFavourite, useToolLists } from "./store";

/**
 * The star of a tool (on its page and on its card): a toggle button, pressed while the tool is a favourite. Its name is
 * the same in both states ("Favourite: JSON Formatter"); aria-pressed says which, the filled star shows it. Before
 * hydration it shows unpressed: the server cannot know the visitor's favourites.
 */
export function FavouriteButton({ toolId, toolName, className }: { toolId: string; toolName: string; className?: string }) {
  const { favourites } = useToolLists();
  const pressed = favourites.includes(toolId);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite: ${toolName}`}
      title={pressed ? `Remove ${toolName} from your favourites` : `Add ${toolName} to your favourites`}
      data-favourite={toolId}
      onClick={() => void setFavourite(toolId, !pressed)}
      // clsx, not cn(): no class here conflicts, and tailwind-merge would join every page's first-load JavaScript.
      className={clsx(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-lg hover:bg-amber-50",
        pressed ? "text-amber-700" : "text-muted hover:text-ink",
        className,
      )}
    >
      <Star aria-hidden className={clsx("size-5", pressed && "fill-current")} />
    </button>
  );
}

/** On a tool's page: the star, and opening the page counts as using the tool (the recent tools). */
export function ToolPageFavourite(props: { toolId: string; toolName: string; className?: string }) {
  const { toolId } = props;
  useEffect(() => void recordToolUse(toolId), [toolId]);
  return <FavouriteButton {...props} />;
}
