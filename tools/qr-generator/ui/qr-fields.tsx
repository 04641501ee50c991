"use client";

import type { ReactNode } from "react";
import { useLazy } from "@/components/lazy/use-lazy";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { WIFI_ENCRYPTIONS, type QrType } from "@/tools/qr-generator/logic/constants";

/** The form values of every type (kept while switching types), keyed like the server's content fields. */
export interface QrFormValues {
  text: { text: string };
  url: { url: string };
  email: { address: string; subject: string; body: string };
  phone: { phone: string };
  sms: { phone: string; message: string };
  wifi: { ssid: string; password: string; encryption: (typeof WIFI_ENCRYPTIONS)[number]; hidden: boolean };
  vcard: { firstName: string; lastName: string; organization: string; title: string; phone: string; email: string; url: string };
  geo: { latitude: string; longitude: string };
}

export const EMPTY_FORM: QrFormValues = {
  text: { text: "" },
  url: { url: "" },
  email: { address: "", subject: "", body: "" },
  phone: { phone: "" },
  sms: { phone: "", message: "" },
  wifi: { ssid: "", password: "", encryption: "WPA", hidden: false },
  vcard: { firstName: "", lastName: "", organization: "", title: "", phone: "", email: "", url: "" },
  geo: { latitude: "", longitude: "" },
};

/** Names of the required fields that are empty (mirrors the server, which decides). */
export function missingFields(type: QrType, values: QrFormValues): string[] {
  const blank = (v: string) => v.trim() === "";
  switch (type) {
    case "text":
      return blank(values.text.text) ? ["text"] : [];
    case "url":
      return blank(values.url.url) ? ["url"] : [];
    case "email":
      return blank(values.email.address) ? ["address"] : [];
    case "phone":
      return blank(values.phone.phone) ? ["phone"] : [];
    case "sms":
      return blank(values.sms.phone) ? ["phone"] : [];
    case "wifi":
      return [
        ...(blank(values.wifi.ssid) ? ["ssid"] : []),
        ...(values.wifi.encryption !== "nopass" && values.wifi.password === "" ? ["password"] : []),
      ];
    case "vcard":
      return blank(values.vcard.firstName) && blank(values.vcard.lastName) ? ["firstName"] : [];
    case "geo":
      return [...(blank(values.geo.latitude) ? ["latitude"] : []), ...(blank(values.geo.longitude) ? ["longitude"] : [])];
  }
}

/** The request content of the selected type (empty optional fields left out). */
export function contentOf(type: QrType, values: QrFormValues): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...values[type] };
  if (type === "wifi" && values.wifi.encryption === "nopass") delete fields.password;
  for (const [key, value] of Object.entries(fields)) if (value === "" && type !== "text") delete fields[key];
  return { type, ...fields };
}

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; required?: boolean }) => ReactNode;
}

export function Field({ id, label, required, error, hint, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The fields of the types other than URL (the first view's): loaded with the encoder, or when another type is picked. */
const loadTypeFields = () => import("./qr-on-use").then((m) => m.QrTypeFields);

export type QrFieldsProps = {
  type: QrType;
  values: QrFormValues;
  errors: Record<string, string>;
  onChange: <T extends QrType>(type: T, patch: Partial<QrFormValues[T]>) => void;
};

export function QrFields(props: QrFieldsProps) {
  const { type, values, errors, onChange } = props;
  // The other types' fields are fetched when another type is chosen (the URL field is the first view); by then the
  // generator's first use has usually fetched their module already.
  const TypeFields = useLazy(loadTypeFields, type !== "url");
  const id = (name: string) => `qr-${type}-${name}`;
  if (type === "url") {
    return (
      <Field id={id("url")} label="Website URL" required error={errors.url} hint="https:// is added when you leave it out.">
        {(p) => (
          <Input {...p} type="url" inputMode="url" autoComplete="url" value={values.url.url} onChange={(e) => onChange("url", { url: e.target.value })} placeholder="https://example.com" />
        )}
      </Field>
    );
  }
  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once (useLazy), not made here
  return TypeFields ? <TypeFields {...props} /> : <p className="text-sm text-muted">Loading the fields…</p>;
}
