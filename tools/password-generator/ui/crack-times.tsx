import { ATTACKS, formatDuration } from "../logic/strength";

/** Average time to find it under each attack model of logic/strength.ts. */
export function CrackTimes({ log10Seconds }: { log10Seconds: (perSecond: number) => number }) {
  return (
    <table className="w-full text-xs sm:text-sm">
      <caption className="sr-only">Average time to crack</caption>
      <thead>
        <tr className="text-left text-muted">
          <th scope="col" className="py-1 pr-2 font-medium">Attack</th>
          <th scope="col" className="py-1 text-right font-medium">Average time to crack</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {ATTACKS.map((attack) => (
          <tr key={attack.id}>
            <th scope="row" className="py-1 pr-2 text-left font-normal text-ink">{attack.label}</th>
            <td className="py-1 text-right font-mono whitespace-nowrap text-ink" data-testid={`crack-${attack.id}`}>
              {formatDuration(log10Seconds(attack.perSecond))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
