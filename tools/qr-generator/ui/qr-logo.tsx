"use client";

import { useState } from "react";
import { FieldError } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/components/ui/cn";
import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS, LOGO_SIZE_DEFAULT, LOGO_SIZE_MAX, LOGO_SIZE_MIN, LOGO_UPLOAD_TYPES, type LogoOptions } from "@/tools/qr-generator/logic/design-options";
import { LOGO_ICON_LABELS, LOGO_ICON_PATHS, LOGO_ICONS, isLogoIcon } from "@/tools/qr-generator/logic/logo-icons";
import { LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE, logoDataUrl } from "@/tools/qr-generator/logic/logo";

/**
 * The Design tab's logo: one of our icons or an uploaded image (PNG, JPEG, WebP or SVG), and its size. An upload is
 * checked here before a pixel is decoded (size in bytes, then the header's pixel size, or the SVG rebuilt from an
 * allow-list: logic/logo.ts) and kept in the page's state only: it reaches the server only inside the request that
 * generates a download, and is never stored.
 */

const EXTENSION_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", svg: "image/svg+xml" };
const ACCEPT = [...LOGO_UPLOAD_TYPES, ".png", ".jpg", ".jpeg", ".webp", ".svg"].join(",");

const choiceClass = (selected: boolean) =>
  cn(
    "flex flex-col items-center gap-1 rounded-lg border px-1 py-2 text-xs font-medium",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    selected ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-surface text-ink hover:bg-slate-50",
  );

export function LogoPicker({ value, error, onChange }: { value: LogoOptions | undefined; error?: string; onChange: (logo: LogoOptions | undefined) => void }) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const uploaded = value !== undefined && !isLogoIcon(value.image);
  const size = value?.size ?? LOGO_SIZE_DEFAULT;

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    // Bounded before the file is read: its size, then its type; logoDataUrl checks the header or parses the SVG.
    if (file.size > LOGO_MAX_BYTES) return setUploadError(LOGO_TOO_LARGE_MESSAGE);
    const type = file.type || EXTENSION_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] || "";
    if (!(LOGO_UPLOAD_TYPES as readonly string[]).includes(type === "image/jpg" ? "image/jpeg" : type)) return setUploadError(LOGO_TYPE_MESSAGE);
    try {
      const image = logoDataUrl(new Uint8Array(await file.arrayBuffer()), type);
      setFileName(file.name);
      onChange({ image, size });
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : LOGO_TYPE_MESSAGE);
    }
  }

  const shownError = uploadError ?? error;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3" data-testid="qr-logo">
      <legend className="px-1 text-sm font-medium text-ink">Logo</legend>
      <div className="grid grid-cols-3 gap-2 min-[400px]:grid-cols-4 sm:grid-cols-6" role="group" aria-label="Logo icon">
        <button type="button" aria-pressed={value === undefined} className={choiceClass(value === undefined)} onClick={() => onChange(undefined)}>
          <span aria-hidden="true" className="flex size-6 items-center justify-center text-base leading-none">∅</span>
          No logo
        </button>
        {LOGO_ICONS.map((icon) => (
          <button key={icon} type="button" aria-pressed={value?.image === icon} className={choiceClass(value?.image === icon)} onClick={() => onChange({ image: icon, size })}>
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d={LOGO_ICON_PATHS[icon]} fill="currentColor" />
            </svg>
            {LOGO_ICON_LABELS[icon]}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="qr-logo-file">Or upload your logo</Label>
        <input
          id="qr-logo-file"
          type="file"
          accept={ACCEPT}
          aria-describedby="qr-logo-file-hint"
          aria-invalid={shownError ? true : undefined}
          className="w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <p id="qr-logo-file-hint" className="text-xs text-muted">
          PNG, JPEG, WebP or SVG, up to {Math.round(LOGO_MAX_BYTES / 1024)} KB and {LOGO_MAX_PIXELS.toLocaleString("en-GB")} px. Your logo stays on this page: it is
          sent only to make your download, and never stored.
        </p>
        {uploaded ? (
          <p className="text-xs text-ink" data-testid="qr-logo-file-name">
            Using {fileName ?? "your uploaded logo"}.
          </p>
        ) : null}
        <FieldError>{shownError}</FieldError>
      </div>
      {value ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor="qr-logo-size">Logo size: {Math.round(size * 100)} % of the code&apos;s width</Label>
          <input
            id="qr-logo-size"
            type="range"
            min={LOGO_SIZE_MIN * 100}
            max={LOGO_SIZE_MAX * 100}
            step={1}
            value={Math.round(size * 100)}
            className="w-full accent-brand-600"
            onChange={(e) => onChange({ ...value, size: Number(e.target.value) / 100 })}
          />
          <p className="text-xs text-muted">The modules behind the logo are cleared; error correction is raised to H (High) while a logo is on, so the code still scans.</p>
        </div>
      ) : null}
    </fieldset>
  );
}
