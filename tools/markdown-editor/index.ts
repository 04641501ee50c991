import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_MARKDOWN_CHARS } from "./logic/markdown-editor";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_MARKDOWN_CHARS, of: "characters", sample: (i) => (i % 10 === 0 ? `## Section ${i}` : `Paragraph ${i} with **bold**, a [link](https://example.com/${i}) and \`code\`.`), file: true },
});
