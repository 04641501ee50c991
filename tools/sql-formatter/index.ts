import { defineTool } from "@/tools/types";
import { content } from "./content";
import { definition } from "./definition";
import { MAX_SQL_CHARS } from "./logic/limits";

export default defineTool({
  definition,
  content,
  textInput: { limit: MAX_SQL_CHARS, of: "characters", sample: (i) => `select id, name from users where id = ${i} and name <> 'Ünïcode';`, file: true },
});
