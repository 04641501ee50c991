import { z } from "zod";
import { prisma } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { consume } from "@/lib/ratelimit";
import { CONTROL_CHARACTER_MESSAGE, hasDisallowedControl } from "@/lib/safe-text";
import { site } from "@/lib/site";

/** The contact form (PRODUCT.md §8): validated, stored, e-mailed to the site owner, spam-protected. */

/** Text without NUL and other control characters (Postgres would refuse the row); tabs and line breaks are fine. */
const noControl = { error: CONTROL_CHARACTER_MESSAGE, abort: true } as const;

export const contactSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Please keep your name under 100 characters").refine((v) => !hasDisallowedControl(v), noControl),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email")
    .max(254, { error: "Please enter a valid email address", abort: true })
    .pipe(z.email("Please enter a valid email address")),
  subject: z
    .string()
    .trim()
    .min(1, "Please enter a subject")
    .max(150, "Please keep the subject under 150 characters")
    .refine((v) => !hasDisallowedControl(v), noControl),
  message: z
    .string()
    .trim()
    .min(1, "Please enter a message")
    .max(5000, { error: "Please keep your message under 5000 characters", abort: true })
    .refine((v) => !hasDisallowedControl(v), noControl),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(1000).optional(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactField = "name" | "email" | "subject" | "message";

export type ContactResult =
  | { ok: true }
  | { ok: false; fieldErrors: Partial<Record<ContactField, string>>; error?: undefined }
  | { ok: false; error: string; fieldErrors?: undefined };

export const CONTACT_RATE_LIMIT = { points: 5, duration: 60 * 60 };

export async function submitContactMessage(input: ContactInput, ip: string): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      fieldErrors[field] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const { website, ...message } = parsed.data;
  // Spam: answer like a success so bots learn nothing, store nothing.
  if (website && website.trim() !== "") return { ok: true };
  try {
    await consume("contact", CONTACT_RATE_LIMIT, ip);
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const stored = await prisma.contactMessage.create({ data: { ...message, email: message.email.toLowerCase(), ip } });
  if (process.env.SMTP_URL) {
    await sendMail({
      to: process.env.CONTACT_INBOX ?? site.contactEmail,
      replyTo: message.email,
      subject: `[${site.name} contact] ${message.subject}`,
      text: `From: ${message.name} <${message.email}>\nMessage id: ${stored.id}\n\n${message.message}`,
    });
  }
  return { ok: true };
}
