import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_FILE_CHARS } from "./logic/languages";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_FILE_CHARS, of: "characters", field: "index.html", held: "code-editor-size", sample: (i) => `<p class="row-${i}">Paragraph ${i} with <b>bold</b> text</p>`, file: true },
});
