/**
 * Aligns two sequences by equal elements (longest common subsequence after trimming the common
 * head and tail), so one inserted item does not make every later item look changed.
 */

/** Above this many cells the middle is not aligned (each side shown whole): memory stays bounded. */
const MAX_CELLS = 4_000_000;

/** A run of unmatched elements: `before[beforeStart…]` replaced by `after[afterStart…]`. */
export interface Gap {
  beforeStart: number;
  beforeCount: number;
  afterStart: number;
  afterCount: number;
}

/** The matched pairs, in order, as [beforeIndex, afterIndex]. */
export function alignSequences(
  before: readonly string[],
  after: readonly string[],
): [number, number][] {
  const pairs: [number, number][] = [];
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) {
    pairs.push([head, head]);
    head += 1;
  }
  let tail = 0;
  while (
    tail < before.length - head &&
    tail < after.length - head &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail += 1;
  }
  const n = before.length - head - tail;
  const m = after.length - head - tail;
  if (n > 0 && m > 0 && (n + 1) * (m + 1) <= MAX_CELLS) {
    pairs.push(...lcsPairs(before, after, head, n, m));
  }
  for (let k = tail; k > 0; k -= 1) pairs.push([before.length - k, after.length - k]);
  return pairs;
}

function lcsPairs(
  before: readonly string[],
  after: readonly string[],
  offset: number,
  n: number,
  m: number,
): [number, number][] {
  const width = m + 1;
  const table = new Int32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        before[offset + i] === after[offset + j]
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[offset + i] === after[offset + j]) {
      pairs.push([offset + i, offset + j]);
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/** The unmatched runs between matched pairs. */
export function gapsOf(
  pairs: readonly [number, number][],
  beforeLength: number,
  afterLength: number,
): Gap[] {
  const gaps: Gap[] = [];
  let b = 0;
  let a = 0;
  for (const [pb, pa] of [...pairs, [beforeLength, afterLength] as [number, number]]) {
    if (pb > b || pa > a) {
      gaps.push({ beforeStart: b, beforeCount: pb - b, afterStart: a, afterCount: pa - a });
    }
    b = pb + 1;
    a = pa + 1;
  }
  return gaps;
}
