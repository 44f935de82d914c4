/**
 * The chaos harness (issue 3): kill `stackgate up` at a seeded random moment, the way CI
 * platforms do, then check that nothing was left locked, lost or unaccounted for.
 *
 *   const world = await createChaosWorld();          // one PostgreSQL + one lock server
 *   const report = await runTrial(world, { backend: "pg", signal: "SIGKILL-group", seed: 7 });
 *   expect(report.violations, formatTrialReport(report)).toEqual([]);
 *
 * The parts, in test/support/chaos/: rng (seeds), plan (what a trial does and when it strikes),
 * procs (the trial's processes, freeze-and-kill), world (PostgreSQL, lock server, CLI),
 * backends (one driver per state backend: HCL, the lock read from the backend itself; how to
 * add one is in its header), steps (running commands), journal, interrupt (the interrupted
 * `up` and where its signal landed), checks (the invariants), trial (one trial end to end),
 * trial-report (the report and its printing), coverage (the suite's landing and orphan
 * assertions).
 */
export * from "./chaos/backends.js";
export * from "./chaos/checks.js";
export * from "./chaos/coverage.js";
export * from "./chaos/interrupt.js";
export * from "./chaos/journal.js";
export * from "./chaos/plan.js";
export * from "./chaos/procs.js";
export * from "./chaos/rng.js";
export * from "./chaos/steps.js";
export * from "./chaos/trial.js";
export * from "./chaos/trial-report.js";
export * from "./chaos/world.js";
export * from "./chaos/concurrent.js";
