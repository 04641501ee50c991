"use client";

import { BookmarkPlus, X } from "lucide-react";
import { createContext, useContext, useState, useTransition } from "react";
import { useHydrated } from "@/components/layout/shell-context";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/platform/forms/call-action";
import { deleteUtmTemplateAction, saveUtmTemplateAction } from "@/tools/url-shortener/server/actions";
import { cleanUtm, UTM_FIELDS, UTM_LABELS, type Utm } from "@/tools/url-shortener/logic/utm";
import { UTM_TEMPLATE_NAME_MAX, UTM_TEMPLATES_MAX, type UtmTemplateView } from "@/tools/url-shortener/logic/utm-templates";

/**
 * Told of the account's templates after a save or a delete in a builder, so the page's other builders (the create
 * form, another link's edit dialog) and lists show the same ones: the shortener updates its data, the account page
 * renders again, the link page keeps the list above its form. Outside a provider nobody is told.
 */
export const UtmTemplatesChanged = createContext<(templates: UtmTemplateView[]) => void>(() => {});

/**
 * The UTM builder's saved templates (the create form's "More options", the lists' "Edit link" dialogs and the link
 * page's edit form): a button per template that fills the five fields with it in one click, a delete button beside
 * each, and "Save as template" for the fields as they are. Not part of the link's form (no field here has a name, so nothing of it is posted with the
 * link): saving and deleting call their own server actions, and the list answered replaces the one shown.
 */
export function UtmTemplates({
  id,
  templates: initial,
  utm,
  onApply,
}: {
  id: string;
  templates: UtmTemplateView[];
  utm: Utm;
  onApply: (utm: Utm) => void;
}) {
  const hydrated = useHydrated();
  const changed = useContext(UtmTemplatesChanged);
  const [templates, setTemplates] = useState(initial);
  // New templates from the page (a reload of the account's data) replace the list (state adjusted during render).
  const [given, setGiven] = useState(initial);
  if (given !== initial) {
    setGiven(initial);
    setTemplates(initial);
  }
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();
  const clean = cleanUtm(utm);
  const filled = clean.ok && Object.keys(clean.utm).length > 0;

  function save() {
    setError(null);
    startTransition(async () => {
      const result = await callAction(saveUtmTemplateAction, { name, ...utm });
      if (!result.ok) {
        setError(result.fieldErrors?.name ?? result.fieldErrors?.utm ?? result.error);
        return;
      }
      setTemplates(result.data.templates);
      changed(result.data.templates);
      setName("");
      toast.success(`Template ${result.data.saved.name} saved`, { description: "Apply it to any link in one click." });
    });
  }

  function remove(template: UtmTemplateView) {
    startTransition(async () => {
      const result = await callAction(deleteUtmTemplateAction, { id: template.id });
      if (!result.ok) return void toast.error(result.title, { description: result.error });
      setTemplates(result.data.templates);
      changed(result.data.templates);
      toast.success(`Template ${template.name} deleted`);
    });
  }

  const describe = (template: UtmTemplateView) =>
    UTM_FIELDS.filter((field) => template.utm[field])
      .map((field) => `${UTM_LABELS[field].label}: ${template.utm[field]}`)
      .join(", ");

  return (
    <div className="flex min-w-0 flex-col gap-3 border-t border-line pt-3" data-testid="utm-templates">
      {templates.length > 0 ? (
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-sm font-medium text-ink">Apply a saved template</p>
          <ul className="flex flex-wrap gap-2" aria-label="Saved UTM templates">
            {templates.map((template) => (
              <li key={template.id} className="flex max-w-full items-stretch overflow-hidden rounded-full border border-brand-200 bg-brand-50 text-sm">
                <button
                  type="button"
                  className="min-w-0 truncate px-3 py-1 font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
                  title={describe(template)}
                  aria-label={`Apply the template ${template.name} (${describe(template)})`}
                  disabled={!hydrated}
                  onClick={() => {
                    onApply({ ...template.utm });
                    toast.success(`Template ${template.name} applied`);
                  }}
                >
                  {template.name}
                </button>
                <button
                  type="button"
                  className="border-l border-brand-200 px-2 text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
                  aria-label={`Delete the template ${template.name}`}
                  disabled={!hydrated || busy}
                  onClick={() => remove(template)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-utm-template-name`}>Save these parameters as a template</Label>
        <div className="flex min-w-0 gap-2">
          <Input
            id={`${id}-utm-template-name`}
            value={name}
            onChange={(e) => {
              setError(null);
              setName(e.target.value);
            }}
            onKeyDown={(e) => {
              // Enter saves the template, not the link around it.
              if (e.key === "Enter") {
                e.preventDefault();
                if (filled && name.trim()) save();
              }
            }}
            placeholder="Newsletter"
            maxLength={UTM_TEMPLATE_NAME_MAX * 4}
            autoComplete="off"
            className="min-w-0 flex-1"
            disabled={!hydrated}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-utm-template-error` : `${id}-utm-template-help`}
          />
          <Button type="button" variant="secondary" className="shrink-0" onClick={save} disabled={!hydrated || busy || !filled || name.trim() === ""}>
            <BookmarkPlus aria-hidden="true" />
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
        {error ? (
          <FieldError id={`${id}-utm-template-error`}>{error}</FieldError>
        ) : (
          <p id={`${id}-utm-template-help`} className="text-xs text-muted">
            Up to {UTM_TEMPLATES_MAX} templates per account ({templates.length} saved).
          </p>
        )}
      </div>
    </div>
  );
}
