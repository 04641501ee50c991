"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Analysis } from "../logic/analyse";
import { LIMITS, type LimitId } from "../logic/limits";
import type { Preset } from "../logic/counter-pages";
import { Keywords } from "./keywords";
import { LimitBar } from "./limit-bar";

type Engine = typeof import("../logic/analyse");

/** The counting code (Intl.Segmenter passes, the X and SMS rules, the top-level-domain list): loaded on first use. */
let engine: Promise<Engine> | null = null;
function loadEngine(): Promise<Engine> {
  engine ??= import("../logic/analyse").catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

const nf = new Intl.NumberFormat("en-US");

function Stat({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={`flex flex-col rounded-lg border border-line px-3 py-2 ${strong ? "bg-brand-50" : "bg-surface"}`}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-mono text-lg font-semibold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The Character Counter itself; `preset` puts one limit (or the word count) first, for the long-tail pages. */
export function CharacterCounterTool({ preset }: { preset?: Preset }) {
  const id = useId();
  const [text, setText] = useState("");
  const [result, setResult] = useState<{ text: string; analysis: Analysis } | null>(null);
  const [counting, setCounting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tooLong, setTooLong] = useState<number | null>(null);
  const [mod, setMod] = useState<Engine | null>(null);
  const version = useRef(0);

  useEffect(() => {
    const mine = ++version.current;
    const cancelled = () => version.current !== mine;
    if (!text) {
      void Promise.resolve().then(() => {
        if (cancelled()) return;
        setResult(null);
        setTooLong(null);
        setCounting(false);
      });
      return;
    }
    // Short texts are counted on the next tick; long ones after a pause in typing, in slices.
    const wait = text.length > 20_000 ? 250 : 0;
    const timer = setTimeout(() => {
      void loadEngine()
        .then(async (m) => {
          if (cancelled()) return;
          setMod(m);
          setFailure(null);
          if (text.length > m.MAX_TEXT_CHARS) {
            setTooLong(text.length);
            setResult(null);
            setCounting(false);
            return;
          }
          setTooLong(null);
          if (text.length <= m.SYNC_LIMIT) {
            setResult({ text, analysis: m.analyse(text) });
            setCounting(false);
            return;
          }
          setCounting(true);
          const analysis = await m.analyseInSlices(text, cancelled);
          if (analysis && !cancelled()) {
            setResult({ text, analysis });
            setCounting(false);
          }
        })
        .catch(() => {
          if (!cancelled()) setFailure("The counter could not be loaded. Check your connection and type again.");
        });
    }, wait);
    return () => clearTimeout(timer);
  }, [text]);

  const a = result?.analysis ?? null;
  const s = a?.stats;
  const stale = Boolean(result && result.text !== text);
  const order: LimitId[] = preset && preset !== "words" ? [preset, ...LIMITS.map((l) => l.id).filter((l) => l !== preset)] : LIMITS.map((l) => l.id);

  return (
    <Card data-tool-ui="character-counter">
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Your text</Label>
          <Textarea
            id={`${id}-text`}
            value={text}
            rows={preset === "meta-description" ? 4 : 8}
            placeholder={preset === "sms" ? "Type or paste your text message…" : preset === "x" ? "Type or paste your post…" : "Type or paste your text…"}
            onChange={(e) => setText(e.target.value)}
            onFocus={() => void loadEngine().catch(() => undefined)}
            aria-describedby={`${id}-privacy`}
            aria-invalid={tooLong !== null}
            spellCheck={false}
          />
          <p id={`${id}-privacy`} className="text-xs text-muted">
            Counted in your browser as you type. Nothing you type is sent anywhere.
          </p>
          {tooLong !== null && mod ? (
            <FieldError>
              This text is {nf.format(tooLong)} characters long: the counter reads up to {nf.format(mod.MAX_TEXT_CHARS)} at a time. Count it in parts.
            </FieldError>
          ) : null}
          {failure ? <FieldError>{failure}</FieldError> : null}
        </div>

        <div aria-live="polite" aria-busy={counting || stale} className={`flex flex-col gap-5 ${stale ? "opacity-70" : ""}`}>
          {counting ? <p className="text-sm text-muted">Counting a long text…</p> : null}
          {s && a && mod ? (
            <>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {preset === "words" ? (
                  <>
                    <Stat label="Words" value={nf.format(s.words)} testId="count-words" strong />
                    <Stat label="Characters" value={nf.format(s.characters)} testId="count-characters" />
                  </>
                ) : (
                  <>
                    <Stat label="Characters" value={nf.format(s.characters)} testId="count-characters" strong />
                    <Stat label="Words" value={nf.format(s.words)} testId="count-words" />
                  </>
                )}
                <Stat label="Characters without spaces" value={nf.format(s.charactersNoSpaces)} testId="count-no-spaces" />
                <Stat label="Sentences" value={nf.format(s.sentences)} testId="count-sentences" />
                <Stat label="Paragraphs" value={nf.format(s.paragraphs)} testId="count-paragraphs" />
                <Stat label="Lines" value={nf.format(s.lines)} testId="count-lines" />
                <Stat label={`Reading time (${mod.READING_WPM} wpm)`} value={mod.duration(s.readingSeconds)} testId="count-reading" />
                <Stat label={`Speaking time (${mod.SPEAKING_WPM} wpm)`} value={mod.duration(s.speakingSeconds)} testId="count-speaking" />
              </dl>
              <p className="text-sm text-muted" data-testid="count-units">
                {nf.format(s.codePoints)} Unicode code points · {nf.format(s.utf16Units)} UTF-16 code units · {nf.format(s.utf8Bytes)} bytes in UTF-8
              </p>

              <section aria-labelledby={`${id}-limits`} className="flex flex-col gap-3">
                <h2 id={`${id}-limits`} className="text-base font-semibold text-ink">
                  Limits
                </h2>
                {order.map((limitId) => (
                  <LimitBar key={limitId} id={limitId} analysis={a} highlighted={limitId === preset} />
                ))}
              </section>

              <Keywords words={s.wordList} total={s.words} keywordDensity={mod.keywordDensity} />
            </>
          ) : !counting && !tooLong ? (
            <p className="text-sm text-muted">Type or paste text to see its characters, words, sentences and limits.</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
