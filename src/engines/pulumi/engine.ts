/**
 * The Pulumi adapter behind the shared Engine interface, assembled from its parts:
 * argv (args.ts), process running (run.ts), outcomes (failures.ts), preview (preview.ts), stack
 * commands (stack-commands.ts), Pulumi Cloud (cloud.ts) and DIY lock files (lock-files.ts).
 *
 * - plan: `pulumi preview --json` (one document) → change model; the document is the plan artifact.
 * - showPlan: re-previews now (Pulumi's own update plans are experimental and report false
 *   violations), so `up --digest D` applies only when today's preview still has digest D.
 * - apply: `pulumi up --yes --skip-preview --json`, engine events streamed live (journal per resource).
 * - locks: DIY lock files read directly through the injected lock store, never `pulumi cancel`
 *   there. Pulumi Cloud: the lease is the update `in-progress` in `pulumi stack history`; every
 *   update stackgate starts carries `--message "... [stackgate run <runId>]"`, and `cancelUpdate`
 *   is only for recovery, once that run is proven dead (src/recovery/recover-pulumi.ts).
 * - every command gets `--stack <org/project/stack>` and `--non-interactive`.
 */
import path from "node:path";
import type { ChangeSet } from "../../model/change.js";
import type { ProcessRunner, RunningProcess } from "../../process/runner.js";
import { writeFileAtomically } from "../../files/atomic-file.js";
import { EXIT, StackgateError } from "../../errors.js";
import {
  observeOperation,
  type ApplyOutcome,
  type ApplyRequest,
  type EngineCore,
  type EventSink,
  type OperationObserver,
  type PlanOutcome,
  type PlanRequest,
} from "../engine.js";
import { applyArgs, refreshArgs, verbOf } from "./args.js";
import { cancelCloudUpdate, createUpdateHistory, probeCloudLease } from "./cloud.js";
import { applyOutcome } from "./failures.js";
import { checkExclude } from "../exclude.js";
import { PULUMI_TRAITS } from "./traits.js";
import { probeLockFiles, type PulumiLockStore, type PulumiLockStoreFactory } from "./lock-files.js";
import type { PulumiVersion } from "./outcome.js";
import type { Deployment } from "./parse-export.js";
import type { CloudUpdate } from "./parse-history.js";
import { refreshDrift, runPreview } from "./preview.js";
import { runRefreshPlan } from "../refresh-plan.js";
import { parsePulumiStack, resolvePulumiBackend, type PulumiBackend } from "./project.js";
import { streamPulumi, type PulumiCli } from "./run.js";
import {
  exportStack,
  importResource,
  importStackFile,
  readPulumiVersion,
} from "./stack-commands.js";

export interface PulumiEngineOptions {
  binary: string;
  workdir: string;
  /** Fully qualified `org/project/stack`. */
  stack: string;
  runner: ProcessRunner;
  /** Opens the stack's DIY lock files (src/locks/pulumi-locks.ts `createPulumiLockStore`). */
  lockStore: PulumiLockStoreFactory;
  /** The environment the engine runs with (backend URL, PULUMI_HOME). */
  environment?: NodeJS.ProcessEnv;
  env?: Readonly<Record<string, string>>;
  /** Called with every started engine process, so a signal trap can own it. */
  onStart?: (process: RunningProcess) => void;
  /** Told as each operation that may change something starts and ends (the host's log, its saved intent). */
  onOperation?: OperationObserver;
}

export interface RefreshRequest {
  clearPendingCreates?: boolean;
  /** `--import-pending-creates URN --import-pending-creates ID` per entry. */
  importPendingCreates?: ReadonlyArray<{ urn: string; id: string }>;
  /** `--target URN` per entry: refresh only these resources. */
  targets?: readonly string[];
  onEvent?: EventSink;
  onStart?: (pid: number | undefined) => void;
}

/** Pulumi: the operations every engine has, plus what Pulumi recovery needs. */
export interface PulumiEngine extends EngineCore {
  readonly kind: "pulumi";
  readonly name: "pulumi";
  readonly stack: string;
  readonly backend: PulumiBackend;
  readonly binary: string;
  /** `pulumi stack export`: resources and pending operations. */
  exportStack(): Promise<Deployment>;
  /** `pulumi refresh --yes --skip-preview --json` with the pending-create flags given. */
  refresh(request: RefreshRequest): Promise<ApplyOutcome>;
  /** Direct access to the backend's lock files (DIY) or why there is none (Cloud). */
  readonly locks: PulumiLockStore;
  /** The parsed version (after `version()`), for version-aware decisions. */
  versionInfo(): PulumiVersion | null;
  /**
   * Pulumi Cloud: the newest update (`stack history --json --page-size 1`), null when none.
   * `reuse`: the answer of the last read (by this or by `probeLock`) if there was one, when the
   * caller knows nothing could have changed it since.
   */
  latestUpdate(options?: { reuse?: boolean }): Promise<CloudUpdate | null>;
  /**
   * Pulumi Cloud only: `pulumi cancel --yes`, which revokes whatever update holds the lease.
   * Callers must have proven that update's run dead. "canceled", or "none" when the service
   * says there was nothing to cancel. Refused on DIY backends (it deletes every lock file).
   */
  cancelUpdate(): Promise<"canceled" | "none">;
}

const AUTOMATION_ENV = { PULUMI_SKIP_UPDATE_CHECK: "true" };

