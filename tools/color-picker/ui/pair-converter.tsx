"use client";

import type { ReactNode } from "react";
import type { PairConverterMain } from "./pair-converter-main";
import { LoadOnUse } from "@/components/lazy/load-on-use";

type Props = Parameters<typeof PairConverterMain>[0];

const loadConverter = () => import("./pair-converter-main").then((m) => m.PairConverterMain);

/** A conversion page's converter: server HTML of the worked example until the first pointer, focus or key in it (see ./color-picker.tsx). */
export function PairConverter({ children, ...props }: Props & { children: ReactNode }) {
  return (
    <LoadOnUse load={loadConverter} render={(PairConverterMain) => <PairConverterMain {...props} />}>
      {children}
    </LoadOnUse>
  );
}
