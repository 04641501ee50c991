"use client";

import { FileUp, X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { OutputActions } from "@/components/code/output-actions";
import { readTextFile } from "@/components/code/read-text-file";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OpenFileButton } from "@/components/ui/open-file-button";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import {
  bytesToText,
  dataUrl,
  decodeBase64,
  encodeBytes,
  encodeText,
  imageType,
  MAX_BASE64_CHARS,
  MAX_FILE_BYTES,
  type Alphabet,
} from "../logic/base64";

type Mode = "encode" | "decode";

/** Longer output is not put in the box (a textarea of tens of millions of characters stalls a phone): copy or download it. */
const SHOWN_CHARS = 1_000_000;

const MODES = [
  { value: "encode", label: "Encode" },
  { value: "decode", label: "Decode" },
] as const;
const ALPHABETS = [
  { value: "standard", label: "Standard (+ /)" },
  { value: "url", label: "URL-safe (- _)" },
] as const;

interface OpenedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes.toLocaleString("en-US")} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Text longer than this is encoded or decoded after a pause in typing, not on every key. */
const LIVE_CHARS = 100_000;

/** `value` at once while it is short; a long one once typing has paused, so each key of a long text stays quick. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.length <= LIVE_CHARS) return;
    const timer = setTimeout(() => setSettled(value), 250);
    return () => clearTimeout(timer);
  }, [value]);
  return value.length <= LIVE_CHARS ? value : settled;
}

/** A preview of image bytes through an object URL, released when the bytes change or the preview goes. */
function ImagePreview({ bytes, type, alt }: { bytes: Uint8Array; type: string; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [bytes, type],
  );
  return (
    // An object URL of bytes in the page: next/image would send it to the server to optimise.
    // eslint-disable-next-line @next/next/no-img-element
    <img ref={attach} alt={alt} data-testid="base64-preview" className="max-h-64 min-h-8 max-w-full min-w-8 rounded-lg border border-line bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain" />
  );
}

