/**
 * The Pulumi adapter behind the shared Engine interface.
 *
 * - plan: `pulumi preview --json` (one document) → change model; the document is the plan artifact.
 * - showPlan: re-previews now (Pulumi's own update plans are experimental and report false
 *   violations), so `up --digest D` applies only when today's preview still has digest D.
 * - apply: `pulumi up --yes --skip-preview --json`, engine events streamed live (journal per resource).
 * - locks: DIY lock files read directly (src/locks/pulumi-locks.ts), never `pulumi cancel` there.
 *   Pulumi Cloud: the lease is the update `in-progress` in `pulumi stack history`; every update
 *   stackgate starts carries `--message "... [stackgate run <runId>]"`, and `cancelUpdate` is
 *   only for recovery, once that run is proven dead (src/recovery/recover-pulumi.ts).
 * - every command gets `--stack <org/project/stack>` and `--non-interactive`.
 */
import path from "node:path";
import { hashProgramFiles } from "../configuration.js";
import { hasChanges, type ChangeSet, type Diagnostic } from "../../model/change.js";
import { firstLine, lastLines } from "../../process/bounded.js";
import type { ProcessResult, ProcessRunner, RunningProcess } from "../../process/runner.js";
import { writeFileAtomically } from "../../files/atomic-file.js";
import { EXIT, StackgateError } from "../../errors.js";
import { createPulumiLockStore } from "../../locks/pulumi-locks.js";
import {
  assertEngineStarted,
  type ApplyOutcome,
  type ApplyRequest,
  type ApplySummary,
  type Engine,
  type EngineEvent,
  type EventSink,
  type LockProbe,
  type PlanOutcome,
  type PlanRequest,
} from "../engine.js";
import {
  exitMeaning,
  isCanceledText,
  lockHolderFromText,
  parsePulumiVersion,
  type ExitMeaning,
  type PulumiVersion,
} from "./outcome.js";
import { countsOf, EventStreamReader, EventTally, toEngineEvents } from "./parse-events.js";
import { parseDeployment, type Deployment } from "./parse-export.js";
import {
  isNothingToCancel,
  parseHistory,
  updateMessage,
  type CloudUpdate,
} from "./parse-history.js";
import { readPreviewDocument, changeSetFromPreview } from "./parse-preview.js";
import { parsePulumiStack, resolvePulumiBackend, type PulumiBackend } from "./project.js";
import { parseUrn } from "./values.js";

import { type PulumiLockStore } from "../../locks/pulumi-lock-file.js";
export interface PulumiEngineOptions {
  binary: string;
  workdir: string;
  /** Fully qualified `org/project/stack`. */
  stack: string;
  runner: ProcessRunner;
  /** The environment the engine runs with (backend URL, PULUMI_HOME). */
  environment?: NodeJS.ProcessEnv;
  env?: Readonly<Record<string, string>>;
  /** Called with every started engine process, so a signal trap can own it. */
  onStart?: (process: RunningProcess) => void;
}

export interface RefreshRequest {
  clearPendingCreates?: boolean;
  /** `--import-pending-creates URN --import-pending-creates ID` per entry. */
  importPendingCreates?: ReadonlyArray<{ urn: string; id: string }>;
  onEvent?: EventSink;
  onStart?: (pid: number | undefined) => void;
}

