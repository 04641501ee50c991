import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { VARIANT_PAGES, variantPagePath } from "./logic/variant-pages";

export default defineTool({
  definition,
  content,
  longTail: VARIANT_PAGES.map((page) => ({
    slug: page.slug,
    path: variantPagePath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: page.heading,
  })),
});
