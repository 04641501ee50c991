import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_INPUT_CHARS } from "./logic/phone-extractor";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_INPUT_CHARS, of: "characters", sample: (i) => `Call +1 212-555-${String(i % 10000).padStart(4, "0")} or (646) 555-${String((i * 7) % 10000).padStart(4, "0")}.`, file: true },
});