/** The Engine plus what Pulumi recovery needs. */
export interface PulumiEngine extends Engine {
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

export function isPulumiEngine(engine: Engine): engine is PulumiEngine {
  return engine.name === "pulumi" && "exportStack" in engine;
}

const AUTOMATION_ENV = { PULUMI_SKIP_UPDATE_CHECK: "true" };
/** Bound of the stderr lines kept for error messages. */
const MAX_STDERR_LINES = 400;

interface StreamedRun {
  result: ProcessResult;
  tally: EventTally;
  stderr: string[];
}

type Verb = "up" | "refresh" | "destroy";

export function createPulumiEngine(options: PulumiEngineOptions): PulumiEngine {
  const { binary, workdir, runner, stack } = options;
  const ref = parsePulumiStack(stack);
  const environment = options.environment ?? process.env;
  const backend = resolvePulumiBackend(workdir, environment);
  const locks = createPulumiLockStore(backend, ref);
  const env = { ...AUTOMATION_ENV, ...options.env };
  const stackArgs = ["--stack", stack, "--non-interactive"];
  /** Which operation each saved preview stands for (destroy and refresh previews apply differently). */
  const planModes = new Map<string, PlanRequest["mode"]>();
  let version: PulumiVersion | null = null;

  function start(
    args: string[],
    handlers: { stdout?: (line: string) => void; stderr?: (line: string) => void },
    onStarted?: (pid: number | undefined) => void,
  ): RunningProcess {
    const child = runner.start({
      command: binary,
      args,
      cwd: workdir,
      env,
      detached: true,
      ...(handlers.stdout ? { onStdoutLine: handlers.stdout } : {}),
      ...(handlers.stderr ? { onStderrLine: handlers.stderr } : {}),
    });
    options.onStart?.(child);
    onStarted?.(child.pid);
    return child;
  }

  function assertStarted(result: ProcessResult): void {
    assertEngineStarted(result, binary, "the Pulumi CLI (`pulumi`)");
  }

  async function capture(
    args: string[],
  ): Promise<{ result: ProcessResult; stdout: string; stderr: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const child = start(args, {
      stdout: (line) => out.push(line),
      stderr: (line) => keep(err, line),
    });
    const result = await child.done;
    assertStarted(result);
    return { result, stdout: out.join("\n"), stderr: err };
  }

  async function ensureVersion(): Promise<PulumiVersion | null> {
    if (version === null) await engine.version().catch(() => undefined);
    return version;
  }

  /** Runs an engine-event command, streaming every event to the sink as it arrives. */
  async function runStreamed(
    args: string[],
    onEvent?: EventSink,
    onStarted?: (pid: number | undefined) => void,
  ): Promise<StreamedRun> {
    const tally = new EventTally();
    const reader = new EventStreamReader();
    const stderr: string[] = [];
    const emit = (event: EngineEvent): void => onEvent?.(event);
    const take = (items: ReturnType<EventStreamReader["push"]>): void => {
      for (const item of items) {
        if (item.kind === "text") {
          emit({ kind: "log", message: item.text });
          continue;
        }
        tally.observe(item.event);
        for (const event of toEngineEvents(item.event)) emit(event);
      }
    };
    const child = start(
      args,
      {
        stdout: (line) => take(reader.push(line)),
        stderr: (line) => {
          keep(stderr, line);
          emit({ kind: "log", message: line });
        },
      },
      onStarted,
    );
    const result = await child.done;
    take(reader.end());
    assertStarted(result);
    return { result, tally, stderr };
  }

  function errorText(
    diagnostics: readonly Diagnostic[],
    stderr: readonly string[],
    result: ProcessResult,
  ): string {
    const fromDiagnostics = diagnostics
      .filter((d) => d.severity === "error")
      .map((d) => [d.summary, d.detail].filter(Boolean).join("\n"))
      .join("\n");
    const fromStderr = stderr
      .map((l) => l.trim())
      .filter((l) => l !== "")
      .slice(-20)
      .join("\n");
    return [fromDiagnostics, fromStderr].filter(Boolean).join("\n") || lastLines(result.tail, 20);
  }

  function meaningHint(meaning: ExitMeaning): string {
    switch (meaning) {
      case "stack-not-found":
        return ` The stack ${stack} does not exist on ${backend.url}: create it with \`${binary} stack init ${stack}\`, or check --stack.`;
      case "authentication":
        return ` ${binary} is not logged in or not allowed to use ${backend.url}: check the credentials of this step.`;
      case "configuration":
        return ` ${binary} refused the invocation or the configuration (exit code 2).`;
      case "policy":
        return " A policy pack blocked the operation.";
      case "ok":
      case "failed":
      case "resource":
      case "no-changes-expected":
      case "cancelled":
      case "timeout":
      case "internal":
        return "";
    }
  }

  function summaryOf(tally: EventTally): ApplySummary {
    const counts = countsOf(tally.summary?.resourceChanges ?? tally.counts());
    return { added: counts.add, changed: counts.change, removed: counts.remove };
  }

  function applyOutcome(run: StreamedRun, verb: Verb): ApplyOutcome {
    const summary = summaryOf(run.tally);
    const { result, tally } = run;
    const meaning = exitMeaning(result.exitCode, version);
    if (result.exitCode === 0 && !tally.canceled) return { kind: "applied", summary };
    const message = errorText(tally.diagnostics, run.stderr, result);
    if (
      result.signal !== null ||
      tally.canceled ||
      meaning === "cancelled" ||
      isCanceledText(run.stderr.join("\n"))
    ) {
      return {
        kind: "interrupted",
        message: `${binary} ${verb} was canceled${result.signal ? ` (${result.signal})` : ""}: ${firstLine(message)}`,
        summary,
      };
    }
    const holder = lockHolderFromText(`${run.stderr.join("\n")}\n${message}`, stack);
    if (holder) return { kind: "locked", holder, message };
    return {
      kind: "failed",
      message: `${message}${meaningHint(meaning)}`.trim(),
      diagnostics: tally.diagnostics,
      summary,
    };
  }

  function previewArgs(mode: PlanRequest["mode"]): string[] {
    switch (mode) {
      case "normal":
        return ["preview"];
      case "destroy":
        return ["destroy", "--preview-only"];
      case "refresh-only":
        return ["refresh", "--preview-only"];
    }
  }

  function configArgs(vars: readonly string[], varFiles: readonly string[]): string[] {
    if (varFiles.length > 1) {
      throw new StackgateError(
        `pulumi takes one --config-file, got ${varFiles.length} var files: merge them into one stack config file.`,
        EXIT.usage,
      );
    }
    return [
      ...varFiles.flatMap((f) => ["--config-file", f]),
      ...vars.flatMap((v) => ["--config", v]),
    ];
  }

  /** Runs a preview and reads its document; the plan outcome says what happened. */
  async function preview(
    mode: PlanRequest["mode"],
    vars: readonly string[],
    varFiles: readonly string[],
    onEvent?: EventSink,
    onStarted?: (pid: number | undefined) => void,
  ): Promise<{ outcome: PlanOutcome; document?: string }> {
    const args = [
      ...previewArgs(mode),
      "--json",
      "--suppress-outputs",
      ...configArgs(vars, varFiles),
      ...stackArgs,
    ];
    const out: string[] = [];
    const stderr: string[] = [];
    const child = start(
      args,
      {
        stdout: (line) => out.push(line),
        stderr: (line) => {
          keep(stderr, line);
          onEvent?.({ kind: "log", message: line });
        },
      },
      onStarted,
    );
    const result = await child.done;
    assertStarted(result);
    const stdout = out.join("\n");
    let document: ReturnType<typeof readPreviewDocument> | null = null;
    let readError: Error | null = null;
    try {
      document = readPreviewDocument(stdout);
    } catch (error) {
      readError = error instanceof Error ? error : new Error(String(error));
    }
    const diagnostics = document?.diagnostics ?? [];
    for (const d of diagnostics)
      onEvent?.({ kind: "diagnostic", message: d.summary, diagnostic: d });
    if (result.exitCode === 0 && document) {
      // The preview document carries no version: the report names the CLI that made it.
      const engineVersion = (await ensureVersion())?.text ?? "";
      // The program runs again at `up`: its files are part of what an approval covers.
      const configuration = hashProgramFiles(workdir);
      const changeSet = { ...changeSetFromPreview(document), engineVersion, configuration };
      return {
        outcome: { kind: "planned", changeSet, planFile: "", hasChanges: hasChanges(changeSet) },
        document: stdout,
      };
    }
    const message = errorText(diagnostics, stderr, result);
    if (result.signal !== null || isCanceledText(message)) {
      return { outcome: { kind: "interrupted", message: `${binary} preview was interrupted` } };
    }
    const holder = lockHolderFromText(`${stderr.join("\n")}\n${message}`, stack);
    if (holder) return { outcome: { kind: "locked", holder, message } };
    if (result.exitCode === 0 && readError) {
      return {
        outcome: {
          kind: "failed",
          message: `${binary} preview --json succeeded but its output could not be read: ${readError.message}`,
          diagnostics,
        },
      };
    }
    return {
      outcome: {
        kind: "failed",
        message: `${message}${meaningHint(exitMeaning(result.exitCode, version))}`.trim(),
        diagnostics,
      },
    };
  }

  async function exportStack(): Promise<Deployment> {
    const { result, stdout, stderr } = await capture(["stack", "export", ...stackArgs]);
    if (result.exitCode !== 0) {
      const text = stderr.join("\n") || result.tail;
      throw new StackgateError(
        `"${binary} stack export --stack ${stack}" failed (exit ${String(result.exitCode)}): ${lastLines(text, 5)}` +
          meaningHint(exitMeaning(result.exitCode, version)),
        EXIT.failed,
      );
    }
    try {
      return parseDeployment(stdout);
    } catch (error) {
      throw new StackgateError(
        `"${binary} stack export --stack ${stack}": ${error instanceof Error ? error.message : String(error)}`,
        EXIT.failed,
        { cause: error },
      );
    }
  }

  /** The newest Cloud update as last read (undefined: not read yet). */
  let lastUpdate: CloudUpdate | null | undefined;

  /** Pulumi Cloud's lease: held while the newest update is in progress. */
  async function probeCloudLease(): Promise<LockProbe> {
    let update: CloudUpdate | null;
    try {
      update = await engine.latestUpdate();
    } catch (error) {
      return {
        kind: "unknown",
        message: `could not read the update history from Pulumi Cloud: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (update?.result !== "in-progress") return { kind: "free" };
    return {
      kind: "locked",
      holder: {
        id: `update ${update.version}`,
        who: update.message === "" ? "(no message)" : update.message,
        operation: update.kind,
        created: update.startTime,
      },
      message: `update ${update.version} (${update.kind}, started ${update.startTime}, message ${JSON.stringify(update.message)}) is in progress on ${backend.url}`,
    };
  }

  const engine: PulumiEngine = {
    name: "pulumi",
    workdir,
    stack,
    backend,
    binary,
    locks,

    versionInfo: () => version,

    async version(): Promise<string> {
      const { result, stdout, stderr } = await capture(["version"]);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} version" failed with exit code ${String(result.exitCode)}: ${lastLines(stderr.join("\n") || result.tail, 3)}`,
          EXIT.engineUnavailable,
        );
      }
      const parsed = parsePulumiVersion(stdout);
      if (!parsed) {
        throw new StackgateError(
          `could not read the version of "${binary}": expected "v3.x.y" from \`${binary} version\`, got: ${lastLines(stdout, 2)}`,
          EXIT.engineUnavailable,
        );
      }
      version = parsed;
      return parsed.text;
    },

    async init(onEvent?: EventSink): Promise<void> {
      await ensureVersion();
      onEvent?.({
        kind: "log",
        message: `pulumi: stack ${stack} on ${backend.kind === "cloud" ? "Pulumi Cloud" : "a DIY backend"} (${backend.url})`,
      });
    },

    async plan(request: PlanRequest): Promise<PlanOutcome> {
      await ensureVersion();
      const { outcome, document } = await preview(
        request.mode,
        request.vars,
        request.varFiles,
        request.onEvent,
        request.onStart,
      );
      if (outcome.kind !== "planned" || document === undefined) return outcome;
      writeFileAtomically(request.planFile, `${document}\n`);
      planModes.set(path.resolve(request.planFile), request.mode);
      return { ...outcome, planFile: request.planFile };
    },

    async showPlan(planFile: string, requested?: PlanRequest["mode"]): Promise<ChangeSet> {
      // Pulumi cannot apply a saved preview: re-preview now; the caller compares digests.
      const mode = requested ?? planModes.get(path.resolve(planFile)) ?? "normal";
      const { outcome } = await preview(mode, [], []);
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
            `${binary} preview (re-run to check the approved digest) failed: ${outcome.message}`,
            EXIT.failed,
          );
      }
    },

    async apply(request: ApplyRequest): Promise<ApplyOutcome> {
      await ensureVersion();
      const mode = request.mode ?? planModes.get(path.resolve(request.planFile)) ?? "normal";
      const verb: Verb =
        mode === "destroy" ? "destroy" : mode === "refresh-only" ? "refresh" : "up";
      const args = [
        verb,
        "--yes",
        "--skip-preview",
        "--json",
        "--suppress-outputs",
        ...(request.runId ? ["--message", updateMessage(verb, stack, request.runId)] : []),
        ...stackArgs,
      ];
      const run = await runStreamed(args, request.onEvent, request.onStart);
      return applyOutcome(run, verb);
    },

    async refresh(request: RefreshRequest): Promise<ApplyOutcome> {
      await ensureVersion();
      const args = [
        "refresh",
        "--yes",
        "--skip-preview",
        "--json",
        "--suppress-outputs",
        ...(request.clearPendingCreates ? ["--clear-pending-creates"] : []),
        ...(request.importPendingCreates ?? []).flatMap((p) => [
          "--import-pending-creates",
          p.urn,
          "--import-pending-creates",
          p.id,
        ]),
        ...stackArgs,
      ];
      const run = await runStreamed(args, request.onEvent, request.onStart);
      return applyOutcome(run, "refresh");
    },

    exportStack,

    async latestUpdate(options: { reuse?: boolean } = {}): Promise<CloudUpdate | null> {
      if (options.reuse && lastUpdate !== undefined) return lastUpdate;
      const args = ["stack", "history", "--json", "--page-size", "1", ...stackArgs];
      const { result, stdout, stderr } = await capture(args);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} ${args.join(" ")}" failed (exit ${String(result.exitCode)}): ${lastLines(stderr.join("\n") || result.tail, 5)}` +
            meaningHint(exitMeaning(result.exitCode, version)),
          EXIT.failed,
        );
      }
      try {
        lastUpdate = parseHistory(stdout)[0] ?? null;
        return lastUpdate;
      } catch (error) {
        throw new StackgateError(
          `"${binary} stack history --stack ${stack}": ${error instanceof Error ? error.message : String(error)}`,
          EXIT.failed,
          { cause: error },
        );
      }
    },

    async cancelUpdate(): Promise<"canceled" | "none"> {
      if (backend.kind !== "cloud") {
        throw new StackgateError(
          `refusing \`${binary} cancel\` on the DIY backend ${backend.url}: it deletes every lock file of the stack, live owners' included`,
          EXIT.usage,
        );
      }
      const { result, stdout, stderr } = await capture(["cancel", "--yes", ...stackArgs]);
      if (result.exitCode === 0) return "canceled";
      const text = `${stderr.join("\n")}\n${stdout}`;
      if (isNothingToCancel(text)) return "none";
      throw new StackgateError(
        `"${binary} cancel --yes --stack ${stack}" failed (exit ${String(result.exitCode)}): ${lastLines(text.trim() || result.tail, 5)}`,
        EXIT.failed,
      );
    },

    async probeLock(): Promise<LockProbe> {
      if (backend.kind === "cloud") return probeCloudLease();
      const listed = await locks.list();
      if (listed.kind === "unsupported") return { kind: "unknown", message: listed.reason };
      const first = listed.locks[0];
      if (!first) return { kind: "free" };
      return {
        kind: "locked",
        holder: {
          id: first.id,
          path: first.path,
          who: `${first.username}@${first.hostname}`,
          operation: `pid ${first.pid ?? "?"}`,
          created: first.timestamp,
          ...(listed.locks.length > 1 ? { info: `${listed.locks.length} lock files` } : {}),
        },
        message:
          `the stack ${stack} is locked by ${listed.locks.length} lock file(s):\n` +
          listed.locks
            .map(
              (l) =>
                `  ${l.path}: ${l.username}@${l.hostname} (pid ${l.pid ?? "?"}) at ${l.timestamp}`,
            )
            .join("\n"),
      };
    },

    async listState(): Promise<string[]> {
      return (await exportStack()).resources.map((r) => r.urn);
    },

    async listTainted(): Promise<string[]> {
      return (await exportStack()).resources.filter((r) => r.taint === true).map((r) => r.urn);
    },

    async pushState(file: string): Promise<void> {
      const { result, stderr } = await capture(["stack", "import", "--file", file, ...stackArgs]);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} stack import --file ${file} --stack ${stack}" failed: ${lastLines(stderr.join("\n") || result.tail, 5)}. Keep ${file}.`,
          EXIT.failed,
        );
      }
    },

    async importResource(address: string, id: string): Promise<void> {
      const urn = parseUrn(address);
      if (urn.type === "" || urn.parentTypes.length > 0) {
        throw new StackgateError(
          `cannot import ${address} with \`${binary} import\` automatically: it needs the resource's parent and provider. ` +
            `Run \`${binary} import --stack ${stack} <type> <name> ${id} --parent <parent URN>\` by hand.`,
          EXIT.failed,
        );
      }
      const { result, stderr } = await capture([
        "import",
        urn.type,
        urn.name,
        id,
        "--yes",
        "--skip-preview",
        ...stackArgs,
      ]);
      if (result.exitCode !== 0) {
        throw new StackgateError(
          `"${binary} import ${urn.type} ${urn.name} ${id}" failed: ${lastLines(stderr.join("\n") || result.tail, 5)}`,
          EXIT.failed,
        );
      }
    },
  };
  return engine;
}

function keep(lines: string[], line: string): void {
  lines.push(line);
  if (lines.length > MAX_STDERR_LINES) lines.splice(0, lines.length - MAX_STDERR_LINES);
}
