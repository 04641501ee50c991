import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_TEXT_CHARS } from "./logic/algorithms";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_TEXT_CHARS, of: "characters", sample: (i) => `Line ${i} of the release notes — café, 東京, 🙂` },
});
