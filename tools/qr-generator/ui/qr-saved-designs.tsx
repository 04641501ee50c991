"use client";

import { Trash2 } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { useSession } from "@/components/auth/session";
import { fetchJson, localChange, useSessionData } from "@/components/data/swr";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/platform/forms/call-action";
import { DESIGN_NAME_MAX, SAVED_DESIGNS_MAX, type SavedDesign } from "@/tools/qr-generator/logic/saved-designs";
import { canonicalJson } from "@/lib/engines/json/canonical";
import { saveQrDesignAction } from "@/tools/qr-generator/server/actions";
import type { QrDesignValues } from "./qr-design";

const DESIGNS_URL = "/api/qr/designs";

const loadDesigns = async () => (await fetchJson<{ ok: true; data: { items: SavedDesign[] } }>(DESIGNS_URL)).data.items;

type Look = Pick<QrDesignValues, "foreground" | "background" | "dots" | "eyeFrame" | "eyeCenter" | "frame" | "logo">;

/**
 * What a saved design keeps (logic/saved-designs.ts), every part named, an absent frame or logo included: applied, it
 * also takes off what the look does not have.
 */
function lookOf({ foreground, background, dots, eyeFrame, eyeCenter, frame, logo }: Look): Look {
  return { foreground, background, dots, eyeFrame, eyeCenter, frame, logo };
}

const sameLook = (a: Look, b: Look) => canonicalJson(lookOf(a)) === canonicalJson(lookOf(b));

/**
 * "Your designs": a signed-in user saves the current look under a name and applies a saved one in a click; visitors
 * are told what signing in adds. The list is the account's (GET /api/qr/designs), saved by a server action.
 */
export function SavedDesigns({ values, onApply }: { values: QrDesignValues; onApply: (patch: Partial<QrDesignValues>) => void }) {
  const { status } = useSession();
  const designs = useSessionData<SavedDesign[]>(status === "authenticated" ? DESIGNS_URL : null, { fetcher: loadDesigns });
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (status !== "authenticated") {
    return (
      <div className="flex flex-col gap-1 rounded-lg border border-dashed border-line p-3 text-sm text-muted" data-testid="qr-saved-designs">
        <p className="font-medium text-ink">Your designs</p>
        <p>
          {status === "loading" ? "Checking your account…" : "Sign in to save your designs and apply them in one click."}{" "}
          {status === "unauthenticated" ? (
            <button type="button" className="font-medium text-brand-700 underline" onClick={() => void openSignIn({ callbackUrl: "/qrgenerator" })}>
              Sign in
            </button>
          ) : null}
        </p>
      </div>
    );
  }

  const current = lookOf(values);
  const items = designs.data ?? [];

  async function save() {
    if (saving) return;
    setSaving(true);
    const outcome = await callAction(saveQrDesignAction, { name, design: current });
    setSaving(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    setError(null);
    setName("");
    const saved = outcome.data;
    // The look as the server keeps it (colours written out in full): the studio shows exactly what was saved.
    onApply(lookOf(saved.design));
    void designs.mutate((list) => [...(list ?? []).filter((d) => d.name !== saved.name), saved].sort((a, b) => a.name.localeCompare(b.name)), localChange);
    toast.success("Design saved", { description: `“${saved.name}” is in your designs.` });
  }

  async function remove(design: SavedDesign) {
    const response = await fetch(`${DESIGNS_URL}/${design.id}`, { method: "DELETE" });
    if (!response.ok) {
      toast.error("Error", { description: "Could not delete this design. Please try again." });
      return;
    }
    void designs.mutate((list) => list?.filter((d) => d.id !== design.id), localChange);
    toast.success("Deleted", { description: `“${design.name}” was deleted from your designs.` });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The studio sits inside the generator's form: Enter here saves the design instead of generating a code.
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="qr-saved-designs">
      <legend className="mb-1 text-sm font-medium text-ink">Your designs</legend>
      {designs.error ? <p className="text-sm text-red-700">Your designs could not be loaded. Reload the page to try again.</p> : null}
      {designs.data && items.length === 0 ? <p className="text-sm text-muted">None yet: save the look you have made to use it again in one click.</p> : null}
      {items.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((design) => {
            const pressed = sameLook(design.design, current);
            return (
              <li key={design.id} className="flex min-w-0 items-center gap-1">
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onApply(lookOf(design.design))}
                  className={cn(
                    "min-w-0 flex-1 truncate rounded-lg border px-3 py-2 text-left text-sm font-medium",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    pressed ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line bg-surface text-ink hover:bg-slate-50",
                  )}
                >
                  {design.name}
                </button>
                <Button type="button" variant="ghost" size="icon" aria-label={`Delete the design “${design.name}”`} onClick={() => void remove(design)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="qr-design-name">Save this look as</Label>
        <div className="flex gap-2">
          <Input
            id="qr-design-name"
            value={name}
            maxLength={DESIGN_NAME_MAX * 4}
            placeholder="e.g. Café menu"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "qr-design-name-error" : undefined}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button type="button" variant="outline" disabled={saving || (designs.data !== undefined && items.length >= SAVED_DESIGNS_MAX && !items.some((d) => d.name === name.trim()))} onClick={() => void save()}>
            Save
          </Button>
        </div>
        <FieldError id="qr-design-name-error">{error}</FieldError>
        <p className="text-xs text-muted">
          Shapes, colours, background, frame and logo; up to {SAVED_DESIGNS_MAX} designs. Saving under a name you have replaces it.
        </p>
      </div>
    </fieldset>
  );
}
