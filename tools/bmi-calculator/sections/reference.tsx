import { SectionHeading } from "@/components/ui/page-header";
import { ratio } from "@/lib/engines/units/decimal";
import { classTable, formatHeight, healthyRange } from "@/tools/bmi-calculator/logic/bmi";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** Heights of the reference table, in cm. */
const HEIGHTS = [150, 155, 160, 165, 170, 175, 180, 185, 190, 195];

/** The formula, the WHO classes and a healthy-weight table by height (computed by the tool's own logic). */
export function BmiReference() {
  return (
    <section aria-labelledby="bmi-how-heading" className="flex flex-col gap-8">
      <SectionHeading
        id="bmi-how-heading"
        title="How BMI is calculated"
        description="Body mass index is your weight in kilograms divided by the square of your height in metres: BMI = kg ÷ m²."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3 text-sm text-muted">
          <p>
            Feet, inches, pounds and stones are converted with their exact definitions first: 1 inch is 0.0254 m and 1 pound is 0.45359237 kg
            (one stone is 14 pounds). Many calculators use the shortcut 703 × lb ÷ in² instead; the exact factor is 703.0696, so the shortcut
            can shift a result that sits on a boundary.
          </p>
          <p>
            The class is read from the exact BMI, and the BMI is shown rounded once, to one decimal. Near a boundary the two can look
            apart: 56.6 kg at 175 cm is a BMI of 18.48…, shown as 18.5 and Underweight, and the result says why.
          </p>
          <p>
            BMI Prime is BMI ÷ 25, the upper limit of the healthy range: under 0.74 is underweight, 0.74–0.99 healthy, 1.00 and over above it.
            The healthy weight range runs from 18.5 × height² (rounded up to 0.1) to just under 25 × height² (rounded down), so every
            weight shown in it is healthy.
          </p>
        </div>
        <table className="w-full overflow-hidden rounded-lg border border-line text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">WHO adult BMI classes</caption>
          <thead className="bg-slate-50 text-left text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Class</th>
              <th scope="col" className="px-3 py-2 font-semibold">BMI (WHO)</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {classTable("who").map((c) => (
              <tr key={c.id}>
                <th scope="row" className="px-3 py-2 text-left font-normal text-ink">{c.label}</th>
                <td className="px-3 py-2 font-mono text-ink">{c.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ScrollRegion label="Healthy weight range by height">
        <table className="w-full min-w-[28rem] rounded-lg border border-line text-sm">
          <caption className="mb-2 text-left font-semibold text-ink">Healthy weight range by height (BMI 18.5 to under 25)</caption>
          <thead className="bg-slate-50 text-left text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">Height</th>
              <th scope="col" className="px-3 py-2 font-semibold">Kilograms</th>
              <th scope="col" className="px-3 py-2 font-semibold">Pounds</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {HEIGHTS.map((cm) => {
              const m = ratio(cm, 100);
              return (
                <tr key={cm}>
                  <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                    {cm} cm <span className="text-muted">({formatHeight(m, "us")})</span>
                  </th>
                  <td className="px-3 py-2 font-mono text-ink">{healthyRange(m, "metric")}</td>
                  <td className="px-3 py-2 font-mono text-ink">{healthyRange(m, "us")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
