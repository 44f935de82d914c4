/**
 * CPU time for budgets in tests: a busy 2-core CI machine stretches the wall clock (a 1 s
 * wall-time budget failed at 1263 ms under load 14), not the work done. A quadratic slip still
 * costs seconds of CPU, so a CPU budget catches what the wall-time one was for.
 */
export function cpuMsOf<T>(work: () => T): { result: T; cpuMs: number } {
  const started = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(started);
  return { result, cpuMs: (used.user + used.system) / 1_000 };
}
