/**
 * Output forms for pasting a password somewhere that reads characters specially: as it is, as a JSON string (for a
 * config file or an API body), or quoted for a POSIX shell (single quotes, where nothing is special, and each ' as
 * '\''). Escaped forms are for pasting; the password itself is the plain form.
 */

export const OUTPUT_FORMATS = [
  { value: "plain", label: "As is" },
  { value: "json", label: "JSON string" },
  { value: "shell", label: "Shell (quoted)" },
] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number]["value"];

export function formatSecret(secret: string, format: OutputFormat): string {
  if (format === "json") return JSON.stringify(secret);
  if (format === "shell") return `'${secret.replaceAll("'", "'\\''")}'`;
  return secret;
}
