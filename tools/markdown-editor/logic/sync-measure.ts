import { normaliseAnchors, type Anchor } from "./sync";

/**
 * Scroll sync's measuring in the page (the DOM side of ./sync.ts): where each source line sits in the editor and its
 * block in the preview. Loaded with the first scroll of either pane, not with the page.
 */
export { mapScroll } from "./sync";

/** Where each source line starts in the textarea, measured on a hidden copy with the same width, font and wrapping. */
function measureLineTops(textarea: HTMLTextAreaElement, lines: readonly number[]): number[] {
  const style = getComputedStyle(textarea);
  const mirror = document.createElement("div");
  for (const prop of ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing", "tabSize", "paddingLeft", "paddingRight", "wordSpacing"] as const) {
    mirror.style[prop] = style[prop];
  }
  const width = textarea.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  Object.assign(mirror.style, { position: "absolute", visibility: "hidden", top: "0", left: "-10000px", width: `${width}px`, paddingLeft: "0", paddingRight: "0", whiteSpace: "pre-wrap", overflowWrap: "break-word" });
  const wanted = new Set(lines);
  const source = textarea.value.split("\n");
  const markers = new Map<number, HTMLElement>();
  const fragment = document.createDocumentFragment();
  source.forEach((line, i) => {
    if (wanted.has(i)) {
      const marker = document.createElement("span");
      markers.set(i, marker);
      fragment.append(marker);
    }
    fragment.append(`${line}\n`);
  });
  mirror.append(fragment);
  document.body.append(mirror);
  const tops = lines.map((line) => markers.get(line)?.offsetTop ?? 0);
  mirror.remove();
  return tops;
}

/**
 * The anchor pairs for both directions: each preview block with a source line (`data-line`, its first element) and that
 * line's top in the editor, in scroll coordinates, normalised (./sync.ts).
 */
export function measureAnchors(editor: HTMLTextAreaElement, preview: HTMLElement): { editor: Anchor[]; preview: Anchor[] } {
  const blocks = new Map<number, HTMLElement>();
  for (const element of preview.querySelectorAll<HTMLElement>("[data-line]")) {
    const line = Number(element.dataset.line);
    if (!blocks.has(line)) blocks.set(line, element);
  }
  const lines = [...blocks.keys()];
  const editorTops = measureLineTops(editor, lines);
  const editorPad = parseFloat(getComputedStyle(editor).paddingTop);
  const previewBox = preview.getBoundingClientRect();
  const previewPad = parseFloat(getComputedStyle(preview).paddingTop);
  const pairs = lines.map((line, i) => ({
    e: (editorTops[i] ?? 0) - editorPad,
    p: blocks.get(line)!.getBoundingClientRect().top - previewBox.top + preview.scrollTop - previewPad,
  }));
  const editorMax = editor.scrollHeight - editor.clientHeight;
  const previewMax = preview.scrollHeight - preview.clientHeight;
  return {
    editor: normaliseAnchors(pairs.map((x) => ({ from: x.e, to: x.p })), editorMax, previewMax),
    preview: normaliseAnchors(pairs.map((x) => ({ from: x.p, to: x.e })), previewMax, editorMax),
  };
}
