"use client";

import { Input, Select, Textarea } from "@/components/ui/input";
import { WIFI_ENCRYPTIONS } from "@/tools/qr-generator/logic/constants";
import { Field, type QrFieldsProps, type QrFormValues } from "./qr-fields";

/** The fields of every type but URL (whose fields are in the generator's first view, ./qr-fields.tsx). */
export function QrTypeFields({ type, values, errors, onChange }: QrFieldsProps) {
  const id = (name: string) => `qr-${type}-${name}`;
  switch (type) {
    case "text":
      return (
        <Field id={id("text")} label="Text" required error={errors.text}>
          {(p) => <Textarea {...p} rows={4} value={values.text.text} onChange={(e) => onChange("text", { text: e.target.value })} placeholder="Enter the text to encode" />}
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
    case "url":
      return null;
  }
}
