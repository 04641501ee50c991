"use client";

import { Pause, Play, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/** A countdown for the dare on the table: start, pause, reset; says "Time's up!" at zero. Keyed by the card, so a new card resets it. */
export function DareTimer({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const from = left;
    const timer = window.setInterval(() => {
      const now = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setLeft(now);
      if (now === 0) setRunning(false);
    }, 250);
    return () => window.clearInterval(timer);
    // `left` is read once when the countdown (re)starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  const done = left === 0;
  return (
    <div className="flex flex-wrap items-center justify-center gap-2" data-testid="dare-timer">
      <span className={`min-w-20 text-center font-mono text-2xl tabular-nums ${done ? "text-red-700" : "text-ink"}`} aria-hidden="true">
        {Math.floor(left / 60)}:{String(left % 60).padStart(2, "0")}
      </span>
      <span role="status" className="sr-only">
        {done ? "Time's up!" : running ? "" : `${left} seconds on the timer`}
      </span>
      {done ? <span className="font-semibold text-red-700">Time&apos;s up!</span> : null}
      {!done ? (
        <Button variant="outline" size="sm" onClick={() => setRunning((r) => !r)}>
          {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {running ? "Pause" : left === seconds ? "Start timer" : "Resume"}
        </Button>
      ) : null}
      {left !== seconds ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setRunning(false);
            setLeft(seconds);
          }}
        >
          <RotateCcw aria-hidden="true" /> Reset
        </Button>
      ) : null}
    </div>
  );
}
