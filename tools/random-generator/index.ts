import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { LIST_MAX_CHARS } from "./logic/simple";
import { VARIANT_PAGES, variantPagePath } from "./logic/variant-pages";

export default defineTool({
  definition,
  content,
  textInput: { limit: LIST_MAX_CHARS, of: "characters", choose: "List", field: "Items, one a line", sample: (i) => `Item ${i}` },
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
