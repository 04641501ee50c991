"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { cn } from "@/components/ui/cn";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { ENCODINGS, encodingById, eolName, saveText, type Eol } from "../logic/encoding";
import { FIND_TIME_LIMIT_MS, runFind, type FindRequest, type FindResult } from "../logic/find";
import { LINE_TOOLS, applyLineTool, type LineTool } from "../logic/lines";
import { editorCounts, editorCountsInSlices } from "../logic/counts";
import { useTextCounts } from "@/components/text/use-text-counts";
import { plural } from "@/lib/engines/text/plural";

// Reading a file (binary check, encoding detection) loads with the first file opened.
const loadOpen = () => import("../logic/open");

interface Doc {
  id: string;
  name: string;
  text: string;
  encoding: string;
  bom: boolean;
  eol: Eol;
  /** The file's bytes as opened, while the text is unchanged: saving then writes them back as they were. */
  original: Uint8Array | null;
}

const STORE_KEY = "utilify:text-editor:v1";
const FONT_SIZES = [12, 14, 16, 18, 20, 24] as const;
const EOLS: readonly Eol[] = ["\n", "\r\n", "\r"];
const MAX_DOCS = 20;

function newDoc(number: number): Doc {
  return { id: crypto.randomUUID(), name: `Untitled ${number}.txt`, text: "", encoding: "utf-8", bom: false, eol: "\n", original: null };
}

function eolValue(eol: Eol): string {
  return eol === "\r\n" ? "crlf" : eol === "\r" ? "cr" : "lf";
}

/** Runs a regex find in a worker and stops it after FIND_TIME_LIMIT_MS; plain text is searched here. */
function findOffThread(request: FindRequest): Promise<FindResult> {
  if (!request.regex) return Promise.resolve(runFind(request));
  return new Promise((resolve) => {
    const worker = new Worker(new URL("../logic/find.worker.ts", import.meta.url), { type: "module" });
    const timer = setTimeout(() => {
      worker.terminate();
      resolve({ ok: false, error: `This pattern took more than ${FIND_TIME_LIMIT_MS / 1000} s and was stopped: it backtracks too much on this text (nested repeats like (a+)+ often do). Simplify it.` });
    }, FIND_TIME_LIMIT_MS);
    worker.onmessage = (event: MessageEvent<FindResult>) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve({ ok: false, error: "The search could not run in this browser." });
    };
    worker.postMessage(request);
  });
}

/**
 * The Text Editor: plain-text documents in tabs, kept in this browser's IndexedDB (idb-keyval), opened and saved with
 * their encoding, BOM and line endings; find and replace (regex in a worker), line tools, counts, wrap, font size,
 * print and a distraction-free mode. Nothing typed leaves the browser.
 */
