/** Seeded randomness for the chaos suites: same seed, same trials, on every machine. */

/** mulberry32: a tiny, well-mixed 32-bit PRNG. Same seed, same sequence, on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A per-trial seed from the suite's seed and the trial index (splitmix32-style finaliser). */
export function trialSeed(master: number, index: number): number {
  let h = (master ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export class Rng {
  private readonly next01: () => number;
  constructor(readonly seed: number) {
    this.next01 = mulberry32(seed);
  }
  next(): number {
    return this.next01();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next01() * (max - min + 1));
  }
  float(min: number, max: number): number {
    return min + this.next01() * (max - min);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next01() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
}
