import type { ComponentProps } from "react";
import { Select } from "@/components/ui/input";
import type { UnitOption } from "@/tools/area-converter/ui/area-provider";

const GROUPS: UnitOption["group"][] = ["Metric", "Imperial", "Other", "Your units"];

/** A unit picker grouped Metric / Imperial / Other, then the user's custom units. */
export function UnitSelect({ units, ...props }: { units: readonly UnitOption[] } & Omit<ComponentProps<"select">, "children">) {
  return (
    <Select {...props}>
      {GROUPS.map((group) => {
        const inGroup = units.filter((u) => u.group === group);
        if (inGroup.length === 0) return null;
        return (
          <optgroup key={group} label={group}>
            {inGroup.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.symbol})
              </option>
            ))}
          </optgroup>
        );
      })}
    </Select>
  );
}
