/**
 * `recover` for Terraform/OpenTofu over every unfinished run of the stack (issue 25): each is
 * settled in turn, oldest first (terraform.ts `recoverRun`), with every unfinished run counted
 * as a possible owner of the lock, and the passes become one report (result.ts
 * `combineResults`). With no unfinished run, one pass over the newest run.
 */
import { wrongEngineError } from "../command/create-engine.js";
import type { LifecycleDeps } from "../command/deps.js";
import { readBackendConfig } from "../backends/backend-config.js";
import { recordKey } from "../journal/entries.js";
import { type Settings } from "../settings/index.js";
import { RecoveryJournal } from "./recover-common.js";
import { combineResults, type RecoverOptions, type RecoverResult } from "./result.js";
import { recoverRun } from "./terraform.js";

export async function runTerraformRecover(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions = { mode: "recover" },
): Promise<RecoverResult> {
  const engine = deps.createEngine(settings);
  if (engine.kind !== "terraform") {
    throw wrongEngineError(engine, "Terraform", "recover a Terraform stack");
  }
  if (options.mode !== "preflight") await engine.init((event) => deps.output.event(event));
  const backend = readBackendConfig(settings.workdir, process.env);
  const frame = new RecoveryJournal(settings, backend);
  try {
    const { unfinished, latest } = await frame.readRuns();
    const only = options.only;
    const passes =
      only === undefined ? unfinished : unfinished.filter((r) => only.has(recordKey(r.header)));
    if (passes.length === 0) {
      return await recoverRun(settings, deps, options, engine, backend, frame, latest, unfinished);
    }
    // Oldest first, each run settled in turn; one report for all of them.
    const results: RecoverResult[] = [];
    for (const state of passes) {
      results.push(
        await recoverRun(settings, deps, options, engine, backend, frame, state, unfinished),
      );
      await frame.endRun();
    }
    return combineResults(results);
  } finally {
    await frame.close(deps.output);
  }
}
