import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_INPUT_CHARS } from "./logic/limits";

export default defineTool({
  definition,
  content,
  // ASCII lines: a file is bounded by its bytes, so at the limit every character is one byte.
  textInput: { limit: MAX_INPUT_CHARS, of: "characters", stated: `${MAX_INPUT_CHARS / (1024 * 1024)} MB`, held: "json-input-size", sample: (i) => `{"id": ${i}, "name": "Person ${i}", "city": "Zurich"},`, file: true },
});
