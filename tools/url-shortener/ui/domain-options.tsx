/** The choices of a short-link domain select: our own host (the default), then the user's verified domains. */
export function DomainOptions({ host, domains }: { host: string; domains: readonly string[] }) {
  return (
    <>
      <option value="">{host} (default)</option>
      {domains.map((d) => (
        <option key={d} value={d}>
          {d}
        </option>
      ))}
    </>
  );
}
