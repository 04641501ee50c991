import DOMPurify from "dompurify";
import { createEngine, type Highlighter } from "./engine";

/**
 * What the editor loads with import() once there is text: the parser and the sanitiser bound to this window, the
 * preview's styles and the exports. Never on the page's first load.
 */
export { MARKDOWN_CSS, MARKDOWN_DARK_CSS, clipboardParts, fileName, standaloneHtml, titleOf } from "./export";

export function browserEngine(highlighter: Highlighter | null) {
  return createEngine(DOMPurify, highlighter);
}
