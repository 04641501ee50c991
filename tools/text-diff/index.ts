import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_DIFF_CHARS } from "./logic/limits";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_DIFF_CHARS, of: "characters", sample: (i) => `Line ${i}: the same words on both sides, then a change`, file: true },
});
