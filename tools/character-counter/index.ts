import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { COUNTER_PAGES, counterPagePath } from "./logic/pages";

export default defineTool({
  definition,
  content,
  longTail: COUNTER_PAGES.map((page) => ({
    slug: page.slug,
    path: counterPagePath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: page.heading,
  })),
});
