"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ColorPickerMain } from "./color-picker-main";

type Props = Parameters<typeof ColorPickerMain>[0];

/**
 * The Color Picker on the page: a placeholder of the tool's size, replaced by the tool once its code (and culori's,
 * about 10 kB gzip) has loaded with import() after the page is shown, so none of it weighs on the first load.
 */
export function ColorPickerTool(props: Props) {
  const [Tool, setTool] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./color-picker-main").then((m) => {
      if (live) setTool(() => m.ColorPickerMain);
    });
    return () => {
      live = false;
    };
  }, []);
  if (Tool) return <Tool {...props} />;
  return <div role="status" aria-busy="true" aria-label="Loading the colour picker" className="min-h-[36rem] rounded-xl border border-line bg-white shadow-sm" />;
}
