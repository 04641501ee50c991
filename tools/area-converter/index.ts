import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { AREA_PAIRS } from "./logic/area-pairs";

export default defineTool({
  definition,
  content,
  network: "convert (each conversion counts towards the daily limit).",
  longTail: AREA_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: `${pair.from.name} to ${pair.to.name}`,
  })),
});
