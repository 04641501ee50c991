"use client";

import {
  Bold,
  ClipboardCopy,
  Code,
  Copy,
  FileCode,
  FileDown,
  FolderOpen,
  Heading2,
  Italic,
  Link,
  List,
  ListOrdered,
  ListTodo,
  Minus,
  Printer,
  Quote,
  Sparkles,
  SquareCode,
  Strikethrough,
  Superscript,
  Table,
  type LucideIcon,
} from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError } from "@/components/ui/input";
import { Segmented } from "@/components/ui/segmented";
import { toast } from "@/components/ui/toast";
import { cn } from "@/components/ui/cn";
import { plural } from "@/lib/engines/text/plural";
import { countInSlices, countText } from "@/lib/engines/text/stats";
import { useTextCounts } from "@/components/text/use-text-counts";
import type { Engine } from "../logic/engine";
import { applyAction, changedSpan, continueList, SHORTCUTS, shortcutFor, type Action, type Edit } from "../logic/format";
import { EXAMPLE_MARKDOWN, sizeError, STORAGE_KEY } from "../logic/markdown-editor";
import type { Anchor } from "../logic/sync";

/** Saves a download; the saver loads with the first one (not part of the page's first load). */
async function save(blob: Blob, name: string) {
  const { saveFile } = await import("@/components/ui/save-file");
  saveFile(blob, name);
}

type Browser = typeof import("../logic/browser");
const loadBrowser = () => import("../logic/browser");
const loadHighlight = () => import("../logic/highlight");
// The scroll-sync maths and measuring load with the first scroll of either pane.
type SyncMath = typeof import("../logic/sync-measure");
let syncMath: SyncMath | null = null;

export interface DocumentCounts {
  words: number;
  characters: number;
}

/**
 * The status line's counts, by the site's one text engine (lib/engines/text/stats.ts), so they agree with the Character
 * Counter and the Text Editor: characters are what a reader sees as one (👨‍👩‍👧‍👦 is one), words come from Intl.Segmenter.
 */
export function documentCounts(text: string): DocumentCounts {
  const { words, characters } = countText(text);
  return { words, characters };
}

/** The same counts of a long document, in slices between frames; null when `cancelled()` turned true. */
async function documentCountsInSlices(text: string, cancelled: () => boolean): Promise<DocumentCounts | null> {
  const stats = await countInSlices(text, cancelled);
  return stats ? { words: stats.words, characters: stats.characters } : null;
}

/** A fenced code block that names its language: the only thing that needs the highlighter. */
const FENCE_WITH_LANGUAGE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*[A-Za-z]/m;

const TOOLS: readonly { action: Action; label: string; icon: LucideIcon }[] = [
  { action: "heading", label: "Heading", icon: Heading2 },
  { action: "bold", label: "Bold", icon: Bold },
  { action: "italic", label: "Italic", icon: Italic },
  { action: "strike", label: "Strikethrough", icon: Strikethrough },
  { action: "code", label: "Inline code", icon: Code },
  { action: "link", label: "Link", icon: Link },
  { action: "quote", label: "Quote", icon: Quote },
  { action: "bullet", label: "Bulleted list", icon: List },
  { action: "numbered", label: "Numbered list", icon: ListOrdered },
  { action: "task", label: "Task list", icon: ListTodo },
  { action: "codeBlock", label: "Code block", icon: SquareCode },
  { action: "table", label: "Table", icon: Table },
  { action: "rule", label: "Horizontal rule", icon: Minus },
  { action: "footnote", label: "Footnote", icon: Superscript },
];

function shortcutText(action: Action, mac: boolean): string {
  const s = SHORTCUTS.find((x) => x.action === action);
  if (!s) return "";
  const key = s.key.toUpperCase();
  return mac ? `${s.shift ? "⇧" : ""}⌘${key}` : `Ctrl+${s.shift ? "Shift+" : ""}${key}`;
}

