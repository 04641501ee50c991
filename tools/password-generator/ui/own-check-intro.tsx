/** The heading of "Check a password you already use" (ui/own-check.tsx), rendered on the server. */
export function OwnCheckIntro() {
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink">Check a password you already use</h2>
      <p className="text-sm text-muted">
        Estimated in this page with zxcvbn, which knows tens of thousands of leaked passwords, names, keyboard patterns and dates. What you type is never
        sent, stored or logged.
      </p>
    </div>
  );
}
