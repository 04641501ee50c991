"use client";

import { Download, Loader2, Square, Trash2, Undo2, Wand2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { AiCreditMeter, AI_CREDITS_URL } from "@/components/ai/ai-credit-meter";
import { AiTextField } from "@/components/ai/ai-text-field";
import { AiOffNotice } from "@/components/ai/ai-off-notice";
import { AiPlanPrompt, aiUsable, type AiToolPlan } from "@/components/ai/ai-plan-prompt";
import { useSession } from "@/components/auth/session";
import { mutate, revalidate, useSessionData, useSharedData } from "@/components/data/swr";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { saveFile } from "@/components/ui/save-file";
import { Segmented } from "@/components/ui/segmented";
import {
  checkWriterRequest,
  COMMANDS,
  downloadName,
  DRAFT_KINDS,
  LANGUAGES,
  LENGTHS,
  MAX_INPUT_CHARS,
  TONES,
  type Command,
  type DraftKind,
  type Language,
  type Length,
  type Tone,
} from "../logic/commands";
import type { WriterHistoryEntry } from "../logic/history";
import { readEvents } from "../logic/stream";
import { choiceOptions } from "@/lib/platform/forms/choice-options";

const STATUS_URL = "/api/ai/status";
const WRITER_URL = "/api/tools/ai-writer";
const HISTORY_URL = "/api/tools/ai-writer/history";
const DROPPED_MESSAGE = "The connection dropped before the answer finished. What arrived is kept; try again for the rest.";

const commandOptions = Object.entries(COMMANDS) as [Command, (typeof COMMANDS)[Command]][];
const toneOptions = choiceOptions(TONES);
const lengthOptions = choiceOptions(LENGTHS);
const kindOptions = choiceOptions(DRAFT_KINDS);

type Phase = "idle" | "writing" | "done" | "stopped" | "failed";

/** The AI Writer: a command on a brief or a text, the answer streamed into an editable result. */
export function AiWriterClient({ pro }: { pro: AiToolPlan }) {
  const id = useId();
  const { data: session, status: sessionStatus } = useSession();
  const { data: ai } = useSharedData<{ text: boolean }>(STATUS_URL);
  const entitled = session?.user ? pro.allowed.includes(session.user.plan) : false;
  const usable = aiUsable(pro, session?.user?.plan ?? null);
  const history = useSessionData<{ ok: true; data: { items: WriterHistoryEntry[] } }>(session?.user ? HISTORY_URL : null);

  const [command, setCommand] = useState<Command>("draft");
  const [kind, setKind] = useState<DraftKind>("blog-intro");
  const [tone, setTone] = useState<Tone>("friendly");
  const [length, setLength] = useState<Length>("medium");
  const [language, setLanguage] = useState<Language>("Spanish");
  const [text, setText] = useState("");
  const [result, setResult] = useState("");
  const [resultCommand, setResultCommand] = useState<Command>("draft");
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<string | null>(null);
  const [truncated, setTruncated] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const spec = COMMANDS[command];
  const uses: Partial<Record<"kind" | "tone" | "length" | "language", true>> = spec.uses;
  const inputLabel = spec.input === "brief" ? "Brief" : "Text";
  const check = checkWriterRequest({ command, text, kind, tone, length, language });
  const tooLong = text.length > MAX_INPUT_CHARS;
  const writing = phase === "writing";
  const enabled = ai?.text === true;
  const canWrite = enabled && usable && check.ok && !writing;

  async function write() {
    if (!check.ok) {
      setError(check.error);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setPhase("writing");
    setError(null);
    setTruncated(false);
    setResult("");
    setResultCommand(command);
    let received = "";
    try {
      const response = await fetch(WRITER_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(check.request),
        signal: abort.signal,
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        setError(body?.error ?? `The AI Writer could not answer (${response.status}). Please try again.`);
        setPhase("failed");
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      let ended = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const { events, rest } = readEvents(buffer + value);
        buffer = rest;
        for (const event of events) {
          if (event.type === "text") {
            received += event.text;
            setResult(received);
          } else if (event.type === "end") {
            ended = true;
            setTruncated(event.truncated);
          } else {
            ended = true;
            setError(event.error);
            setPhase("failed");
            return;
          }
        }
      }
      if (ended) {
        setPhase("done");
        void mutate((key) => Array.isArray(key) && key[0] === HISTORY_URL);
      } else {
        setError(DROPPED_MESSAGE);
        setPhase("failed");
      }
    } catch {
      if (abort.signal.aborted) {
        setPhase("stopped");
      } else {
        setError(received ? DROPPED_MESSAGE : "We could not reach the server. Check your connection and try again.");
        setPhase("failed");
      }
    } finally {
      controller.current = null;
      // A finished answer took a credit; a failed or stopped one was given back (docs/product.md "AI credits").
      void revalidate(AI_CREDITS_URL);
    }
  }

  function stop() {
    controller.current?.abort();
  }

  function workOnResult() {
    setText(result);
    if (COMMANDS[command].input === "brief") setCommand("improve");
    setResult("");
    setPhase("idle");
    setTruncated(false);
    inputRef.current?.focus();
  }

  function open(entry: WriterHistoryEntry) {
    if (writing) return;
    setCommand(entry.command);
    setText(entry.input);
    setResult(entry.output);
    setResultCommand(entry.command);
    setPhase("done");
    setTruncated(false);
    setError(null);
  }

  async function remove(entry: WriterHistoryEntry) {
    const response = await fetch(`${HISTORY_URL}/${encodeURIComponent(entry.id)}`, { method: "DELETE" });
    if (!response.ok && response.status !== 404) {
      setError("This result could not be deleted. Please try again.");
      return;
    }
    await mutate((key) => Array.isArray(key) && key[0] === HISTORY_URL);
  }

  const items = history.data?.data.items ?? [];

  return (
    <div className="flex flex-col gap-4" data-tool-ui="ai-writer">
      {ai && !enabled ? (
        <AiOffNotice>
          Its operator has not connected an AI provider yet, so the AI Writer cannot write anything here. Everything it
          would do is described below, with examples.
        </AiOffNotice>
      ) : null}
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-command`}>Command</Label>
              <Select id={`${id}-command`} value={command} onChange={(e) => setCommand(e.target.value as Command)} disabled={writing}>
                {commandOptions.map(([value, c]) => (
                  <option key={value} value={value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </div>
            {uses.kind ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-kind`}>What to write</Label>
                <Select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as DraftKind)} disabled={writing}>
                  {kindOptions.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {uses.language ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-language`}>Into</Label>
                <Select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)} disabled={writing}>
                  {LANGUAGES.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>
          {uses.tone || uses.length ? (
            <div className="flex flex-wrap gap-4">
              {uses.tone ? <Segmented legend="Tone" name={`${id}-tone`} value={tone} options={toneOptions} onChange={setTone} /> : null}
              {uses.length ? <Segmented legend="Length" name={`${id}-length`} value={length} options={lengthOptions} onChange={setLength} /> : null}
            </div>
          ) : null}

          <AiTextField
            id={`${id}-text`}
            textareaRef={inputRef}
            label={inputLabel}
            value={text}
            onChange={setText}
            max={MAX_INPUT_CHARS}
            countTestId="writer-count"
            error={tooLong && !check.ok ? check.error : undefined}
            readOnly={writing}
            rows={6}
            placeholder={spec.input === "brief" ? "e.g. A welcome e-mail for new members of a climbing gym: opening hours, the free first lesson, what to bring." : "Paste the text to work on."}
          />

          <div className="flex flex-wrap items-center gap-3">
            {writing ? (
              <Button type="button" variant="outline" onClick={stop}>
                <Square aria-hidden className="size-4" />
                Stop
              </Button>
            ) : (
              <Button type="button" onClick={() => void write()} disabled={!canWrite}>
                <Wand2 aria-hidden className="size-4" />
                {spec.label}
              </Button>
            )}
            {writing ? (
              <span className="flex items-center gap-2 text-sm text-muted" role="status">
                <Loader2 aria-hidden className="size-4 animate-spin" /> Writing…
              </span>
            ) : null}
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700" data-testid="writer-error">
              {error}
            </p>
          ) : null}
          {/* Under the action, so that what arrives with the session (the plan prompt, drawn unseen until then; the credits, a line that wraps on a phone) never moves the button a visitor is pressing. */}
          {/* No plan is offered for a tool this server cannot run: paying would not make it work here. */}
          {!entitled && !(ai && !enabled) ? <AiPlanPrompt pro={pro} signedIn={Boolean(session?.user)} testId="writer-upgrade" unseen={sessionStatus === "loading"} /> : null}
          {enabled && usable ? <AiCreditMeter kind="text" label="AI texts" /> : null}
        </CardContent>
      </Card>

      {result || writing ? (
        <Card>
          <CardContent className="flex flex-col gap-3">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor={`${id}-result`}>Result: {COMMANDS[resultCommand].label.toLowerCase()}</Label>
              {phase === "stopped" ? <span className="text-sm text-muted">Stopped</span> : null}
            </div>
            <Textarea
              id={`${id}-result`}
              value={result}
              onChange={(e) => setResult(e.target.value)}
              readOnly={writing}
              rows={12}
              aria-busy={writing}
              data-testid="writer-result"
            />
            {truncated ? <p className="text-sm text-muted">The answer reached its length limit and may stop mid-sentence: Continue writing picks it up.</p> : null}
            <p className="text-xs text-muted">Written by an AI model: check facts, names and figures before you use it.</p>
            {!writing && result ? (
              <div className="flex flex-wrap gap-2">
                <CopyButton value={result} copiedMessage="Text copied to clipboard" />
                <Button type="button" variant="outline" size="sm" onClick={() => saveFile(new Blob([result], { type: "text/markdown;charset=utf-8" }), downloadName(resultCommand, result))}>
                  <Download aria-hidden className="size-4" />
                  Download .md
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={workOnResult}>
                  <Undo2 aria-hidden className="size-4" />
                  Work on this result
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      {session?.user && items.length > 0 ? (
        <Card>
          <CardContent className="flex flex-col gap-2">
            <h2 className="text-base font-semibold text-ink">Your recent results</h2>
            <ul className="flex flex-col divide-y divide-line" data-testid="writer-history">
              {items.map((entry) => (
                <li key={entry.id} className="flex items-start gap-2 py-2">
                  <button type="button" className="min-w-0 flex-1 text-left" onClick={() => open(entry)}>
                    <span className="block text-sm font-medium text-ink">{COMMANDS[entry.command]?.label ?? entry.command}</span>
                    <span className="line-clamp-2 text-sm break-words text-muted">{entry.output}</span>
                  </button>
                  <Button type="button" variant="ghost" size="sm" aria-label={`Delete this result (${COMMANDS[entry.command]?.label ?? entry.command})`} onClick={() => void remove(entry)}>
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

