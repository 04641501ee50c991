import "server-only";
import { z } from "@/lib/platform/zod";
import { prisma } from "@/lib/platform/db";
import { serverEnv } from "@/lib/platform/config/env";
import { deliverMail, queueMail, type Mail } from "@/lib/domain/mail";
import { consume } from "@/lib/platform/http/ratelimit";
import { CONTROL_CHARACTER_MESSAGE, hasDisallowedControl } from "@/lib/platform/safe-text";
import { site } from "@/lib/platform/config/site";

/** The contact form (docs/product.md §8): validated, stored, e-mailed to the site owner, spam-protected. */

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

/** Where contact messages are delivered: CONTACT_INBOX, else the address shown on the contact page. */
export function contactInbox(): string {
  return serverEnv().CONTACT_INBOX ?? site.contactEmail;
}

export const ACKNOWLEDGEMENT_SUBJECT = `We received your message | ${site.name}`;

function inboxMail(stored: { id: string; name: string; email: string; subject: string; message: string }): Mail {
  return {
    to: contactInbox(),
    replyTo: stored.email,
    subject: `[${site.name} contact] ${stored.subject}`,
    text: `From: ${stored.name} <${stored.email}>\nMessage id: ${stored.id}\n\n${stored.message}\n\nAll messages: ${site.url}/admin/messages`,
  };
}

/**
 * The sender's receipt. It repeats nothing they typed (name, subject, message): anyone can enter any address in the
 * form, so the receipt must be useless for sending text to a stranger's inbox.
 */
function acknowledgementMail(to: string): Mail {
  return {
    to,
    subject: ACKNOWLEDGEMENT_SUBJECT,
    text: [
      "Hello,",
      "",
      `Thank you for writing to ${site.name}. Your message has reached our team and we reply within ${site.responseTime}.`,
      "",
      "If you did not send a message through our contact form, you can ignore this e-mail: nothing else will follow.",
      "",
      `The ${site.name} team`,
      site.url,
    ].join("\n"),
  };
}

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
  // The message, the copy for the contact inbox and the sender's acknowledgement are written together (or not at
  // all); with SMTP configured both mails are then sent, without it they wait in the outbox like every other mail.
  const mails = await prisma.$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({ data: { ...message, email: message.email.toLowerCase(), ip } });
    return [await queueMail(tx, inboxMail(stored)), await queueMail(tx, acknowledgementMail(stored.email))];
  });
  for (const mail of mails) await deliverMail(mail);
  return { ok: true };
}

export const MESSAGES_PER_PAGE = 20;

/** One page (1-based) of contact messages, newest first, for the operators' page (/admin/messages). */
export async function listContactMessages(page: number) {
  const total = await prisma.contactMessage.count();
  const pages = Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const messages = await prisma.contactMessage.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * MESSAGES_PER_PAGE,
    take: MESSAGES_PER_PAGE,
    select: { id: true, name: true, email: true, subject: true, message: true, createdAt: true },
  });
  return { messages, total, page: current, pages };
}
