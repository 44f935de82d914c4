/** Order statistics for small samples (a handful of rounds): median, min, max. */

export interface Spread {
  median: number;
  min: number;
  max: number;
  n: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: values.length ? Math.min(...values) : Number.NaN,
    max: values.length ? Math.max(...values) : Number.NaN,
    n: values.length,
  };
}

/** Ratio of each A to the B of the same round (A B A B …: neighbours share the machine's state). */
export function pairRatios(a: readonly number[], b: readonly number[]): number[] {
  const n = Math.min(a.length, b.length);
  return Array.from({ length: n }, (_, i) => (a[i] ?? Number.NaN) / (b[i] ?? Number.NaN));
}

export function pairDifferences(a: readonly number[], b: readonly number[]): number[] {
  const n = Math.min(a.length, b.length);
  return Array.from({ length: n }, (_, i) => (a[i] ?? Number.NaN) - (b[i] ?? Number.NaN));
}

/** Least-squares line y = intercept + slope·x. */
export function linearFit(
  xs: readonly number[],
  ys: readonly number[],
): { intercept: number; slope: number } {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return { intercept: ys[0] ?? Number.NaN, slope: Number.NaN };
  const mx = xs.slice(0, n).reduce((s, x) => s + x, 0) / n;
  const my = ys.slice(0, n).reduce((s, y) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    num += dx * ((ys[i] ?? 0) - my);
    den += dx * dx;
  }
  const slope = den === 0 ? Number.NaN : num / den;
  return { intercept: my - slope * mx, slope };
}
