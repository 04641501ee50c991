/**
 * What `npm start` prints when no SMTP server is configured: the site works, but password resets, verification and
 * sign-in links only wait in the OutboxMail table, so nobody receives them. `env` is the environment to judge.
 */
export function mailHint(env: Record<string, string | undefined>): string | null {
  if (env.SMTP_URL?.trim()) return null;
  return [
    "[mail] SMTP_URL is not set, so e-mail is only queued in the database, never sent: password resets, address",
    "[mail] verification and sign-in links reach nobody. Set SMTP_URL (smtp:// or smtps://, with MAIL_FROM) and restart.",
    "",
  ].join("\n");
}
