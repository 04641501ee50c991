import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { SPEED_PAIRS } from "./logic/speed";

export default defineTool({
  definition,
  content,
  longTail: SPEED_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: `${pair.fromWords.title} to ${pair.toWords.title}`,
  })),
});
