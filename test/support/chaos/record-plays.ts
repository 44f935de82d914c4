/**
 * The four record trials as played (record-trials.ts says what they prove): re-run, matrix
 * sibling, later run, full disk.
 */
import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { backendDriver } from "./backends.js";
import { journalFile, readJournal } from "./journal.js";
import { isRunning, sleep } from "./procs.js";
import {
  asGitHubRun,
  checkout,
  checkResources,
  cli,
  expectRecovered,
  heldLock,
  nextUp,
  startVictim,
  writeGate,
  type Checkout,
  type RecordKind,
  type Trial,
} from "./record-harness.js";

/** Writes zeros until the file system under `dir` is full; returns the filler's path. */
function fillDisk(dir: string): string {
  const file = join(dir, "filler");
  for (const size of [64 * 1024, 512]) {
    const fd = openSync(file, "a");
    try {
      for (;;) writeSync(fd, Buffer.alloc(size));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    } finally {
      closeSync(fd);
    }
  }
  return file;
}

type Play = (trial: Trial, base: number) => Promise<void>;

export const PLAYS: Readonly<Record<RecordKind, Play>> = {
  // Attempt 1 killed; "Re-run jobs": attempt 2 of the same run id (pg, s3: on a fresh runner's
  // checkout; local: the state is in the checkout, a self-hosted runner's workspace).
  async rerun(trial, base) {
    const runId = String(base);
    const a = await checkout(trial, join(trial.world.root, trial.report.kind, "a"));
    const victim = await startVictim(trial, asGitHubRun(trial.world, runId, 1), a);
    const wait = trial.rng.int(0, 2_500);
    trial.report.moments.push(`A killed ${wait} ms after item 0 was journaled`);
    await sleep(wait);
    await victim.kill("A: up, attempt 1 (SIGKILLed)");
    writeGate(trial);
    const b =
      trial.stack.backend === "local"
        ? a
        : await checkout(trial, join(trial.world.root, trial.report.kind, "b"));
    const up = await nextUp(trial, asGitHubRun(trial.world, runId, 2), b);
    expectRecovered(trial, up, runId);
    await checkResources(trial, b);
  },
  // A matrix sibling (same run, attempt and job: GitHub gives no index) `up`s the same stack
  // while A applies (pg, s3: its own checkout; local: the same workdir) and must end "locked",
  // A's lock untouched; then A is killed and the next run recovers A from its record.
  async sibling(trial, base) {
    const runId = String(base);
    const a = await checkout(trial, join(trial.world.root, trial.report.kind, "a"));
    const victim = await startVictim(trial, asGitHubRun(trial.world, runId, 1), a);
    const lockBefore = await heldLock(trial, a);
    const delay = trial.rng.int(0, 1_000);
    await sleep(delay);
    const s =
      trial.stack.backend === "local"
        ? a
        : await checkout(trial, join(trial.world.root, trial.report.kind, "sibling"));
    const sib = await cli(
      trial,
      asGitHubRun(trial.world, runId, 1),
      "sibling: up",
      ["up", "--yes", "--json"],
      s,
    );
    if (sib.exitCode !== 4 || sib.json?.outcome !== "locked") {
      trial.report.violations.push(
        `the sibling must find the stack locked (exit 4): exit ${sib.exitCode}, outcome ${String(sib.json?.outcome)}`,
      );
    }
    if (!isRunning(victim.run.pid) || victim.ended())
      trial.report.violations.push("run A stopped running while its sibling ran");
    const lockAfter = await heldLock(trial, a);
    if (lockAfter !== lockBefore) {
      trial.report.violations.push(
        `the sibling changed A's live lock: ${String(lockBefore)} → ${String(lockAfter)}`,
      );
    }
    const wait = trial.rng.int(0, 1_500);
    trial.report.moments.push(
      `sibling started ${delay} ms after A's item 0, A killed ${wait} ms after the sibling ended`,
    );
    await sleep(wait);
    await victim.kill("A: up (SIGKILLed)");
    writeGate(trial);
    const n =
      trial.stack.backend === "local"
        ? a
        : await checkout(trial, join(trial.world.root, trial.report.kind, "next"));
    const up = await nextUp(trial, asGitHubRun(trial.world, String(base + 1), 1), n);
    expectRecovered(trial, up, runId);
    await checkResources(trial, n);
  },
  // A killed; a later run (a new run id) on a fresh checkout: only the durable copy knows A.
  async "later-run"(trial, base) {
    const runId = String(base);
    const a = await checkout(trial, join(trial.world.root, trial.report.kind, "a"));
    const victim = await startVictim(trial, asGitHubRun(trial.world, runId, 1), a);
    const wait = trial.rng.int(0, 2_500);
    trial.report.moments.push(`A killed ${wait} ms after item 0 was journaled`);
    await sleep(wait);
    await victim.kill("A: up (SIGKILLed)");
    writeGate(trial);
    const later = await checkout(trial, join(trial.world.root, trial.report.kind, "later"));
    if (existsSync(join(later.dir, ".stackgate")))
      trial.report.violations.push("harness: the fresh checkout has a .stackgate");
    const up = await nextUp(trial, asGitHubRun(trial.world, String(base + 1), 1), later);
    expectRecovered(trial, up, runId);
    await checkResources(trial, later);
  },
  // The journal's own disk fills mid-apply: A's `.stackgate/journal` is a small tmpfs, filled at
  // a seeded moment. The resource's name is long (a journal line is ~1.6 KiB), so the page the
  // journal file already has takes at most two more lines and its appends fail while A applies.
  // A stops itself (exit 1) or is killed; the disk is cleaned and the next run, in that
  // checkout, still knows what A did: the durable copy carries what the file could not.
  async "disk-full"(trial, base) {
    const runId = String(base);
    const a = await checkout(trial, join(trial.world.root, trial.report.kind, "a"));
    const journalDir = join(a.dir, ".stackgate", "journal");
    mkdirSync(journalDir, { recursive: true });
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,mode=0700", "tmpfs", journalDir]);
    try {
      const victim = await startVictim(trial, asGitHubRun(trial.world, runId, 1), a);
      const fillAfter = trial.rng.int(0, 800);
      const wait = trial.rng.int(1_500, 2_500);
      trial.report.moments.push(
        `journal disk filled ${fillAfter} ms after A's item 0, A killed ${wait} ms later`,
      );
      await sleep(fillAfter);
      const filler = fillDisk(journalDir);
      const full = diskIsFull(journalDir);
      await sleep(wait);
      await victim.kill("A: up, its journal's disk full (SIGKILLed)", true);
      if (!full) trial.report.violations.push("harness: the journal's disk was not full");
      const kept = await journalCounts(trial, a);
      trial.report.moments.push(
        `A's local journal kept ${kept.local} entries, the durable copy ${kept.durable}`,
      );
      if (kept.local >= kept.durable) {
        trial.report.violations.push(
          `harness: A's local journal appends never failed (it kept ${kept.local} entries, the durable copy ${kept.durable}): no full disk was tried`,
        );
      }
      rmSync(filler);
      writeGate(trial);
      const up = await nextUp(trial, asGitHubRun(trial.world, String(base + 1), 1), a);
      expectRecovered(trial, up, runId);
      await checkResources(trial, a);
    } finally {
      execFileSync("umount", ["-l", journalDir]);
    }
  },
};

/** A new page cannot be had under `dir`: an 8 KiB file fails with ENOSPC. */
function diskIsFull(dir: string): boolean {
  const probe = join(dir, "probe");
  try {
    writeFileSync(probe, Buffer.alloc(8 * 1024));
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOSPC";
  } finally {
    rmSync(probe, { force: true });
  }
}

/** How many entries of A's record each copy kept. */
async function journalCounts(
  trial: Trial,
  at: Checkout,
): Promise<{ local: number; durable: number }> {
  const local = readJournal(journalFile(at.dir, trial.stack.name)).entries.length;
  const copy = await backendDriver(trial.stack.backend).durableJournal(
    trial.world,
    trial.stack,
    "",
  );
  return { local, durable: copy?.entries?.length ?? 0 };
}
