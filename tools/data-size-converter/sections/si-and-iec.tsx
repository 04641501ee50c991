import { SectionHeading } from "@/components/ui/page-header";
import { relation } from "@/lib/engines/units/display";
import { driveRows } from "../logic/data-size";
import { ScrollRegion } from "@/components/ui/scroll-region";

/**
 * Which units are which: SI (powers of 1000) and IEC (powers of 1024), and what Windows and macOS show for a drive
 * sold in SI units. Server-rendered; every number is computed by the units engine.
 */
export function SiAndIec() {
  const rows = driveRows();
  return (
    <section aria-labelledby="si-iec-heading" className="flex flex-col gap-6">
      <SectionHeading
        id="si-iec-heading"
        title="kB or KiB? Two sets of units"
        description="The same prefix letters are used in two ways. This converter keeps them apart and names each one."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-surface p-5 text-slate-700">
          <h3 className="font-semibold text-ink">SI units: kB, MB, GB, TB, PB</h3>
          <p className="mt-2">
            Powers of 1000, as everywhere else in the metric system: 1 kB = 1,000 bytes, 1 MB = 1,000,000 bytes, 1 GB =
            1,000,000,000 bytes. Drive and memory-card makers, network speeds and macOS (since 10.6) use them.
          </p>
        </div>
        <div className="rounded-xl border border-line bg-surface p-5 text-slate-700">
          <h3 className="font-semibold text-ink">IEC units: KiB, MiB, GiB, TiB, PiB</h3>
          <p className="mt-2">
            Powers of 1024 (IEC 80000-13): 1 KiB = 1,024 bytes, 1 MiB = 1,048,576 bytes, 1 GiB = 1,073,741,824 bytes. RAM
            is built in them, and Windows counts in them but labels the result KB, MB, GB.
          </p>
        </div>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-ink" id="drive-sizes-heading">
          Why a 1 TB drive shows as 931 GB in Windows
        </h3>
        <ScrollRegion label="What a drive of each size shows" className="rounded-xl border border-line bg-surface">
          <table className="w-full text-sm" aria-labelledby="drive-sizes-heading">
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  On the box
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Bytes
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  GiB (Windows says “GB”)
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  TiB (Windows says “TB”)
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line font-mono">
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="px-4 py-1.5 text-left font-normal text-ink">
                    {row.label}
                  </th>
                  <td className="px-4 py-1.5 text-right whitespace-nowrap">{row.bytes}</td>
                  <td className="px-4 py-1.5 text-right whitespace-nowrap">
                    {relation(row.gib.exact)} {row.gib.text}
                  </td>
                  <td className="px-4 py-1.5 text-right whitespace-nowrap">{row.tib ? `${relation(row.tib.exact)} ${row.tib.text}` : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className="mt-2 text-sm text-muted">
          Nothing is missing: the drive holds the bytes on the box. Windows divides them by 1024 three times and calls
          the result GB; the box and macOS (which shows the box’s number) divide by 1000. A little of the space also goes to the file system.
        </p>
      </div>
    </section>
  );
}
