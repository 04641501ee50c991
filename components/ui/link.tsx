import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: Next's Link without viewport prefetching. Every page shows dozens of links (side menu,
 * footer, tool grids); Next would fetch each one's page data as it scrolls into view: dozens of requests, their payload
 * parsed on the main thread of a phone that came for one page. Instead a page is prefetched when the visitor reaches
 * for its link (pointer over it, a touch, keyboard focus), by one listener for the whole site:
 * components/layout/prefetch-on-intent.tsx. docs/architecture.md, "Page weight".
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
