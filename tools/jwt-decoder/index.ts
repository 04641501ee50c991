import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_TOKEN_CHARS } from "./logic/decode";

export default defineTool({
  definition,
  content,
  // A token is one line of Base64URL; the input test repeats a real one's header to reach the limit.
  textInput: { limit: MAX_TOKEN_CHARS, of: "characters", sample: () => "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9" },
});
