/**
 * What the editor saves and copies besides the Markdown itself: a standalone HTML document (the sanitised preview with
 * its styles inlined, no script, opens anywhere offline) and the names of the files.
 */

/**
 * The preview's look, used on the page (a <style> the preview brings with it) and inlined in the exported HTML, so
 * both read the same. Scoped to .markdown-body; code colours are highlight.js's class names.
 */
export const MARKDOWN_CSS = `
.markdown-body{color:#1e293b;font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:break-word}
.markdown-body>:first-child,.markdown-body>.markdown-piece:first-child>:first-child{margin-top:0}
.markdown-body h1,.markdown-body h2,.markdown-body h3,.markdown-body h4,.markdown-body h5,.markdown-body h6{color:#0f172a;font-weight:650;line-height:1.25;margin:1.5em 0 .6em}
.markdown-body h1{font-size:2em;border-bottom:1px solid #e2e8f0;padding-bottom:.3em}
.markdown-body h2{font-size:1.5em;border-bottom:1px solid #e2e8f0;padding-bottom:.3em}
.markdown-body h3{font-size:1.25em}.markdown-body h4{font-size:1em}.markdown-body h5{font-size:.875em}.markdown-body h6{font-size:.85em;color:#475569}
.markdown-body p,.markdown-body ul,.markdown-body ol,.markdown-body blockquote,.markdown-body pre,.markdown-body table,.markdown-body details{margin:0 0 1em}
.markdown-body ul,.markdown-body ol{padding-left:2em}.markdown-body ul{list-style:disc}.markdown-body ol{list-style:decimal}
.markdown-body ul ul{list-style:circle}.markdown-body li+li{margin-top:.25em}.markdown-body li>ul,.markdown-body li>ol{margin:.25em 0 0}
.markdown-body ul.contains-task-list{list-style:none;padding-left:.5em}
.markdown-body .task-list-item input{margin:0 .4em .2em 0;vertical-align:middle}
.markdown-body a{color:#1d4ed8;text-decoration:underline;text-underline-offset:2px}
.markdown-body blockquote{border-left:4px solid #cbd5e1;color:#475569;padding:0 1em}
.markdown-body hr{border:0;border-top:2px solid #e2e8f0;margin:1.5em 0}
.markdown-body code,.markdown-body kbd,.markdown-body pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875em}
.markdown-body :not(pre)>code{background:#f1f5f9;border-radius:4px;padding:.15em .35em}
.markdown-body kbd{border:1px solid #cbd5e1;border-bottom-width:2px;border-radius:4px;padding:.05em .35em;background:#f8fafc}
.markdown-body pre{background:#f8fafc;border:1px solid #e2e8f0;border-radius:8px;overflow:auto;padding:.9em 1em;line-height:1.5}
.markdown-body pre code{background:none;padding:0;font-size:1em}
.markdown-body table{border-collapse:collapse;display:block;max-width:100%;overflow:auto}
.markdown-body th,.markdown-body td{border:1px solid #cbd5e1;padding:.4em .75em}
.markdown-body th{background:#f1f5f9;font-weight:600}
.markdown-body .align-left{text-align:left}.markdown-body .align-center{text-align:center}.markdown-body .align-right{text-align:right}
.markdown-body img{max-width:100%}
.markdown-body .footnotes{border-top:1px solid #e2e8f0;color:#475569;font-size:.875em;margin-top:2em;padding-top:1em}
.markdown-body .footnotes-sep{display:none}
.markdown-body .hljs-comment,.markdown-body .hljs-quote{color:#57606a;font-style:italic}
.markdown-body .hljs-keyword,.markdown-body .hljs-selector-tag,.markdown-body .hljs-meta .hljs-keyword,.markdown-body .hljs-doctag,.markdown-body .hljs-section{color:#b3123e}
.markdown-body .hljs-string,.markdown-body .hljs-regexp,.markdown-body .hljs-addition,.markdown-body .hljs-meta .hljs-string{color:#0a3069}
.markdown-body .hljs-number,.markdown-body .hljs-literal,.markdown-body .hljs-variable,.markdown-body .hljs-template-variable,.markdown-body .hljs-attr,.markdown-body .hljs-attribute,.markdown-body .hljs-selector-attr,.markdown-body .hljs-selector-class,.markdown-body .hljs-selector-id{color:#0550ae}
.markdown-body .hljs-title,.markdown-body .hljs-title.function_,.markdown-body .hljs-built_in,.markdown-body .hljs-name,.markdown-body .hljs-tag{color:#6639ba}
.markdown-body .hljs-type,.markdown-body .hljs-symbol,.markdown-body .hljs-bullet,.markdown-body .hljs-meta{color:#8a4600}
.markdown-body .hljs-deletion{color:#82071e;background:#ffebe9}.markdown-body .hljs-addition{background:#dafbe1}
.markdown-body .hljs-emphasis{font-style:italic}.markdown-body .hljs-strong{font-weight:700}
`;

/**
 * The preview's colours in the site's dark theme (the page's preview only: an exported document keeps the light look
 * of MARKDOWN_CSS, whatever the theme it was made in). Code colours are GitHub's dark ones, AA on the dark surface.
 */
