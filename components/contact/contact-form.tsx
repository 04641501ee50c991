"use client";

import { CheckCircle2, Send } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { sendContactMessage } from "@/lib/contact/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ContactField } from "@/lib/contact";
import { sendToServer } from "@/lib/call-action";

const EMPTY = { name: "", email: "", subject: "", message: "" };
const CONFIRMATION_MS = 3000;

/** The contact form: `Sending...`, then `Message Sent!` for 3 seconds, then an empty form (spec §4). */
export function ContactForm() {
  const searchParams = useSearchParams();
  const [values, setValues] = useState(() => ({ ...EMPTY, subject: (searchParams.get("subject") ?? "").slice(0, 150) }));
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state !== "sent") return;
    const timer = setTimeout(() => {
      setValues(EMPTY);
      setState("idle");
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("sending");
    const result = await sendToServer(sendContactMessage, [{ ...values, website: honeypot.current?.value ?? "" }], (error) => ({ ok: false as const, error }), "Your message could not be sent. Please try again.");
    if (result.ok) {
      setErrors({});
      setState("sent");
      return;
    }
    setState("idle");
    if (result.fieldErrors) setErrors(result.fieldErrors);
    else toast.error("Error", { description: result.error });
  }

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact form">
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
        <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="lg" disabled={state !== "idle"}>
          {state === "sent" ? <CheckCircle2 aria-hidden="true" /> : <Send aria-hidden="true" />}
          {state === "sending" ? "Sending..." : state === "sent" ? "Message Sent!" : "Send Message"}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-emerald-700">
          {state === "sent" ? "Thank you! We received your message and will reply soon." : ""}
        </p>
      </div>
    </form>
  );
}
