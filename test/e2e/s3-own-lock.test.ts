/**
 * Issue 25, "the window in which a lock exists that no journal names": on s3 stackgate takes the
 * apply's lock itself (the DynamoDB item and/or `.tflock`, in Terraform's own format) with an
 * ID it journaled first, and Terraform applies under it with `-lock=false`. Attacked with real
 * Terraform against s3rver + dynalite, on the built CLI (dist/cli.js):
 * - every process of the run is SIGKILLed the moment the apply's lock appears in the backend
 *   (before Terraform reported any resource): the lock is one the journal names, so `recover`
 *   proves its owner dead and releases it. Before this change the lock was Terraform's, taken
 *   before stackgate could read it back, and `recover` kept it for a person (exit 4);
 * - the lock is a real one: while the apply runs, plain `terraform plan` is refused by it and
 *   shows stackgate's run; it is released when the apply ends.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUCKET, createS3Harness, TABLE, type S3Harness } from "../support/s3-harness.js";
import type { S3LockKind } from "../support/s3-servers.js";
import { freezeAndKill, reapLeftovers, waitGone } from "../support/chaos/procs.js";
import { CLI_ENTRY } from "../support/dist.js";

let h: S3Harness;

beforeAll(async () => {
  h = await createS3Harness();
});
afterAll(async () => {
  await h?.dispose();
});

/** The apply's lock record as the backend holds it now (null: none, or none yet readable). */
async function applyLock(key: string, lock: S3LockKind): Promise<Record<string, string> | null> {
  const text =
    lock === "lockfile"
      ? await h.probe.lockfile(BUCKET, `${key}.tflock`)
      : await h.probe.dynamo(TABLE, `${BUCKET}/${key}`);
  if (text === null) return null;
  try {
    const info = JSON.parse(text) as Record<string, string>;
    return info.Operation === "OperationTypeApply" ? info : null;
  } catch {
    return null; // s3rver may serve an object it is still writing: not yet there
  }
}

function startUp(dir: string, tag: string) {
  return execa(process.execPath, [CLI_ENTRY, "up", "--yes", "-C", dir], {
    env: { ...h.env, STACKGATE_CHAOS_TRIAL: tag },
    detached: true,
    reject: false,
  });
}

describe("s3: the apply runs under a lock its journal names before it exists", () => {
  for (const lock of ["dynamodb", "lockfile"] as const) {
    it(`${lock}: a kill the moment the apply's lock appears leaves a lock recover can prove dead`, async () => {
      const key = `window-${lock}/terraform.tfstate`;
      const dir = h.project(key, lock);
      const tag = `s3-own-lock-${lock}-${process.pid}`;
      const run = startUp(dir, tag);
      let seen: Record<string, string> | null = null;
      await h.waitFor("the apply's lock in the backend", async () => {
        seen = await applyLock(key, lock);
        return seen !== null;
      });
      const killed = freezeAndKill(tag, run.pid === undefined ? [] : [run.pid]);
      await run;
      expect(await waitGone(killed.map((p) => p.pid))).toEqual([]);
      const stranded = (seen as Record<string, string> | null)?.ID;
      expect(stranded, "the apply's lock").toEqual(expect.any(String));
      expect(
        h.journalLines(dir).some((l) => l.type === "lock" && l.lockId === stranded),
        `the journal names the stranded lock ${String(stranded)}: ${JSON.stringify(h.journalLines(dir))}`,
      ).toBe(true);

      const recovered = await h.stackgate(dir, ["recover"]);
      expect([0, 1], recovered.context).toContain(recovered.exitCode);
      const result = recovered.json() as { lock: { after: { kind: string } } };
      expect(result.lock.after.kind, recovered.context).toBe("free");
      expect(Object.values(await h.lockIds(key, lock)).every((v) => v === null)).toBe(true);

      writeFileSync(path.join(dir, "gate"), "");
      const next = await h.stackgate(dir, ["up", "--yes"]);
      expect(next.exitCode, next.context).toBe(0);
      expect((await h.stateList(dir)).sort()).toEqual(
        [0, 1, 2, 3].map((i) => `terraform_data.item[${i}]`),
      );
      expect(await reapLeftovers(tag)).toEqual([]);
    });
  }

  it("both: the lock is real while the apply runs (plain terraform is refused by it) and is released after", async () => {
    const key = "real/terraform.tfstate";
    const dir = h.project(key, "both");
    const tag = `s3-own-lock-real-${process.pid}`;
    const run = startUp(dir, tag);
    h.own(run);
    await h.waitFor("3 created resources", () =>
      h
        .journalLines(dir)
        .some(
          (l) =>
            l.type === "resource" && l.status === "done" && l.address === "terraform_data.item[2]",
        ),
    );
    const held = await h.lockIds(key, "both");
    // The plan ran under a lock of its own first: the apply's is the last one journaled.
    const journaled = h
      .journalLines(dir)
      .filter((l) => l.type === "lock")
      .at(-1)?.lockId;
    expect(held).toEqual({ dynamo: journaled, file: journaled });
    const other = await execa(
      "terraform",
      ["plan", "-input=false", "-no-color", "-lock-timeout=0s"],
      { cwd: dir, env: h.env, reject: false },
    );
    expect(other.exitCode, other.stdout + other.stderr).toBe(1);
    expect(other.stderr).toContain("Error acquiring the state lock");
    expect(other.stderr).toContain(String(journaled));
    expect(other.stderr).toMatch(/stackgate run \S+/);

    writeFileSync(path.join(dir, "gate"), "");
    const done = await run;
    expect(done.exitCode, done.stderr).toBe(0);
    expect(await h.lockIds(key, "both")).toEqual({ dynamo: null, file: null });
    expect(existsSync(path.join(dir, "gate"))).toBe(true);
  });
});
