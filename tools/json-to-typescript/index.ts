import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_INPUT_CHARS } from "./logic/limits";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_INPUT_CHARS, of: "characters", sample: (i) => `{"id": ${i}, "name": "Person ${i}", "tags": ["a", "b"]},`, file: true },
});
