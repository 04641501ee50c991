"use client";

import { Download, ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { AiCreditMeter, AI_CREDITS_URL } from "@/components/ai/ai-credit-meter";
import { AiTextField } from "@/components/ai/ai-text-field";
import { AiOffNotice } from "@/components/ai/ai-off-notice";
import { AiPlanPrompt, aiUsable, type AiToolPlan } from "@/components/ai/ai-plan-prompt";
import { AiCountSelect, AiRunBar } from "@/components/ai/ai-run-bar";
import { extensionOf, pictureAs } from "@/components/ai/picture-files";
import { useSession } from "@/components/auth/session";
import { revalidate, useSharedData } from "@/components/data/swr";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import { checkImageRequest, imageFileName, MAX_IMAGES, MAX_PROMPT_CHARS, SIZES, STYLES, type Shape, type Style } from "../logic/request";
import { choiceOptions } from "@/lib/platform/forms/choice-options";
import type { ImageHistoryEntry } from "../logic/history";
import { ImageHistory, refreshImageHistory } from "./image-history";

interface Picture {
  src: string;
  mediaType: string;
  prompt: string;
}

const shapeOptions = choiceOptions(SIZES);
const styleOptions = choiceOptions(STYLES);

/** The AI Image Generator: a prompt, its options, and a gallery of what came back. */
export function AiImageGeneratorClient({ pro }: { pro: AiToolPlan }) {
  const id = useId();
  const { data: session, status: sessionStatus } = useSession();
  const { data: ai } = useSharedData<{ image: boolean }>("/api/ai/status");
  const entitled = session?.user ? pro.allowed.includes(session.user.plan) : false;
  const usable = aiUsable(pro, session?.user?.plan ?? null);
  const [prompt, setPrompt] = useState("");
  const [avoid, setAvoid] = useState("");
  const [shape, setShape] = useState<Shape>("square");
  const [style, setStyle] = useState<Style>("none");
  const [count, setCount] = useState(1);
  const [seed, setSeed] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gallery, setGallery] = useState<Picture[]>([]);
  const controller = useRef<AbortController | null>(null);

  const seedValue = seed.trim() === "" ? null : /^\d{1,10}$/.test(seed.trim()) ? Number(seed.trim()) : Number.NaN;
  const check = checkImageRequest({ prompt, avoid, shape, style, count, seed: seedValue });
  const enabled = ai?.image === true;
  const fieldError = (field: string) => (!check.ok && check.field === field && (field !== "prompt" || prompt.length > MAX_PROMPT_CHARS) ? check.error : null);

  async function generate() {
    if (!check.ok) {
      setError(check.error);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/tools/ai-image-generator", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(check.request),
        signal: abort.signal,
      });
      const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: string; data?: { images: { base64: string; mediaType: string }[]; saved?: boolean } } | null;
      if (!response.ok || !body?.data) {
        setError(body?.error ?? `The AI Image Generator could not answer (${response.status}). Please try again.`);
        return;
      }
      const made = body.data.images.map((image) => ({ src: `data:${image.mediaType};base64,${image.base64}`, mediaType: image.mediaType, prompt: check.request.prompt }));
      setGallery((previous) => [...made, ...previous].slice(0, 24));
      if (body.data.saved) void refreshImageHistory();
    } catch {
      if (!abort.signal.aborted) setError("We could not reach the server. Check your connection and try again.");
    } finally {
      controller.current = null;
      setBusy(false);
      // Images made took their credits; a failed or cancelled request gave them back (docs/product.md "AI credits").
      void revalidate(AI_CREDITS_URL);
    }
  }

  /** Starts again from an image of the history: its prompt and settings back in the form. */
  function startFrom(entry: ImageHistoryEntry) {
    if (busy) return;
    setPrompt(entry.prompt);
    setAvoid(entry.avoid);
    setShape(entry.shape);
    setStyle(entry.style);
    setSeed(entry.seed === null ? "" : String(entry.seed));
    setError(null);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  async function downloadWebp(picture: Picture, index: number) {
    try {
      saveFile(await pictureAs(picture.src, "image/webp"), imageFileName(picture.prompt, index, "webp"));
    } catch {
      setError("This browser could not make a WebP of the image: download the PNG instead.");
    }
  }

  return (
    <div className="flex flex-col gap-4" data-tool-ui="ai-image-generator">
      {ai && !enabled ? (
        <AiOffNotice>
          Its operator has not connected an image model yet, so the AI Image Generator cannot make images here. Everything
          it would do is described below.
        </AiOffNotice>
      ) : null}
      <Card>
        <CardContent className="flex flex-col gap-4">
          <AiTextField
            id={`${id}-prompt`}
            label="Prompt"
            value={prompt}
            onChange={setPrompt}
            max={MAX_PROMPT_CHARS}
            countTestId="image-count"
            error={fieldError("prompt")}
            readOnly={busy}
            rows={4}
            placeholder="e.g. A lighthouse on a rocky coast at dawn, waves breaking, seen from the beach"
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-avoid`}>Avoid (optional)</Label>
            <Input id={`${id}-avoid`} value={avoid} onChange={(e) => setAvoid(e.target.value)} readOnly={busy} placeholder="e.g. text, people, blur" aria-invalid={Boolean(fieldError("avoid")) || undefined} />
            {fieldError("avoid") ? <FieldError>{fieldError("avoid")}</FieldError> : null}
          </div>
          <div className="flex flex-wrap items-end gap-4">
            <Segmented legend="Shape" name={`${id}-shape`} value={shape} options={shapeOptions} onChange={setShape} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-style`}>Style</Label>
              <Select id={`${id}-style`} value={style} onChange={(e) => setStyle(e.target.value as Style)} disabled={busy}>
                {styleOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
            <AiCountSelect id={`${id}-count`} label="Images" value={count} max={MAX_IMAGES} disabled={busy} onChange={setCount} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-seed`}>Seed (optional)</Label>
              <Input id={`${id}-seed`} value={seed} onChange={(e) => setSeed(e.target.value)} inputMode="numeric" className="w-40" readOnly={busy} aria-invalid={Boolean(fieldError("seed")) || undefined} />
            </div>
          </div>
          {fieldError("seed") ? <FieldError>{fieldError("seed")}</FieldError> : null}

          <AiRunBar
            busy={busy}
            busyText={`Making ${count === 1 ? "the image" : `${count} images`}…`}
            onCancel={() => controller.current?.abort()}
            onRun={() => void generate()}
            disabled={!enabled || !usable || !check.ok}
            icon={ImagePlus}
            label="Generate"
          />
          {error ? (
            <p role="alert" className="text-sm text-red-700" data-testid="image-generator-error">
              {error}
            </p>
          ) : null}
          {/* Under the action, so that what arrives with the session (the plan prompt, drawn unseen until then; the credits, a line that wraps on a phone) never moves the button a visitor is pressing. */}
          {/* No plan is offered for a tool this server cannot run: paying would not make it work here. */}
          {!entitled && !(ai && !enabled) ? <AiPlanPrompt pro={pro} signedIn={Boolean(session?.user)} testId="image-generator-upgrade" unseen={sessionStatus === "loading"} /> : null}
          {enabled && usable ? <AiCreditMeter kind="image" label="Images" /> : null}
        </CardContent>
      </Card>

      {gallery.length > 0 ? (
        <Card>
          <CardContent className="flex flex-col gap-3">
            <h2 className="text-base font-semibold text-ink">Your images</h2>
            <p className="text-xs text-muted">
              {session?.user
                ? "Made by an AI model. They are also kept in your history below."
                : "Made by an AI model. They stay on this page only: download the ones you want to keep."}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2" data-testid="image-gallery">
              {gallery.map((picture, index) => (
                <li key={`${gallery.length - index}`} className="flex flex-col gap-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made in this page; next/image cannot optimise it */}
                  <img src={picture.src} alt={`AI image ${index + 1}: ${picture.prompt.slice(0, 120)}`} className="w-full rounded-lg border border-line" />
                  <div className="flex flex-wrap gap-2">
                    <Button type="button" variant="outline" size="sm" onClick={() => saveFile(picture.src, imageFileName(picture.prompt, index, extensionOf(picture.mediaType)))}>
                      <Download aria-hidden className="size-4" />
                      {extensionOf(picture.mediaType).toUpperCase()}
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => void downloadWebp(picture, index)}>
                      <Download aria-hidden className="size-4" />
                      WebP
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {session?.user ? <ImageHistory onUse={startFrom} /> : null}
    </div>
  );
}
