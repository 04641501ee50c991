"use client";

import { History, Trash2 } from "lucide-react";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { clearAreaHistoryAction } from "@/tools/area-converter/server/actions";
import { useArea } from "@/tools/area-converter/ui/area-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { relation } from "@/tools/area-converter/logic/quick-reference";
import { Locked, PanelHeader, formatWhen } from "./panel";

const HISTORY_PREVIEW = 10;

export function HistoryPanel() {
  const { entitlements, history, setHistory, setFields, customUnits } = useArea();
  const [showAll, setShowAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const allowed = entitlements?.history === true;
  const shown = showAll ? history : history.slice(0, HISTORY_PREVIEW);

  function reuse(entry: (typeof history)[number]) {
    const resolve = (id: string | null, symbol: string) => id ?? customUnits.find((u) => u.symbol === symbol)?.id ?? null;
    const from = resolve(entry.fromId, entry.fromSymbol);
    const to = resolve(entry.toId, entry.toSymbol);
    if (!from || !to) {
      toast.error("Error", { description: "A custom unit of this conversion no longer exists." });
      return;
    }
    setFields({ from, to, value: entry.value, result: entry.result, resultRounded: !entry.exact, valueRounded: false, quick: null, valueError: null });
    document.getElementById("converter")?.scrollIntoView({ block: "start" });
    document.getElementById("area-value")?.focus({ preventScroll: true });
  }

  function clear() {
    if (!confirming) return setConfirming(true);
    startTransition(async () => {
      const response = await clearAreaHistoryAction();
      setConfirming(false);
      if (!response.ok) return void toast.error(response.title, { description: response.error });
      setHistory(() => []);
      toast.success("Success", { description: "Conversion history cleared" });
    });
  }

  return (
    <Card className="flex flex-col">
      <PanelHeader icon={<History />} title="Conversion History" feature="history" description="Your last 100 conversions, newest first, on every device you sign in on." />
      <CardContent className="flex flex-1 flex-col gap-3">
        {entitlements === null ? (
          <p className="text-sm text-muted">Loading…</p>
        ) : !allowed ? (
          <Locked feature="history" signedIn={entitlements.signedIn} />
        ) : history.length === 0 ? (
          <p className="text-sm text-muted">Your conversions will appear here.</p>
        ) : (
          <>
            <ol className="flex max-h-96 flex-col divide-y divide-line overflow-y-auto rounded-lg border border-line" data-testid="history-list">
              {shown.map((entry) => (
                <li key={entry.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-mono text-ink">
                      {entry.value} {entry.fromSymbol} {relation(entry.exact)} {entry.result} {entry.toSymbol}
                    </p>
                    <p className="text-xs text-muted">{formatWhen(entry.createdAt)}</p>
                  </div>
                  <Button variant="ghost" size="sm" onClick={() => reuse(entry)} aria-label={`Use ${entry.value} ${entry.fromSymbol} to ${entry.toSymbol} again`}>
                    Use
                  </Button>
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {history.length > HISTORY_PREVIEW ? (
                <Button variant="ghost" size="sm" onClick={() => setShowAll((s) => !s)}>
                  {showAll ? "Show fewer" : `Show all ${history.length}`}
                </Button>
              ) : (
                <span />
              )}
              <div className="flex gap-2">
                {confirming ? (
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                ) : null}
                <Button variant={confirming ? "danger" : "outline"} size="sm" onClick={clear} disabled={pending}>
                  <Trash2 aria-hidden />
                  {confirming ? "Yes, clear history" : "Clear history"}
                </Button>
              </div>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
