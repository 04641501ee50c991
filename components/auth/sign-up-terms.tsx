import { Link } from "@/components/ui/link";

/** The line under Create Account: what signing up accepts. `onFollow`: a link was followed (the dialog closes). */
export function SignUpTerms({ onFollow }: { onFollow?: () => void }) {
  return (
    <p className="text-center text-xs text-muted">
      By creating an account you accept the{" "}
      <Link href="/terms-of-service" onClick={onFollow} className="underline hover:text-ink">
        Terms of Service
      </Link>{" "}
      and the{" "}
      <Link href="/privacy-policy" onClick={onFollow} className="underline hover:text-ink">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
