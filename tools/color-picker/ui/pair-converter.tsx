"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { PairConverterMain } from "./pair-converter-main";

type Props = Parameters<typeof PairConverterMain>[0];

/** A conversion page's converter, loaded with import() after the page is shown (see ./color-picker.tsx). */
export function PairConverter(props: Props) {
  const [Tool, setTool] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./pair-converter-main").then((m) => {
      if (live) setTool(() => m.PairConverterMain);
    });
    return () => {
      live = false;
    };
  }, []);
  if (Tool) return <Tool {...props} />;
  return <div role="status" aria-busy="true" aria-label="Loading the converter" className="min-h-32 rounded-xl border border-line bg-white shadow-sm" />;
}
