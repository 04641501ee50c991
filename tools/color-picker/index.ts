import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { COLOR_PAIRS } from "./logic/pairs";

export default defineTool({
  definition,
  content,
  longTail: COLOR_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: pair.heading,
  })),
});
