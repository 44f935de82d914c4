/**
 * The Terraform / OpenTofu adapter: one adapter, binary name configurable.
 * Runs the engine through a ProcessRunner, parses its machine-readable output into the
 * change model, and turns exit codes and diagnostics into typed outcomes.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { emptyChangeSet, type ChangeSet, type Diagnostic } from "../../model/change.js";
import { lastError, lastLines, quoteBlock } from "../../process/bounded.js";
import type { ProcessResult, ProcessRunner, RunningProcess } from "../../process/runner.js";
import { EXIT, StackgateError } from "../../errors.js";
import {
  assertEngineStarted,
  type ApplyOutcome,
  type ApplyRequest,
  type ApplySummary,
  type Engine,
  type EngineEvent,
  type EventSink,
  type LockHolder,
  type LockProbe,
  type PlanOutcome,
  type PlanRequest,
} from "../engine.js";
import { backendConfigFile } from "../../backends/backend-config.js";
import { markInitEnded, markInitStarted, setAsideInterruptedInit } from "./init-marker.js";
import { parseLockError, isStalePlanError } from "./parse-lock-error.js";
import { withTerraformLockFile } from "../configuration.js";
import { parsePlanJson } from "./parse-plan-json.js";
import { parseUiJsonLine } from "./parse-ui-json.js";

export interface TerraformEngineOptions {
  name: "terraform" | "tofu";
  binary: string;
  workdir: string;
  runner: ProcessRunner;
  env?: Readonly<Record<string, string>>;
  /** Called with every started engine process, so a signal trap can own it. */
  onStart?: (process: RunningProcess) => void;
}

const AUTOMATION_ENV = { TF_IN_AUTOMATION: "1", TF_INPUT: "0", CHECKPOINT_DISABLE: "1" };

/** Engine outcome of one run: its result plus the diagnostics its JSON stream carried. */
interface StreamedRun {
  result: ProcessResult;
  diagnostics: Diagnostic[];
  counts?: ApplySummary;
}

export function isTerraformProject(workdir: string): boolean {
  return readdirSync(workdir).some((f) => /\.(tf|tf\.json|tofu|tofu\.json)$/.test(f));
}

