/**
 * The Terraform / OpenTofu adapter: one adapter, binary name configurable, assembled from its
 * parts: argv (args.ts), process running (run.ts), `init` when needed (init.ts), outcomes
 * (failures.ts) and the other commands (commands.ts). It runs the engine through a
 * ProcessRunner, parses its machine-readable output into the change model, and turns exit codes
 * and diagnostics into typed outcomes. Drift (`refreshPlan`): the refresh-only plan's
 * `resource_drift`.
 */
import { readFile } from "node:fs/promises";
import { EXIT, StackgateError, messageOf } from "../../errors.js";
import {
  applyOutputFile,
  prepareOutputDir,
  readOutputEnd,
  readOutputFile,
  removeOutputFile,
} from "../../files/engine-output.js";
import { emptyChangeSet } from "../../model/change.js";
import type { ProcessRunner, RunningProcess } from "../../process/runner.js";
import {
  observeOperation,
  type ApplyOutcome,
  type ApplyRequest,
  type OperationObserver,
  type PlanOutcome,
  type EngineCore,
  type PlanRequest,
} from "../engine.js";
import {
  applyArgs,
  forceUnlockArgs,
  importArgs,
  planArgs,
  PROBE_LOCK_ARGS,
  pushStateArgs,
} from "./args.js";
import {
  createStateReader,
  readOutputs,
  readTerraformVersion,
  runChange,
  showSavedPlan,
} from "./commands.js";
import {
  applyOutcome,
  isPlanned,
  needsInit,
  plannedOutcome,
  planFailure,
  probeOutcome,
} from "./failures.js";
import { createInitializer } from "./init.js";
import { parseUiJsonLine } from "./parse-ui-json.js";
import { streamTerraform, type TerraformCli } from "./run.js";
import { terraformTraits, type TerraformTraits } from "./traits.js";
import { checkExclude } from "../exclude.js";
import { runRefreshPlan } from "../refresh-plan.js";
import { decryptStateFile, isEncryptedState } from "./state-file.js";

export { isTerraformProject } from "./init.js";
export { summarizeStateJson, type StateJsonSummary } from "./state-json.js";

export interface TerraformEngineOptions {
  name: "terraform" | "tofu";
  binary: string;
  workdir: string;
  runner: ProcessRunner;
  env?: Readonly<Record<string, string>>;
  /** `init -backend-config` items (the stack's own state); init then runs with `-reconfigure`. */
  backendConfig?: readonly string[];
  /** Called with every started engine process, so a signal trap can own it. */
  onStart?: (process: RunningProcess) => void;
  /** Told as each operation that may change something starts and ends (the host's log, its saved intent). */
  onOperation?: OperationObserver;
  /** The ID of a proven-dead run's lock recovery holds in place (see `whileHolding`). */
  heldLock?: string;
}

/** Terraform and OpenTofu: the operations every engine has, plus `force-unlock`. */
export interface TerraformEngine extends EngineCore {
  readonly kind: "terraform";
  readonly name: "terraform" | "tofu";
  /** Where this engine differs from the rest of its family (traits.ts). */
  readonly traits: TerraformTraits;
  /**
   * `force-unlock -force <id>`: releases the backend lock with exactly this ID (the engine
   * checks it, so a lock someone else took in between is never released).
   */
  forceUnlock(id: string): Promise<void>;
  /**
   * This engine for recovery's writes while the lock `lockId` of a provably dead run is still in
   * place: state push, import, plan and apply run with `-lock=false`, so no other run can take
   * the lock (and plan against a state recovery is about to change) until recovery has finished
   * writing and releases it. Only for a lock recovery proved dead and will release itself.
   */
  whileHolding(lockId: string): TerraformEngine;
  /**
   * A state file's content in plain form, for `state push` and for reading its resources: an
   * OpenTofu-encrypted one decrypted by the engine (state-file.ts). Throws, naming the file,
   * when the engine cannot decrypt it (no key in the environment, or Terraform).
   */
  readStateFile(file: string): Promise<string>;
  /** The dead run's lock this engine works under (`whileHolding`), if any. */
  readonly heldLock: string | null;
}

const AUTOMATION_ENV = { TF_IN_AUTOMATION: "1", TF_INPUT: "0", CHECKPOINT_DISABLE: "1" };

