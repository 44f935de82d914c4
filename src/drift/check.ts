/**
 * One stack's drift check: init, then the engine's read-only refresh plan
 * (engines/refresh-plan.ts), classified as in sync · drifted · failed · locked. A check never
 * throws: whatever goes wrong is that stack's "failed", with why.
 */
import type { Engine } from "../command/create-engine.js";
import type { EventSink } from "../engines/engine.js";
import { messageOf } from "../errors.js";
import { assertEngineProject } from "../lifecycle/preview.js";
import type { Settings } from "../settings/index.js";
import { readLockHolder } from "./lock-holder.js";
import type { DriftTarget, StackDrift } from "./result.js";

export async function checkStack(
  target: DriftTarget,
  settings: Settings,
  createEngine: (settings: Settings) => Engine,
  onEvent?: EventSink,
): Promise<StackDrift> {
  const started = Date.now();
  const done = (found: DistributiveOmit<StackDrift, keyof DriftTarget | "durationMs">) => ({
    ...target,
    durationMs: Date.now() - started,
    ...found,
  });
  try {
    assertEngineProject(settings);
    const engine = createEngine(settings);
    await engine.init(onEvent);
    const outcome = await engine.refreshPlan({
      lockTimeout: settings.lockTimeout,
      vars: settings.vars,
      varFiles: settings.varFiles,
      ...(onEvent ? { onEvent } : {}),
    });
    switch (outcome.kind) {
      case "in-sync":
        return done({ status: "in-sync" });
      case "drifted":
        return done({
          status: "drifted",
          resources: outcome.drifted,
          outputs: outcome.changeSet.outputs,
        });
      case "locked":
        return done({
          status: "locked",
          holder: await readLockHolder(engine, settings, outcome.holder),
          message: outcome.message,
        });
      case "failed":
        return done({
          status: "failed",
          message: outcome.message,
          diagnostics: outcome.diagnostics,
        });
      case "interrupted":
        return done({ status: "failed", message: outcome.message, diagnostics: [] });
    }
  } catch (error) {
    return done({ status: "failed", message: messageOf(error), diagnostics: [] });
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
