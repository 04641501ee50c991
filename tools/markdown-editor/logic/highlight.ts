import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import type { Highlighter } from "./engine";

/**
 * Code colouring for fenced blocks: highlight.js core with twenty common languages (and their aliases: js, ts, html,
 * sh, py, yml, …). Loaded with import() only when the document has a fenced block with a language.
 */
const LANGUAGES = { bash, c, cpp, csharp, css, diff, go, java, javascript, json, markdown, php, python, ruby, rust, sql, typescript, xml, yaml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/** Every name a fence may use for a language we colour (lower case). */
export const LANGUAGE_NAMES: readonly string[] = hljs.listLanguages().flatMap((name) => [name, ...(hljs.getLanguage(name)?.aliases ?? [])]);

export const highlight: Highlighter = (code, language) => {
  if (!hljs.getLanguage(language)) return null;
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
};
