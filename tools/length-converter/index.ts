import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { LENGTH_PAIRS } from "./logic/length";

export default defineTool({
  definition,
  content,
  longTail: LENGTH_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: `${pair.fromWords.title} to ${pair.toWords.title}`,
  })),
});
