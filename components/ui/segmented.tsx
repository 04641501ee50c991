import { cn } from "./cn";
import { wordsWideRowClasses } from "./tab-classes";

/**
 * A row of mutually exclusive choices drawn as one segmented control: native radio buttons (arrow keys move between
 * them, a screen reader hears "radio, 1 of 3"), inside a fieldset whose legend names the choice.
 */
export function Segmented<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hideLegend = false,
  className,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hideLegend?: boolean;
  className?: string;
}) {
  return (
    // min-w-0: a fieldset is at least as wide as its content by default; at 320 px the choices wrap their words instead.
    <fieldset className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <legend className={cn("mb-1.5 text-sm font-medium text-ink", hideLegend && "sr-only")}>{legend}</legend>
      {/* Below sm a words-wide row; sm and up, as wide as the choices. */}
      <div className={cn(wordsWideRowClasses, "rounded-lg border border-line bg-slate-50 p-0.5 sm:inline-flex sm:w-auto")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "relative flex min-w-0 cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium text-muted sm:flex-none sm:px-3 sm:whitespace-nowrap",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              option.value === value && "bg-raised text-ink shadow-sm ring-1 ring-line",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
