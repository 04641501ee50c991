import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { SHAPE_PAGES, shapePagePath } from "./logic/shape-pages";

export default defineTool({
  definition,
  content,
  longTail: SHAPE_PAGES.map((page) => ({
    slug: page.slug,
    path: shapePagePath(page),
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    indexed: true,
    ogHeading: page.heading,
  })),
});
