"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { saveFile } from "@/components/ui/save-file";
import { LANGUAGES, MAX_FILE_CHARS, WEB_FILES, languageById, type LanguageId, type WebFileKey } from "../logic/languages";
import type { Snapshot } from "../logic/share";
import type { CodeEditorView, EditorTheme } from "./codemirror";
import { useTheme } from "@/components/theme/theme";
import { Preview } from "./preview";
import { useFirstUse } from "@/components/lazy/use-first-use";

type Mode = "web" | "file";
type WebFiles = Record<WebFileKey, string>;

const WEB_OPTIONS = WEB_FILES.map((file) => ({ value: file.key, label: file.name }));
const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20] as const;
const WEB_MODE = "web-page";

function editorKey(mode: Mode, file: WebFileKey): string {
  return mode === "web" ? `web:${file}` : "file";
}

/** Why a dropped or opened file is not code (a known binary signature, or NUL bytes), judged on its first bytes. */
async function binaryFileRefusal(file: File): Promise<string | undefined> {
  const { binaryRefusal, SNIFF_BYTES } = await import("@/lib/engines/text-files/binary"); // its signature table loads on use
  const refusal = binaryRefusal(file.name, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()), "code");
  return refusal && `${refusal.slice(0, -1)}, so it was not opened.`;
}