export function createTerraformEngine(options: TerraformEngineOptions): Engine {
  const { name, binary, workdir, runner } = options;
  const env = { ...AUTOMATION_ENV, ...options.env };

  function start(
    args: string[],
    onLine?: (line: string) => void,
    onStarted?: (pid: number | undefined) => void,
  ): RunningProcess {
    const child = runner.start({
      command: binary,
      args,
      cwd: workdir,
      env,
      detached: true,
      ...(onLine ? { onStdoutLine: onLine, onStderrLine: onLine } : {}),
    });
    options.onStart?.(child);
    onStarted?.(child.pid);
    return child;
  }

  function assertStarted(result: ProcessResult): void {
    assertEngineStarted(
      result,
      binary,
      name === "tofu" ? "OpenTofu (`tofu`)" : "Terraform (`terraform`)",
    );
  }

  /** Runs with `-json` and feeds every event to the sink while it runs. */
  async function runStreamed(
    args: string[],
    onEvent?: EventSink,
    onStarted?: (pid: number | undefined) => void,
  ): Promise<StreamedRun> {
    const diagnostics: Diagnostic[] = [];
    let counts: ApplySummary | undefined;
    const child = start(
      args,
      (line) => {
        const event: EngineEvent | null = parseUiJsonLine(line);
        if (event === null) return;
        if (event.diagnostic) diagnostics.push(event.diagnostic);
        if (event.kind === "summary" && event.counts) {
          counts = {
            added: event.counts.add,
            changed: event.counts.change,
            removed: event.counts.remove,
          };
        }
        onEvent?.(event);
      },
      onStarted,
    );
    const result = await child.done;
    assertStarted(result);
    return counts === undefined ? { result, diagnostics } : { result, diagnostics, counts };
  }

  function errorText(run: StreamedRun): string {
    const fromDiagnostics = run.diagnostics
      .filter((d) => d.severity === "error")
      .map((d) => [d.summary, d.detail].filter(Boolean).join(": "))
      .join("\n");
    return fromDiagnostics || run.result.tail;
  }

  function lockHolderOf(run: StreamedRun): LockHolder | null {
    for (const d of run.diagnostics) {
      const holder = parseLockError(`${d.summary}\n${d.detail}`);
      if (holder) return holder;
    }
    return parseLockError(run.result.tail);
  }

  function wasInterrupted(result: ProcessResult): boolean {
    return result.signal !== null || /Interrupt received|Two interrupts received/.test(result.tail);
  }

  async function captureStdout(args: string[]): Promise<{ result: ProcessResult; stdout: string }> {
    const lines: string[] = [];
    const child = runner.start({
      command: binary,
      args,
      cwd: workdir,
      env,
      onStdoutLine: (line) => lines.push(line),
    });
    const result = await child.done;
    assertStarted(result);
    return { result, stdout: lines.join("\n") };
  }

  async function showPlan(planFile: string): Promise<ChangeSet> {
    const show = (): ReturnType<typeof captureStdout> =>
      captureStdout(["show", "-json", "-no-color", planFile]);
    let { result, stdout } = await show();
    if (result.exitCode !== 0 && !initialised && /\b(terraform|tofu) init\b/.test(result.tail)) {
      await runInit();
      ({ result, stdout } = await show());
    }
    if (result.exitCode !== 0) {
      throw new StackgateError(
        `plan file "${planFile}" could not be read by ${binary}: expected a saved plan made by ` +
          `\`${binary} plan -out\` in this workdir. ${binary} said:\n${quoteBlock(lastError(result.tail))}\n` +
          `Run \`stackgate preview\` to make a new plan.`,
        EXIT.failed,
      );
    }
    try {
      return withTerraformLockFile(parsePlanJson(stdout, name), workdir);
    } catch (error) {
      throw new StackgateError(
        `plan file "${planFile}": ${error instanceof Error ? error.message : String(error)}`,
        EXIT.failed,
        { cause: error },
      );
    }
  }

  let initialised = false;

  const backendFile = backendConfigFile(workdir, { ...process.env, ...env });

  async function runInit(onEvent?: EventSink): Promise<void> {
    initialised = true;
    const args = ["init", "-input=false", "-no-color"];
    markInitStarted(backendFile, args);
    const child = start(args, (line) => onEvent?.({ kind: "log", message: line }));
    const result = await child.done;
    if (result.signal === null) markInitEnded(backendFile);
    assertStarted(result);
    if (result.exitCode !== 0) {
      throw new StackgateError(
        `"${binary} init" failed with exit code ${String(result.exitCode)} in ${workdir}:\n${lastLines(result.tail, 20)}`,
        EXIT.failed,
      );
    }
  }

  /** Runs an engine command; when it fails because `init` is needed, inits and retries once. */
  async function withInit(
    run: () => Promise<StreamedRun>,
    onEvent?: EventSink,
  ): Promise<StreamedRun> {
    const first = await run();
    if (first.result.exitCode === 0 || initialised || !needsInit(first)) return first;
    await runInit(onEvent);
    return run();
  }

  let stateCache: Promise<StateJsonSummary> | null = null;
  /** One `show -json` of the current state serves listState and listTainted until a change. */
  function readState(): Promise<StateJsonSummary> {
    stateCache ??= captureStdout(["show", "-json", "-no-color"]).then(({ result, stdout }) => {
      if (result.exitCode !== 0) {
        stateCache = null;
        throw new StackgateError(
          `"${binary} show -json" failed in ${workdir}:\n${quoteBlock(lastError(result.tail))}`,
          EXIT.failed,
        );
      }
      return summarizeStateJson(stdout);
    });
    return stateCache;
  }

  return {
    name,
    workdir,

    async version(): Promise<string> {
      const { result, stdout } = await captureStdout(["version", "-json"]);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} version -json" failed with exit code ${String(result.exitCode)}: ${lastLines(result.tail, 3)}`,
          EXIT.engineUnavailable,
        );
      }
      try {
        const parsed = JSON.parse(stdout) as { terraform_version?: unknown };
        if (typeof parsed.terraform_version === "string") return parsed.terraform_version;
      } catch {
        // fall through to the text form below
      }
      const match = /v?(\d+\.\d+\.\d+[\w.-]*)/.exec(stdout);
      if (match?.[1]) return match[1];
      throw new StackgateError(
        `could not read the version of "${binary}": expected JSON with "terraform_version", got: ${lastLines(stdout, 2)}`,
        EXIT.engineUnavailable,
      );
    },

    /**
     * Initialises only when needed: a backend that was never initialised here (its settings
     * must be known before recovery reads the durable journal). Anything else `init` would
     * install (providers, modules) is caught by the first engine command, which is then
     * retried once after `init` (see `withInit`).
     */
    async init(onEvent?: EventSink): Promise<void> {
      const aside = setAsideInterruptedInit(backendFile);
      if (aside !== null) {
        onEvent?.({
          kind: "log",
          message: `stackgate's previous \`${binary} init\` was killed while writing ${backendFile} and left it unreadable: moved it to ${aside} and initialising again`,
        });
      }
      if (existsSync(backendFile) || !declaresBackend(workdir)) return;
      await runInit(onEvent);
    },

    async plan(request: PlanRequest): Promise<PlanOutcome> {
      const args = [
        "plan",
        "-input=false",
        "-no-color",
        "-json",
        "-detailed-exitcode",
        `-lock-timeout=${request.lockTimeout}`,
        `-out=${request.planFile}`,
        ...(request.mode === "refresh-only" ? ["-refresh-only"] : []),
        ...(request.mode === "destroy" ? ["-destroy"] : []),
        ...request.varFiles.map((f) => `-var-file=${f}`),
        ...request.vars.flatMap((v) => ["-var", v]),
      ];
      stateCache = null;
      const run = await withInit(
        () => runStreamed(args, request.onEvent, request.onStart),
        request.onEvent,
      );
      const code = run.result.exitCode;
      if (code === 0 || code === 2) {
        const changeSet = request.changesOnly
          ? emptyChangeSet(name, false)
          : await showPlan(request.planFile);
        return { kind: "planned", changeSet, planFile: request.planFile, hasChanges: code === 2 };
      }
      if (wasInterrupted(run.result)) {
        return { kind: "interrupted", message: `${binary} plan was interrupted` };
      }
      const holder = lockHolderOf(run);
      if (holder) return { kind: "locked", holder, message: errorText(run) };
      return { kind: "failed", message: errorText(run), diagnostics: run.diagnostics };
    },

    showPlan,

    async apply(request: ApplyRequest): Promise<ApplyOutcome> {
      const args = [
        "apply",
        "-input=false",
        "-no-color",
        "-json",
        `-lock-timeout=${request.lockTimeout}`,
        request.planFile,
      ];
      stateCache = null;
      const run = await withInit(
        () => runStreamed(args, request.onEvent, request.onStart),
        request.onEvent,
      );
      const summary = run.counts ?? { added: 0, changed: 0, removed: 0 };
      if (run.result.exitCode === 0) return { kind: "applied", summary };
      const message = errorText(run);
      if (isStalePlanError(message) || isStalePlanError(run.result.tail)) {
        return {
          kind: "stale-plan",
          message:
            `the saved plan ${request.planFile} is stale: the state changed since it was made, ` +
            `so it cannot be applied. Nothing was applied. Run \`stackgate preview\` again and approve the new plan.`,
        };
      }
      if (wasInterrupted(run.result)) {
        return { kind: "interrupted", message: `${binary} apply was interrupted`, summary };
      }
      const holder = lockHolderOf(run);
      if (holder) return { kind: "locked", holder, message };
      return { kind: "failed", message, diagnostics: run.diagnostics, summary };
    },

    async listState(): Promise<string[]> {
      return (await readState()).addresses;
    },

    async listTainted(): Promise<string[]> {
      return (await readState()).tainted;
    },

    async pushState(file: string): Promise<void> {
      stateCache = null;
      const child = start(["state", "push", "-no-color", file]);
      const result = await child.done;
      assertStarted(result);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} state push ${file}" failed: ${lastLines(result.tail, 5)}. ` +
            `Keep ${file}: it holds state that is not in the backend. Run by hand: cd ${workdir} && ${binary} state push ${file}`,
          EXIT.failed,
        );
      }
    },

    async importResource(address: string, id: string): Promise<void> {
      stateCache = null;
      const child = start(["import", "-input=false", "-no-color", address, id]);
      const result = await child.done;
      assertStarted(result);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} import ${address} ${id}" failed: ${lastLines(result.tail, 5)}`,
          EXIT.failed,
        );
      }
    },

    async forceUnlock(id: string): Promise<void> {
      const child = start(["force-unlock", "-force", "-no-color", id]);
      const result = await child.done;
      assertStarted(result);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} force-unlock -force ${id}" failed: ${lastLines(result.tail, 5)}. Nothing else was unlocked.`,
          EXIT.failed,
        );
      }
    },

    async probeLock(): Promise<LockProbe> {
      // A plan without refresh that gives up on the lock at once: it takes and releases
      // the lock when free, and names the holder when not. It never writes state.
      const run = await withInit(() =>
        runStreamed([
          "plan",
          "-input=false",
          "-no-color",
          "-json",
          "-refresh=false",
          "-lock-timeout=0s",
        ]),
      );
      if (run.result.exitCode === 0 || run.result.exitCode === 2) return { kind: "free" };
      const holder = lockHolderOf(run);
      if (holder) return { kind: "locked", holder, message: errorText(run) };
      return { kind: "unknown", message: errorText(run) };
    },
  };
}

