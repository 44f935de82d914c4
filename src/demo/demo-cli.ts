/**
 * The demo's moving parts: each step is a real `stackgate` process (the built CLI started
 * with this node), and the hard stop is a real SIGKILL of that run, timed by its journal.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { EXIT, StackgateError } from "../errors.js";
import type { ProcessRunner, RunningProcess } from "../process/runner.js";

import { FileJournalStore } from "../journal/file-store.js";
import { isPidAlive } from "../locks/liveness.js";
import type { Interrupts } from "../signals/signal-trap.js";

import { type JournalResource, type JournalState } from "../journal/entries.js";
export interface CliStep {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** What the command printed on stdout: its result, as a CI log shows it. */
  stdout: string[];
  /** The end of its stdout+stderr, for when something went wrong. */
  tail: string;
}

export interface DemoCli {
  /** Starts `stackgate <args>` in its own process group (as a CI step's process tree). */
  start(args: readonly string[]): { process: RunningProcess; result: Promise<CliStep> };
  run(args: readonly string[]): Promise<CliStep>;
}

/**
 * Runs `stackgate <args> <common>` in `workdir`. A stop of the demo (Ctrl-C) is passed on to
 * the running step as SIGINT — stackgate then stops its engine gracefully — and no new step
 * starts.
 */
export function createDemoCli(
  runner: ProcessRunner,
  interrupts: Interrupts,
  cliPath: string,
  workdir: string,
  common: readonly string[],
): DemoCli {
  const stopped = (): void => {
    if (interrupts.received === null) return;
    throw new StackgateError(
      `demo: stopped by ${interrupts.received}; its files are in ${workdir}`,
      interrupts.exitCode ?? EXIT.failed,
    );
  };
  const start = (args: readonly string[]) => {
    stopped();
    const stdout: string[] = [];
    const process_ = runner.start({
      command: process.execPath,
      args: [cliPath, ...args, ...common],
      cwd: workdir,
      detached: true,
      onStdoutLine: (line) => void stdout.push(line),
    });
    const unsubscribe = interrupts.onInterrupt(() => void process_.signal("SIGINT"));
    const result = process_.done.then((done) => {
      unsubscribe();
      stopped();
      if (done.spawnFailed) {
        throw new StackgateError(
          `demo: could not start ${process.execPath} ${cliPath}: ${done.spawnError ?? "unknown error"}`,
          EXIT.failed,
        );
      }
      return { exitCode: done.exitCode, signal: done.signal, stdout, tail: done.tail };
    });
    return { process: process_, result };
  };
  return { start, run: (args) => start(args).result };
}

/** Throws with the command's own output when it did not end as the story needs. */
export function expectExit(step: CliStep, expected: number, what: string): CliStep {
  if (step.exitCode === expected) return step;
  const got = step.signal ? `was killed by ${step.signal}` : `exited ${step.exitCode}`;
  throw new StackgateError(
    `demo: \`stackgate ${what}\` ${got}, expected exit ${expected}. Its output ended with:\n${step.tail}`,
    EXIT.failed,
  );
}

export interface KilledApply {
  /** The journal as the killed run left it. */
  journal: JournalState;
  stackgatePid: number;
  enginePid: number;
}

const POLL_MS = 100;

/**
 * Watches the running `up`'s journal and, once it shows `createdBeforeKill` resources created
 * (and the run's lock id recorded), SIGKILLs the stackgate process group and the engine's:
 * no signal reaches either in time to clean up, as when a CI runner's container is killed.
 */
export async function killMidApply(
  running: { process: RunningProcess; result: Promise<CliStep> },
  workdir: string,
  stack: string,
  createdBeforeKill: number,
  onResource: (resource: JournalResource) => void,
): Promise<KilledApply> {
  const journal = FileJournalStore.forStack(workdir, stack);
  // Settles when the run ends by itself (or was stopped): then it cannot be killed mid-apply.
  let ended = false;
  const ending = running.result.finally(() => (ended = true));
  void ending.catch(() => undefined);
  const seen = new Map<string, string>();
  for (;;) {
    const state = readQuietly(journal);
    for (const r of state?.resources ?? []) {
      if (seen.get(r.address) === r.status) continue;
      seen.set(r.address, r.status);
      onResource(r);
    }
    const done = state?.resources.filter((r) => r.status === "done").length ?? 0;
    const pids = { stackgate: running.process.pid, engine: state?.enginePid };
    if (state && done >= createdBeforeKill && state.lockId && pids.stackgate && pids.engine) {
      running.process.signal("SIGKILL");
      killGroup(pids.engine);
      await running.result;
      await waitUntilGone([pids.stackgate, pids.engine]);
      const left = readQuietly(journal) ?? state;
      return { journal: left, stackgatePid: pids.stackgate, enginePid: pids.engine };
    }
    if (ended) {
      const step = await ending; // rethrows a stop of the demo
      throw new StackgateError(
        `demo: the apply ended (exit ${step.exitCode}) before ${createdBeforeKill} resources were created, so it could not be stopped in the middle. Its output ended with:\n${step.tail}`,
        EXIT.failed,
      );
    }
    await sleep(POLL_MS);
  }
}

/** The journal mid-write may end in half a line: that read is skipped, the next one counts. */
function readQuietly(journal: FileJournalStore): JournalState | null {
  try {
    return journal.readState();
  } catch {
    return null;
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // ESRCH: already gone
  }
}

async function waitUntilGone(pids: readonly number[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (pids.some(isPidAlive)) {
    if (Date.now() > deadline) {
      throw new StackgateError(
        `demo: processes ${pids.filter(isPidAlive).join(", ")} still run 10 s after SIGKILL`,
        EXIT.failed,
      );
    }
    await sleep(POLL_MS);
  }
}

/**
 * What exists in the demo's cloud directory: resource name → the id of every creation of it
 * (one line each: a resource created twice shows two ids).
 */
export function readCloud(dir: string): Map<string, string[]> {
  const cloud = new Map<string, string[]>();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return cloud;
  }
  for (const name of names.sort()) {
    const ids = readFileSync(path.join(dir, name), "utf8").split("\n").filter(Boolean);
    cloud.set(name, ids);
  }
  return cloud;
}
