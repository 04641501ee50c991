"use client";

import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Segmented } from "@/components/ui/segmented";
import { checkCustom, MAX_CUSTOM_PROMPTS, MAX_PROMPT_CHARS } from "../logic/custom";
import type { Category, Kind, Prompt } from "../logic/prompt";
import { ClientForm } from "@/components/forms/client-form";

const KIND_OPTIONS = [
  { value: "truth", label: "Truth" },
  { value: "dare", label: "Dare" },
] as const;

/** Write your own truths and dares: checked by the word filter (lib/engines/safe-words, loaded on the first Add) before they join. */
export function CustomPrompts({ category, prompts, onAdd, onRemove }: { category: Category; prompts: readonly Prompt[]; onAdd: (p: Prompt) => void; onRemove: (id: string) => void }) {
  const id = useId();
  const [kind, setKind] = useState<Kind>("dare");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = prompts.filter((p) => p.category === category);

  async function add() {
    setBusy(true);
    try {
      const { isClean } = await import("@/lib/engines/safe-words");
      const result = checkCustom(text, kind, category, isClean);
      if (!result.ok) return setError(result.error);
      if (prompts.some((p) => p.id === result.value.id)) return setError("You've added that one already.");
      if (prompts.length >= MAX_CUSTOM_PROMPTS) return setError(`Up to ${MAX_CUSTOM_PROMPTS} prompts of your own: remove one first.`);
      onAdd(result.value);
      setText("");
      setError(null);
    } catch {
      setError("The word check could not load. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 id={`${id}-h`} className="text-sm font-semibold text-ink">
        Add your own <span className="font-normal text-muted">· kept in this browser, used in this category</span>
      </h2>
      <ClientForm
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onRun={() => void add()}
      >
        <Segmented legend="Kind of prompt" hideLegend name={`${id}-kind`} value={kind} options={KIND_OPTIONS} onChange={setKind} />
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-text`} className="sr-only">
            Your prompt
          </Label>
          <Input
            id={`${id}-text`}
            value={text}
            placeholder={kind === "dare" ? "e.g. Sing your order like an opera to {player}" : "e.g. What's the best thing {player} ever cooked?"}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            maxLength={MAX_PROMPT_CHARS * 2}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            autoComplete="off"
          />
          {error ? (
            <FieldError id={`${id}-error`}>{error}</FieldError>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted">
              Up to {MAX_PROMPT_CHARS} characters. Write {"{player}"} to name another player.
            </p>
          )}
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </ClientForm>
      {mine.length ? (
        <ul className="flex flex-col gap-1" data-testid="custom-prompts">
          {mine.map((p) => (
            <li key={p.id} className="flex items-start gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-50">
              <span className="mt-0.5 rounded bg-slate-100 px-1.5 text-xs font-medium text-muted uppercase">{p.kind}</span>
              <span className="flex-1 text-ink">{p.text}</span>
              <button
                type="button"
                onClick={() => onRemove(p.id)}
                aria-label={`Remove “${p.text}”`}
                className="rounded p-0.5 text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
