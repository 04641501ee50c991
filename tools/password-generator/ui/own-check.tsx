"use client";

import { Eye, EyeOff } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { log10SecondsFromGuesses } from "../logic/strength";
import type { OwnCheck } from "../logic/own-check";
import { CrackTimes } from "./crack-times";

type Checker = typeof import("../logic/own-check");
let checker: Promise<Checker> | null = null;

const SCORES = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;

/**
 * "How strong is a password I already use?": zxcvbn-ts, imported the first time the visitor types here (its
 * dictionaries are large and most visitors never need them), run in the page. The field is not in a form, has
 * autocomplete and spell-check off (some browsers send spell-checked text to a server), and nothing is stored. The
 * heading and its paragraph (`intro`, ui/own-check-intro.tsx) are rendered on the server.
 */
export function OwnPasswordCheck({ intro }: { intro: ReactNode }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [module, setModule] = useState<Checker | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!password || module) return;
    let live = true;
    checker ??= import("../logic/own-check");
    checker.then(
      (loaded) => live && setModule(loaded),
      () => {
        checker = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [password, module]);

  const check: OwnCheck | null = password && module ? module.checkOwnPassword(password) : null;

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        {intro}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-own`}>Your password</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-own`}
              type={visible ? "text" : "password"}
              value={password}
              onChange={(e) => {
                setFailed(false);
                setPassword(e.target.value);
              }}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              data-1p-ignore
              data-lpignore="true"
              className="font-mono"
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-line text-ink hover:bg-slate-50"
              aria-label={visible ? "Hide the password" : "Show the password"}
              aria-pressed={visible}
            >
              {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            </button>
          </div>
        </div>
        <div aria-live="polite" data-testid="own-check">
          {failed ? (
            <p className="text-sm text-red-700">The checker didn&apos;t load. Check your connection and type again.</p>
          ) : password && !check ? (
            <p className="text-sm text-muted">Loading the checker…</p>
          ) : check ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-ink">
                <span className="font-semibold" data-testid="own-score">
                  {SCORES[check.score]}
                </span>{" "}
                ({check.score} of 4): about 10<sup>{Math.round(check.log10Guesses)}</sup> guesses.
              </p>
              {check.warning ? <p className="text-sm text-red-800" data-testid="own-warning">{check.warning}</p> : null}
              {check.suggestions.length ? (
                <ul className="list-disc pl-5 text-sm text-muted">
                  {check.suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              ) : null}
              {check.unchecked ? <p className="text-xs text-muted">Only the first 128 characters were checked.</p> : null}
              <CrackTimes log10Seconds={(rate) => log10SecondsFromGuesses(check.log10Guesses, rate)} />
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
