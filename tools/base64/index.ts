import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_TEXT_CHARS } from "./logic/base64";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_TEXT_CHARS, of: "characters", sample: (i) => `Line ${i}: Grüße aus Zürich 👋, "quotes" & <tags>` },
});
