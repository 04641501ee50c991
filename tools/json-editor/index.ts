import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_STATED } from "./logic/limits";

export default defineTool({
  definition,
  content,
  // By file only: the tree takes a paste as a value where the cursor is, not as the document. One JSON array of ASCII
  // records, so at the limit every character is one byte.
  textInput: {
    limit: MAX_DOCUMENT_BYTES,
    of: "characters",
    stated: MAX_DOCUMENT_STATED,
    held: "file-message",
    paste: false,
    file: true,
    sample: (i) => `{"id": ${i}, "name": "Person ${i}", "city": "Zurich"}`,
    document: { open: "[\n", separator: ",\n", close: "\n]\n" },
  },
});
