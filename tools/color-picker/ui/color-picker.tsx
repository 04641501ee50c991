"use client";

import { useEffect, useState, type ReactNode } from "react";
import { LoadOnUse } from "@/components/lazy/load-on-use";

const loadPicker = () => import("./color-picker-main").then((m) => m.ColorPickerMain);

/**
 * The Color Picker on the page: the server-rendered first view (`children`, ../sections/picker-shell.tsx: the
 * starting colour in every format), replaced by the tool (and culori, ~10 kB gzip) on the first pointer, focus or key
 * in it. A shared link (?color=) loads the tool at once, since only the tool can show the link's colour.
 */
export function ColorPickerTool({ children }: { children: ReactNode }) {
  const [shared, setShared] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only known in the browser
    if (new URLSearchParams(window.location.search).has("color")) setShared(true);
  }, []);
  return (
    <LoadOnUse load={loadPicker} loadNow={shared} render={(ColorPickerMain) => <ColorPickerMain />}>
      {children}
    </LoadOnUse>
  );
}
