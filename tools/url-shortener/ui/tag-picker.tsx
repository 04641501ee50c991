"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LINK_TAGS_MAX, readTagName, splitTagText, tagKey, TAG_MESSAGES, TAG_NAME_MAX, type TagColor, type TagView } from "@/tools/url-shortener/logic/tags";
import { chipClasses } from "@/tools/url-shortener/ui/tag-chip";

/**
 * Tags for a new link (the shortener's "More options"): the chosen ones as chips with a remove button, a field that
 * suggests the account's tags, and Add (or Enter, or a comma). The form sends them as one `tags` field of
 * comma-separated names, with what is still typed in the field: a name typed and not added is not lost.
 */
export function TagPicker({
  id,
  value,
  onChange,
  accountTags,
  disabled,
  error,
  note,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  /** The account's tags: suggestions, and the colours of chosen ones. */
  accountTags: TagView[];
  disabled: boolean;
  error?: string;
  /** A line under the field (the plan's limit). */
  note?: string;
}) {
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const colorOf = (name: string): TagColor => accountTags.find((t) => tagKey(t.name) === tagKey(name))?.color ?? "slate";
  const chosen = new Set(value.map(tagKey));

  function add(text = typed) {
    const pieces = splitTagText(text);
    if (pieces.length === 0) return;
    const next = [...value];
    for (const piece of pieces) {
      const read = readTagName(piece);
      if (!read.ok) return setProblem(read.message);
      if (next.some((n) => tagKey(n) === read.key)) continue;
      // An existing tag keeps its own spelling.
      next.push(accountTags.find((t) => tagKey(t.name) === read.key)?.name ?? read.name);
    }
    if (next.length > LINK_TAGS_MAX) return setProblem(TAG_MESSAGES.tooManyOnLink);
    setProblem(null);
    setTyped("");
    onChange(next);
  }

  const shown = problem ?? error;
  const sent = [...value, ...splitTagText(typed)].join(",");
  return (
    <div className="flex flex-col gap-2" data-testid="tag-picker">
      <Label htmlFor={`${id}-tag`}>Tags</Label>
      <input type="hidden" name="tags" value={sent} />
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen tags">
          {value.map((name) => (
            <li key={tagKey(name)} className={chipClasses(colorOf(name))}>
              <span className="truncate">{name}</span>
              <button
                type="button"
                className="-mr-1 rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-focus"
                aria-label={`Remove the tag ${name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((n) => n !== name))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={`${id}-tag`}
          value={typed}
          list={`${id}-tag-list`}
          onChange={(e) => {
            setProblem(null);
            setTyped(e.target.value);
            // A comma ends a name, as Enter does.
            if (e.target.value.endsWith(",")) add(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          placeholder="spring-sale, newsletter"
          maxLength={TAG_NAME_MAX * 4}
          autoComplete="off"
          disabled={disabled}
          className="min-w-0 flex-1"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-tag-error` : note ? `${id}-tag-help` : undefined}
        />
        <Button type="button" variant="secondary" onClick={() => add()} disabled={disabled || typed.trim() === ""}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <datalist id={`${id}-tag-list`}>
        {accountTags
          .filter((t) => !chosen.has(tagKey(t.name)))
          .map((t) => (
            <option key={t.id} value={t.name} />
          ))}
      </datalist>
      {shown ? (
        <FieldError id={`${id}-tag-error`}>{shown}</FieldError>
      ) : note ? (
        <p id={`${id}-tag-help`} className="text-xs text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
