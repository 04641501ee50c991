import { cn } from "@/components/ui/cn";

/**
 * Radio choices drawn as chips that wrap onto a second line on a phone (the kit's Segmented stays on one line, and
 * five decks do not fit 375 px). Native radios: arrow keys move between them, a screen reader hears "radio, 1 of 5".
 */
export function Choice<T extends string>({ legend, name, value, options, onChange }: { legend: string; name: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              option.value === value ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-surface text-ink hover:bg-slate-50",
            )}
          >
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
