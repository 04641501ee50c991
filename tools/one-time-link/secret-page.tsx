import { SecretView } from "./ui/secret-view";

/** The reader's side, rendered by app/(site)/secret/[id]/page.tsx: only the reveal UI, not the creator's form. */
export function SecretPage({ id }: { id: string }) {
  return <SecretView id={id} />;
}
