import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { CONVERSION_PAGES, conversionPagePath } from "./logic/long-tail";

export default defineTool({
  definition,
  content,
  network: "use batch conversion and the paid options; a single file converts in this browser.",
  longTail: CONVERSION_PAGES.map((page) => ({
    slug: page.slug,
    path: conversionPagePath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: page.heading,
  })),
});
