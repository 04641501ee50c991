import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { PAIR_PAGES, pairName, pairPath, pairSlug } from "./logic/pairs";

export default defineTool({
  definition,
  content,
  longTail: PAIR_PAGES.map((page) => ({
    slug: pairSlug(page),
    path: pairPath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: `${pairName(page)} Converter`,
  })),
});
