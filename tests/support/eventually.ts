/** Polls until `check` holds, for at most `ms` (a bounded "it happens, it does not hang" check, not a timing one). */
export async function eventually(check: () => Promise<boolean>, ms = 5000, everyMs = 25): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}
