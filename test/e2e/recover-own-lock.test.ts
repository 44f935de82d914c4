/**
 * Issue 25, case 7: recovery's own engine operations (imports of orphans, the refresh, a state
 * push) run under a lock recovery journals before it takes it (recovery/own-lock.ts), with its
 * own pid as the taker. Attacked with real Terraform against s3rver + dynalite on the built CLI
 * (dist/cli.js): an `up` is killed mid-apply (3 of 4 created) and its lock released with
 * `unlock`, so the next `recover` meets a free lock and must lock the state itself; then
 * - `recover` is SIGKILLed (with its engine) the moment a lock appears during it: a second
 *   `recover` proves that lock's owner dead, finishes, and the next `up` creates only what is
 *   missing. Before the change the lock was `terraform import`'s own, which no journal names,
 *   and the second `recover` kept it for a person (exit 4);
 * - `recover` is frozen (SIGSTOP) the moment a lock appears during it, and a second `recover`
 *   of the same run runs meanwhile: it must prove the lock is a live recovery's (named with
 *   its pid), exit 4 and write nothing; the first then finishes alone. Before the change the
 *   second one could only say "no stackgate journal names this lock's owner";
 * - the dead run's lock is still held: the first `recover` takes it over (rewritten only while
 *   it is still the dead run's) and is frozen while it imports; a second `recover` must meet a
 *   live recovery's lock, exit 4 and write nothing. Before the take-over both proved the dead
 *   run's lock dead and both imported under it.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Harness, type RecoverJson, type S3Harness } from "../support/s3-harness.js";
import {
  freezeAndKill,
  reapLeftovers,
  trialProcesses,
  trySignal,
  waitGone,
} from "../support/chaos/procs.js";
import { CLI_ENTRY } from "../support/dist.js";

let h: S3Harness;

beforeAll(async () => {
  h = await createS3Harness();
});
afterAll(async () => {
  await h?.dispose();
});

const ITEMS = [0, 1, 2, 3].map((i) => `terraform_data.item[${i}]`);
/** What a recovery that changed nothing never did. */
const WRITES = new Set(["import", "push-errored-state", "refresh", "restore-state"]);

/** A dead `up` (3 of 4 created, killed) whose lock was released: the state lock is free. */
async function deadRunWithFreeLock(key: string): Promise<string> {
  const dir = h.project(key, "both");
  await h.killMidApply(dir);
  const unlocked = await h.stackgate(dir, ["unlock"]);
  expect([0, 1], unlocked.context).toContain(unlocked.exitCode);
  expect(await h.lockIds(key, "both")).toEqual({ dynamo: null, file: null });
  return dir;
}

function startRecover(dir: string, tag: string) {
  return execa(process.execPath, [CLI_ENTRY, "recover", "--json", "-C", dir], {
    env: { ...h.env, STACKGATE_CHAOS_TRIAL: tag },
    detached: true,
    reject: false,
  });
}

/** Waits until a lock is in the backend while `recover` runs; its ID. */
async function lockDuringRecover(key: string, exited: () => boolean): Promise<string> {
  let id: string | null | undefined = null;
  await h.waitFor("a lock in the backend during recover", async () => {
    if (exited()) throw new Error("recover ended before any lock appeared in the backend");
    id = (await h.lockIds(key, "dynamodb")).dynamo;
    return id !== null && id !== undefined;
  });
  return String(id);
}

/** The resources the next `up --yes` journaled as created. */
async function nextUpCreates(dir: string): Promise<string[]> {
  writeFileSync(path.join(dir, "gate"), "");
  // item[3]'s create was cut by the kill before it was confirmed: an open item a person accepts
  // (terraform_data exists nowhere but in the state).
  const accept = ["--accept-open-items", "terraform_data.item[3]"];
  const next = await h.stackgate(dir, ["up", "--yes", ...accept]);
  expect(next.exitCode, next.context).toBe(0);
  expect((await h.stateList(dir)).sort()).toEqual(ITEMS);
  return h
    .journalLines(dir)
    .filter((l) => l.type === "resource" && l.action === "create" && l.status === "done")
    .map((l) => String(l.address));
}

