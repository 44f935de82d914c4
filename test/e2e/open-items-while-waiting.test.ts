/**
 * Open items that appear while a run waits (issue 26): run B of the same repository (another
 * clone, another runner: the same journal key) starts while run A applies and waits for A's
 * lock; A is killed mid-create and `recover` in A's clone leaves its cut create as an open
 * item, then releases A's lock. B then takes the lock and plans a create of that very address.
 * B checked the open items before its engine started, when there were none: it must check them
 * again before it applies, and refuse (exit 3) instead of creating what may already exist.
 * Before that second check B applied (exit 0). Once a person closes the item, B's next run
 * applies. Real Terraform against s3rver + dynalite, on the built CLI (dist/cli.js).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa, type ResultPromise } from "execa";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CLI_ENTRY } from "../support/dist.js";
import { createS3Harness, type S3Harness } from "../support/s3-harness.js";

let h: S3Harness;

beforeAll(async () => {
  h = await createS3Harness();
});
afterAll(async () => {
  await h?.dispose();
});

/** What stackgate prints while it waits for a lock it takes itself (lifecycle/own-lock.ts). */
const WAITING = /^the state is locked: .*; waiting up to \S+ \(--lock-timeout\)/m;
const CUT = "terraform_data.item[3]";

/** A clone of one repository: `<root>/repo` with its own `.git`, the stack at its top. */
function clone(key: string): string {
  const dir = path.join(h.tempDir(), "repo");
  mkdirSync(path.join(dir, ".git"), { recursive: true });
  return h.project(key, "dynamodb", dir);
}

it(
  "a run that waited for the lock refuses the open items a recovery left meanwhile",
  { timeout: 240_000 },
  async () => {
    const key = "waiting/terraform.tfstate";
    const dirA = clone(key);
    const dirB = clone(key);
    writeFileSync(path.join(dirB, "gate"), ""); // B's item[3] does not wait
    let runB: ResultPromise<{ detached: true; reject: false; all: true }> | null = null;
    let stderrB = "";
    const startB = (): void => {
      runB = execa(
        process.execPath,
        [CLI_ENTRY, "up", "--yes", "--json", "--lock-timeout", "120s", "-C", dirB],
        { env: h.env, detached: true, reject: false, all: true },
      );
      h.own(runB);
      runB.stderr?.on("data", (chunk: Buffer) => (stderrB += chunk.toString()));
    };
    // A: 3 of 4 created, item[3] waiting for its gate; B starts then and waits for A's lock.
    await h.killMidApply(dirA, {}, () => {
      if (runB === null) startB();
      return Promise.resolve(WAITING.test(stderrB));
    });

    const recovered = await h.stackgate(dirA, ["recover"]);
    expect(recovered.exitCode, recovered.context).toBe(1); // an open item is left
    expect(recovered.json().openItems, recovered.context).toEqual([
      expect.objectContaining({ kind: "unconfirmed-create", address: CUT }),
    ]);
    expect(recovered.stderr, recovered.context).toMatch(/released the lock/);

    const b = await (runB as unknown as ResultPromise);
    const context = `B: exit ${b.exitCode}\n${String(b.all)}`;
    expect(b.exitCode, context).toBe(3);
    const json = JSON.parse(String(b.stdout)) as { outcome?: string; message?: string };
    expect(json.outcome, context).toBe("approval-required");
    expect(json.message, context).toContain(`open item from run`);
    expect(json.message, context).toContain(CUT);
    expect((await h.stateList(dirB)).sort(), context).not.toContain(CUT);

    // A person checked: the cut create never happened. B's next run applies.
    const closed = await h.stackgate(dirB, ["recover", "--resolve", CUT, "--absent"]);
    expect(closed.exitCode, closed.context).toBe(0);
    const again = await h.stackgate(dirB, ["up", "--yes"]);
    expect(again.exitCode, again.context).toBe(0);
    expect(await h.stateList(dirB)).toContain(CUT);
  },
);
