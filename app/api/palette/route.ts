import { longTailPages } from "@/tools/catalogue";

/**
 * GET /api/palette: the long-tail pages the command palette searches besides the tools (which every page already has
 * from the site shell). Fetched when the palette first opens, so no page carries them; built with the site.
 */

export const dynamic = "force-static";

export function GET() {
  return Response.json({ pages: longTailPages() });
}
