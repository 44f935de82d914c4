/**
 * `recover`: the post step, and the pre-flight of every preview/up. Finds what a stopped or
 * killed run left behind and repairs it, reporting every action:
 * a surviving engine (stopped gracefully), `errored.tfstate` (pushed), a stranded lock
 * (released only when its owner is provably dead), and a half-applied state: tainted
 * resources, drift after an interrupted apply (refresh per policy), and orphans — resources
 * the journal saw created that are in no state — listed with ready-to-run import commands
 * or imported when the policy says so.
 */
import { runTerraformRecover } from "./terraform-runs.js";
import type { RecoverOptions, RecoverResult } from "./result.js";
import { existsSync } from "node:fs";
import path from "node:path";
import { EXIT, StackgateError } from "../errors.js";

import { readBackendConfig } from "../backends/backend-config.js";
import { journalKey, readUnfinishedRunsOnce } from "../journal/run-journal.js";
import type { LifecycleDeps } from "../command/deps.js";
import { runPulumiRecover } from "./recover-pulumi.js";
import { assessRun } from "./recover-common.js";
import { UNKNOWN_RUN_LIVENESS } from "../locks/liveness.js";

import { FileJournalStore } from "../journal/file-store.js";

import { recordKey, type JournalState } from "../journal/entries.js";
import { assertJournalFor, isTerminal } from "../journal/fold.js";

import { openItemsStore, resolveOpenItem, settleOpenItems } from "./open-items.js";
import { type Settings } from "../settings/index.js";
/** Recovers what the last run left (the Terraform/OpenTofu or the Pulumi way). */
export async function runRecover(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions = { mode: "recover" },
): Promise<RecoverResult> {
  if (options.mode === "unlock") return recoverWith(settings, deps, options);
  // A person's `--resolve` first: the recovery proper then sees the item closed.
  const resolved = options.mode === "recover" ? await resolveOpenItem(settings, deps) : null;
  const closed = await closedItems(settings);
  const result = await recoverWith(settings, deps, {
    ...options,
    settled: (runId, address) => closed.has(`${runId} ${address}`),
  });
  const state = result.journal === null ? null : lastRunState(settings);
  return settleOpenItems(settings, deps, result, state, resolved);
}

function recoverWith(
  settings: Settings,
  deps: LifecycleDeps,
  options: RecoverOptions,
): Promise<RecoverResult> {
  return settings.engine === "pulumi"
    ? runPulumiRecover(settings, deps, options)
    : runTerraformRecover(settings, deps, options);
}

/** `<run id> <address>` of every item a person closed: its orphans are not reported again. */
async function closedItems(settings: Settings): Promise<Set<string>> {
  const store = openItemsStore(settings);
  try {
    const doc = await store.read();
    return new Set(
      doc.items
        .filter((i) => i.closed !== undefined && i.closed.how !== "proven")
        .map((i) => `${i.runId} ${i.address}`),
    );
  } catch {
    // Unreadable now (settleOpenItems says so in the report): every orphan is reported again.
    return new Set();
  } finally {
    await store.close().catch(() => undefined);
  }
}

/** The run recovery just worked on, as this workdir's journal now holds it (for its run URL). */
function lastRunState(settings: Settings): JournalState | null {
  try {
    return FileJournalStore.forStack(settings.workdir, settings.stack).readState();
  } catch {
    return null;
  }
}

/**
 * `needsRecovery` from this machine's local journal alone (no network): whether a run here
 * left work for recover. An unreadable journal counts as no (recover reports it in detail).
 */
export function needsRecoveryHere(settings: Settings): boolean {
  try {
    return needsRecovery(
      settings,
      FileJournalStore.forStack(settings.workdir, settings.stack).readState(),
    );
  } catch {
    return false;
  }
}

/** True when `state` is the run this workdir's own journal file holds. */
function inLocalJournal(settings: Settings, state: JournalState): boolean {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack).readState();
  return local?.header.runId === state.header.runId;
}

