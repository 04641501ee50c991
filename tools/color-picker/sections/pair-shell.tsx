import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { cssOf, formatColor, parseColor, type FormatId } from "../logic/color";

const CHECKER = "repeating-conic-gradient(#cbd5e1 0 25%, #fff 0 50%) 0 0 / 12px 12px";

/** A conversion page's converter as server HTML (the worked example converted here), until ui/pair-converter.tsx loads the tool on first use. */
export function PairShell({ from, to, fromLabel, toLabel, example }: { from: FormatId; to: FormatId; fromLabel: string; toLabel: string; example: string }) {
  const result = parseColor(example, from);
  const output = result.ok ? formatColor(result.color, to) : "";
  return (
    <Card data-tool-shell="color-picker">
      <CardContent className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div className="flex flex-col gap-1">
          <label htmlFor="pair-from" className="text-sm font-medium text-ink">
            {fromLabel}
          </label>
          <Input id="pair-from" defaultValue={example} spellCheck={false} autoComplete="off" className="font-mono" />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="pair-to" className="text-sm font-medium text-ink">
            {toLabel}
          </label>
          <Input id="pair-to" value={output} readOnly className="font-mono" />
        </div>
        <div className="size-16 overflow-hidden rounded-lg border border-line" style={{ background: CHECKER }} aria-hidden="true">
          {result.ok ? <div className="size-full" style={{ background: cssOf(result.color) }} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}
