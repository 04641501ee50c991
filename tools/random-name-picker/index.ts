import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { NAMES_MAX } from "./logic/names";

export default defineTool({
  definition,
  content,
  textInput: { limit: NAMES_MAX, of: "lines", sample: (i) => `Person ${i}` },
});
