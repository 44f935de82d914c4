/**
 * The engine as the action runs it: before each engine operation that changes something, the
 * intent is saved (so a killed main step leaves the post step what it needs), and the
 * operation's live output goes into a collapsed log group.
 */
import type { Engine } from "../engines/engine.js";
import type { ActionOutput } from "./output.js";
import type { Intent } from "./state.js";

export type RecordIntent = (intent: Partial<Intent>) => void;

export function instrumentEngine(
  engine: Engine,
  output: Pick<ActionOutput, "group">,
  record: RecordIntent,
): Engine {
  const label = (what: string): string => `${engine.name} ${what}`;
  return {
    name: engine.name,
    workdir: engine.workdir,
    version: () => engine.version(),
    init(onEvent) {
      record({ phase: "init" });
      return output.group(label("init"), () => engine.init(onEvent));
    },
    plan(request) {
      record({ phase: "planning" });
      const what = request.mode === "normal" ? "plan" : `plan (${request.mode})`;
      return output.group(label(what), () => engine.plan(request));
    },
    showPlan: (planFile, mode) => engine.showPlan(planFile, mode),
    apply(request) {
      // request.planFile is up's private copy (lifecycle/private-plan.ts); the saved state keeps
      // the plan path the step was given (action/host.ts).
      record({ phase: "applying" });
      return output.group(label(`apply ${request.planFile}`), () => engine.apply(request));
    },
    probeLock: () => engine.probeLock(),
    listState: () => engine.listState(),
    listTainted: () => engine.listTainted(),
    pushState(file) {
      record({ phase: "recovering" });
      return engine.pushState(file);
    },
    importResource(address, id) {
      record({ phase: "recovering" });
      return engine.importResource(address, id);
    },
  };
}
