import { AreaTool } from "./island";
import { DEFAULT_FROM, DEFAULT_TO } from "./logic/area";
import { UnitReference } from "./sections/unit-reference";

export function AreaConverterMain() {
  return (
    <div className="flex flex-col gap-12">
      <AreaTool initialFrom={DEFAULT_FROM} initialTo={DEFAULT_TO} reference={<UnitReference />} proTools />
    </div>
  );
}