export function createTerraformEngine(options: TerraformEngineOptions): TerraformEngine {
  const { name, binary, workdir } = options;
  const held = options.heldLock !== undefined;
  const observe = options.onOperation;
  const cli: TerraformCli = {
    name,
    binary,
    workdir,
    runner: options.runner,
    env: { ...AUTOMATION_ENV, ...options.env },
    ...(options.onStart ? { onStart: options.onStart } : {}),
    ...(options.backendConfig?.length ? { backendConfig: options.backendConfig } : {}),
  };
  const traits = terraformTraits(name);
  const init = createInitializer(cli);
  const applyOutputOf = (runId: string): string => {
    prepareOutputDir(workdir);
    return applyOutputFile(workdir, runId);
  };
  const state = createStateReader(cli);
  const showPlan = (planFile: string): ReturnType<typeof showSavedPlan> =>
    showSavedPlan(cli, init, planFile);

  /** A command that may change state, run with `init` first when it says so. */
  function streamChange(
    args: string[],
    request: PlanRequest | ApplyRequest,
    outputFile?: string,
  ): ReturnType<typeof streamTerraform> {
    state.forget();
    return init.retry(
      () => streamTerraform(cli, args, request.onEvent, request.onStart, outputFile),
      needsInit,
      request.onEvent,
    );
  }

  async function plan(request: PlanRequest): Promise<PlanOutcome> {
    checkExclude(traits, request.exclude ?? [], "exclude");
    const run = await streamChange(planArgs(request, held), request);
    if (!isPlanned(run)) return planFailure(binary, run);
    const changeSet = request.changesOnly
      ? emptyChangeSet(name, false)
      : await showPlan(request.planFile);
    return plannedOutcome(run, changeSet, request.planFile);
  }

  async function apply(request: ApplyRequest): Promise<ApplyOutcome> {
    // A journaled run's apply writes to a file: it outlives a killed stackgate (file-output.ts).
    const outputFile = request.runId === undefined ? undefined : applyOutputOf(request.runId);
    const run = await streamChange(applyArgs(request, held), request, outputFile);
    // How the file ended tells whether the engine could write all it said (a full disk cuts it).
    const ended = outputFile === undefined ? null : readOutputEnd(outputFile);
    // Every line was read and handed on (journaled): the file is kept only for a killed stackgate.
    if (outputFile !== undefined) removeOutputFile(outputFile);
    const outcome = applyOutcome(binary, ended ? { ...run, output: ended } : run, request.planFile);
    if (outcome.kind !== "applied") return outcome;
    // The apply's own outputs message, when it carries every value; else `output -json`
    // (a sensitive value, which the message leaves out, is handed on to hosts that mask it).
    if (run.outputs?.complete) return { ...outcome, outputs: run.outputs.outputs };
    // The outputs are reported, not needed: a failure to read them does not fail the apply.
    try {
      return { ...outcome, outputs: await readOutputs(cli) };
    } catch (error) {
      request.onEvent?.({
        kind: "log",
        message: `warning: applied, but the outputs could not be read: ${messageOf(error)}`,
      });
      return outcome;
    }
  }

  return {
    kind: "terraform",
    name,
    traits,
    workdir,
    version: () => readTerraformVersion(cli),
    init: (onEvent) => observeOperation(observe, { name: "init" }, () => init.prepare(onEvent)),
    plan: (request) =>
      observeOperation(observe, { name: "plan", mode: request.mode }, () => plan(request)),
    showPlan,
    refreshPlan: (request) => runRefreshPlan(observe, plan, request, (set) => set.drift),
    apply: (request) =>
      observeOperation(observe, { name: "apply", planFile: request.planFile }, () =>
        apply(request),
      ),
    listState: async () => (await state.read()).addresses,
    listTainted: async () => (await state.read()).tainted,

    pushState: (file) =>
      observeOperation(observe, { name: "push-state", file }, async () => {
        state.forget();
        await runChange(
          cli,
          pushStateArgs(file, held),
          (tail) =>
            `"${binary} state push ${file}" failed: ${tail}. ` +
            `Keep ${file}: it holds state that is not in the backend. Run by hand: cd ${workdir} && ${binary} state push ${file}`,
        );
      }),

    importResource: (address, id) =>
      observeOperation(observe, { name: "import", address }, async () => {
        state.forget();
        await runChange(
          cli,
          importArgs(address, id, held),
          (tail) => `"${binary} import ${address} ${id}" failed: ${tail}`,
        );
      }),

    forceUnlock: (id) =>
      observeOperation(observe, { name: "force-unlock", lockId: id }, () =>
        runChange(
          cli,
          forceUnlockArgs(id),
          (tail) =>
            `"${binary} force-unlock -force ${id}" failed: ${tail}. Nothing else was unlocked.`,
        ),
      ),

    readRunOutput(runId) {
      const file = applyOutputFile(workdir, runId);
      const text = readOutputFile(file) ?? "";
      const events = text.split("\n").flatMap((line) => parseUiJsonLine(line) ?? []);
      return { events, forget: () => removeOutputFile(file) };
    },

    async readStateFile(file) {
      const text = await readFile(file, "utf8");
      if (!isEncryptedState(text)) return text;
      if (!traits.stateEncryption) {
        throw new StackgateError(
          `${file} is an OpenTofu-encrypted state ("encryption_version" set), which ${traits.label} (${binary}) cannot read. Recover it with the OpenTofu that wrote it.`,
          EXIT.failed,
        );
      }
      return decryptStateFile(cli, file);
    },

    whileHolding: (lockId) => createTerraformEngine({ ...options, heldLock: lockId }),
    heldLock: options.heldLock ?? null,

    async probeLock() {
      const run = await init.retry(() => streamTerraform(cli, PROBE_LOCK_ARGS), needsInit);
      return probeOutcome(run);
    },
  };
}
