"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { sendContactForm } from "@/lib/domain/contact/actions";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ContactField } from "@/lib/domain/contact";
import { KeepTypedText } from "@/components/layout/keep-typed-text";

const EMPTY = { name: "", email: "", subject: "", message: "" };
const FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
const CONFIRMATION_MS = 3000;

/**
 * The contact form: `Sending...`, then `Message Sent!` for 3 seconds, then an empty form (docs/product.md §8).
 * A server form: sent before the page's scripts run, the page comes back with the confirmation or the errors (and
 * what was typed).
 * `subject` comes from the address (`/contact?subject=Enterprise`).
 */
export function ContactForm({ subject }: { subject: string }) {
  const { state, pending: sending, form } = useServerForm(sendContactForm, "Your message could not be sent. Please try again.");
  const [values, setValues] = useState(() => ({ ...EMPTY, subject: subject.slice(0, 150), ...state.values }));
  const [errors, setErrors] = useState(() => fieldErrorsOf<ContactField>(state));
  const [sent, setSent] = useState(() => state.result?.ok === true);
  // Each answer with field errors: the first field it names takes the focus once the form is enabled again.
  const [refusals, setRefusals] = useState(0);

  useEachAnswer(state, (result) => {
    if (result.ok) {
      setErrors({});
      setSent(true);
    } else if (result.fieldErrors) {
      setErrors(result.fieldErrors);
      setRefusals((n) => n + 1);
    } else toast.error("Error", { description: result.error });
  });

  useEffect(() => {
    if (refusals === 0 || sending) return;
    const first = FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
    // Only an answer moves the focus: errors also change as the visitor fixes fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals, sending]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setValues(EMPTY);
      setSent(false);
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form {...form} noValidate className="flex flex-col gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="contact-name">Name</Label>
          <Input {...field("name")} autoComplete="name" maxLength={100} placeholder="Your name" />
          <FieldError id="contact-name-error">{errors.name}</FieldError>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="contact-email">Email</Label>
          <Input {...field("email")} type="email" autoComplete="email" maxLength={254} placeholder="you@example.com" />
          <FieldError id="contact-email-error">{errors.email}</FieldError>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input {...field("subject")} maxLength={150} placeholder="What is it about?" />
        <FieldError id="contact-subject-error">{errors.subject}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...field("message")} rows={6} maxLength={5000} placeholder="How can we help?" />
        <FieldError id="contact-message-error">{errors.message}</FieldError>
      </div>
      {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="lg" disabled={sending || sent}>
          {sent ? <CheckCircle2 aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? "Sending..." : sent ? "Message Sent!" : "Send Message"}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-emerald-700">
          {sent ? "Thank you! We received your message and will reply soon." : ""}
        </p>
      </div>
      {state.result?.ok ? null : <FormAnswer state={state} success={null} />}
      <KeepTypedText />
    </form>
  );
}
