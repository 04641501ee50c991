import { pairPageEntries } from "@/lib/engines/units/pairs";
import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { WEIGHT_PAIRS } from "./logic/weight";

export default defineTool({
  definition,
  content,
  longTail: pairPageEntries(WEIGHT_PAIRS),
});
