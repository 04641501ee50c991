"use client";

import { Download, Eraser, Paintbrush, Trash2, Upload, Wand2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { AiTextField } from "@/components/ai/ai-text-field";
import { AiOffNotice } from "@/components/ai/ai-off-notice";
import { AiCreditMeter, AI_CREDITS_URL } from "@/components/ai/ai-credit-meter";
import { AiPlanPrompt, aiUsable, type AiToolPlan } from "@/components/ai/ai-plan-prompt";
import { AiCountSelect, AiRunBar } from "@/components/ai/ai-run-bar";
import { extensionOf, pictureAs } from "@/components/ai/picture-files";
import { useSession } from "@/components/auth/session";
import { revalidate, useSharedData } from "@/components/data/swr";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FileDropZone } from "@/components/ui/file-drop-zone";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { HEADER_BYTES, readImageHeader } from "@/lib/engines/image/header";
import { formatBytes } from "@/lib/engines/image/sizes";
import { choiceOptions } from "@/lib/platform/forms/choice-options";
import { AREAS, areaRect, maskFromPaint, paintedShare, type Area } from "../logic/mask";
import { checkEditRequest, editedFileName, MAX_PROMPT_CHARS, MAX_RESULTS, MODES, type Mode } from "../logic/request";
import { checkUploadHeader, EDIT_MIME, MAX_SIDE, MAX_UPLOAD_BYTES, uploadSizeProblem } from "../logic/upload";
import { MaskPainter } from "./mask-painter";

interface Loaded {
  file: File;
  url: string;
  width: number;
  height: number;
}

interface Result {
  src: string;
  mediaType: string;
  mode: Mode;
}

const modeOptions = choiceOptions(MODES);
const areaOptions = choiceOptions(AREAS);
const toolOptions = [
  { value: "paint", label: "Paint" },
  { value: "erase", label: "Erase" },
] as const;
const viewOptions = [
  { value: "before", label: "Before" },
  { value: "after", label: "After" },
] as const;

/** The mask PNG for the paint layer (or for the whole image): transparent where the image is to change. */
function maskPng(layer: HTMLCanvasElement, whole: boolean): Promise<Blob> {
  const { width, height } = layer;
  const paint = whole ? new Uint8ClampedArray(width * height * 4).fill(255) : layer.getContext("2d")!.getImageData(0, 0, width, height).data;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")!.putImageData(new ImageData(maskFromPaint(paint), width, height), 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no PNG"))), "image/png"));
}

