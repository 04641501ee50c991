import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { AREA_PAIRS } from "./logic/area-pairs";
import { AreaConverterMain } from "./main";
import { AreaPairPage } from "./sections/pair-page";
import { PopularConversions, PremiumFeatures } from "./sections/page-sections";

export default defineTool({
  definition,
  content,
  Main: AreaConverterMain,
  AfterMain: PremiumFeatures,
  BeforeFaq: PopularConversions,
  longTail: {
    pages: AREA_PAIRS.map((pair) => ({
      slug: pair.slug,
      path: pair.path,
      title: pair.title,
      description: pair.description,
      keywords: pair.keywords,
      indexed: true,
      ogHeading: `${pair.from.name} to ${pair.to.name}`,
    })),
    Page: AreaPairPage,
  },
});
