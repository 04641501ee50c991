"use client";

import { useState } from "react";
import { KeepTypedText } from "./keep-typed-text";

/**
 * The least a tool can be: a labelled field and its result from React state, with the site's own handover of text
 * typed before hydration (without it, plain React drops what was typed while the page hydrated, and the result never
 * shows). The tool-ready case of /length-converter reads the same label and result.
 */
export function Converter() {
  const [value, setValue] = useState("1");
  const cm = Number(value);
  return (
    <div>
      <label htmlFor="value">Value</label>
      <input id="value" value={value} onChange={(e) => setValue(e.target.value)} inputMode="decimal" />
      <p data-testid="statement">{value.trim() !== "" && Number.isFinite(cm) ? `${value} cm = ${Number((cm / 2.54).toPrecision(12))} in` : ""}</p>
      <KeepTypedText />
    </div>
  );
}