export const MARKDOWN_DARK_CSS = `
.dark .markdown-body{color:#e2e8f0}
.dark .markdown-body h1,.dark .markdown-body h2,.dark .markdown-body h3,.dark .markdown-body h4,.dark .markdown-body h5{color:#f8fafc}
.dark .markdown-body h1,.dark .markdown-body h2,.dark .markdown-body hr,.dark .markdown-body .footnotes,.dark .markdown-body pre{border-color:#334155}
.dark .markdown-body h6,.dark .markdown-body blockquote,.dark .markdown-body .footnotes{color:#a3b1c6}
.dark .markdown-body a{color:#93c5fd}
.dark .markdown-body blockquote{border-left-color:#475569}
.dark .markdown-body :not(pre)>code,.dark .markdown-body th{background:#1e293b}
.dark .markdown-body kbd,.dark .markdown-body pre{background:#172136}
.dark .markdown-body kbd,.dark .markdown-body th,.dark .markdown-body td{border-color:#475569}
.dark .markdown-body .hljs-comment,.dark .markdown-body .hljs-quote{color:#8b949e}
.dark .markdown-body .hljs-keyword,.dark .markdown-body .hljs-selector-tag,.dark .markdown-body .hljs-meta .hljs-keyword,.dark .markdown-body .hljs-doctag,.dark .markdown-body .hljs-section{color:#ff7b72}
.dark .markdown-body .hljs-string,.dark .markdown-body .hljs-regexp,.dark .markdown-body .hljs-addition,.dark .markdown-body .hljs-meta .hljs-string{color:#a5d6ff}
.dark .markdown-body .hljs-number,.dark .markdown-body .hljs-literal,.dark .markdown-body .hljs-variable,.dark .markdown-body .hljs-template-variable,.dark .markdown-body .hljs-attr,.dark .markdown-body .hljs-attribute,.dark .markdown-body .hljs-selector-attr,.dark .markdown-body .hljs-selector-class,.dark .markdown-body .hljs-selector-id{color:#79c0ff}
.dark .markdown-body .hljs-title,.dark .markdown-body .hljs-title.function_,.dark .markdown-body .hljs-built_in,.dark .markdown-body .hljs-name,.dark .markdown-body .hljs-tag{color:#d2a8ff}
.dark .markdown-body .hljs-type,.dark .markdown-body .hljs-symbol,.dark .markdown-body .hljs-bullet,.dark .markdown-body .hljs-meta{color:#ffa657}
.dark .markdown-body .hljs-deletion{color:#ffdcd7;background:#67060c}.dark .markdown-body .hljs-addition{background:#033a16}
`;

/** Link and image syntax reduced to its text ([a](b) → a, ![alt](src) → alt), by hand: one pass, no backtracking. */
function linkText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "!" && text[i + 1] === "[") continue;
    if (c === "]" && text[i + 1] === "(") {
      const close = text.indexOf(")", i + 2);
      if (close >= 0) {
        i = close;
        continue;
      }
    }
    if (c === "[" || c === "]") continue;
    out += c;
  }
  return out;
}

function trimDashes(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && text[a] === "-") a++;
  while (b > a && text[b - 1] === "-") b--;
  return text.slice(a, b);
}

/** The document's title: its first heading (ATX `# …` or setext `…` over `===`) as plain text, else "Document". */
export function titleOf(markdown: string): string {
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").replace(/\r$/, "");
    const trimmed = line.trimStart();
    if (line.length - trimmed.length > 3 || !trimmed) continue;
    let hashes = 0;
    while (trimmed[hashes] === "#") hashes++;
    let title: string | null = null;
    if (hashes >= 1 && hashes <= 6 && (trimmed[hashes] === " " || trimmed[hashes] === "\t")) {
      title = trimmed.slice(hashes).trim();
      // An optional closing run of #, after a space.
      let end = title.length;
      while (end > 0 && title[end - 1] === "#") end--;
      if (end < title.length && (end === 0 || title[end - 1] === " " || title[end - 1] === "\t")) title = title.slice(0, end).trim();
    } else {
      const next = (lines[i + 1] ?? "").trim();
      const underline = next.length > 0 && (/^=+$/.test(next) || /^-+$/.test(next));
      if (underline && !/^(?:[-*+>|]|\d{1,9}[.)])/.test(trimmed)) title = trimmed.trim();
    }
    if (title !== null) {
      const text = linkText(title.slice(0, 300)).replace(/[*_~`]+/g, "").trim();
      return text.slice(0, 120) || "Document";
    }
  }
  return "Document";
}

/** A file name from the title: letters, digits and dashes (any script), at most 60 characters, else "document". */
export function fileName(title: string, extension: "md" | "html"): string {
  const slug = trimDashes(trimDashes(title.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-")).slice(0, 60));
  return `${slug || "document"}.${extension}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A complete HTML5 document around the (already sanitised) preview HTML, styles inlined, no script. */
export function standaloneHtml(title: string, bodyHtml: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>body{margin:0;background:#fff}main{max-width:48rem;margin:0 auto;padding:2rem 1.25rem}${MARKDOWN_CSS.replace(/\n/g, "")}</style>`,
    "</head>",
    "<body>",
    `<main class="markdown-body">\n${bodyHtml.replace(/ data-line="\d+"/g, "")}</main>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/** Plain text for the rich-text clipboard's text/plain part: the Markdown itself, which reads well as text. */
export function clipboardParts(markdown: string, html: string): { "text/html": string; "text/plain": string } {
  return { "text/html": html.replace(/ data-line="\d+"/g, ""), "text/plain": markdown };
}
