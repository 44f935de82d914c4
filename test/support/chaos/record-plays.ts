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
import { isRunning, sleep, waitFor } from "./procs.js";
import {
  asGitHubRun,
  checkout,
  checkResources,
  cli,
  expectRecovered,
  heldLock,
  nextUp,
  recordedCreates,
  reportedCreates,
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
  // a seeded moment. The resource's name is long (a journal line is ~2.6 KiB), so the page the
  // journal file already has takes at most one more line and its appends fail while A applies.
  // stackgate must notice, and stops its engine gracefully; A is killed at a seeded moment after
  // (or has stopped by itself, exit 1).
  // Its runner is gone with the disk: the next run, on a fresh checkout, must know every create
  // A reported complete, from the durable copy alone (entries the file could not take included).
  async "disk-full"(trial, base) {
    const runId = String(base);
    const a = await checkout(trial, join(trial.world.root, trial.report.kind, "a"));
    const journalDir = join(a.dir, ".stackgate", "journal");
    mkdirSync(journalDir, { recursive: true });
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,mode=0700", "tmpfs", journalDir]);
    try {
      const victim = await startVictim(trial, asGitHubRun(trial.world, runId, 1), a);
      const fillAfter = trial.rng.int(0, 800);
      const wait = trial.rng.int(0, 400);
      trial.report.moments.push(
        `journal disk filled ${fillAfter} ms after A's item 0, kill due ${wait} ms after the durable copy had A's reported creates`,
      );
      await sleep(fillAfter);
      fillDisk(journalDir);
      const full = diskIsFull(journalDir);
      // stackgate says so when an append fails; the kill comes once the durable copy has every
      // create A reported complete (else that is the violation), `wait` ms later.
      const noticed = await until(() => FULL_DISK_NOTICED.test(victim.run.stderr()), victim);
      if (!noticed) {
        trial.report.violations.push("stackgate never said that its journal's appends failed");
      }
      // What A reported complete and the durable copy does not name (null: the copy could not be
      // read this time — the probe raced a rewrite of the object; read again, never a pass).
      const missing = async (): Promise<string[] | null> => {
        try {
          const known = await recordedCreates(trial, a);
          return reportedCreates(trial, victim.run.stderr()).filter((r) => !known.has(r));
        } catch {
          return null;
        }
      };
      let left: string[] | null = null;
      await until(async () => (left = await missing())?.length === 0, victim);
      for (let read = 0; read < 5 && (left === null || left.length > 0); read++) {
        await sleep(200);
        left = await missing();
      }
      if (left === null || left.length > 0) {
        trial.report.violations.push(
          left === null
            ? "the durable copy could not be read (5 tries after A's end)"
            : `creates A reported complete are not in the durable copy (10 s, and after A's end): ${left.join(", ")}`,
        );
      }
      await sleep(wait);
      const killed = await victim.kill("A: up, its journal's disk full (SIGKILLed)", true);
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
      // A short write on the full disk must fail the entry whole: a cut line left in the file
      // becomes a broken line mid-file once a later append gets room (the strict read refuses).
      if (kept.cut.length > 0) {
        trial.report.violations.push(
          `A's local journal holds ${kept.cut.length} cut entry(ies) (${kept.cut.map((l) => `${l.length} bytes`).join(", ")}): a short write on the full disk was taken as written`,
        );
      }
      // What A's output showed created must be known, whichever copy kept it.
      for (const address of reportedCreates(trial, killed.stderr)) trial.recorded?.add(address);
    } finally {
      execFileSync("umount", ["-l", journalDir]);
    }
    writeGate(trial);
    const next = await checkout(trial, join(trial.world.root, trial.report.kind, "next"));
    const up = await nextUp(trial, asGitHubRun(trial.world, String(base + 1), 1), next);
    expectRecovered(trial, up, runId);
    await checkResources(trial, next);
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
): Promise<{ local: number; cut: string[]; durable: number }> {
  const read = readJournal(journalFile(at.dir, trial.stack.name));
  const local = read.entries.length;
  const cut = read.badLines;
  const copy = await backendDriver(trial.stack.backend).durableJournal(
    trial.world,
    trial.stack,
    trial.durableDir,
  );
  return { local, cut, durable: copy?.entries?.length ?? 0 };
}

/** What stackgate says when its journal's local append fails (journal/journal.ts). */
const FULL_DISK_NOTICED = /the journal's later entries stay in memory/;

/** Polls `check` up to 10 s, or until A ends; whether it held. */
async function until(
  check: () => boolean | Promise<boolean>,
  victim: { ended(): boolean },
): Promise<boolean> {
  try {
    await waitFor("a check", async () => victim.ended() || (await check()), 10_000, 50);
  } catch {
    return false;
  }
  return check();
}