/** The Base64 tool: text or a file, encoded or decoded in the page, in either alphabet, with data URLs and image previews. */
export function Base64Tool() {
  const id = useId();
  const [mode, setMode] = useState<Mode>("encode");
  const [alphabet, setAlphabet] = useState<Alphabet>("standard");
  const [pad, setPad] = useState(true);
  const [asDataUrl, setAsDataUrl] = useState(false);
  const [text, setText] = useState("");
  const [file, setFile] = useState<OpenedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  async function openFile(chosen: File) {
    setFileError(null);
    if (mode === "decode") {
      const read = await readTextFile(chosen, MAX_BASE64_CHARS);
      if (!read.ok) setFileError(read.error);
      else setText(read.text);
      return;
    }
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(`${chosen.name} is ${formatSize(chosen.size)}: files up to 10 MB are encoded here (its Base64 would be a third larger still).`);
      return;
    }
    try {
      setFile({ name: chosen.name, type: chosen.type, bytes: new Uint8Array(await chosen.arrayBuffer()) });
    } catch {
      setFileError(`Couldn't read ${chosen.name}. It may have been moved or locked by another program — choose it again.`);
    }
  }

  const work = useSettled(text);
  const encoded = useMemo(() => {
    if (mode !== "encode") return null;
    if (file) {
      const type = file.type || imageType(file.bytes) || "";
      return { ok: true as const, base64: asDataUrl ? dataUrl(file.bytes, type) : encodeBytes(file.bytes, alphabet, pad), bytes: file.bytes.length };
    }
    return work ? encodeText(work, alphabet, pad) : null;
  }, [mode, file, work, alphabet, pad, asDataUrl]);

  const decoded = useMemo(() => (mode === "decode" && work.trim() ? decodeBase64(work) : null), [mode, work]);
  const decodedText = useMemo(() => (decoded?.ok ? bytesToText(decoded.bytes) : null), [decoded]);
  const decodedImage = decoded?.ok ? imageType(decoded.bytes) : null;

  const output = mode === "encode" ? (encoded?.ok ? encoded.base64 : "") : decodedText?.ok ? decodedText.text : "";
  const error = mode === "encode" ? (encoded && !encoded.ok ? encoded.error : null) : decoded && !decoded.ok ? decoded.error : null;
  const fileImage = mode === "encode" && file ? imageType(file.bytes) : null;

  const inputLabel = mode === "encode" ? "Text to encode" : "Base64 to decode";
  const outputLabel = mode === "encode" ? (asDataUrl && file ? "Data URL" : "Base64") : "Decoded text";

  return (
    <Card data-tool-ui="base64">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-4">
          <Segmented
            legend="Direction"
            name={`${id}-mode`}
            value={mode}
            options={MODES}
            onChange={(next) => {
              setMode(next);
              setFile(null);
              setFileError(null);
              // The output becomes the input, so switching direction checks the round trip.
              if (output && output.length <= SHOWN_CHARS && !(asDataUrl && file)) setText(output);
            }}
          />
          {mode === "encode" ? (
            <>
              <Segmented legend="Alphabet" name={`${id}-alphabet`} value={alphabet} options={ALPHABETS} onChange={setAlphabet} />
              <label className="flex items-center gap-2 pb-2 text-sm text-ink">
                <input type="checkbox" checked={pad} onChange={(e) => setPad(e.target.checked)} className="size-4 accent-brand-600" />
                Padding (=)
              </label>
            </>
          ) : (
            <p className="pb-2 text-sm text-muted">Either alphabet, with or without padding; line breaks and a data: prefix are fine.</p>
          )}
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-input`}>{inputLabel}</Label>
              <div className="flex gap-2">
                <button type="button" className={plainButtonClasses("ghost", "sm")} onClick={() => { setFile(null); setText(mode === "encode" ? "Grüße aus Zürich 👋" : "R3LDvMOfZSBhdXMgWsO8cmljaCDwn5GL"); }}>
                  Sample
                </button>
                <OpenFileButton inputLabel={mode === "encode" ? "Open a file to encode" : "Open a Base64 text file"} onFile={(f) => void openFile(f)}>
                  <FileUp aria-hidden="true" />
                  <span>Open file</span>
                </OpenFileButton>
              </div>
            </div>
            {file ? (
              <div className="flex min-h-40 flex-col items-start gap-3 rounded-lg border border-line bg-slate-50 p-3 text-sm" data-testid="base64-file">
                <div className="flex w-full items-center justify-between gap-2">
                  <p className="min-w-0 break-all text-ink">
                    <span className="font-medium">{file.name}</span> · {formatSize(file.bytes.length)}
                    {file.type ? ` · ${file.type}` : ""}
                  </p>
                  <button type="button" className={plainButtonClasses("ghost", "sm")} onClick={() => setFile(null)}>
                    <X aria-hidden="true" />
                    <span>Clear</span>
                  </button>
                </div>
                {fileImage ? <ImagePreview bytes={file.bytes} type={fileImage} alt={`Preview of ${file.name}`} /> : null}
                <label className="flex items-center gap-2 text-ink">
                  <input type="checkbox" checked={asDataUrl} onChange={(e) => setAsDataUrl(e.target.checked)} className="size-4 accent-brand-600" />
                  As a data URL (data:{file.type || fileImage || "application/octet-stream"};base64,…)
                </label>
              </div>
            ) : (
              <Textarea
                id={`${id}-input`}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  const dropped = e.dataTransfer.files[0];
                  if (dropped) void openFile(dropped);
                }}
                rows={10}
                spellCheck={false}
                autoCapitalize="off"
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                placeholder={mode === "encode" ? "Type or paste text, or open any file" : "Paste Base64 or a data: URL"}
                className={mode === "decode" ? "font-mono text-sm break-all" : "text-sm"}
              />
            )}
            <FieldError>{fileError}</FieldError>
          </div>

          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Label htmlFor={`${id}-output`}>{outputLabel}</Label>
              <OutputActions
                value={output}
                filename={mode === "encode" ? `${file?.name ?? "text"}.b64.txt` : "decoded.txt"}
                type="text/plain;charset=utf-8"
                what={mode === "encode" ? "Base64" : "text"}
              />
            </div>
            {error ? (
              <p id={`${id}-error`} role="alert" data-testid="base64-error" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            ) : output.length > SHOWN_CHARS ? (
              <p className="rounded-lg border border-line bg-slate-50 p-3 text-sm text-ink" data-testid="base64-too-long">
                The result is {output.length.toLocaleString("en-US")} characters, too long to show here without slowing the page: copy or download it.
              </p>
            ) : (
              <Textarea
                id={`${id}-output`}
                value={output}
                readOnly
                rows={10}
                spellCheck={false}
                data-testid="base64-output"
                placeholder={mode === "encode" ? "The Base64 appears here" : "The decoded text appears here"}
                className="bg-slate-50 font-mono text-sm break-all"
              />
            )}
            <div aria-live="polite" className="flex flex-col gap-3 text-sm text-muted">
              {mode === "encode" && encoded?.ok ? (
                <p data-testid="base64-status">
                  {encoded.bytes.toLocaleString("en-US")} {encoded.bytes === 1 ? "byte" : "bytes"}
                  {file ? "" : " of UTF-8"} → {encoded.base64.length.toLocaleString("en-US")} characters
                </p>
              ) : null}
              {decoded?.ok ? (
                <>
                  <p data-testid="base64-status">
                    {decoded.bytes.length.toLocaleString("en-US")} {decoded.bytes.length === 1 ? "byte" : "bytes"} ·{" "}
                    {decoded.alphabet === "url" ? "URL-safe alphabet" : decoded.alphabet === "standard" ? "standard alphabet" : "characters common to both alphabets"} ·{" "}
                    {decoded.padded ? "padded" : "no padding"}
                    {decoded.dataUrlType ? ` · data URL of ${decoded.dataUrlType}` : ""}
                    {decoded.skippedWhitespace ? ` · ${decoded.skippedWhitespace.toLocaleString("en-US")} spaces and line breaks skipped` : ""}
                  </p>
                  {decodedText && !decodedText.ok ? <p data-testid="base64-binary">{decodedText.error}</p> : null}
                  {decodedImage ? <ImagePreview bytes={decoded.bytes} type={decodedImage} alt="The decoded image" /> : null}
                  {decodedText && !decodedText.ok || decodedImage ? (
                    <button
                      type="button"
                      className={plainButtonClasses("outline", "sm") + " self-start"}
                      onClick={() => saveFile(new Blob([decoded.bytes as Uint8Array<ArrayBuffer>], { type: decodedImage ?? decoded.dataUrlType ?? "application/octet-stream" }), `decoded.${decodedImage ? decodedImage.split("/")[1]!.replace("x-icon", "ico") : "bin"}`)}
                    >
                      Download the decoded file
                    </button>
                  ) : null}
                </>
              ) : null}
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