/** The Markdown Editor: toolbar, editor and live preview side by side (one at a time on a phone), exports. */
export function MarkdownEditorTool() {
  const [text, setText] = useState("");
  const [restored, setRestored] = useState(false);
  const [saved, setSaved] = useState<"idle" | "saved" | "full">("idle");
  const [view, setView] = useState<"write" | "preview">("write");
  const [sync, setSync] = useState(true);
  const [fileError, setFileError] = useState<string | null>(null);
  const [browser, setBrowser] = useState<Browser | null>(null);
  const [highlighter, setHighlighter] = useState<typeof import("../logic/highlight") | null>(null);
  const [mac, setMac] = useState(false);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  // Restore the autosaved document once, after hydration.
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      // Storage blocked (private mode, settings): start empty.
    }
    // What was typed before the page hydrated wins over the saved document (it is the visitor's latest word).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved document exists only in the browser, after hydration
    if (stored) setText((typed) => typed || stored);
    setRestored(true);
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
  }, []);

  // Autosave, a moment after typing stops.
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => {
      try {
        if (text) localStorage.setItem(STORAGE_KEY, text);
        else localStorage.removeItem(STORAGE_KEY);
        setSaved(text ? "saved" : "idle");
      } catch {
        setSaved("full");
      }
    }, 400);
    return () => clearTimeout(timer);
  }, [text, restored]);

  // A tab closed or reloaded within the autosave delay still keeps its last keystrokes.
  const latest = useRef(text);
  useEffect(() => {
    latest.current = text;
  }, [text]);
  useEffect(() => {
    if (!restored) return;
    const flush = () => {
      try {
        if (latest.current) localStorage.setItem(STORAGE_KEY, latest.current);
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Full or blocked: the status line already says so.
      }
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [restored]);

  // The parser and sanitiser load once there is text; the highlighter once a fence names a language.
  const needsHighlight = FENCE_WITH_LANGUAGE.test(text);
  useEffect(() => {
    if (text && !browser) loadBrowser().then(setBrowser, () => toast.error("The preview could not load. Check your connection and reload."));
  }, [text, browser]);
  useEffect(() => {
    if (needsHighlight && !highlighter) loadHighlight().then(setHighlighter, () => {});
  }, [needsHighlight, highlighter]);
  const engine: Engine | null = useMemo(() => (browser ? browser.browserEngine(highlighter?.highlight ?? null) : null), [browser, highlighter]);

  const deferred = useDeferredValue(text);
  const tooLong = sizeError(text);
  // The preview is built a slice of blocks at a time (a few milliseconds each), so a long document never holds the
  // page: typing, scrolling and the other controls answer while it fills in. A newer text stops the older build.
  const [preview, setPreview] = useState<{ source: string; pieces: string[]; done: boolean } | null>(null);
  useEffect(() => {
    if (!engine || !deferred || sizeError(deferred)) return;
    let stale = false;
    const pieces: string[] = [];
    const steps = engine.renderInPieces(deferred);
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      if (stale) return;
      const started = performance.now();
      let done = false;
      while (!done && performance.now() - started < 8) {
        const next = steps.next();
        if (next.done) done = true;
        else pieces.push(next.value);
      }
      setPreview({ source: deferred, pieces: [...pieces], done });
      if (!done) timer = setTimeout(step, 0);
    };
    timer = setTimeout(step, 0);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [engine, deferred]);
  const shownPreview = preview && deferred && !sizeError(deferred) ? preview : null;
  const html = shownPreview?.done && shownPreview.source === deferred ? shownPreview.pieces.join("") : "";
  // Counted from the deferred text, so a long document does not slow each key.
  const counts = useTextCounts(deferred, documentCounts, documentCountsInSlices);

  /** Replaces just the changed span through the browser's editing command, so Ctrl+Z undoes it like typing. */
  const apply = useCallback((next: Edit) => {
    const editor = editorRef.current;
    if (!editor) return;
    const { from, to, insert } = changedSpan(editor.value, next.text);
    editor.focus();
    editor.setSelectionRange(from, to);
    let done = false;
    try {
      // execCommand is the only way to edit a textarea that the browser's undo history records.
      done = insert ? document.execCommand("insertText", false, insert) : from === to || document.execCommand("delete");
    } catch {
      done = false;
    }
    if (!done || editor.value !== next.text) {
      editor.value = next.text;
      setText(next.text);
    }
    editor.setSelectionRange(next.start, next.end);
  }, []);

  function act(action: Action) {
    const editor = editorRef.current;
    if (!editor) return;
    apply(applyAction({ text: editor.value, start: editor.selectionStart, end: editor.selectionEnd }, action));
  }

  function download(kind: "md" | "html") {
    if (!text) return;
    if (kind === "md" || !browser) {
      const name = browser ? browser.fileName(browser.titleOf(text), "md") : "document.md";
      void save(new Blob([text], { type: "text/markdown;charset=utf-8" }), name);
      return;
    }
    const title = browser.titleOf(text);
    void save(new Blob([browser.standaloneHtml(title, html)], { type: "text/html;charset=utf-8" }), browser.fileName(title, "html"));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "s") {
      event.preventDefault();
      download("md");
      return;
    }
    const action = shortcutFor(event);
    if (action) {
      event.preventDefault();
      act(action);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey && !event.nativeEvent.isComposing) {
      const editor = event.currentTarget;
      const next = continueList({ text: editor.value, start: editor.selectionStart, end: editor.selectionEnd });
      if (next) {
        event.preventDefault();
        apply(next);
      }
    }
  }

  async function openFile(file: File | undefined) {
    if (!file) return;
    // The file checks (encodings, binary signatures) load with the first file opened, not with the page.
    let readMarkdownFile: typeof import("../logic/file").readMarkdownFile;
    try {
      ({ readMarkdownFile } = await import("../logic/file"));
    } catch {
      setFileError("The file reader didn't load. Check your connection and open the file again.");
      return;
    }
    const read = readMarkdownFile(file.name, new Uint8Array(await file.arrayBuffer()));
    if (!read.ok) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    // The file replaces the document in one step (an editing command would insert it line by line, at a cost that
    // grows with the square of its length). What it replaced stays one click away.
    const previous = editorRef.current?.value ?? text;
    setText(read.text);
    const editor = editorRef.current;
    if (editor) {
      editor.value = read.text;
      editor.setSelectionRange(0, 0);
      editor.scrollTop = 0;
    }
    if (previous.trim() && previous !== read.text) {
      toast.success(`Opened ${file.name}`, { description: "It replaced the document you had.", action: { label: "Undo", onClick: () => setText(previous) } });
    }
  }

  async function copyHtml() {
    if (!browser || !html) return;
    try {
      await navigator.clipboard.writeText(browser.clipboardParts(text, html)["text/html"]);
      toast.success("Copied!", { description: "The HTML is on your clipboard." });
    } catch {
      toast.error("Error", { description: "Your browser did not allow copying. Download the .html file instead." });
    }
  }

  async function copyRich() {
    if (!browser || !html) return;
    const parts = browser.clipboardParts(text, html);
    try {
      if (typeof ClipboardItem === "undefined") throw new Error("no ClipboardItem");
      await navigator.clipboard.write([
        new ClipboardItem({
          "text/html": new Blob([parts["text/html"]], { type: "text/html" }),
          "text/plain": new Blob([parts["text/plain"]], { type: "text/plain" }),
        }),
      ]);
      toast.success("Copied!", { description: "Paste into Gmail, Google Docs or Word to keep the formatting." });
    } catch {
      toast.error("Error", { description: "Your browser can't copy formatted text here. Use Copy HTML, or select the preview and copy." });
    }
  }

  /** Prints the preview alone from a hidden frame (no script, sandboxed): the browser's dialog saves it as PDF. */
  function print() {
    if (!browser || !html) return;
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "allow-same-origin allow-modals");
    frame.setAttribute("aria-hidden", "true");
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: "fixed", width: "0", height: "0", border: "0", right: "0", bottom: "0" });
    frame.srcdoc = browser.standaloneHtml(browser.titleOf(text), html);
    frame.addEventListener("load", () => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      setTimeout(() => frame.remove(), 60_000);
    });
    document.body.append(frame);
  }

  // Scroll sync: anchors measured on demand, dropped whenever the text, the preview or the layout changes.
  const anchors = useRef<{ editor: Anchor[]; preview: Anchor[] } | null>(null);
  const expected = useRef<{ editor: number | null; preview: number | null }>({ editor: null, preview: null });
  useEffect(() => {
    anchors.current = null;
  }, [shownPreview, view]);
  useEffect(() => {
    const drop = () => {
      anchors.current = null;
    };
    window.addEventListener("resize", drop);
    return () => window.removeEventListener("resize", drop);
  }, []);

  function getAnchors({ measureAnchors }: SyncMath) {
    const editor = editorRef.current;
    const preview = previewRef.current;
    if (!editor || !preview || !editor.offsetParent || !preview.offsetParent) return null;
    anchors.current ??= measureAnchors(editor, preview);
    return anchors.current;
  }

  function follow(source: "editor" | "preview") {
    if (!sync) return;
    const from = source === "editor" ? editorRef.current : previewRef.current;
    const to = source === "editor" ? previewRef.current : editorRef.current;
    if (!from || !to) return;
    const mine = expected.current[source];
    // This scroll is the echo of one we set: let it pass without moving the other side back.
    if (mine !== null && Math.abs(from.scrollTop - mine) <= 1) {
      expected.current[source] = null;
      return;
    }
    expected.current[source] = null;
    if (!syncMath) {
      void import("../logic/sync-measure").then((math) => {
        syncMath = math;
        follow(source);
      });
      return;
    }
    const map = getAnchors(syncMath);
    if (!map) return;
    const target = Math.round(syncMath.mapScroll(source === "editor" ? map.editor : map.preview, from.scrollTop));
    if (Math.abs(to.scrollTop - target) < 1) return;
    expected.current[source === "editor" ? "preview" : "editor"] = target;
    to.scrollTop = target;
  }

  const paneHeight = "h-[26rem] sm:h-[32rem] lg:h-[36rem]";

  return (
    <Card data-tool-ui="markdown-editor">
      <CardContent className="flex flex-col gap-3">
        {browser ? <style href="utilify-markdown-preview" precedence="default">{browser.MARKDOWN_CSS + browser.MARKDOWN_DARK_CSS}</style> : null}
        <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 rounded-lg border border-line bg-slate-50 p-1">
          {TOOLS.map(({ action, label, icon: Icon }) => {
            const keys = shortcutText(action, mac);
            return (
              <button
                key={action}
                type="button"
                onClick={() => act(action)}
                aria-label={label}
                aria-keyshortcuts={keys ? keys.replace("Ctrl", "Control").replace("⌘", "Meta+").replace("⇧", "Shift+") : undefined}
                title={keys ? `${label} (${keys})` : label}
                className="inline-flex size-9 items-center justify-center rounded-md text-ink hover:bg-surface hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            );
          })}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2 lg:hidden">
          <Segmented
            legend="Show"
            hideLegend
            name="markdown-view"
            value={view}
            onChange={setView}
            options={[
              { value: "write", label: "Write" },
              { value: "preview", label: "Preview" },
            ]}
          />
        </div>

        <div className="grid gap-3 lg:grid-cols-2">
          <div className={cn("flex min-w-0 flex-col gap-1.5", view !== "write" && "max-lg:hidden")}>
            <label htmlFor="markdown-source" className="text-sm font-medium text-ink">
              Markdown
            </label>
            <textarea
              id="markdown-source"
              ref={editorRef}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              onScroll={() => follow("editor")}
              onDragOver={(e) => {
                if (e.dataTransfer.types.includes("Files")) e.preventDefault();
              }}
              onDrop={(e) => {
                const file = e.dataTransfer.files[0];
                if (file) {
                  e.preventDefault();
                  void openFile(file);
                }
              }}
              spellCheck
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? "markdown-too-long" : "markdown-status"}
              placeholder={"# Start writing\n\nType Markdown here, or drop a .md file. The preview follows as you type."}
              className={cn(
                "w-full resize-none rounded-lg border border-line bg-surface px-3 py-2.5 font-mono text-[0.9rem] leading-6 text-ink shadow-sm placeholder:text-slate-500",
                "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-red-500",
                paneHeight,
              )}
            />
          </div>
          <div className={cn("flex min-w-0 flex-col gap-1.5", view !== "preview" && "max-lg:hidden")}>
            <span id="markdown-preview-label" className="text-sm font-medium text-ink">
              Preview
            </span>
            <div
              ref={previewRef}
              role="region"
              aria-labelledby="markdown-preview-label"
              tabIndex={0}
              onScroll={() => follow("preview")}
              data-testid="markdown-preview"
              className={cn("overflow-auto rounded-lg border border-line bg-surface px-4 py-3 focus-visible:outline-2 focus-visible:outline-brand-600", paneHeight)}
            >
              {shownPreview?.pieces.length ? (
                <div className="markdown-body" aria-busy={shownPreview.done ? undefined : true}>
                  {shownPreview.pieces.map((piece, i) => (
                    // Pieces already shown keep their node: a longer build only appends.
                    <div key={i} className="markdown-piece contents" dangerouslySetInnerHTML={{ __html: piece }} />
                  ))}
                </div>
              ) : text && !tooLong ? (
                <p className="text-sm text-muted">Loading the preview…</p>
              ) : !text ? (
                <p className="text-sm text-muted">The preview appears here as you type.</p>
              ) : null}
            </div>
          </div>
        </div>

        {tooLong ? (
          <FieldError id="markdown-too-long" role="alert">
            {tooLong}
          </FieldError>
        ) : null}
        {fileError ? <FieldError role="alert">{fileError}</FieldError> : null}
        {saved === "full" ? <FieldError role="alert">Browser storage is full — download your document (.md) to keep it.</FieldError> : null}

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-muted">
          <p id="markdown-status">
            {counts ? `${plural(counts.words, "word")} · ${plural(counts.characters, "character")}` : "Counting…"}
            {saved === "saved" ? " · saved in this browser" : null}
          </p>
          <label className="inline-flex items-center gap-2 max-lg:hidden">
            <input type="checkbox" checked={sync} onChange={(e) => setSync(e.target.checked)} className="size-4 accent-brand-600" />
            Scroll sync
          </label>
        </div>

        <div className="flex flex-wrap gap-2">
          <OpenFileButton accept=".md,.markdown,.mdown,.txt,text/markdown,text/plain" inputLabel="Open a Markdown file" onFile={(file) => void openFile(file)}>
            <FolderOpen aria-hidden="true" /> Open .md
          </OpenFileButton>
          <Button variant="outline" size="sm" onClick={() => apply({ text: EXAMPLE_MARKDOWN, start: 0, end: 0 })}>
            <Sparkles aria-hidden="true" /> Example
          </Button>
          <Button variant="outline" size="sm" disabled={!text} onClick={() => download("md")}>
            <FileDown aria-hidden="true" /> Download .md
          </Button>
          <Button variant="outline" size="sm" disabled={!html} onClick={() => download("html")}>
            <FileCode aria-hidden="true" /> Download .html
          </Button>
          <Button variant="outline" size="sm" disabled={!html} onClick={print}>
            <Printer aria-hidden="true" /> Print / PDF
          </Button>
          <Button variant="outline" size="sm" disabled={!html} onClick={copyHtml}>
            <Copy aria-hidden="true" /> Copy HTML
          </Button>
          <Button variant="outline" size="sm" disabled={!html} onClick={copyRich}>
            <ClipboardCopy aria-hidden="true" /> Copy rich text
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
