/**
 * "Did you mean": the known name a misspelt one was meant to be (`APROVAL` → `APPROVAL`,
 * `--workdri` → `--workdir`, `plan` → `preview`). Names compare without case, `-` and `_` alike.
 */

/** Optimal-string-alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? Math.max(a.length, b.length);
}

function normalize(name: string): string {
  return name.toLowerCase().replace(/_/g, "-");
}

/**
 * The known name `given` most likely misspells, or undefined: one edit for names up to 7
 * characters, two from 8 (so `HOME` is no near miss of `MODE`, but `APROVAL` is of `APPROVAL`).
 * A name that differs only in case or in `-`/`_` is a near miss too.
 */
export function nearestName(given: string, known: Iterable<string>): string | undefined {
  const wanted = normalize(given);
  let nearest: { name: string; distance: number } | undefined;
  for (const name of known) {
    if (name === given) return undefined;
    const candidate = normalize(name);
    const distance = editDistance(wanted, candidate);
    const allowed = Math.min(wanted.length, candidate.length) >= 8 ? 2 : 1;
    if (distance <= allowed && (nearest === undefined || distance < nearest.distance)) {
      nearest = { name, distance };
    }
  }
  return nearest?.name;
}
