"use client";

import { Plus, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { addLinkTagForm, removeLinkTagForm } from "@/tools/url-shortener/server/actions";
import { TAG_COLOR_LABELS, TAG_COLORS, TAG_NAME_MAX, tagKey, type LinkTagView, type TagView } from "@/tools/url-shortener/logic/tags";
import { chipClasses, SWATCH, tagFilterHref } from "@/tools/url-shortener/ui/tag-chip";
import { Link } from "@/components/ui/link";

/**
 * The link page's tags: its chips, each with a remove button, and "Add a tag" (one of the account's tags or a new one,
 * with a colour from the palette: for a tag the account has, choosing one recolours it everywhere). Server forms: they
 * work before the page's scripts run; after each change the page is rendered again.
 */
export function LinkTagsPanel({
  linkId,
  tags,
  accountTags,
  note,
}: {
  linkId: string;
  tags: LinkTagView[];
  accountTags: TagView[];
  /** The plan's limit in words, when it has one. */
  note: string | null;
}) {
  const router = useRouter();
  const id = useId();
  const { state, pending, form } = useServerForm(addLinkTagForm);
  const fields = fieldErrorsOf<"name" | "color" | "tags">(state);
  // The plan's limit names the field `tags` (its name on the other forms): here it is this one.
  const errors = { name: fields.name ?? fields.tags, color: fields.color };
  const values = state.result && !state.result.ok ? state.values : {};
  const onLink = new Set(tags.map((t) => tagKey(t.name)));

  useEachAnswer(state, (result) => {
    if (!result.ok) {
      if (!result.fieldErrors) toast.error(result.title, { description: result.error });
      return;
    }
    toast.success("Tag added");
    router.refresh();
  });

  return (
    <div className="flex flex-col gap-4">
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="This link's tags" data-testid="link-page-tags">
          {tags.map((tag) => (
            <li key={tag.name} className="max-w-full">
              <RemovableTag linkId={linkId} tag={tag} onRemoved={() => router.refresh()} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No tags yet. Tags sort your links: filter your list by one on your account page.</p>
      )}

      <form {...form} className="flex flex-col gap-3" data-testid="add-tag-form" aria-label="Add a tag">
        <input type="hidden" name="id" value={linkId} />
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-name`}>Add a tag</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-name`}
              name="name"
              list={`${id}-names`}
              defaultValue={values.name ?? ""}
              placeholder="spring-sale"
              maxLength={TAG_NAME_MAX * 4}
              autoComplete="off"
              required
              className="min-w-0 flex-1"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : note ? `${id}-note` : undefined}
            />
            <Button type="submit" variant="secondary" disabled={pending}>
              <Plus aria-hidden="true" />
              {pending ? "Adding..." : "Add"}
            </Button>
          </div>
          <datalist id={`${id}-names`}>
            {accountTags
              .filter((t) => !onLink.has(tagKey(t.name)))
              .map((t) => (
                <option key={t.id} value={t.name} />
              ))}
          </datalist>
          {errors.name ? <FieldError id={`${id}-name-error`}>{errors.name}</FieldError> : null}
          {note ? (
            <p id={`${id}-note`} className="text-xs text-muted">
              {note}
            </p>
          ) : null}
        </div>
        <ColourChoice name="color" defaultValue={values.color ?? ""} error={errors.color} noneLabel="As it is" />
        <FormAnswer state={state} success="Tag added." />
      </form>
    </div>
  );
}

/** A chip with its remove button: a form of its own, so it works before the scripts run. */
function RemovableTag({ linkId, tag, onRemoved }: { linkId: string; tag: LinkTagView; onRemoved: () => void }) {
  const { state, pending, form } = useServerForm(removeLinkTagForm);
  useEachAnswer(state, (result) => {
    if (!result.ok) return void toast.error(result.title, { description: result.error });
    toast.success(`Tag ${tag.name} removed`);
    onRemoved();
  });
  return (
    <form {...form} className={cn(chipClasses(tag.color), "py-1 text-sm")} data-testid="tag-chip">
      <input type="hidden" name="id" value={linkId} />
      <input type="hidden" name="name" value={tag.name} />
      <Link href={tagFilterHref(tag.name)} className="truncate hover:underline" title={`Your links tagged ${tag.name}`}>
        {tag.name}
      </Link>
      <button
        type="submit"
        disabled={pending}
        className="-mr-1 rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-focus"
        aria-label={`Remove the tag ${tag.name}`}
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </form>
  );
}

/**
 * The palette as radio buttons (a swatch and the colour's name for screen readers), with a first choice that keeps
 * the colour the tag has (or the default for a new one).
 */
export function ColourChoice({ name, defaultValue, error, noneLabel }: { name: string; defaultValue: string; error?: string; noneLabel: string }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">Colour</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        <label className="cursor-pointer rounded-full border border-line px-2.5 py-1 text-xs text-ink has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-focus">
          <input type="radio" name={name} value="" defaultChecked={defaultValue === ""} className="sr-only" />
          {noneLabel}
        </label>
        {TAG_COLORS.map((color) => (
          <label
            key={color}
            title={TAG_COLOR_LABELS[color]}
            className="grid size-8 cursor-pointer place-items-center rounded-full border-2 border-transparent has-checked:border-ink has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input type="radio" name={name} value={color} defaultChecked={defaultValue === color} className="sr-only" />
            <span className={cn("size-5 rounded-full", SWATCH[color])} aria-hidden="true" />
            <span className="sr-only">{TAG_COLOR_LABELS[color]}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
