import Decimal from "decimal.js";
import { CalcError, type Node } from "./parse";

/**
 * Evaluates a parsed expression (lib/engines/math/parse.ts) in decimal arithmetic: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
 * Work is done at WORK_DIGITS significant digits and every result is snapped to SNAP_DIGITS, which removes the noise of
 * the last digits (1 ÷ 3 × 3 = 1, sin 30° = 0.5). Honest answers: cos 90° is exactly 0 and tan 90° is undefined (angles
 * in degrees and grads are reduced exactly, and the quarter turns come from a table), ∛−8 = −2, (−8)^(1/3) = −2, and a
 * domain error in words where a real result does not exist. Every size that could make the work super-linear
 * (powers, factorials, nPr/nCr, exp, angles) is bounded before the work is done.
 */

export const WORK_DIGITS = 50;
export const SNAP_DIGITS = 40;
/** Results must stay below 10^MAX_EXPONENT in size; smaller than 10^−MAX_EXPONENT they are 0. */
export const MAX_EXPONENT = 10000;
export const MAX_FACTORIAL = 3000;
export const MAX_COMBINATORICS_N = 100000;
/** Angles above this size lose every digit of their fraction of a turn. */
export const MAX_ANGLE = new Decimal("1e15");

export const D = Decimal.clone({ precision: WORK_DIGITS, rounding: Decimal.ROUND_HALF_EVEN, maxE: 9e15, minE: -9e15 });
export type Dec = InstanceType<typeof D>;

const PI = D.acos(-1);
const E = D.exp(1);
const ZERO = new D(0);
const ONE = new D(1);
const TOO_LARGE = new D(10).pow(MAX_EXPONENT);
const TINY = new D(10).pow(-MAX_EXPONENT);
const NOISE = new D(10).pow(-SNAP_DIGITS);

export type AngleUnit = "deg" | "rad" | "grad";

export interface EvalOptions {
  angle?: AngleUnit;
  /** The value of Ans (the last result); 0 before the first one. */
  ans?: string;
}

/** The result exists but is not a number: 0 ÷ 0, tan 90°. The message says why. */
export class UndefinedResult extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UndefinedResult";
  }
}

const tooLarge = () => new CalcError("Result too large");

/** Enforces the size bounds on every intermediate result (which keeps all WORK_DIGITS). */
function snap(x: Dec): Dec {
  if (x.isZero()) return ZERO;
  const abs = x.abs();
  if (abs.gte(TOO_LARGE)) throw tooLarge();
  if (abs.lt(TINY)) return ZERO;
  return x;
}

/** |result| below NOISE for an argument that is not itself tiny: the exact answer is 0 (sin π, cos 90° in radians). */
function snapNoise(result: Dec, argument: Dec): Dec {
  return result.abs().lt(NOISE) && argument.abs().gte(new D("1e-10")) ? ZERO : result;
}

const isWhole = (x: Dec) => x.isInteger();

function magnitude(x: Dec): Dec {
  // log10 |x|, enough digits to compare with MAX_EXPONENT.
  return x.abs().log(10);
}

function power(base: Dec, exponent: Dec): Dec {
  if (base.isZero()) {
    if (exponent.isZero()) return ONE;
    if (exponent.isNeg()) throw new CalcError("Can't divide by zero: 0 to a negative power");
    return ZERO;
  }
  if (exponent.isZero()) return ONE;
  const size = magnitude(base).times(exponent);
  if (size.gt(MAX_EXPONENT)) throw tooLarge();
  if (size.lt(-MAX_EXPONENT)) return ZERO;
  if (isWhole(exponent) || base.isPos()) return base.pow(exponent);
  // A negative base to a fractional power is real only for a fraction with an odd denominator: (−8)^(1/3) = −2.
  const [p, q] = exponent.toFraction(1000) as [Dec, Dec];
  if (p.div(q).minus(exponent).abs().lt(NOISE) && !q.mod(2).isZero()) {
    const magnitudeOnly = base.abs().pow(exponent);
    return p.mod(2).isZero() ? magnitudeOnly : magnitudeOnly.neg();
  }
  throw new CalcError("A negative number to this power has no real value (only odd roots of negative numbers are real)");
}

function nthRoot(x: Dec, n: Dec): Dec {
  if (n.isZero()) throw new CalcError("root(x, n) needs n ≠ 0");
  if (isWhole(n)) {
    if (x.isNeg()) {
      if (n.mod(2).isZero()) throw new CalcError("An even root needs x ≥ 0: a negative number has no real even root");
      return nthRoot(x.neg(), n).neg();
    }
    if (x.isZero()) {
      if (n.isNeg()) throw new CalcError("Can't divide by zero: a negative root of 0");
      return ZERO;
    }
    return power(x, ONE.div(n));
  }
  return power(x, ONE.div(n));
}

