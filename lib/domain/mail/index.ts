import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { prisma, type Prisma } from "@/lib/platform/db";
import { serverEnv } from "@/lib/platform/config/env";
import { onShutdown } from "@/ops/shutdown";

/**
 * Outgoing mail. Every message is written to the OutboxMail table first; when SMTP_URL is set it is also sent
 * through nodemailer and then deleted (a failure is kept on the row). Without SMTP, development and tests read the
 * outbox. A message that carries a link (reset, verification, sign-in) is stored with the link's expiry and removed
 * then at the latest, so the table never holds a working link longer than the link itself lives.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** When the link in this message stops working: the queued copy is deleted then, sent or not. */
  expiresAt?: Date;
}

const globalForMail = globalThis as unknown as { __utilifyMailer?: Transporter };

function transport(): Transporter | null {
  const url = serverEnv().SMTP_URL;
  if (!url) return null;
  return (globalForMail.__utilifyMailer ??= nodemailer.createTransport(url));
}

export function mailFrom(): string {
  return serverEnv().MAIL_FROM;
}

type MailWriter = Pick<Prisma.TransactionClient, "outboxMail">;

export interface QueuedMail extends Mail {
  id: string;
}

/**
 * Writes a message to the outbox (inside the caller's transaction, so it is queued together with what it is about,
 * or not at all). Deliver it with deliverMail once the transaction has committed.
 */
export async function queueMail(db: MailWriter, mail: Mail): Promise<QueuedMail> {
  await db.outboxMail.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  const row = await db.outboxMail.create({
    data: { to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html ?? null, expiresAt: mail.expiresAt ?? null },
  });
  return { ...mail, id: row.id };
}

/** Sends a queued message when SMTP is configured. Never throws for delivery failures: they are recorded on the row. */
export async function deliverMail(mail: QueuedMail): Promise<{ id: string; sent: boolean }> {
  const smtp = transport();
  if (!smtp) return { id: mail.id, sent: false };
  const { id, to, subject, text, html, replyTo } = mail;
  try {
    await smtp.sendMail({ from: mailFrom(), to, subject, text, html, replyTo });
    // Sent: the copy (and any link in it) is gone from our database; only the recipient's mailbox holds it.
    await prisma.outboxMail.deleteMany({ where: { id } });
    return { id, sent: true };
  } catch (error) {
    console.error("[mail] delivery failed:", error);
    await prisma.outboxMail.updateMany({ where: { id }, data: { error: String(error) } });
    return { id, sent: false };
  }
}

const globalForDeliveries = globalThis as unknown as { __utilifyMailDeliveries?: Set<Promise<unknown>> };
const deliveries = (globalForDeliveries.__utilifyMailDeliveries ??= new Set());

/**
 * Queues a message, then (with SMTP) sends it without holding up the caller: the account mails (reset, unlock,
 * verification, a sign-up attempt on a taken address) go to some addresses and not others, and an answer that waited
 * for the mail server would tell which. Never throws for delivery failures: they are recorded on the row. The
 * shutdown sequence waits for deliveries under way.
 */
export async function sendMail(mail: Mail): Promise<{ id: string }> {
  const queued = await queueMail(prisma, mail);
  onShutdown("mail", mailDelivered);
  const delivery = deliverMail(queued).finally(() => deliveries.delete(delivery));
  deliveries.add(delivery);
  return { id: queued.id };
}

/** Resolves once every delivery sendMail started has been sent or has failed (shutdown, tests). */
export async function mailDelivered(): Promise<void> {
  while (deliveries.size) await Promise.allSettled([...deliveries]);
}

/** The newest queued message to `to` whose link still works (development tools and tests, without SMTP). */
export function latestMailTo(to: string) {
  return prisma.outboxMail.findFirst({
    where: { to: to.toLowerCase(), OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    orderBy: { createdAt: "desc" },
  });
}