/** Cheap check for pre-flight: is there anything to recover at all? */
function needsRecovery(settings: Settings, state: JournalState | null): boolean {
  return (
    (state !== null && !isTerminal(state)) ||
    existsSync(path.join(settings.workdir, "errored.tfstate"))
  );
}

/**
 * Pre-flight of preview/up: recovers first when the last run did not finish and is provably
 * over; refuses on doubt. A last run that may still be running (on this host, or elsewhere
 * where nobody can tell) is left alone: this run then meets its lock like any other and waits
 * (`lock-timeout`) or stops at it.
 */
export async function runPreflight(settings: Settings, deps: LifecycleDeps): Promise<void> {
  const backend = readBackendConfig(settings.workdir, process.env);
  const runs = await readUnfinishedRunsOnce(settings, backend, process.env);
  // Named by its file: a renamed --project (or stack, workdir) meets the old run's journal.
  const file = FileJournalStore.forStack(settings.workdir, settings.stack).file;
  for (const state of runs) assertJournalFor(state, journalKey(settings), `the journal ${file}`);
  const errored = existsSync(path.join(settings.workdir, "errored.tfstate"));
  if (runs.length === 0 && !errored) return;
  const liveness = deps.runLiveness ?? UNKNOWN_RUN_LIVENESS;
  // Every unfinished run is weighed, each by its own attempt (issue 25): the ones provably
  // over are recovered, oldest first; one that may be alive is left alone.
  const over: JournalState[] = [];
  const reasons: string[] = [];
  for (const state of runs) {
    const verdict = await assessRun(state, liveness);
    if (verdict.kind === "over") {
      over.push(state);
      reasons.push(verdict.reason);
      continue;
    }
    if (inLocalJournal(settings, state)) {
      // This very workdir's run is live: a new run here cannot start beside it.
      throw new StackgateError(
        `the last run of this workdir (${state.header.runId}, phase ${state.phase}) is still running: ${verdict.reason}. ` +
          `Nothing new was started; wait for it to finish.`,
        EXIT.locked,
        { outcome: "locked" },
      );
    }
    deps.output.info(
      `pre-flight: the run ${state.header.runId} (phase ${state.phase}) is ${verdict.kind === "alive" ? "still running" : "live or cannot be checked from here"}: ${verdict.reason}. ` +
        `stackgate leaves it alone.`,
    );
  }
  if (over.length === 0 && !errored) return;
  const named = over.map((s) => `${s.header.runId}, phase ${s.phase}`).join("; ");
  if (deps.preflight === "report-only") {
    deps.output.warn(
      `pre-flight: ${over.length > 0 ? `the run(s) ${named}` : "the last run"} did not finish cleanly, ` +
        "but this is a preview of pull-request code, which never changes the state: nothing was repaired here. " +
        "The apply job repairs it after its gate, or run `stackgate recover` (the post step / final: step of the interrupted run does too).",
    );
    return;
  }
  deps.output.info(
    `pre-flight: ${over.length > 0 ? `the run(s) ${named}` : "the last run"} did not finish cleanly${reasons.length > 0 ? ` and ${reasons.join("; ")}` : ""}; recovering first`,
  );
  const result = await runRecover(settings, deps, {
    mode: "preflight",
    runLiveness: liveness,
    // Only the runs proven over; with none (an errored.tfstate alone), every one, as before.
    ...(over.length > 0 ? { only: new Set(over.map((s) => recordKey(s.header))) } : {}),
  });
  if (result.outcome === "needs-attention" && result.nextRunMayStart) {
    // Told, and not blocking: the next run could not resolve it either (see RecoverResult).
    deps.output.warn(`pre-flight: recovery left this for a person:\n${result.left.join("\n")}`);
    return;
  }
  if (result.outcome === "needs-attention" || result.outcome === "failed") {
    // The underlying error first, as itself; then what stackgate was doing when it met it.
    throw new StackgateError(
      `${result.message ?? "recovery needs attention"}\n\n` +
        `pre-flight: recovering the last run could not finish, so nothing new was started. Run \`stackgate recover\` for details.`,
      result.exitCode,
      { outcome: result.exitCode === EXIT.locked ? "locked" : "failed" },
    );
  }
}