function factorial(n: Dec): Dec {
  if (!isWhole(n) || n.isNeg()) throw new CalcError("x! needs a whole number ≥ 0");
  if (n.gt(MAX_FACTORIAL)) throw new CalcError(`x! takes whole numbers up to ${MAX_FACTORIAL} here (${MAX_FACTORIAL}! already has 9,131 digits)`);
  let result = ONE;
  for (let k = 2; k <= n.toNumber(); k++) result = result.times(k);
  return result;
}

/** ln n! by Stirling's series, in floating point: an estimate to compare with MAX_EXPONENT, never a result. */
function lnFactorial(n: number): number {
  if (n < 2) return 0;
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n);
}

function combinatorics(name: "nPr" | "nCr", n: Dec, r: Dec): Dec {
  if (!isWhole(n) || !isWhole(r) || n.isNeg() || r.isNeg()) throw new CalcError(`${name} needs whole numbers n ≥ r ≥ 0`);
  if (r.gt(n)) throw new CalcError(`${name} needs r ≤ n: you cannot choose ${r.toString()} from ${n.toString()}`);
  if (n.gt(MAX_COMBINATORICS_N)) throw new CalcError(`${name} takes n up to ${MAX_COMBINATORICS_N.toLocaleString("en-US")} here`);
  const nn = n.toNumber();
  let k = r.toNumber();
  let result = ONE;
  if (name === "nPr") {
    // nPr ≥ r!, so above MAX_FACTORIAL factors it is too large for sure; each factor is checked on the way.
    if (k > MAX_FACTORIAL + 250) throw tooLarge();
    for (let i = 0; i < k; i++) {
      result = result.times(nn - i);
      if (result.gte(TOO_LARGE)) throw tooLarge();
    }
    return result;
  }
  k = Math.min(k, nn - k);
  // Stirling's estimate of log10 nCr first, so a result far too large is refused before thousands of steps.
  if ((lnFactorial(nn) - lnFactorial(k) - lnFactorial(nn - k)) / Math.LN10 > MAX_EXPONENT + 1) throw tooLarge();
  for (let i = 1; i <= k; i++) {
    result = result.times(nn - k + i).div(i);
    if (result.gte(TOO_LARGE)) throw tooLarge();
  }
  return result;
}

const FULL_TURN: Record<Exclude<AngleUnit, "rad">, number> = { deg: 360, grad: 400 };
const UNIT_SIGN: Record<Exclude<AngleUnit, "rad">, string> = { deg: "°", grad: " grad" };

function trig(name: "sin" | "cos" | "tan", x: Dec, angle: AngleUnit): Dec {
  if (x.abs().gt(MAX_ANGLE)) throw new CalcError(`${name} needs an angle below 10^15: larger ones have lost their fraction of a turn`);
  let radians: Dec;
  if (angle === "rad") {
    radians = x;
  } else {
    // Degrees and grads are reduced exactly; the quarter turns come from a table, so cos 90° is 0 and tan 90° undefined.
    const full = FULL_TURN[angle];
    const reduced = x.mod(full).plus(full).mod(full);
    const quarter = reduced.div(full / 4);
    if (isWhole(quarter)) {
      const k = quarter.toNumber() % 4;
      const sin = [0, 1, 0, -1][k]!;
      const cos = [1, 0, -1, 0][k]!;
      if (name === "sin") return new D(sin);
      if (name === "cos") return new D(cos);
      if (cos === 0) throw new UndefinedResult(`tan is undefined at ${x.toString()}${UNIT_SIGN[angle]}: the angle points straight up or down, where cos = 0`);
      return new D(sin / cos);
    }
    radians = reduced.times(PI).div(full / 2);
  }
  if (name === "sin") return snapNoise(D.sin(radians), x);
  if (name === "cos") return snapNoise(D.cos(radians), x);
  const cos = snapNoise(D.cos(radians), x);
  if (cos.isZero()) throw new UndefinedResult("tan is undefined at π/2 + kπ radians (90° + k × 180°), where cos = 0");
  return snapNoise(D.sin(radians), x).div(cos);
}

function fromRadians(x: Dec, angle: AngleUnit): Dec {
  if (angle === "rad") return x;
  return x.times(FULL_TURN[angle] / 2).div(PI);
}

