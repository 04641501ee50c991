import nodemailer, { type Transporter } from "nodemailer";
import { prisma } from "@/lib/db";

/**
 * Outgoing mail. Every message is written to the OutboxMail table first; when SMTP_URL is set it is also sent
 * through nodemailer and marked sent (or its error kept). Without SMTP, development and tests read the outbox.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

const globalForMail = globalThis as unknown as { __utilifyMailer?: Transporter };

function transport(): Transporter | null {
  const url = process.env.SMTP_URL;
  if (!url) return null;
  return (globalForMail.__utilifyMailer ??= nodemailer.createTransport(url));
}

export function mailFrom(): string {
  return process.env.MAIL_FROM ?? "Utilify <no-reply@utilify.app>";
}

/** Queues and (with SMTP) sends a message. Never throws for delivery failures: they are recorded on the row. */
export async function sendMail(mail: Mail): Promise<{ id: string; sent: boolean }> {
  const row = await prisma.outboxMail.create({
    data: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null },
  });
  const smtp = transport();
  if (!smtp) return { id: row.id, sent: false };
  try {
    await smtp.sendMail({ from: mailFrom(), ...mail });
    await prisma.outboxMail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    return { id: row.id, sent: true };
  } catch (error) {
    console.error("[mail] delivery failed:", error);
    await prisma.outboxMail.update({ where: { id: row.id }, data: { error: String(error) } });
    return { id: row.id, sent: false };
  }
}

/** The newest message sent to `to` (development tools and tests). */
export function latestMailTo(to: string) {
  return prisma.outboxMail.findFirst({ where: { to: to.toLowerCase() }, orderBy: { createdAt: "desc" } });
}
