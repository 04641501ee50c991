"use client";

import type { ReactNode } from "react";
import { FieldError, Input, Select, Textarea } from "@/components/ui/input";
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

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string; required?: boolean }) => ReactNode;
}

function Field({ id, label, required, error, hint, children }: FieldProps) {
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

export function QrFields({
  type,
  values,
  errors,
  onChange,
}: {
  type: QrType;
  values: QrFormValues;
  errors: Record<string, string>;
  onChange: <T extends QrType>(type: T, patch: Partial<QrFormValues[T]>) => void;
}) {
  const id = (name: string) => `qr-${type}-${name}`;
  switch (type) {
    case "text":
      return (
        <Field id={id("text")} label="Text" required error={errors.text}>
          {(p) => <Textarea {...p} rows={4} value={values.text.text} onChange={(e) => onChange("text", { text: e.target.value })} placeholder="Enter the text to encode" />}
        </Field>
      );
    case "url":
      return (
        <Field id={id("url")} label="Website URL" required error={errors.url} hint="https:// is added when you leave it out.">
          {(p) => (
            <Input {...p} type="url" inputMode="url" autoComplete="url" value={values.url.url} onChange={(e) => onChange("url", { url: e.target.value })} placeholder="https://example.com" />
          )}
        </Field>
      );
    case "email":
      return (
        <div className="grid gap-4">
          <Field id={id("address")} label="Email address" required error={errors.address}>
            {(p) => <Input {...p} type="email" autoComplete="email" value={values.email.address} onChange={(e) => onChange("email", { address: e.target.value })} placeholder="name@example.com" />}
          </Field>
          <Field id={id("subject")} label="Subject" error={errors.subject}>
            {(p) => <Input {...p} value={values.email.subject} onChange={(e) => onChange("email", { subject: e.target.value })} placeholder="Optional" />}
          </Field>
          <Field id={id("body")} label="Message" error={errors.body}>
            {(p) => <Textarea {...p} rows={3} value={values.email.body} onChange={(e) => onChange("email", { body: e.target.value })} placeholder="Optional" />}
          </Field>
        </div>
      );
    case "phone":
      return (
        <Field id={id("phone")} label="Phone number" required error={errors.phone} hint="Include the country code, e.g. +1 555 010 0199.">
          {(p) => <Input {...p} type="tel" autoComplete="tel" value={values.phone.phone} onChange={(e) => onChange("phone", { phone: e.target.value })} placeholder="+1 555 010 0199" />}
        </Field>
      );
    case "sms":
      return (
        <div className="grid gap-4">
          <Field id={id("phone")} label="Phone number" required error={errors.phone}>
            {(p) => <Input {...p} type="tel" autoComplete="tel" value={values.sms.phone} onChange={(e) => onChange("sms", { phone: e.target.value })} placeholder="+1 555 010 0199" />}
          </Field>
          <Field id={id("message")} label="Message" error={errors.message}>
            {(p) => <Textarea {...p} rows={3} value={values.sms.message} onChange={(e) => onChange("sms", { message: e.target.value })} placeholder="Optional" />}
          </Field>
        </div>
      );
    case "wifi":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field id={id("ssid")} label="Network name (SSID)" required error={errors.ssid}>
              {(p) => <Input {...p} autoComplete="off" value={values.wifi.ssid} onChange={(e) => onChange("wifi", { ssid: e.target.value })} placeholder="MyNetwork" />}
            </Field>
          </div>
          <Field id={id("encryption")} label="Encryption" error={errors.encryption}>
            {(p) => (
              <Select {...p} value={values.wifi.encryption} onChange={(e) => onChange("wifi", { encryption: e.target.value as QrFormValues["wifi"]["encryption"] })}>
                {WIFI_ENCRYPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {value === "WPA" ? "WPA/WPA2" : value === "WEP" ? "WEP" : "None (open network)"}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            id={id("password")}
            label="Password"
            required={values.wifi.encryption !== "nopass"}
            error={errors.password}
            hint={values.wifi.encryption === "WPA" ? "8 to 63 characters, or a key of 64 hexadecimal digits." : values.wifi.encryption === "nopass" ? "Open networks have no password." : undefined}
          >
            {(p) => (
              <Input
                {...p}
                autoComplete="off"
                disabled={values.wifi.encryption === "nopass"}
                value={values.wifi.encryption === "nopass" ? "" : values.wifi.password}
                onChange={(e) => onChange("wifi", { password: e.target.value })}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={values.wifi.hidden}
              onChange={(e) => onChange("wifi", { hidden: e.target.checked })}
            />
            Hidden network
          </label>
        </div>
      );
    case "vcard":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id("firstName")} label="First name" required error={errors.firstName} hint="A first or last name is required.">
            {(p) => <Input {...p} required={false} autoComplete="given-name" value={values.vcard.firstName} onChange={(e) => onChange("vcard", { firstName: e.target.value })} />}
          </Field>
          <Field id={id("lastName")} label="Last name" error={errors.lastName}>
            {(p) => <Input {...p} autoComplete="family-name" value={values.vcard.lastName} onChange={(e) => onChange("vcard", { lastName: e.target.value })} />}
          </Field>
          <Field id={id("organization")} label="Organisation" error={errors.organization}>
            {(p) => <Input {...p} autoComplete="organization" value={values.vcard.organization} onChange={(e) => onChange("vcard", { organization: e.target.value })} />}
          </Field>
          <Field id={id("title")} label="Job title" error={errors.title}>
            {(p) => <Input {...p} autoComplete="organization-title" value={values.vcard.title} onChange={(e) => onChange("vcard", { title: e.target.value })} />}
          </Field>
          <Field id={id("phone")} label="Phone" error={errors.phone}>
            {(p) => <Input {...p} type="tel" autoComplete="tel" value={values.vcard.phone} onChange={(e) => onChange("vcard", { phone: e.target.value })} />}
          </Field>
          <Field id={id("email")} label="Email" error={errors.email}>
            {(p) => <Input {...p} type="email" autoComplete="email" value={values.vcard.email} onChange={(e) => onChange("vcard", { email: e.target.value })} />}
          </Field>
          <div className="sm:col-span-2">
            <Field id={id("url")} label="Website" error={errors.url}>
              {(p) => <Input {...p} type="url" inputMode="url" autoComplete="url" value={values.vcard.url} onChange={(e) => onChange("vcard", { url: e.target.value })} placeholder="example.com" />}
            </Field>
          </div>
        </div>
      );
    case "geo":
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id("latitude")} label="Latitude" required error={errors.latitude} hint="-90 to 90, e.g. 48.858370">
            {(p) => <Input {...p} inputMode="decimal" value={values.geo.latitude} onChange={(e) => onChange("geo", { latitude: e.target.value })} placeholder="48.858370" />}
          </Field>
          <Field id={id("longitude")} label="Longitude" required error={errors.longitude} hint="-180 to 180, e.g. 2.294481">
            {(p) => <Input {...p} inputMode="decimal" value={values.geo.longitude} onChange={(e) => onChange("geo", { longitude: e.target.value })} placeholder="2.294481" />}
          </Field>
        </div>
      );
  }
}
