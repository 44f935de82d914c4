/**
 * Keeps the benchmark harness (bench/, issue 7) working: `npm run bench -- --smoke` runs every
 * benchmark at a tiny size, one round, and writes its report and results elsewhere than
 * docs/. Not a timed test: at smoke size no target is judged.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterAll, expect, it } from "vitest";
import { BENCHMARKS } from "../../bench/main.js";
import type { RunReport } from "../../bench/lib/model.js";
import { GENERATED_END, GENERATED_START } from "../../bench/lib/report.js";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-bench-smoke-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("runs every benchmark at smoke size, A/B paired, and writes the report", async () => {
  expect(existsSync(path.join(repoRoot, "dist", "cli.js")), "run `npm run build` first").toBe(true);
  const out = path.join(dir, "BENCHMARKS.md");
  const results = path.join(dir, "results.json");
  const run = await execa(
    process.execPath,
    ["bench/run.mjs", "--smoke", "--out", out, "--results", results],
    { cwd: repoRoot, reject: false, timeout: 110_000 },
  );
  expect(run.exitCode, `${run.stdout}\n${run.stderr}`).toBe(0);

  const report = JSON.parse(readFileSync(results, "utf8")) as RunReport;
  expect(report.smoke).toBe(true);
  expect(report.results.map((r) => r.id)).toEqual(BENCHMARKS.map((b) => b.id));
  for (const result of report.results) {
    expect(result.error, `${result.id}: ${result.error ?? ""}`).toBeUndefined();
    expect(result.comparisons.length + result.series.length, result.id).toBeGreaterThan(0);
    expect(result.targets.length, result.id).toBeGreaterThan(0);
    // At smoke size nothing is judged: the numbers would mean nothing.
    expect(result.targets.every((t) => t.pass === null)).toBe(true);
    for (const c of result.comparisons) {
      expect(c.a.length, `${result.id}: ${c.name}`).toBe(c.b.length);
      for (const sample of [...c.a, ...c.b]) expect(sample.wallMs).toBeGreaterThan(0);
    }
  }
  // The tree sampler saw stackgate's node and the terraform it ran.
  const preview = report.results.find((r) => r.id === "preview-200")?.comparisons[0];
  expect(preview?.a[0]?.treePeakKb).toBeGreaterThan(preview?.a[0]?.rootPeakKb ?? Infinity);

  const markdown = readFileSync(out, "utf8");
  expect(markdown).toContain(GENERATED_START);
  expect(markdown).toContain(GENERATED_END);
  expect(markdown).toContain("## Summary");
  expect(markdown).toContain("A / B, pair by pair");
}, 120_000);
