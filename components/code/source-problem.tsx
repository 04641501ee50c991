import { sourceExcerpt } from "@/lib/engines/text/source-excerpt";
import { Textarea } from "@/components/ui/input";

/**
 * A syntax error in a code tool's input: the message with its line and column, and the line itself with a caret under
 * the column (line 0: no place, the message alone). The whole block is an alert, so a screen reader hears it.
 */
export function SourceProblem({ source, message, line, column, testId }: { source: string; message: string; line: number; column: number; testId?: string }) {
  // Line 0: a problem of the whole input (its size), with no place to point at.
  if (line === 0) {
    return (
      <p role="alert" data-testid={testId} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {message}
      </p>
    );
  }
  const excerpt = sourceExcerpt(source, line, column);
  return (
    <div role="alert" data-testid={testId} className="flex min-w-0 flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p>
        <span className="font-semibold">
          Line {line}, column {column}:
        </span>{" "}
        {message}
      </p>
      <pre className="overflow-x-auto rounded bg-surface p-2 font-mono text-xs leading-5 text-ink ring-1 ring-red-200" aria-label={`Line ${line} of your input, with a caret under column ${column}`}>
        {excerpt.text}
        {"\n"}
        <span className="font-bold text-red-700">{excerpt.caret}</span>
      </pre>
    </div>
  );
}

/**
 * A code tool's result area: the problem with its place and why nothing was rewritten (`refusal`), or the rewritten
 * text, read-only: unwrapped lines, or wrapped anywhere for one long minified line (`wrapAnywhere`). `testId` names both:
 * `<testId>-error` and `<testId>-output`.
 */
export function CodeOutput({
  id,
  source,
  output,
  problem,
  refusal,
  testId,
  placeholder,
  wrapAnywhere = false,
}: {
  id: string;
  source: string;
  output: string;
  problem: { message: string; line: number; column: number } | null;
  refusal: string;
  testId: string;
  placeholder: string;
  wrapAnywhere?: boolean;
}) {
  if (problem) {
    return (
      <>
        <SourceProblem source={source} testId={`${testId}-error`} {...problem} />
        <p className="text-sm text-muted">{refusal}</p>
      </>
    );
  }
  return (
    <Textarea
      id={id}
      value={output}
      readOnly
      rows={16}
      spellCheck={false}
      wrap={wrapAnywhere ? undefined : "off"}
      data-testid={`${testId}-output`}
      placeholder={placeholder}
      className={`bg-slate-50 font-mono text-sm leading-5 ${wrapAnywhere ? "break-all" : "whitespace-pre"}`}
    />
  );
}
