/**
 * Pearson's chi-square goodness-of-fit test against a uniform distribution, for the sampler's tests: the statistic
 * and its p-value, P(X >= statistic) for a chi-square variable with (bins - 1) degrees of freedom, i.e. the
 * regularised upper incomplete gamma function Q(k/2, x/2) (series below a + 1, Lentz's continued fraction above).
 */

export function chiSquareUniform(counts: readonly number[]): { statistic: number; degrees: number; p: number } {
  const total = counts.reduce((sum, c) => sum + c, 0);
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  const degrees = counts.length - 1;
  return { statistic, degrees, p: upperGammaQ(degrees / 2, statistic / 2) };
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to ~15 digits for x > 0.
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}