describe("s3: recovery's own writes run under a lock its journal names", () => {
  it("a recover killed while it holds a lock leaves one the next recover proves dead", async () => {
    const key = "recover-killed/terraform.tfstate";
    const dir = await deadRunWithFreeLock(key);
    const tag = `recover-own-lock-kill-${process.pid}`;
    const first = startRecover(dir, tag);
    let ended = false;
    void first.finally(() => (ended = true));
    const stranded = await lockDuringRecover(key, () => ended);
    const killed = freezeAndKill(tag, first.pid === undefined ? [] : [first.pid]);
    await first;
    expect(await waitGone(killed.map((p) => p.pid))).toEqual([]);
    expect((await h.lockIds(key, "both")).dynamo, "the lock the kill stranded").toBe(stranded);
    const named = h.journalLines(dir).find((l) => l.type === "lock" && l.lockId === stranded);
    expect.soft(named?.by, `the journal names ${stranded} with its taker`).toMatchObject({
      pid: first.pid,
    });

    const second = await h.stackgate(dir, ["recover"]);
    expect([0, 1], second.context).toContain(second.exitCode);
    const result = second.json() as unknown as RecoverJson;
    expect(result.lock.after.kind, second.context).toBe("free");
    expect(
      result.actions.some((a) => a.kind === "unlock" && a.detail.includes(stranded)),
      second.context,
    ).toBe(true);
    expect(result.actions.filter((a) => a.kind === "import").length, second.context).toBe(3);
    expect(await h.lockIds(key, "both")).toEqual({ dynamo: null, file: null });
    // Recovery put what the dead run created into the state: the next up creates only item[3].
    expect(await nextUpCreates(dir)).toEqual(["terraform_data.item[3]"]);
    expect(await reapLeftovers(tag)).toEqual([]);
  });

  it("two recovers of one dead run: the second meets the first's live lock and writes nothing", async () => {
    const key = "recover-twice/terraform.tfstate";
    const dir = await deadRunWithFreeLock(key);
    const tag = `recover-own-lock-twice-${process.pid}`;
    const first = startRecover(dir, tag);
    h.own(first);
    let ended = false;
    void first.finally(() => (ended = true));
    const held = await lockDuringRecover(key, () => ended);
    // Frozen to a fixed point: a child the first recover spawned after a listing (its next
    // `terraform import`) would write on and move the state under the second recover's check.
    const frozen = await freezeTree(tag, first.pid === undefined ? [] : [first.pid]);
    const stateBefore = (await h.stateList(dir)).sort();
    let second;
    let stateAfter: string[];
    try {
      second = await h.stackgate(dir, ["recover"]);
      stateAfter = (await h.stateList(dir)).sort(); // before the frozen recover resumes
    } finally {
      for (const p of frozen) trySignal(p.pid, "SIGCONT");
    }
    const other = second.json() as unknown as RecoverJson;
    expect(second.exitCode, second.context).toBe(4);
    expect(
      other.actions.filter((a) => WRITES.has(a.kind)),
      second.context,
    ).toEqual([]);
    expect(second.context).toContain(`taken by a recovery of run`);
    expect(second.context).toContain(`stackgate pid ${first.pid}`);
    expect(stateAfter, second.context).toEqual(stateBefore);
    expect((await h.lockIds(key, "both")).dynamo).toBe(held);

    const done = await first;
    const acted = JSON.parse(done.stdout) as RecoverJson;
    expect([0, 1], done.stderr).toContain(done.exitCode);
    expect(acted.lock.after.kind, done.stderr).toBe("free");
    expect(acted.actions.filter((a) => a.kind === "import").length, done.stderr).toBe(3);
    expect(await h.lockIds(key, "both")).toEqual({ dynamo: null, file: null });
    expect(await nextUpCreates(dir)).toEqual(["terraform_data.item[3]"]);
    expect(await reapLeftovers(tag)).toEqual([]);
  });

  it("a dead run's lock still held: the first recover takes it over; a second one meets it and writes nothing", async () => {
    const key = "recover-take-over/terraform.tfstate";
    const dir = h.project(key, "both");
    await h.killMidApply(dir);
    const dead = (await h.lockIds(key, "both")).dynamo;
    expect(dead, "the dead run's lock, kept for recovery").not.toBeNull();
    const tag = `recover-own-lock-take-over-${process.pid}`;
    const first = startRecover(dir, tag);
    h.own(first);
    let ended = false;
    void first.finally(() => (ended = true));
    // The first recover is writing (a `terraform import` of what the dead run created): frozen
    // there, so the second one meets the lock exactly as the first writes under it.
    await h.waitFor("the first recover's terraform import", () => {
      if (ended) throw new Error("recover ended before it imported anything");
      const roots = first.pid === undefined ? [] : [first.pid];
      return Promise.resolve(
        trialProcesses(tag, roots).some((p) => / import /.test(p.cmdline.replace(/\0/g, " "))),
      );
    });
    const frozen = await freezeTree(tag, first.pid === undefined ? [] : [first.pid]);
    const stateBefore = (await h.stateList(dir)).sort();
    let second;
    let stateAfter: string[];
    try {
      second = await h.stackgate(dir, ["recover"]);
      stateAfter = (await h.stateList(dir)).sort(); // before the frozen import resumes
    } finally {
      for (const p of frozen) trySignal(p.pid, "SIGCONT");
    }
    const other = second.json() as unknown as RecoverJson;
    // Before the take-over both worked under the dead run's lock: the second imported too.
    expect(
      other.actions.filter((a) => WRITES.has(a.kind)),
      second.context,
    ).toEqual([]);
    expect(second.exitCode, second.context).toBe(4);
    expect(second.context).toContain(`stackgate pid ${first.pid}`);
    expect(stateAfter, second.context).toEqual(stateBefore);

    const done = await first;
    const acted = JSON.parse(done.stdout) as RecoverJson;
    expect([0, 1], done.stderr).toContain(done.exitCode);
    expect(acted.lock.after.kind, done.stderr).toBe("free");
    expect(acted.actions.filter((a) => a.kind === "import").length, done.stderr).toBe(3);
    expect(
      acted.actions.some((a) => a.kind === "unlock" && a.detail.includes(String(dead))),
      done.stderr,
    ).toBe(true);
    expect(await h.lockIds(key, "both")).toEqual({ dynamo: null, file: null });
    expect(await nextUpCreates(dir)).toEqual(["terraform_data.item[3]"]);
    expect(await reapLeftovers(tag)).toEqual([]);
  });
});

/** SIGSTOPs every process of `tag` (and `roots`) until a listing finds no new one. */
async function freezeTree(tag: string, roots: number[]): Promise<{ pid: number }[]> {
  const stopped = new Map<number, { pid: number }>();
  for (let round = 0; round < 20; round++) {
    const fresh = trialProcesses(tag, roots).filter((p) => !stopped.has(p.pid));
    if (fresh.length === 0 && round > 0) break;
    for (const p of fresh) {
      trySignal(p.pid, "SIGSTOP");
      stopped.set(p.pid, p);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [...stopped.values()];
}
