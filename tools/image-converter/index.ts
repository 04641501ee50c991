import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { IMAGE_PAIRS } from "./logic/pairs";

export default defineTool({
  definition,
  content,
  network: "use batch conversion and the paid options; a single image converts in this browser.",
  longTail: IMAGE_PAIRS.map((pair) => ({
    slug: pair.slug,
    path: pair.path,
    title: pair.title,
    description: pair.description,
    keywords: pair.keywords,
    indexed: true,
    ogHeading: pair.heading,
  })),
});
