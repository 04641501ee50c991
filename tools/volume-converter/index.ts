import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { VOLUME_PAIRS } from "./logic/volume";

export default defineTool({
  definition,
  content,
  longTail: VOLUME_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: `${pair.fromWords.title} to ${pair.toWords.title}`,
  })),
});