interface StateJsonModule {
  resources?: Array<{ address?: string; tainted?: boolean }>;
  child_modules?: StateJsonModule[];
}

export interface StateJsonSummary {
  /** Every resource instance address in state (as `terraform state list` prints them). */
  addresses: string[];
  tainted: string[];
}

/** Addresses and tainted instances from `show -json` of the current state. */
export function summarizeStateJson(stateJson: string): StateJsonSummary {
  const summary: StateJsonSummary = { addresses: [], tainted: [] };
  if (stateJson.trim() === "") return summary;
  const parsed = JSON.parse(stateJson) as { values?: { root_module?: StateJsonModule } };
  const visit = (module: StateJsonModule | undefined): void => {
    for (const r of module?.resources ?? []) {
      if (!r.address) continue;
      summary.addresses.push(r.address);
      if (r.tainted === true) summary.tainted.push(r.address);
    }
    for (const child of module?.child_modules ?? []) visit(child);
  };
  visit(parsed.values?.root_module);
  return summary;
}

/** Terraform says so in its error: `Run "terraform init"` / `please run "tofu init"`. */
function needsInit(run: StreamedRun): boolean {
  const text =
    run.diagnostics.map((d) => `${d.summary}\n${d.detail}`).join("\n") || run.result.tail;
  return /\b(terraform|tofu) init\b/.test(text);
}

/** A `backend` or `cloud` block anywhere in the root module's configuration. */
function declaresBackend(workdir: string): boolean {
  return readdirSync(workdir)
    .filter((f) => /\.(tf|tofu)$/.test(f))
    .some((f) => /^\s*(backend\s+"|cloud\s*\{)/m.test(readFileSync(path.join(workdir, f), "utf8")));
}
