import { History, Layers, Ruler, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { BULK_MAX_VALUES } from "@/tools/area-converter/logic/bulk";
import { CUSTOM_FACTOR_MAX, CUSTOM_FACTOR_MIN } from "@/tools/area-converter/logic/custom-unit-rules";
import type { UnitOption } from "./area-provider";
import { LockedNote, ProPanelsLoader } from "./pro-panels-loader";
import { Locked, PanelHeader } from "./panel";
import { UnitSelect } from "./unit-select";

/**
 * The paid tools under the converter: history and custom units (Basic+), bulk conversion (Premium). Rendered on the
 * server as their locked view (headers, disabled forms, the upgrade prompts: the page shows one once the plan is
 * known); the working
 * panels (pro-panels.tsx) load when the signed-in plan includes one of them, so a visitor's page never carries them.
 */
export function ProTools({ units }: { units: readonly UnitOption[] }) {
  return (
    <section aria-labelledby="pro-tools-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="pro-tools-heading" className="text-2xl font-bold tracking-tight text-ink">
          Your conversion tools
        </h2>
        <p className="text-muted">History and custom units come with every paid plan; bulk conversion with Premium.</p>
      </div>
      <ProPanelsLoader locked={<LockedPanels units={units} />} />
    </section>
  );
}

/** The panels as a plan without them sees them: what each does, its fields disabled, and the plan that has it. */
function LockedPanels({ units }: { units: readonly UnitOption[] }) {
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="flex flex-col">
          <PanelHeader icon={<History />} title="Conversion History" feature="history" description="Your last 100 conversions, newest first, on every device you sign in on." />
          <CardContent className="flex flex-1 flex-col gap-3">
            <LockedNote feature="history" visitor={<Locked feature="history" signedIn={false} />} member={<Locked feature="history" signedIn />} loading="Loading…" />
          </CardContent>
        </Card>
        <Card className="flex flex-col">
          <PanelHeader icon={<Ruler />} title="Custom Units" feature="customUnits" description="Define your own units by their size in square meters and use them in the converter." />
          <CardContent className="flex flex-1 flex-col gap-4">
            <LockedNote feature="customUnits" visitor={<Locked feature="customUnits" signedIn={false} />} member={<Locked feature="customUnits" signedIn />} />
            <form className="flex flex-col gap-3" aria-label="Add a custom unit">
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                <LockedField id="locked-unit-name" label="Name" placeholder="Bigha" />
                <LockedField id="locked-unit-symbol" label="Symbol" placeholder="bigha" />
              </div>
              <LockedField id="locked-unit-factor" label="Square meters in one unit" placeholder="1337.8" />
              <p className="text-xs text-muted">
                Between {CUSTOM_FACTOR_MIN} and {CUSTOM_FACTOR_MAX} m². Symbols must differ from the built-in ones.
              </p>
              <Button type="submit" disabled className="self-start">
                Add unit
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
      <Card>
        <PanelHeader
          icon={<Layers />}
          title="Bulk Conversion"
          feature="bulk"
          description={`Convert up to ${BULK_MAX_VALUES.toLocaleString("en-US")} values at once: one per line, or a column of a CSV file, into one unit or all units.`}
        />
        <CardContent className="flex flex-col gap-4">
          <LockedNote feature="bulk" visitor={<Locked feature="bulk" signedIn={false} />} member={<Locked feature="bulk" signedIn />} />
          <form className="flex flex-col gap-4" aria-label="Bulk conversion">
            <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="locked-bulk-text">Values</Label>
                <Textarea id="locked-bulk-text" rows={8} disabled placeholder={"1\n2.5\n43560"} className="font-mono" />
                <label className="inline-flex items-center gap-2 self-start text-sm font-medium text-brand-700 opacity-50">
                  <Upload aria-hidden className="size-4" />
                  Load a CSV or text file
                  <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" disabled />
                </label>
              </div>
              <div className="flex flex-col gap-3">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="locked-bulk-from">Values are in</Label>
                  <UnitSelect id="locked-bulk-from" units={units} defaultValue="m2" disabled />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="locked-bulk-to">Convert to</Label>
                  <Select id="locked-bulk-to" defaultValue="all" disabled>
                    <option value="all">All units</option>
                  </Select>
                </div>
                <LockedField id="locked-bulk-column" label="CSV column (optional)" placeholder="Number or header name; empty = one value per line" />
                <label className="flex items-center gap-2 text-sm text-ink">
                  <input type="checkbox" disabled className="size-4 accent-brand-600" />
                  First line is a header
                </label>
              </div>
            </div>
            <Button type="submit" disabled className="self-start">
              Convert all
            </Button>
          </form>
        </CardContent>
      </Card>
    </>
  );
}

function LockedField({ id, label, placeholder }: { id: string; label: string; placeholder: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} disabled placeholder={placeholder} autoComplete="off" />
    </div>
  );
}