/** The AI Image Editor: an image, a painted mask and a prompt in; edited images (or variations) out, before and after. */
export function AiImageEditorClient({ pro }: { pro: AiToolPlan }) {
  const id = useId();
  const { data: session, status: sessionStatus } = useSession();
  const { data: ai } = useSharedData<{ image: boolean; imageEdit: boolean }>("/api/ai/status");
  const entitled = session?.user ? pro.allowed.includes(session.user.plan) : false;
  const usable = aiUsable(pro, session?.user?.plan ?? null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("edit");
  const [prompt, setPrompt] = useState("");
  const [count, setCount] = useState(1);
  const [tool, setTool] = useState<"paint" | "erase">("paint");
  const [brush, setBrush] = useState(40);
  const [area, setArea] = useState<Area>("whole");
  const [painted, setPainted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const [chosen, setChosen] = useState(0);
  const [view, setView] = useState<"before" | "after">("after");
  const layer = useRef<HTMLCanvasElement | null>(null);
  const controller = useRef<AbortController | null>(null);

  const check = checkEditRequest({ prompt, mode, count });
  const enabled = ai?.imageEdit === true;
  const promptError = !check.ok && check.field === "prompt" && prompt.length > MAX_PROMPT_CHARS ? check.error : null;
  const result = results[chosen] ?? null;

  // The object URL of the image lives as long as the image is loaded.
  useEffect(() => () => (loaded ? URL.revokeObjectURL(loaded.url) : undefined), [loaded]);

  function updatePainted() {
    const canvas = layer.current;
    if (!canvas) return;
    setPainted(paintedShare(canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data) > 0);
  }

  async function pick(files: File[]) {
    setLoadError(null);
    setError(null);
    if (files.length > 1) return setLoadError("The AI Image Editor works on one image at a time: choose one.");
    const file = files[0]!;
    const sizeProblem = uploadSizeProblem(file.name, file.size);
    if (sizeProblem) return setLoadError(sizeProblem);
    const header = checkUploadHeader(file.name, readImageHeader(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer())));
    if (!header.ok) return setLoadError(header.error);
    try {
      const bitmap = await createImageBitmap(file);
      bitmap.close();
    } catch {
      return setLoadError(`${file.name} is damaged or incomplete: this browser could not decode it.`);
    }
    setLoaded({ file, url: URL.createObjectURL(file), width: header.width, height: header.height });
    setPainted(false);
    setResults([]);
    setChosen(0);
  }

  function markArea() {
    const canvas = layer.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const rect = areaRect(area, canvas.width, canvas.height);
    context.globalCompositeOperation = "source-over";
    context.fillStyle = "rgb(236 72 153)";
    context.fillRect(rect.x, rect.y, rect.width, rect.height);
    updatePainted();
  }

  function clearPaint() {
    const canvas = layer.current;
    canvas?.getContext("2d")?.clearRect(0, 0, canvas.width, canvas.height);
    setPainted(false);
  }

  async function submit() {
    if (!loaded || !layer.current) return setError("Choose an image to edit first.");
    if (!check.ok) return setError(check.error);
    if (check.request.mode === "edit" && !painted) return setError("Paint over the area to change first, or mark an area with the keyboard controls.");
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append("image", loaded.file, loaded.file.name);
      form.append("mask", await maskPng(layer.current, check.request.mode === "variation"), "mask.png");
      form.append("prompt", check.request.prompt);
      form.append("mode", check.request.mode);
      form.append("count", String(check.request.count));
      const response = await fetch("/api/tools/ai-image-editor", { method: "POST", body: form, signal: abort.signal });
      const body = (await response.json().catch(() => null)) as { error?: string; data?: { images: { base64: string; mediaType: string }[] } } | null;
      if (!response.ok || !body?.data) {
        setError(body?.error ?? `The AI Image Editor could not answer (${response.status}). Please try again.`);
        return;
      }
      const made = body.data.images.map((image) => ({ src: `data:${image.mediaType};base64,${image.base64}`, mediaType: image.mediaType, mode: check.request.mode }));
      setResults(made);
      setChosen(0);
      setView("after");
    } catch {
      if (!abort.signal.aborted) setError("We could not reach the server. Check your connection and try again.");
    } finally {
      controller.current = null;
      setBusy(false);
      void revalidate(AI_CREDITS_URL);
    }
  }

  async function download(format: "png" | "webp") {
    if (!result || !loaded) return;
    const name = editedFileName(loaded.file.name, result.mode, chosen, format);
    try {
      saveFile(extensionOf(result.mediaType) === format ? result.src : await pictureAs(result.src, EDIT_MIME[format]), name);
    } catch {
      setError(`This browser could not make a ${format === "png" ? "PNG" : "WebP"} of the image: try the other format.`);
    }
  }

  return (
    <div className="flex flex-col gap-4" data-tool-ui="ai-image-editor">
      {ai && !ai.image && !enabled ? (
        <AiOffNotice>
          Its operator has not connected an image model yet, so the AI Image Editor cannot change images here. Everything
          it would do is described below.
        </AiOffNotice>
      ) : ai && !enabled ? (
        <AiOffNotice headline="This server's image model cannot edit images.">
          Its operator has connected a model that makes new images only, so the AI Image Editor cannot change pictures
          here. The AI Image Generator works.
        </AiOffNotice>
      ) : null}
      <Card>
        <CardContent className="flex flex-col gap-4">
          <FileDropZone
            multiple={false}
            accept="image/png,image/jpeg,image/webp"
            button={loaded ? "Choose another image" : "Choose an image"}
            inputLabel="Image to edit"
            onFiles={(files) => void pick(files)}
            icon={Upload}
            title="Drop an image here"
            compact={Boolean(loaded)}
            busy={busy}
            hint={`PNG, JPEG or WebP, up to ${formatBytes(MAX_UPLOAD_BYTES)} and ${MAX_SIDE.toLocaleString("en-US")} pixels a side.`}
          />
          {loadError ? (
            <p role="alert" className="text-sm text-red-700" data-testid="editor-load-error">
              {loadError}
            </p>
          ) : null}

          {loaded ? (
            <div className="flex flex-col gap-3">
              <MaskPainter canvas={layer} src={loaded.url} width={loaded.width} height={loaded.height} brush={brush} erasing={tool === "erase"} onPainted={updatePainted} />
              <p className="text-xs text-muted" data-testid="editor-image-size">
                {loaded.file.name}: {loaded.width.toLocaleString("en-US")} × {loaded.height.toLocaleString("en-US")} pixels.{" "}
                {mode === "edit" ? (painted ? "The painted area will change; the rest is kept." : "Paint over the area to change, with a finger, a pen or the mouse.") : "Variations change the whole image: the paint is not used."}
              </p>
              <div className="flex flex-wrap items-end gap-4">
                <Segmented legend="Brush" name={`${id}-tool`} value={tool} options={toolOptions} onChange={setTool} />
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-brush`}>Brush size: {brush} px</Label>
                  <input id={`${id}-brush`} type="range" min={5} max={150} step={5} value={brush} onChange={(e) => setBrush(Number(e.target.value))} className="w-40 accent-brand-600" />
                </div>
                <Button type="button" variant="outline" size="sm" onClick={clearPaint} disabled={!painted || busy}>
                  <Trash2 aria-hidden className="size-4" />
                  Clear
                </Button>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-area`}>Area</Label>
                  <Select id={`${id}-area`} value={area} onChange={(e) => setArea(e.target.value as Area)} disabled={busy}>
                    {areaOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Select>
                </div>
                <Button type="button" variant="outline" onClick={markArea} disabled={busy}>
                  {tool === "erase" ? <Eraser aria-hidden className="size-4" /> : <Paintbrush aria-hidden className="size-4" />}
                  Mark this area
                </Button>
              </div>
            </div>
          ) : null}

          <Segmented legend="What to do" name={`${id}-mode`} value={mode} options={modeOptions} onChange={setMode} />
          <AiTextField
            id={`${id}-prompt`}
            label={mode === "edit" ? "Describe the change" : "Guidance (optional)"}
            value={prompt}
            onChange={setPrompt}
            max={MAX_PROMPT_CHARS}
            countTestId="editor-count"
            error={promptError}
            readOnly={busy}
            rows={3}
            placeholder={mode === "edit" ? "e.g. A red sailing boat on the water" : "e.g. In autumn colours"}
          />
          <AiCountSelect id={`${id}-count`} label="Results" value={count} max={MAX_RESULTS} disabled={busy} onChange={setCount} />

          <AiRunBar
            busy={busy}
            busyText={mode === "edit" ? "Editing the image…" : "Making variations…"}
            onCancel={() => controller.current?.abort()}
            onRun={() => void submit()}
            disabled={!enabled || !usable || !loaded}
            icon={Wand2}
            label={mode === "edit" ? "Edit image" : "Make variations"}
          />
          {error ? (
            <p role="alert" className="text-sm text-red-700" data-testid="image-editor-error">
              {error}
            </p>
          ) : null}
          {/* Under the action, so that what arrives with the session (the plan prompt, drawn unseen until then; the credits, a line that wraps on a phone) never moves the button a visitor is pressing. */}
          {/* No plan is offered for a tool this server cannot run: paying would not make it work here. */}
          {!entitled && !(ai && !enabled) ? <AiPlanPrompt pro={pro} signedIn={Boolean(session?.user)} testId="image-editor-upgrade" unseen={sessionStatus === "loading"} /> : null}
          {enabled && usable ? <AiCreditMeter kind="image" label="Images" /> : null}
        </CardContent>
      </Card>

      {result && loaded ? (
        <Card>
          <CardContent className="flex flex-col gap-3" data-testid="editor-result">
            <h2 className="text-base font-semibold text-ink">Before and after</h2>
            <p className="text-xs text-muted">Made by an AI model. Results stay on this page only: download the ones you want to keep.</p>
            <Segmented legend="Show" name={`${id}-view`} value={view} options={viewOptions} onChange={setView} className="sm:hidden" hideLegend />
            <div className="grid gap-4 sm:grid-cols-2">
              <figure className={`${view === "before" ? "flex" : "hidden"} flex-col gap-1 sm:flex`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- an object URL of the visitor's own file */}
                <img src={loaded.url} alt="Before: your image" className="w-full rounded-lg border border-line" />
                <figcaption className="text-sm text-muted">Before</figcaption>
              </figure>
              <figure className={`${view === "after" ? "flex" : "hidden"} flex-col gap-1 sm:flex`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made in this page; next/image cannot optimise it */}
                <img src={result.src} alt={`After: result ${chosen + 1} of ${results.length}`} className="w-full rounded-lg border border-line" data-testid="editor-after" />
                <figcaption className="text-sm text-muted">After{results.length > 1 ? ` (result ${chosen + 1} of ${results.length})` : ""}</figcaption>
              </figure>
            </div>
            {results.length > 1 ? (
              <div className="flex flex-wrap gap-2" role="group" aria-label="Results">
                {results.map((r, index) => (
                  <Button key={index} type="button" size="sm" variant={index === chosen ? "primary" : "outline"} aria-pressed={index === chosen} onClick={() => setChosen(index)}>
                    Result {index + 1}
                  </Button>
                ))}
              </div>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => void download("png")}>
                <Download aria-hidden className="size-4" />
                PNG
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => void download("webp")}>
                <Download aria-hidden className="size-4" />
                WebP
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
