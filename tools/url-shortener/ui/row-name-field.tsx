import { FieldError, Input } from "@/components/ui/input";

/**
 * The name field of a row in the account's managers (tags, UTM templates): named `name` in its form, labelled for
 * screen readers (the row shows the name), its error under it. `id`: the row's id, the field's ids start with it.
 */
export function RowNameField({ id, label, defaultValue, maxLength, error }: { id: string; label: string; defaultValue: string; maxLength: number; error?: string }) {
  return (
    <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
      <label htmlFor={`${id}-name`} className="sr-only">
        {label}
      </label>
      <Input
        id={`${id}-name`}
        name="name"
        defaultValue={defaultValue}
        maxLength={maxLength}
        required
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-name-error` : undefined}
      />
      {error ? <FieldError id={`${id}-name-error`}>{error}</FieldError> : null}
    </div>
  );
}
