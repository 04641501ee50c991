"use client";

import { Check, FileUp, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { Segmented } from "@/components/ui/segmented";
import {
  ALGORITHMS,
  algorithm,
  compare,
  keyBytes,
  MAX_EXPECTED_CHARS,
  MAX_FILE_BYTES,
  MAX_KEY_CHARS,
  textBytes,
  type AlgorithmId,
  type KeyFormat,
} from "../logic/algorithms";

/** hash-wasm and the slice reader load once there is something to hash. */
const loadDigest = () => import("../logic/digest");

type Source = "text" | "file";
type Result = { for: string; digests: Partial<Record<AlgorithmId, string>> };

const SOURCES = [
  { value: "text", label: "Text" },
  { value: "file", label: "File" },
] as const;

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes.toLocaleString("en-US")} bytes` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : bytes < 1024 ** 3 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/** The Hash Generator: digests of text or a file (read in slices), HMAC with a key, and a check against an expected hash. */
export function HashGeneratorTool() {
  const id = useId();
  const [source, setSource] = useState<Source>("text");
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<AlgorithmId[]>(() => ALGORITHMS.filter((a) => a.byDefault).map((a) => a.id));
  const [useKey, setUseKey] = useState(false);
  const [key, setKey] = useState("");
  const [keyFormat, setKeyFormat] = useState<KeyFormat>("text");
  const [upper, setUpper] = useState(false);
  const [expected, setExpected] = useState("");
  const [result, setResult] = useState<Result | null>(null);
  const [progress, setProgress] = useState<{ for: string; done: number } | null>(null);
  const [failure, setFailure] = useState<{ for: string; message: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  const data = useMemo(() => (source === "text" ? textBytes(text) : null), [source, text]);
  const keyRead = useMemo(() => (useKey ? keyBytes(key, keyFormat) : null), [useKey, key, keyFormat]);
  const ids = useMemo(() => ALGORITHMS.map((a) => a.id).filter((a) => chosen.includes(a)), [chosen]);

  // One string names the job: a result, progress or failure for another job is never shown.
  const job =
    (source === "text" ? `text:${text}` : file ? `file:${file.name}:${file.size}:${file.lastModified}` : "") +
    `|${ids.join(",")}|${useKey ? `${keyFormat}:${key}` : ""}`;
  const ready = ids.length > 0 && (source === "text" ? data?.ok === true : file !== null) && (!keyRead || keyRead.ok) && !(file && file.size > MAX_FILE_BYTES);

  useEffect(() => {
    if (!ready) return;
    const abort = new AbortController();
    controller.current = abort;
    const key = keyRead?.ok ? keyRead.bytes : undefined;
    const timer = setTimeout(
      () => {
        void loadDigest()
          .then(async ({ digest, bytesSource, blobSource }) => {
            const input = source === "text" && data?.ok ? bytesSource(data.bytes) : blobSource(file!);
            const digests = await digest(input, ids, {
              key,
              signal: abort.signal,
              onProgress: input.size > 8 * 1024 * 1024 ? (done) => setProgress({ for: job, done }) : undefined,
            });
            if (!abort.signal.aborted) setResult({ for: job, digests });
          })
          .catch(() => {
            if (!abort.signal.aborted) setFailure({ for: job, message: source === "file" ? `Couldn't read ${file?.name}. It may have been moved, deleted or locked by another program — choose it again.` : "The hashing code didn't load. Check your connection and type again." });
          });
      },
      source === "text" && text.length > 100_000 ? 250 : 30,
    );
    return () => {
      clearTimeout(timer);
      abort.abort(new Error("superseded"));
    };
    // `job` names every input the effect reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job, ready]);

  const shown = result && result.for === job ? result.digests : null;
  const running = ready && !shown && !(failure && failure.for === job);
  const fileTooLarge = file && file.size > MAX_FILE_BYTES ? `${file.name} is ${formatSize(file.size)}: files up to ${formatSize(MAX_FILE_BYTES)} are hashed here.` : null;
  const comparison = shown ? compare(expected, shown) : expected.trim() ? null : ({ state: "empty" } as const);
  const format = (hex: string) => (upper ? hex.toUpperCase() : hex);

  return (
    <Card data-tool-ui="hash-generator">
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Segmented legend="Hash" name={`${id}-source`} value={source} options={SOURCES} onChange={setSource} />
              {source === "file" ? (
                <OpenFileButton inputLabel="Open a file to hash" onFile={(f) => { setFile(f); setSource("file"); }}>
                  <FileUp aria-hidden="true" />
                  <span>Open file</span>
                </OpenFileButton>
              ) : null}
            </div>
            {source === "text" ? (
              <>
                <Label htmlFor={`${id}-text`}>Text to hash</Label>
                <Textarea
                  id={`${id}-text`}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  rows={6}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  aria-invalid={data && !data.ok ? true : undefined}
                  placeholder="Type or paste text: it is hashed as UTF-8, exactly as typed (spaces and line breaks count)"
                  className="font-mono text-sm"
                />
                <FieldError data-testid="hash-text-error">{data && !data.ok ? data.error : null}</FieldError>
              </>
            ) : (
              <div
                className="flex min-h-32 flex-col items-start justify-center gap-2 rounded-lg border border-dashed border-line bg-slate-50 p-4 text-sm text-muted"
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  const dropped = e.dataTransfer.files[0];
                  if (dropped) setFile(dropped);
                }}
                data-testid="hash-file"
              >
                {file ? (
                  <div className="flex w-full items-center justify-between gap-2">
                    <p className="min-w-0 break-all text-ink">
                      <span className="font-medium">{file.name}</span> · {formatSize(file.size)}
                    </p>
                    <button type="button" className={plainButtonClasses("ghost", "sm")} onClick={() => setFile(null)}>
                      <X aria-hidden="true" />
                      <span>Clear</span>
                    </button>
                  </div>
                ) : (
                  <p>Drop a file here or use Open file. It is read in slices in your browser, so a file of several gigabytes works and is never uploaded.</p>
                )}
                {progress && progress.for === job && running && file ? (
                  <div className="flex w-full items-center gap-3">
                    <progress className="h-2 flex-1" max={file.size} value={progress.done} aria-label="Hashing progress" />
                    <span className="tabular-nums">{Math.floor((progress.done / file.size) * 100)}%</span>
                    <button type="button" className={plainButtonClasses("ghost", "sm")} onClick={() => controller.current?.abort(new Error("cancelled"))}>
                      Cancel
                    </button>
                  </div>
                ) : null}
                <FieldError>{fileTooLarge}</FieldError>
              </div>
            )}
          </div>

          <div className="flex min-w-0 flex-col gap-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1.5 text-sm font-medium text-ink">Algorithms</legend>
              <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
                {ALGORITHMS.map((a) => (
                  <label key={a.id} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={chosen.includes(a.id)}
                      onChange={(e) => {
                        const checked = e.target.checked;
                        setChosen((now) => (checked ? [...now, a.id] : now.filter((c) => c !== a.id)));
                      }}
                    />
                    {a.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-brand-600" checked={useKey} onChange={(e) => setUseKey(e.target.checked)} />
                HMAC with a key
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-brand-600" checked={upper} onChange={(e) => setUpper(e.target.checked)} />
                Upper-case hex
              </label>
            </div>
            {useKey ? (
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
                <div className="flex min-w-0 flex-col gap-1.5">
                  <Label htmlFor={`${id}-key`}>Key</Label>
                  <Input
                    id={`${id}-key`}
                    value={key}
                    onChange={(e) => setKey(e.target.value)}
                    maxLength={MAX_KEY_CHARS}
                    spellCheck={false}
                    autoComplete="off"
                    aria-invalid={keyRead && !keyRead.ok ? true : undefined}
                    className="font-mono"
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-key-format`}>Key is</Label>
                  <Select id={`${id}-key-format`} value={keyFormat} onChange={(e) => setKeyFormat(e.target.value as KeyFormat)}>
                    <option value="text">Text (UTF-8)</option>
                    <option value="hex">Hex bytes</option>
                  </Select>
                </div>
                <FieldError className="col-span-2" data-testid="hash-key-error">{keyRead && !keyRead.ok ? keyRead.error : null}</FieldError>
              </div>
            ) : null}
            {ids.length === 0 ? <FieldError>Tick at least one algorithm.</FieldError> : null}
          </div>
        </div>

        {failure && failure.for === job ? <FieldError role="alert">{failure.message}</FieldError> : null}

        <ul className="flex flex-col divide-y divide-line border-y border-line text-sm" data-testid="hash-results" aria-busy={running} aria-label={useKey ? "HMAC of the input with each algorithm" : "Hash of the input with each algorithm"}>
          {ids.map((a) => {
            const hex = shown?.[a];
            const matched = comparison?.state === "match" && comparison.id === a;
            return (
              <li key={a} data-testid={`hash-${a}`} className={cn("flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3", matched && "bg-green-50")}>
                <div className="flex items-center justify-between gap-2 sm:w-32 sm:shrink-0 sm:pt-0.5">
                  <span className="font-medium text-ink">
                    {useKey ? "HMAC-" : ""}
                    {algorithm(a).name}
                  </span>
                  {matched ? (
                    <span className="inline-flex items-center gap-1 font-medium text-green-800 sm:hidden">
                      <Check aria-hidden="true" className="size-4" /> matches
                    </span>
                  ) : null}
                </div>
                <p className="min-w-0 flex-1 font-mono break-all text-ink sm:pt-0.5">
                  <span data-testid="hash-value">{hex ? format(hex) : running ? "…" : "—"}</span>
                  {matched ? (
                    <span className="ml-2 hidden items-center gap-1 font-sans font-medium text-green-800 sm:inline-flex">
                      <Check aria-hidden="true" className="size-4" /> matches
                    </span>
                  ) : null}
                </p>
                {hex ? <CopyButton value={format(hex)} label="Copy" accessibleName={`Copy ${algorithm(a).name} hash`} copiedMessage={`${algorithm(a).name} hash copied to the clipboard`} className="self-start" /> : null}
              </li>
            );
          })}
        </ul>

        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-expected`}>Compare with an expected hash</Label>
          <Input
            id={`${id}-expected`}
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
            maxLength={MAX_EXPECTED_CHARS}
            spellCheck={false}
            autoComplete="off"
            placeholder="Paste the hash from the download page, or a sha256sum line"
            className="font-mono"
          />
          <div aria-live="polite" data-testid="hash-compare" className="text-sm">
            {comparison?.state === "match" ? (
              <p className="font-medium text-green-800">Match: the {useKey ? "HMAC-" : ""}{algorithm(comparison.id).name} of this {source === "file" ? "file" : "text"} is the hash you expected.</p>
            ) : comparison?.state === "mismatch" ? (
              <p className="font-medium text-red-700">{comparison.message}</p>
            ) : comparison?.state === "invalid" ? (
              <p className="text-red-700">{comparison.error}</p>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-muted">{useKey ? "Keyed hashes (HMAC, RFC 2104) are" : "Hashes are"} computed in your browser with WebAssembly; the {source === "file" ? "file" : "text"}{useKey ? " and the key" : ""} never leave the page.</p>
      </CardContent>
    </Card>
  );
}
