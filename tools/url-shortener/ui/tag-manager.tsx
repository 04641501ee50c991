"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { RowNameField } from "@/tools/url-shortener/ui/row-name-field";
import { deleteTagForm, updateTagForm } from "@/tools/url-shortener/server/actions";
import { TAG_COLOR_LABELS, TAG_COLORS, TAG_NAME_MAX, type TagView } from "@/tools/url-shortener/logic/tags";
import { TagChip, tagFilterHref } from "@/tools/url-shortener/ui/tag-chip";

/**
 * The account's tags, each with its links' count, a name and a colour to change, and Delete (which takes the tag off
 * every link). Server forms: they work before the scripts run; after a change the page is rendered again.
 */
export function TagManager({ tags }: { tags: TagView[] }) {
  if (tags.length === 0) return <p className="text-sm text-muted">No tags yet. Add them when you shorten a URL (More options) or on a link&apos;s page.</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="tag-manager">
      {tags.map((tag) => (
        <TagRow key={`${tag.id}-${tag.name}-${tag.color}`} tag={tag} />
      ))}
    </ul>
  );
}

function TagRow({ tag }: { tag: TagView }) {
  const router = useRouter();
  const id = useId();
  const save = useServerForm(updateTagForm);
  const remove = useServerForm(deleteTagForm);
  const errors = fieldErrorsOf<"name" | "color">(save.state);
  const values = save.state.result && !save.state.result.ok ? save.state.values : {};
  useEachAnswer(save.state, (result) => {
    if (!result.ok) {
      if (!result.fieldErrors) toast.error(result.title, { description: result.error });
      return;
    }
    toast.success("Tag saved");
    router.refresh();
  });
  useEachAnswer(remove.state, (result) => {
    if (!result.ok) return void toast.error(result.title, { description: result.error });
    toast.success(`Tag ${tag.name} deleted`, { description: "It is off every link it was on." });
    router.refresh();
  });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-3" data-testid="tag-row">
      <div className="flex min-w-0 items-center gap-2 sm:w-44 sm:pt-2">
        <TagChip tag={tag} href={tagFilterHref(tag.name)} />
        {tag.links !== undefined ? <span className="shrink-0 text-xs text-muted">{tag.links === 1 ? "1 link" : `${tag.links} links`}</span> : null}
      </div>
      <form {...save.form} className="flex min-w-0 flex-1 flex-wrap items-start gap-2" aria-label={`Edit the tag ${tag.name}`}>
        <input type="hidden" name="tagId" value={tag.id} />
        <RowNameField id={id} label={`Name of ${tag.name}`} defaultValue={values.name ?? tag.name} maxLength={TAG_NAME_MAX * 4} error={errors.name} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-color`} className="sr-only">
            Colour of {tag.name}
          </label>
          <Select id={`${id}-color`} name="color" defaultValue={values.color ?? tag.color} className="w-32">
            {TAG_COLORS.map((color) => (
              <option key={color} value={color}>
                {TAG_COLOR_LABELS[color]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="secondary" disabled={save.pending}>
          {save.pending ? "Saving..." : "Save"}
        </Button>
        <FormAnswer state={save.state} success="Tag saved." className="basis-full" />
      </form>
      <form {...remove.form} aria-label={`Delete the tag ${tag.name}`}>
        <input type="hidden" name="tagId" value={tag.id} />
        <Button type="submit" variant="ghost" disabled={remove.pending} aria-label={`Delete the tag ${tag.name}`} className="text-red-700">
          <Trash2 aria-hidden="true" />
          <span className="sm:sr-only">Delete</span>
        </Button>
        <FormAnswer state={remove.state} success="Tag deleted." />
      </form>
    </li>
  );
}