export function TextEditorTool() {
  const ids = useId();
  const [docs, setDocs] = useState<Doc[]>(() => [newDoc(1)]);
  const [activeId, setActiveId] = useState<string>("");
  const [loaded, setLoaded] = useState(false);
  const [wrap, setWrap] = useState(true);
  const [fontSize, setFontSize] = useState(16);
  const [focusMode, setFocusMode] = useState(false);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [find, setFind] = useState("");
  const [replace, setReplace] = useState("");
  const [regex, setRegex] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [findStatus, setFindStatus] = useState("");
  const [findError, setFindError] = useState("");
  const [lineTool, setLineTool] = useState<LineTool>("sort-asc");
  const area = useRef<HTMLTextAreaElement>(null);

  const active = docs.find((doc) => doc.id === activeId) ?? docs[0];
  const counts = useTextCounts(active?.text ?? "", editorCounts, editorCountsInSlices);

  // Load the documents kept in this browser, then keep them saved as they change.
  useEffect(() => {
    let live = true;
    void import("idb-keyval")
      .then(({ get }) => get<{ docs: Doc[]; active: string }>(STORE_KEY))
      .then((stored) => {
        if (!live) return;
        if (stored && Array.isArray(stored.docs) && stored.docs.length > 0) {
          // Whatever was typed before storage answered wins over the stored documents.
          setDocs((current) => (current.length === 1 && current[0]?.text === "" && current[0].original === null ? stored.docs : current));
          setActiveId((current) => current || stored.active);
        }
      })
      .catch(() => setError("This browser does not let the page keep documents (private mode?). Download your text to keep it."))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      void import("idb-keyval")
        .then(({ set }) => set(STORE_KEY, { docs, active: active?.id ?? "" }))
        .catch((reason: unknown) => {
          const full = reason instanceof DOMException && reason.name === "QuotaExceededError";
          setError(full ? "Browser storage is full — download your notes, then close documents you no longer need." : "Your documents could not be saved in this browser. Download them to keep them.");
        });
    }, 400);
    return () => clearTimeout(timer);
  }, [docs, active?.id, loaded]);

  useEffect(() => {
    if (!focusMode) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setFocusMode(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [focusMode]);

  if (!active) return null;

  function update(patch: Partial<Doc>) {
    setDocs((list) => list.map((doc) => (doc.id === active?.id ? { ...doc, ...patch } : doc)));
  }

  function say(message: string) {
    setError("");
    setNotice(message);
  }

  function fail(message: string) {
    setNotice("");
    setError(message);
  }

  function addDoc(doc: Doc) {
    if (docs.length >= MAX_DOCS) return fail(`You have ${MAX_DOCS} documents open; close one to open another.`);
    // A lone untouched empty tab is replaced rather than kept beside the new one.
    setDocs((list) => {
      const lone = list.length === 1 && list[0]?.text === "" && list[0].original === null;
      return lone && doc.original !== null ? [doc] : [...list, doc];
    });
    setActiveId(doc.id);
  }

  function closeDoc(id: string) {
    const index = docs.findIndex((doc) => doc.id === id);
    const rest = docs.filter((doc) => doc.id !== id);
    const next = rest.length > 0 ? rest : [newDoc(1)];
    setDocs(next);
    if (id === active?.id) setActiveId(next[Math.max(0, index - 1)]?.id ?? next[0]?.id ?? "");
  }

  async function open(file: File, encoding?: string) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { openBytes } = await loadOpen();
    const opened = openBytes(bytes, encoding);
    if (!opened.ok) return fail(`${file.name}: ${opened.error}`);
    addDoc({ id: crypto.randomUUID(), name: file.name, text: opened.text, encoding: opened.encoding, bom: opened.bom, eol: opened.eol, original: bytes });
    const parts = [`Opened ${file.name}: ${encodingById(opened.encoding)?.label ?? opened.encoding}${opened.bom ? " with BOM" : ""}, ${eolName(opened.eol)} line endings.`];
    if (opened.guessed) parts.push("It is not UTF-8, so it was read as Windows-1252; if letters look wrong, pick its encoding under Encoding.");
    if (opened.mixedEol) parts.push(`It mixes line endings; saving after an edit writes them all as ${eolName(opened.eol)}.`);
    say(parts.join(" "));
  }

  async function reopenAs(encoding: string) {
    if (!active) return;
    if (active.original) {
      const { openBytes } = await loadOpen();
      const opened = openBytes(active.original, encoding);
      if (!opened.ok) return fail(opened.error);
      update({ text: opened.text, encoding, bom: opened.bom, eol: opened.eol });
      return say(`Read again as ${encodingById(encoding)?.label ?? encoding}.`);
    }
    update({ encoding });
  }

  function save() {
    if (!active) return;
    const bytes = active.original ?? (() => {
      const saved = saveText(active.text, active.encoding, active.bom, active.eol);
      if (!saved.ok) {
        fail(saved.error);
        return null;
      }
      return saved.bytes;
    })();
    if (!bytes) return;
    saveFile(new Blob([bytes as BlobPart], { type: "text/plain" }), active.name);
    say(`Saved ${active.name} (${bytes.length.toLocaleString("en-US")} bytes).`);
  }

  async function runSearch(withReplace: boolean) {
    if (!active) return;
    setFindError("");
    const result = await findOffThread({ text: active.text, find, replace: withReplace ? replace : undefined, regex, caseSensitive });
    if (!result.ok) {
      setFindStatus("");
      return setFindError(result.error);
    }
    if (withReplace && result.replaced !== undefined) {
      if (result.count) update({ text: result.replaced, original: null });
      setFindStatus(result.count ? `Replaced ${result.count.toLocaleString("en-US")} ${result.count === 1 ? "match" : "matches"}.` : "No matches to replace.");
      return;
    }
    const textarea = area.current;
    if (result.matches.length === 0 || !textarea) return setFindStatus(find ? "No matches." : "");
    const from = textarea.selectionEnd;
    const next = result.matches.find(([start]) => start >= from) ?? result.matches[0];
    if (!next) return;
    textarea.focus();
    textarea.setSelectionRange(next[0], next[1]);
    const index = result.matches.indexOf(next) + 1;
    setFindStatus(`Match ${index.toLocaleString("en-US")} of ${result.matches.length.toLocaleString("en-US")}${result.capped ? "+" : ""}.`);
  }

  function applyTool() {
    const textarea = area.current;
    if (!active || !textarea) return;
    const { selectionStart: start, selectionEnd: end } = textarea;
    // With a selection, the tool works on the whole lines it touches; without one, on the document.
    const from = start === end ? 0 : active.text.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = active.text.indexOf("\n", end === start ? end : end - 1);
    const to = start === end ? active.text.length : lineEnd < 0 ? active.text.length : lineEnd;
    const result = applyLineTool(active.text.slice(from, to), lineTool);
    const label = LINE_TOOLS.find((tool) => tool.id === lineTool)?.label ?? lineTool;
    if (result.changed === 0 && result.removed === 0) return say(`${label}: nothing to change.`);
    update({ text: active.text.slice(0, from) + result.text + active.text.slice(to), original: null });
    const n = result.removed || result.changed;
    say(`${label}: ${n.toLocaleString("en-US")} ${n === 1 ? "line" : "lines"} ${result.removed ? "removed" : "changed"}.`);
  }

  const encoding = encodingById(active.encoding);

  return (
    <div className={cn("flex flex-col gap-4", focusMode && "fixed inset-0 z-50 overflow-auto bg-surface p-4 sm:p-8")} data-tool-ui="text-editor" data-print-root>
      {focusMode ? (
        <div className="flex items-center justify-between print:hidden">
          <p className="text-sm text-muted">
            {counts ? `${plural(counts.words, "word")} · ${plural(counts.characters, "character")}` : "Counting…"}
          </p>
          <Button size="sm" variant="outline" onClick={() => setFocusMode(false)}>
            Exit focus mode (Esc)
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm print:hidden">
          <div role="group" aria-label="Documents" className="flex flex-wrap items-center gap-1 border-b border-line pb-2">
            {docs.map((doc) => (
              <span key={doc.id} className={cn("flex items-center rounded-md text-sm", doc.id === active.id ? "bg-brand-50 text-brand-700" : "text-ink")}>
                <button type="button" aria-current={doc.id === active.id ? "true" : undefined} onClick={() => setActiveId(doc.id)} className="max-w-48 truncate px-2 py-1 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {doc.name}
                </button>
                <button type="button" aria-label={`Close ${doc.name}`} onClick={() => closeDoc(doc.id)} className="px-1.5 py-1 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600">
                  ×
                </button>
              </span>
            ))}
            <Button size="sm" variant="ghost" onClick={() => addDoc(newDoc(docs.length + 1))}>
              + New
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <OpenFileButton inputLabel="Open a text file" onFile={(file) => void open(file)}>
              Open file
            </OpenFileButton>
            <Button size="sm" variant="outline" onClick={save}>
              Save {active.name}
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              Print
            </Button>
            <Button size="sm" variant="outline" onClick={() => setFocusMode(true)}>
              Focus mode
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div className="col-span-2 flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-encoding`}>Encoding</Label>
              <Select id={`${ids}-encoding`} value={active.encoding} onChange={(event) => void reopenAs(event.target.value)}>
                {ENCODINGS.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.label}
                    {entry.writable ? "" : " (read only)"}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-eol`}>Line endings</Label>
              <Select id={`${ids}-eol`} value={eolValue(active.eol)} onChange={(event) => update({ eol: EOLS.find((eol) => eolValue(eol) === event.target.value) ?? "\n", original: null })}>
                {EOLS.map((eol) => (
                  <option key={eolValue(eol)} value={eolValue(eol)}>
                    {eolName(eol)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
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
          <div className="flex flex-wrap gap-4 text-sm text-ink">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={active.bom} disabled={!encoding?.id.startsWith("utf")} onChange={(event) => update({ bom: event.target.checked, original: null })} className="size-4 accent-brand-600" />
              Byte-order mark (BOM)
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={wrap} onChange={(event) => setWrap(event.target.checked)} className="size-4 accent-brand-600" />
              Wrap long lines
            </label>
          </div>
          <details className="rounded-lg border border-line p-3">
            <summary className="cursor-pointer text-sm font-medium text-ink">Find and replace</summary>
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${ids}-find`}>Find</Label>
                <Input id={`${ids}-find`} value={find} onChange={(event) => setFind(event.target.value)} onKeyDown={(event) => event.key === "Enter" && void runSearch(false)} aria-invalid={findError ? true : undefined} className="font-mono" />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${ids}-replace`}>Replace with</Label>
                <Input id={`${ids}-replace`} value={replace} onChange={(event) => setReplace(event.target.value)} className="font-mono" />
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={regex} onChange={(event) => setRegex(event.target.checked)} className="size-4 accent-brand-600" />
                Regular expression
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={caseSensitive} onChange={(event) => setCaseSensitive(event.target.checked)} className="size-4 accent-brand-600" />
                Match case
              </label>
              <Button size="sm" variant="outline" onClick={() => void runSearch(false)} disabled={!find}>
                Find next
              </Button>
              <Button size="sm" variant="outline" onClick={() => void runSearch(true)} disabled={!find}>
                Replace all
              </Button>
              <span role="status" className="text-muted">
                {findStatus}
              </span>
            </div>
            {findError ? <FieldError className="mt-2">{findError}</FieldError> : null}
          </details>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-tool`}>Line tool</Label>
              <Select id={`${ids}-tool`} value={lineTool} onChange={(event) => setLineTool(event.target.value as LineTool)} className="w-60">
                {LINE_TOOLS.map((tool) => (
                  <option key={tool.id} value={tool.id}>
                    {tool.label}
                  </option>
                ))}
              </Select>
            </div>
            <Button variant="outline" onClick={applyTool}>
              Apply
            </Button>
          </div>
        </div>
      )}
      <textarea
        ref={area}
        aria-label={`Text of ${active.name}`}
        value={active.text}
        onChange={(event) => update({ text: event.target.value, original: null })}
        wrap={wrap ? "soft" : "off"}
        spellCheck
        style={{ fontSize }}
        className={cn(
          "w-full resize-y rounded-lg border border-line bg-surface p-4 font-mono text-ink shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 print:hidden",
          focusMode ? "min-h-[80vh] border-transparent font-serif shadow-none" : "min-h-96",
          !wrap && "overflow-x-auto whitespace-pre",
        )}
      />
      <pre className="hidden font-mono text-sm whitespace-pre-wrap print:block">{active.text}</pre>
      {focusMode ? null : (
        <div className="flex flex-col gap-2 print:hidden">
          <p className="text-sm text-muted" data-testid="text-counts">
            {counts ? `${plural(counts.characters, "character")} · ${plural(counts.words, "word")} · ${plural(counts.lines, "line")}` : "Counting…"} · {encoding?.label ?? active.encoding}
            {active.bom ? " with BOM" : ""} · {eolName(active.eol)}
          </p>
          {error ? <FieldError>{error}</FieldError> : null}
          <p role="status" className="text-sm text-ink empty:hidden">
            {notice}
          </p>
          <p className="text-xs text-muted">Your documents stay in this browser (IndexedDB) and are never sent to our server.</p>
        </div>
      )}
    </div>
  );
}