export function createPulumiEngine(options: PulumiEngineOptions): PulumiEngine {
  const { binary, workdir, runner, stack } = options;
  const backend = resolvePulumiBackend(workdir, options.environment ?? process.env);
  const locks = options.lockStore(backend, parsePulumiStack(stack));
  let version: PulumiVersion | null = null;
  const cli: PulumiCli = {
    binary,
    workdir,
    stack,
    backend,
    runner,
    env: { ...AUTOMATION_ENV, ...options.env },
    ...(options.onStart ? { onStart: options.onStart } : {}),
    version: () => version,
  };
  const history = createUpdateHistory(cli);
  /** Which operation each saved preview stands for (destroy and refresh previews apply differently). */
  const planModes = new Map<string, PlanRequest["mode"]>();
  const modeOf = (planFile: string, requested?: PlanRequest["mode"]): PlanRequest["mode"] =>
    requested ?? planModes.get(path.resolve(planFile)) ?? "normal";

  async function ensureVersion(): Promise<PulumiVersion | null> {
    if (version === null) await engine.version().catch(() => undefined);
    return version;
  }
  const versionText = async (): Promise<string> => (await ensureVersion())?.text ?? "";

  const observe = options.onOperation;
  const engine: PulumiEngine = {
    kind: "pulumi",
    name: "pulumi",
    workdir,
    stack,
    backend,
    binary,
    locks,
    versionInfo: () => version,

    async version(): Promise<string> {
      version = await readPulumiVersion(cli);
      return version.text;
    },

    init: (onEvent?: EventSink) =>
      observeOperation(observe, { name: "init" }, async () => {
        await ensureVersion();
        onEvent?.({
          kind: "log",
          message: `pulumi: stack ${stack} on ${backend.kind === "cloud" ? "Pulumi Cloud" : "a DIY backend"} (${backend.url})`,
        });
      }),

    plan: (request: PlanRequest) =>
      observeOperation(observe, { name: "plan", mode: request.mode }, () => plan(request)),

    // `refresh --preview-only`: Pulumi's refresh preview, which writes no state.
    refreshPlan: (request) => runRefreshPlan(observe, plan, request, refreshDrift),

    showPlan: (planFile, requested, exclude) =>
      previewAgain(cli, modeOf(planFile, requested), exclude ?? [], versionText),

    apply: (request: ApplyRequest) =>
      observeOperation(observe, { name: "apply", planFile: request.planFile }, async () => {
        await ensureVersion();
        const verb = verbOf(modeOf(request.planFile, request.mode));
        const run = await streamPulumi(
          cli,
          applyArgs(stack, verb, request.runId, request.exclude),
          hooksOf(request),
        );
        return applyOutcome(cli, run, verb);
      }),

    refresh: (request: RefreshRequest) =>
      observeOperation(observe, { name: "refresh" }, async () => {
        await ensureVersion();
        const run = await streamPulumi(cli, refreshArgs(stack, request), hooksOf(request));
        return applyOutcome(cli, run, "refresh");
      }),

    exportStack: () => exportStack(cli),
    latestUpdate: (latest) => history.latest(latest),
    cancelUpdate: () =>
      observeOperation(observe, { name: "cancel-update" }, () => cancelCloudUpdate(cli)),
    probeLock: () =>
      backend.kind === "cloud" ? probeCloudLease(cli, history) : probeLockFiles(locks, stack),
    listState: async () => (await exportStack(cli)).resources.map((r) => r.urn),
    listTainted: async () =>
      (await exportStack(cli)).resources.filter((r) => r.taint === true).map((r) => r.urn),
    pushState: (file) =>
      observeOperation(observe, { name: "push-state", file }, () => importStackFile(cli, file)),
    importResource: (address, id) =>
      observeOperation(observe, { name: "import", address }, () =>
        importResource(cli, address, id),
      ),
  };

  async function plan(request: PlanRequest): Promise<PlanOutcome> {
    checkExclude(PULUMI_TRAITS, request.exclude ?? [], "exclude");
    await ensureVersion();
    const { outcome, document } = await runPreview(
      cli,
      {
        mode: request.mode,
        vars: request.vars,
        varFiles: request.varFiles,
        ...(request.exclude ? { exclude: request.exclude } : {}),
        ...hooksOf(request),
      },
      versionText,
    );
    if (outcome.kind !== "planned" || document === undefined) return outcome;
    writeFileAtomically(request.planFile, `${document}\n`);
    planModes.set(path.resolve(request.planFile), request.mode);
    return { ...outcome, planFile: request.planFile };
  }
  return engine;
}

function hooksOf(request: { onEvent?: EventSink; onStart?: (pid: number | undefined) => void }): {
  onEvent?: EventSink;
  onStarted?: (pid: number | undefined) => void;
} {
  return {
    ...(request.onEvent ? { onEvent: request.onEvent } : {}),
    ...(request.onStart ? { onStarted: request.onStart } : {}),
  };
}

/** Pulumi cannot apply a saved preview: re-preview now; the caller compares digests. */
async function previewAgain(
  cli: PulumiCli,
  mode: PlanRequest["mode"],
  exclude: readonly string[],
  versionText: () => Promise<string>,
): Promise<ChangeSet> {
  const { outcome } = await runPreview(cli, { mode, vars: [], varFiles: [], exclude }, versionText);
  switch (outcome.kind) {
    case "planned":
      return outcome.changeSet;
    case "locked":
      throw new StackgateError(
        `the stack is locked, so it could not be previewed again: ${outcome.message}`,
        EXIT.locked,
      );
    case "interrupted":
      throw new StackgateError(outcome.message, EXIT.interruptedSigint);
    case "failed":
      throw new StackgateError(
        `${cli.binary} preview (re-run to check the approved digest) failed: ${outcome.message}`,
        EXIT.failed,
      );
  }
}
