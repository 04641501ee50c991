import { pairPageEntries } from "@/lib/engines/units/pairs";
import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { VOLUME_PAIRS } from "./logic/volume";

export default defineTool({
  definition,
  content,
  longTail: pairPageEntries(VOLUME_PAIRS),
});
