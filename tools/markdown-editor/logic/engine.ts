import MarkdownIt from "markdown-it";
import footnote from "markdown-it-footnote";
import taskLists from "markdown-it-task-lists";
import type { DOMPurify } from "dompurify";

/**
 * Markdown to safe HTML: markdown-it (CommonMark 0.31.2) with the GitHub extensions people write — tables,
 * strikethrough, task lists, autolinked URLs and footnotes — then DOMPurify. Loaded with import() once there is text,
 * never on the page's first load (docs/architecture.md "Page weight").
 *
 * Raw HTML in the Markdown is allowed, as on GitHub (`<details>`, `<kbd>`, `<sup>`), and everything that can run
 * code, reach the network on its own or restyle the page is removed by the sanitiser: see SANITIZE below and
 * engine.test.ts for the payload classes.
 */

/** Colours code: returns the highlighted inner HTML of a code block, or null when the language is unknown. */
export type Highlighter = (code: string, language: string) => string | null;

/** Tags removed with their content or alone (DOMPurify decides): scripts, frames, forms, styles, document metadata. */
const FORBID_TAGS = [
  "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link",
  "form", "button", "select", "option", "textarea", "dialog", "template", "portal", "noscript",
];

/** Attributes removed everywhere: inline styles (a `position: fixed` box could cover the page) and form hooks. */
const FORBID_ATTR = ["style", "formaction", "action", "autofocus", "srcset", "ping", "background"];

/**
 * Link and image addresses that survive: web and mail links, telephone numbers, and relative or in-page addresses.
 * `javascript:`, `vbscript:`, `data:` (as a link), `file:` and every other scheme lose their attribute. DOMPurify
 * strips whitespace and control characters before testing, so `java\tscript:` is caught too. Images may also use
 * `data:image/…` (DOMPurify's DATA_URI_TAGS: img and media only, never `<a>`).
 */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

export interface Engine {
  /** Sanitised HTML of the Markdown, block elements carrying `data-line` (their first source line, 0-based). */
  render(markdown: string): string;
  /**
   * The same HTML in pieces of up to `blocks` top-level blocks each, one piece per step, so a long document's
   * preview can be built a slice at a time without holding the page. The document is parsed once, so references
   * and footnotes resolve across pieces; each piece is sanitised on its own.
   */
  renderInPieces(markdown: string, blocks?: number): Generator<string, void, void>;
}

/**
 * One renderer bound to a DOMPurify instance (the browser's, or one on a jsdom window in tests) and, once loaded,
 * a highlighter for fenced code.
 */
export function createEngine(purify: DOMPurify, highlighter: Highlighter | null = null): Engine {
  const md = new MarkdownIt({
    html: true,
    linkify: true,
    typographer: false,
    highlight: (code, language) => (highlighter && language ? (highlighter(code, language.toLowerCase()) ?? "") : ""),
  });
  md.use(footnote).use(taskLists, { label: true });
  // Bare URLs are linked only with their scheme (https://…) and addresses only whole (a@b.example): linkify-it's
  // fuzzy domain matching would link every file name on a country domain ("README.md", "setup.py").
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });

  // Scroll sync: each block element says which source line it starts on.
  md.core.ruler.push("editor_attrs", (state) => {
    for (const token of state.tokens) {
      if (token.map && token.block && token.nesting >= 0 && token.type !== "html_block") {
        token.attrSet("data-line", String(token.map[0]));
      }
      // Table alignment comes as style="text-align:…", which the sanitiser removes: keep it as a class instead.
      const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet("style") ?? ""))?.[1];
      if (align && (token.type === "th_open" || token.type === "td_open")) {
        token.attrs = (token.attrs ?? []).filter(([name]) => name !== "style");
        token.attrSet("class", `align-${align}`);
      }
    }
  });

  configurePurifier(purify);

  const sanitize = (html: string) =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS,
      FORBID_ATTR,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      ADD_ATTR: ["target"],
    });

  return {
    render(markdown) {
      return sanitize(md.render(markdown));
    },
    *renderInPieces(markdown, blocks = 50) {
      const env = {};
      const tokens = md.parse(markdown, env);
      // Raw HTML may open an element in one block and close it blocks later (<details> … </details>): pieces
      // sanitised apart would close it early, so such a document is rendered whole.
      if (tokens.some((token) => token.type === "html_block")) {
        yield sanitize(md.renderer.render(tokens, md.options, env));
        return;
      }
      let start = 0;
      let count = 0;
      let depth = 0;
      for (let i = 0; i < tokens.length; i++) {
        // A top-level block ends where the opened tokens are all closed again (counted by nesting, not by `level`,
        // which plugins such as footnotes leave at 0 inside their block).
        depth += tokens[i]!.nesting;
        if (depth !== 0) continue;
        if (++count < blocks) continue;
        yield sanitize(md.renderer.render(tokens.slice(start, i + 1), md.options, env));
        start = i + 1;
        count = 0;
      }
      if (start < tokens.length) yield sanitize(md.renderer.render(tokens.slice(start), md.options, env));
    },
  };
}

const configured = new WeakSet<DOMPurify>();

/** The hooks the sanitiser runs on every element (once per DOMPurify instance). */
function configurePurifier(purify: DOMPurify): void {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook("uponSanitizeElement", (node, data) => {
    // Task-list checkboxes are the only inputs a document may hold, and they show state without taking input.
    if (data.tagName === "input" && (node as Element).getAttribute?.("type") !== "checkbox") {
      node.parentNode?.removeChild(node);
    }
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    const element = node;
    if (element.tagName === "INPUT") {
      element.setAttribute("disabled", "");
      for (const name of ["name", "value", "form"]) element.removeAttribute(name);
    }
    if (element.tagName === "A") {
      const href = element.getAttribute("href");
      // Links out open in a new tab, and the page they open neither controls this one nor learns where it came from.
      if (href && !href.startsWith("#")) {
        element.setAttribute("target", "_blank");
        element.setAttribute("rel", "noopener noreferrer nofollow");
      } else element.removeAttribute("target");
    } else if (element.hasAttribute?.("target")) element.removeAttribute("target");
  });
}