const LIMIT_EXP = new D(MAX_EXPONENT).times(D.ln(10));
const HUGE_ARGUMENT = new D("1e30");

function call(name: string, args: Dec[], angle: AngleUnit): Dec {
  const [x, y] = args as [Dec, Dec | undefined];
  switch (name) {
    case "sin":
    case "cos":
    case "tan":
      return trig(name, x, angle);
    case "asin":
    case "acos":
      if (x.abs().gt(1)) throw new CalcError(`${name} needs −1 ≤ x ≤ 1`);
      return fromRadians(name === "asin" ? D.asin(x) : D.acos(x), angle);
    case "atan":
      return fromRadians(D.atan(x), angle);
    case "sinh":
    case "cosh":
      if (x.abs().gt(LIMIT_EXP)) throw tooLarge();
      return name === "sinh" ? D.sinh(x) : D.cosh(x);
    case "tanh":
      // Beyond |x| = 100, tanh x equals ±1 to far more digits than are kept.
      return x.abs().gt(100) ? new D(x.s) : D.tanh(x);
    case "asinh":
      // Beyond 10^30, asinh x = ln 2|x| to every kept digit (the rest is below 10^−60); decimal.js is slow out there.
      return x.abs().gt(HUGE_ARGUMENT) ? D.ln(x.abs().times(2)).times(x.s) : D.asinh(x);
    case "acosh":
      if (x.lt(1)) throw new CalcError("acosh needs x ≥ 1");
      return x.gt(HUGE_ARGUMENT) ? D.ln(x.times(2)) : D.acosh(x);
    case "atanh":
      if (x.abs().gte(1)) throw new CalcError("atanh needs −1 < x < 1");
      return D.atanh(x);
    case "ln":
      if (!x.isPos() || x.isZero()) throw new CalcError("ln needs x > 0");
      return D.ln(x);
    case "log":
      if (!x.isPos() || x.isZero()) throw new CalcError("log needs x > 0");
      if (y === undefined) return D.log10(x);
      if (!y.isPos() || y.isZero() || y.eq(1)) throw new CalcError("The base of a log needs to be > 0 and not 1");
      return D.ln(x).div(D.ln(y));
    case "exp":
      if (x.gt(LIMIT_EXP)) throw tooLarge();
      if (x.lt(LIMIT_EXP.neg())) return ZERO;
      return D.exp(x);
    case "sqrt":
      if (x.isNeg()) throw new CalcError("√ needs x ≥ 0: a negative number has no real square root");
      return x.sqrt();
    case "cbrt":
      return x.cbrt();
    case "root":
      return nthRoot(x, y!);
    case "abs":
      return x.abs();
    case "nPr":
    case "nCr":
      return combinatorics(name, x, y!);
  }
  throw new CalcError(`Unknown function ${name}`);
}

/** The value of `node`; throws CalcError (in words) or UndefinedResult. */
export function evaluate(node: Node, options: EvalOptions = {}): Dec {
  const angle = options.angle ?? "deg";
  const ans = new D(options.ans ?? 0);
  const run = (n: Node): Dec => {
    switch (n.type) {
      case "num":
        return snap(new D(n.value));
      case "const":
        return n.name === "pi" ? PI : n.name === "e" ? E : ans;
      case "neg":
        return run(n.arg).neg();
      case "pct":
        return snap(run(n.arg).div(100));
      case "fact":
        return snap(factorial(run(n.arg)));
      case "call":
        return snap(call(n.name, n.args.map(run), angle));
      case "bin": {
        const left = run(n.left);
        // 200 + 10% = 220 and 200 − 10% = 180: a percentage added to or taken from a value is a share of that value.
        if ((n.op === "+" || n.op === "-") && n.right.type === "pct") {
          const share = snap(left.times(run(n.right.arg)).div(100));
          return snap(n.op === "+" ? left.plus(share) : left.minus(share));
        }
        const right = run(n.right);
        switch (n.op) {
          case "+":
            return snap(left.plus(right));
          case "-":
            return snap(left.minus(right));
          case "*":
            return snap(left.times(right));
          case "/":
            if (right.isZero()) {
              if (left.isZero()) throw new UndefinedResult("0 ÷ 0 is undefined: every number times 0 gives 0");
              throw new CalcError("Can't divide by zero");
            }
            return snap(left.div(right));
          case "^":
            return snap(power(left, right));
        }
      }
    }
  };
  // The last digits of the working precision are noise (1 ÷ 3 × 3 = 0.99…9): the result keeps SNAP_DIGITS.
  return run(node).toSignificantDigits(SNAP_DIGITS);
}