function standalonePage(files: WebFiles): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Page</title>\n<style>\n${files.css}\n</style>\n</head>\n<body>\n${files.html}\n<script>\n${files.js}\n</script>\n</body>\n</html>\n`;
}

/**
 * The Code Editor. The server renders a plain textarea with the toolbar, so the page paints at once and typing works
 * from the first moment; CodeMirror (ui/codemirror.ts), Prettier, the share-link codec and the preview builder are
 * fetched with import() after paint or on first use, so none of them weighs on the page's first load.
 */
export function CodeEditorTool() {
  const ids = useId();
  const [mode, setMode] = useState<Mode>("web");
  const [web, setWeb] = useState<WebFiles>({ html: "", css: "", js: "" });
  const [active, setActive] = useState<WebFileKey>("html");
  const [language, setLanguage] = useState<LanguageId>("javascript");
  const [code, setCode] = useState("");
  // The editor follows the site's theme until the visitor picks one for it.
  const siteTheme = useTheme();
  const [pickedTheme, setTheme] = useState<EditorTheme | null>(null);
  const theme = pickedTheme ?? siteTheme;
  const [fontSize, setFontSize] = useState(14);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [shareLink, setShareLink] = useState("");
  const [busy, setBusy] = useState(false);
  const [autoRun, setAutoRun] = useState(true);
  const [ready, setReady] = useState(false);
  /** Bumped when a share link replaces the files, so the editor shows the new text even in the same tab. */
  const [revision, setRevision] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditorView | null>(null);

  const currentLanguage = mode === "web" ? (WEB_FILES.find((file) => file.key === active)?.language ?? "html") : language;
  const currentText = mode === "web" ? web[active] : code;
  const currentName = mode === "web" ? (WEB_FILES.find((file) => file.key === active)?.name ?? "index.html") : `code.${languageById(language)?.extension ?? "txt"}`;
  const formatter = languageById(currentLanguage)?.prettier;

  const setText = useCallback((key: string, text: string) => {
    if (key === "file") setCode(text);
    else setWeb((files) => ({ ...files, [key.slice(4)]: text }));
  }, []);

  // A change that would pass the limit is not made, in the text area as in CodeMirror, and the page says why.
  const refuseChange = useCallback(() => setError(`A file holds up to ${MAX_FILE_CHARS.toLocaleString("en-US")} characters; that change would pass it, so it was not made.`), []);

  const typedAny = Boolean(web.html || web.css || web.js || code);
  const latest = useRef({ mode, active, language, theme, fontSize, currentText, currentLanguage, currentName, typedAny });
  useEffect(() => {
    latest.current = { mode, active, language, theme, fontSize, currentText, currentLanguage, currentName, typedAny };
  });

  // CodeMirror loads on first use (the textarea is focused or touched, a language is picked, a share link opens), not
  // with the page: the page's first load stays the textarea and the toolbar. It takes over with the text and caret.
  const { used: wanted, use: want, props: firstUse } = useFirstUse<HTMLTextAreaElement>();
  const shell = firstUse.ref;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let view: CodeEditorView | null = null;
    void import("./codemirror").then(({ CodeEditorView: View }) => {
      if (!live || !host.current) return;
      const now = latest.current;
      // The takeover is one synchronous step: the text is read from the textarea itself (keys typed since the last
      // render included), CodeMirror shows it, the textarea goes and the caret moves over before the next key event.
      const field = shell.current;
      const focused = field !== null && document.activeElement === field;
      const caret = field?.selectionStart ?? 0;
      const typed = field?.value ?? now.currentText;
      const key = editorKey(now.mode, now.active);
      if (typed !== now.currentText) setText(key, typed);
      view = new View(
        host.current,
        {
          theme: now.theme,
          fontSize: now.fontSize,
          onChange: setText,
          onLimit: refuseChange,
        },
        now.currentName,
      );
      view.show(key, typed, now.currentLanguage, now.currentName);
      editor.current = view;
      flushSync(() => setReady(true));
      if (focused) view.focusAt(caret);
    });
    return () => {
      live = false;
      view?.destroy();
      editor.current = null;
    };
  }, [wanted, setText, shell, refuseChange]);

  // Show the picked file, in its language, whenever the mode, tab or language changes.
  useEffect(() => {
    const now = latest.current;
    editor.current?.show(editorKey(mode, active), now.currentText, currentLanguage, now.currentName);
  }, [ready, mode, active, currentLanguage, revision]);

  useEffect(() => editor.current?.setTheme(theme), [theme]);
  useEffect(() => editor.current?.setFontSize(fontSize), [fontSize]);

  const applySnapshot = useCallback((snapshot: Snapshot) => {
    editor.current?.reset();
    setRevision((value) => value + 1);
    if (snapshot.mode === "web") {
      setWeb({ html: snapshot.html, css: snapshot.css, js: snapshot.js });
      setMode("web");
      setActive("html");
    } else {
      setLanguage(snapshot.language);
      setCode(snapshot.code);
      setMode("file");
    }
  }, []);

  // A share link opens its code; its preview waits for Run, since the code was written by someone else. The link the
  // page was opened with arrives after the page: what the visitor typed meanwhile is theirs and is not replaced. A link
  // opened later (the address changed on this page) is a choice made then, and replaces the files.
  useEffect(() => {
    async function openHash(onArrival: boolean) {
      const { decodeShare, isShareFragment } = await import("../logic/share");
      if (!isShareFragment(window.location.hash)) return;
      const result = await decodeShare(window.location.hash);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      if (onArrival && latest.current.typedAny) {
        setNotice("You typed before the link's code opened, so your text stays. To see the link's code, copy your text, then reload the page.");
        return;
      }
      setAutoRun(false);
      want();
      applySnapshot(result.snapshot);
      setNotice(result.snapshot.mode === "web" ? "Opened the code from the link. Press Run to see its preview." : "Opened the code from the link.");
    }
    void openHash(true);
    const onHash = () => void openHash(false);
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [applySnapshot, want]);

  function say(message: string) {
    setError("");
    setNotice(message);
  }

  function fail(message: string) {
    setNotice("");
    setError(message);
  }

  function changeLanguage(value: string) {
    want();
    setShareLink("");
    setNotice("");
    setError("");
    if (value === WEB_MODE) {
      setMode("web");
      return;
    }
    const picked = languageById(value);
    if (!picked) return;
    setLanguage(picked.id as LanguageId);
    setMode("file");
  }

  async function format() {
    if (!formatter) return;
    setBusy(true);
    try {
      const { formatCode } = await import("../logic/format");
      const result = await formatCode(currentText, formatter);
      if (!result.ok) return fail(result.error);
      if (!result.changed) return say("Already formatted: nothing to change.");
      const key = editorKey(mode, active);
      if (editor.current) editor.current.replace(key, result.code);
      setText(key, result.code);
      say("Formatted. Undo (Ctrl+Z) brings back what you had.");
    } catch {
      fail("The formatter could not be loaded. Check your connection and press Format again.");
    } finally {
      setBusy(false);
    }
  }

  async function share() {
    setBusy(true);
    try {
      const { encodeShare } = await import("../logic/share");
      const snapshot: Snapshot = mode === "web" ? { mode: "web", ...web } : { mode: "file", language, code };
      const result = await encodeShare(snapshot);
      if (!result.ok) {
        setShareLink("");
        return fail(result.error);
      }
      const link = `${window.location.origin}${window.location.pathname}#${result.fragment}`;
      window.history.replaceState(null, "", link);
      setShareLink(link);
      try {
        await navigator.clipboard.writeText(link);
        say("Link copied. The code is inside the link itself, after the #: it is never sent to our server.");
      } catch {
        say("Your link is ready below: select it and copy it. The code is inside the link itself, never on our server.");
      }
    } finally {
      setBusy(false);
    }
  }

  async function open(file: File) {
    const refusal = await binaryFileRefusal(file);
    if (refusal) return fail(refusal);
    const text = await file.text();
    if (text.length > MAX_FILE_CHARS) {
      return fail(`${file.name} has ${text.length.toLocaleString("en-US")} characters; the editor holds files up to ${MAX_FILE_CHARS.toLocaleString("en-US")}.`);
    }
    const extension = file.name.includes(".") ? (file.name.split(".").pop() ?? "").toLowerCase() : "";
    const webFile = mode === "web" ? WEB_FILES.find((entry) => languageById(entry.language)?.extension === extension || (entry.key === "html" && extension === "htm")) : undefined;
    if (webFile) {
      setActive(webFile.key);
      editor.current?.replace(`web:${webFile.key}`, text);
      setWeb((files) => ({ ...files, [webFile.key]: text }));
    } else {
      const picked = LANGUAGES.find((entry) => entry.extension === extension);
      editor.current?.replace("file", text);
      setCode(text);
      if (picked) setLanguage(picked.id);
      setMode("file");
    }
    say(`Opened ${file.name}.`);
  }

  function download() {
    saveFile(new Blob([currentText], { type: "text/plain;charset=utf-8" }), currentName);
  }

  const selectValue = mode === "web" ? WEB_MODE : language;

  return (
    <Card data-tool-ui="code-editor">
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          <div className="col-span-2 flex flex-col gap-1.5 sm:w-64">
            <Label htmlFor={`${ids}-language`}>Language</Label>
            <Select id={`${ids}-language`} value={selectValue} onChange={(event) => changeLanguage(event.target.value)}>
              <option value={WEB_MODE}>Web page (HTML + CSS + JS)</option>
              {LANGUAGES.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-32">
            <Label htmlFor={`${ids}-theme`}>Theme</Label>
            <Select id={`${ids}-theme`} value={theme} onChange={(event) => setTheme(event.target.value === "dark" ? "dark" : "light")}>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5 sm:w-28">
            <Label htmlFor={`${ids}-size`}>Font size</Label>
            <Select id={`${ids}-size`} value={fontSize} onChange={(event) => setFontSize(Number(event.target.value))}>
              {FONT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} px
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div className={mode === "web" ? "grid gap-4 lg:grid-cols-2" : "flex flex-col"}>
          <div className="flex min-w-0 flex-col gap-3">
            {mode === "web" ? (
              <Segmented legend="File" hideLegend name={`${ids}-file`} value={active} options={WEB_OPTIONS} onChange={setActive} />
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={format} disabled={!formatter || busy} title={formatter ? undefined : "Prettier does not format this language"}>
                Format
              </Button>
              <Button size="sm" variant="outline" onClick={share} disabled={busy}>
                Share link
              </Button>
              <Button size="sm" variant="outline" onClick={download}>
                Download {currentName}
              </Button>
              {mode === "web" ? (
                <Button size="sm" variant="outline" onClick={() => saveFile(new Blob([standalonePage(web)], { type: "text/html;charset=utf-8" }), "page.html")}>
                  Download page
                </Button>
              ) : null}
              <OpenFileButton inputLabel="Open a code file" onFile={(file) => void open(file)}>
                Open file
              </OpenFileButton>
            </div>
            <div className="min-w-0 overflow-hidden rounded-lg border border-line" data-testid="code-editor-host">
              <div ref={host} hidden={!ready} />
              {ready ? null : (
                <textarea
                  {...firstUse}
                  aria-label={currentName}
                  value={currentText}
                  onChange={(event) => (event.target.value.length > MAX_FILE_CHARS ? refuseChange() : setText(editorKey(mode, active), event.target.value))}
                  spellCheck={false}
                  className="block min-h-80 w-full resize-y bg-surface p-3 font-mono text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
                  style={{ fontSize }}
                />
              )}
            </div>
            <p className="text-xs text-muted tabular-nums" data-testid="code-editor-size">
              {sizeOf(currentText)}
            </p>
            <p className="text-xs text-muted">
              {formatter ? "Format uses Prettier. " : `${languageById(currentLanguage)?.label ?? "This language"} is highlighted but not formatted. `}
              Tab indents; press Esc then Tab to leave the editor. Ctrl+F finds, Ctrl+D selects the next match, Alt+click adds a cursor.
            </p>
            {error ? <FieldError>{error}</FieldError> : null}
            <p role="status" className="text-sm text-ink empty:hidden">
              {notice}
            </p>
            {shareLink ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${ids}-link`}>Share link</Label>
                <Input id={`${ids}-link`} readOnly value={shareLink} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
              </div>
            ) : null}
          </div>
          {mode === "web" ? <Preview files={web} autoRun={autoRun} onAutoRunChange={setAutoRun} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

const count = (n: number) => n.toLocaleString("en-US");

/** "12 lines · 345 characters": how much the open file holds, next to the most it can hold. */
function sizeOf(text: string): string {
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return `${count(lines)} ${lines === 1 ? "line" : "lines"} · ${count(text.length)} ${text.length === 1 ? "character" : "characters"} (up to ${count(MAX_FILE_CHARS)})`;
}
