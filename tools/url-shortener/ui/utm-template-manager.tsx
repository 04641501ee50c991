"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { RowNameField } from "@/tools/url-shortener/ui/row-name-field";
import { deleteUtmTemplateForm, renameUtmTemplateForm } from "@/tools/url-shortener/server/actions";
import { UTM_FIELDS, UTM_LABELS } from "@/tools/url-shortener/logic/utm";
import { UTM_TEMPLATE_NAME_MAX, type UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * The account's saved UTM templates (docs/product.md, "Links people manage"), each with its parameters, a name to
 * change and Delete. Server forms, as the tag list: they work before the scripts run; after a change the page is
 * rendered again. New templates are saved from the UTM builder, where they are applied.
 */
export function UtmTemplateManager({ templates }: { templates: UtmTemplateView[] }) {
  if (templates.length === 0) {
    return <p className="text-sm text-muted">No UTM templates yet. Save one from the UTM builder when you shorten a URL (More options) or edit a link.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid="utm-template-manager">
      {templates.map((template) => (
        <TemplateRow key={`${template.id}-${template.name}`} template={template} />
      ))}
    </ul>
  );
}

function TemplateRow({ template }: { template: UtmTemplateView }) {
  const router = useRouter();
  const id = useId();
  const rename = useServerForm(renameUtmTemplateForm);
  const remove = useServerForm(deleteUtmTemplateForm);
  const errors = fieldErrorsOf<"name">(rename.state);
  const values = rename.state.result && !rename.state.result.ok ? rename.state.values : {};
  useEachAnswer(rename.state, (result) => {
    if (!result.ok) {
      if (!result.fieldErrors) toast.error(result.title, { description: result.error });
      return;
    }
    toast.success("Template renamed");
    router.refresh();
  });
  useEachAnswer(remove.state, (result) => {
    if (!result.ok) return void toast.error(result.title, { description: result.error });
    toast.success(`Template ${template.name} deleted`, { description: "Links made with it keep their parameters." });
    router.refresh();
  });
  const parameters = UTM_FIELDS.filter((field) => template.utm[field]);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-3" data-testid="utm-template-row">
      <div className="flex min-w-0 flex-col gap-1 sm:w-56 sm:shrink-0 sm:pt-1">
        <p className="text-sm font-medium break-words text-ink">{template.name}</p>
        <dl className="flex min-w-0 flex-col gap-0.5 text-xs">
          {parameters.map((field) => (
            <div key={field} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-muted">{UTM_LABELS[field].label}:</dt>
              <dd className="min-w-0 font-mono break-all text-ink">{template.utm[field]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <form {...rename.form} className="flex min-w-0 flex-1 flex-wrap items-start gap-2" aria-label={`Rename the template ${template.name}`}>
        <input type="hidden" name="templateId" value={template.id} />
        <RowNameField id={id} label={`Name of ${template.name}`} defaultValue={values.name ?? template.name} maxLength={UTM_TEMPLATE_NAME_MAX * 4} error={errors.name} />
        <Button type="submit" variant="secondary" disabled={rename.pending}>
          {rename.pending ? "Saving..." : "Rename"}
        </Button>
        <FormAnswer state={rename.state} success="Template renamed." className="basis-full" />
      </form>
      <form {...remove.form} aria-label={`Delete the template ${template.name}`}>
        <input type="hidden" name="templateId" value={template.id} />
        <Button type="submit" variant="ghost" disabled={remove.pending} aria-label={`Delete the template ${template.name}`} className="text-red-700">
          <Trash2 aria-hidden="true" />
          <span className="sm:sr-only">Delete</span>
        </Button>
        <FormAnswer state={remove.state} success="Template deleted." />
      </form>
    </li>
  );
}
