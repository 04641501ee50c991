"use client";

import { Loader2, Plus, Ruler, Trash2 } from "lucide-react";
import { useId, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { createCustomUnitAction, deleteCustomUnitAction } from "@/tools/area-converter/server/actions";
import { useArea } from "@/tools/area-converter/ui/area-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CUSTOM_FACTOR_MAX, CUSTOM_FACTOR_MAX_LENGTH, CUSTOM_FACTOR_MIN } from "@/tools/area-converter/logic/custom-unit-rules";
import { callAction } from "@/lib/platform/forms/call-action";
import { Locked, PanelHeader } from "./panel";
import { ClientForm } from "@/components/forms/client-form";

export function CustomUnitsPanel() {
  const { entitlements, customUnits, setCustomUnits } = useArea();
  const [form, setForm] = useState({ name: "", symbol: "", factor: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const allowed = entitlements?.customUnits === true;
  const id = useId();

  function submit() {
    if (!allowed || pending) return;
    startTransition(async () => {
      const response = await callAction(createCustomUnitAction, form);
      if (!response.ok) {
        setErrors(response.fieldErrors ?? {});
        toast.error(response.title, { description: response.error });
        return;
      }
      setErrors({});
      setForm({ name: "", symbol: "", factor: "" });
      setCustomUnits([...customUnits, response.data]);
      toast.success("Success", { description: `${response.data.name} (${response.data.symbol}) added to your units` });
    });
  }

  function remove(unitId: string, name: string) {
    startTransition(async () => {
      const response = await deleteCustomUnitAction(unitId);
      if (!response.ok && response.code !== "not_found") return void toast.error(response.title, { description: response.error });
      setCustomUnits(customUnits.filter((u) => u.id !== unitId));
      toast.success("Success", { description: `${name} deleted` });
    });
  }

  const field = (key: "name" | "symbol" | "factor", label: string, props: Record<string, string>) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(e) => {
          const value = e.target.value;
          setForm((f) => ({ ...f, [key]: value }));
        }}
        disabled={!allowed}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        autoComplete="off"
        {...props}
      />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <Card className="flex flex-col">
      <PanelHeader icon={<Ruler />} title="Custom Units" feature="customUnits" description="Define your own units by their size in square meters and use them in the converter." />
      <CardContent className="flex flex-1 flex-col gap-4">
        {entitlements !== null && !allowed ? <Locked feature="customUnits" signedIn={entitlements.signedIn} /> : null}
        <ClientForm onRun={submit} className="flex flex-col gap-3" noValidate aria-label="Add a custom unit">
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            {field("name", "Name", { placeholder: "Bigha", maxLength: "50" })}
            {field("symbol", "Symbol", { placeholder: "bigha", maxLength: "12" })}
          </div>
          {field("factor", "Square meters in one unit", { placeholder: "1337.8", inputMode: "decimal", maxLength: String(CUSTOM_FACTOR_MAX_LENGTH) })}
          <p className="text-xs text-muted">
            Between {CUSTOM_FACTOR_MIN} and {CUSTOM_FACTOR_MAX} m². Symbols must differ from the built-in ones.
          </p>
          <Button type="submit" disabled={!allowed || pending} className="self-start">
            {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
            Add unit
          </Button>
        </ClientForm>
        {customUnits.length > 0 ? (
          <ul className="divide-y divide-line rounded-lg border border-line text-sm" data-testid="custom-units">
            {customUnits.map((u) => (
              <li key={u.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <span className="font-medium text-ink">{u.name}</span> <span className="text-muted">({u.symbol})</span>
                  <span className="block font-mono text-xs text-muted">
                    1 {u.symbol} = {u.factorText} m²
                  </span>
                </span>
                <Button variant="ghost" size="icon" onClick={() => remove(u.id, u.name)} disabled={pending} aria-label={`Delete ${u.name}`}>
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
