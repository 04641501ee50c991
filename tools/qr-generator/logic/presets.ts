import { QR_DEFAULTS } from "./constants";
import type { FrameOptions, QrDesign } from "./design-options";

/**
 * The studio's built-in looks: one click sets the shapes, the colours and the frame together. A preset leaves the
 * content, the logo, the background, the size and the error correction as they are, so it never makes a code that
 * scanned stop scanning for a reason the visitor did not choose; server/design.test.ts reads every preset back.
 */
export interface QrPreset {
  id: string;
  label: string;
  design: Required<Pick<QrDesign, "dots" | "eyeFrame" | "eyeCenter">> & { foreground: string; frame: FrameOptions | undefined };
}

export const QR_PRESETS: readonly QrPreset[] = [
  {
    id: "classic",
    label: "Classic",
    design: { dots: { shape: "square" }, eyeFrame: { shape: "square" }, eyeCenter: { shape: "square" }, foreground: QR_DEFAULTS.foreground, frame: undefined },
  },
  {
    id: "soft",
    label: "Soft",
    design: { dots: { shape: "rounded" }, eyeFrame: { shape: "extra-rounded" }, eyeCenter: { shape: "rounded" }, foreground: "#1f2937", frame: undefined },
  },
  {
    id: "dots",
    label: "Dots",
    design: { dots: { shape: "dots" }, eyeFrame: { shape: "extra-rounded" }, eyeCenter: { shape: "extra-rounded" }, foreground: "#111827", frame: undefined },
  },
  {
    id: "ocean",
    label: "Ocean",
    design: {
      dots: { shape: "classy-rounded", gradient: { type: "linear", rotation: 45, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#0e7490" }] } },
      eyeFrame: { shape: "leaf", color: "#1e3a8a" },
      eyeCenter: { shape: "leaf", color: "#0e7490" },
      foreground: "#1e3a8a",
      frame: undefined,
    },
  },
  {
    id: "sunset",
    label: "Sunset",
    design: {
      dots: { shape: "extra-rounded", gradient: { type: "radial", rotation: 0, stops: [{ offset: 0, color: "#9a3412" }, { offset: 1, color: "#831843" }] } },
      eyeFrame: { shape: "rounded", color: "#831843" },
      eyeCenter: { shape: "rounded", color: "#9a3412" },
      foreground: "#831843",
      frame: undefined,
    },
  },
  {
    id: "scan-me",
    label: "Scan me",
    design: {
      dots: { shape: "square" },
      eyeFrame: { shape: "rounded" },
      eyeCenter: { shape: "square" },
      foreground: "#111827",
      frame: { style: "banner-bottom", text: "Scan me", color: "#111827" },
    },
  },
];

type PresetTarget = Pick<QrDesign, "dots" | "eyeFrame" | "eyeCenter" | "frame"> & { foreground: string };

/** The preset the current choices are exactly, if any (the picker shows it pressed). */
export function presetOf(values: PresetTarget): QrPreset | undefined {
  const key = (v: PresetTarget) => JSON.stringify([v.dots, v.eyeFrame, v.eyeCenter, v.foreground.toLowerCase(), v.frame ?? null]);
  const current = key(values);
  return QR_PRESETS.find((preset) => key(preset.design) === current);
}
