/**
 * Issue 25, case 4: a journal that cannot be written stops the run safely. The workdir lives on
 * a real, small tmpfs (mounted here; root only, skipped otherwise):
 * - full before `up`: refused with the real cause (the journal's path, ENOSPC, the free space),
 *   never "unexpected error" with a stack trace; `status` afterwards has nothing pending;
 * - filled mid-apply (pg backend, once the first resource is journaled): the engine's output
 *   file (`.stackgate/engine/`) is cut first, Terraform applies on and exits 0; stackgate does not
 *   crash and does not report "applied": it exits 1 saying the output was cut before the change
 *   summary, leaves the run for recovery to check (status: pending repair), the lock is
 *   released, and the next `up` creates nothing a second time.
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { execFileSync } from "node:child_process";
import { closeSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advisoryLocks,
  createChaosWorld,
  formatStep,
  reapLeftovers,
  spawnStackgate,
  stackFor,
  stackgate,
  waitFor,
  type ChaosWorld,
  type StepRecord,
} from "../support/chaos.js";

const isRoot = process.getuid?.() === 0;
let world: ChaosWorld;
const mounts: string[] = [];

beforeAll(async () => {
  if (isRoot) world = await createChaosWorld({ http: false, s3: false });
});

afterAll(async () => {
  for (const dir of mounts) execFileSync("umount", ["-l", dir]);
  await world?.dispose();
});

async function tmpfs(name: string, size: string): Promise<string> {
  const dir = join(world.root, name);
  await mkdir(dir, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir]);
  mounts.push(dir);
  return dir;
}

/** Writes zeros until the file system is full; returns the filler's path. */
function fill(dir: string): string {
  const file = join(dir, "filler");
  const fd = openSync(file, "w");
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  // The last partial blocks too.
  const small = openSync(file, "a");
  try {
    for (;;) writeSync(small, Buffer.alloc(512));
  } catch {
    // full
  } finally {
    closeSync(small);
  }
  return file;
}

function trace(steps: StepRecord[]): string {
  return steps.map(formatStep).join("\n");
}

describe.skipIf(!isRoot).sequential("a journal that cannot be written stops the run safely", () => {
  it("full disk before up: the real cause, nothing pending", { timeout: 90_000 }, async () => {
    const dir = await tmpfs("full-before", "4m");
    await writeFile(join(dir, "main.tf"), 'resource "terraform_data" "item" {\n  input = 1\n}\n');
    const steps: StepRecord[] = [];
    const tag = `${world.root}/full-before`;
    const run = (step: string, args: string[]) =>
      stackgate(world, step, [...args, "-C", dir], { cwd: dir, tag });
    steps.push(await run("preview", ["preview", "--json"]));
    expect(steps[0]?.exitCode, trace(steps)).toBe(0);
    const filler = fill(dir);
    const up = await run("up (disk full)", ["up", "--yes", "--json"]);
    steps.push(up);
    const text = `${up.stdout}\n${up.stderr}`;
    expect(up.exitCode, trace(steps)).toBe(1);
    expect(text, trace(steps)).toMatch(/no space left on the device \(ENOSPC; [\d.]+ MiB free/);
    expect(text, trace(steps)).toContain(join(dir, ".stackgate", "journal"));
    expect(text, trace(steps)).not.toMatch(
      /unexpected error|please report|unreadable plan|\n\s+at /,
    );
    rmSync(filler);
    const status = await run("status", ["status", "--json"]);
    steps.push(status);
    expect(status.exitCode, trace(steps)).toBe(0);
    expect(status.json?.pendingRepair, trace(steps)).toBe(false);
  });

  // The apply writes its output to a file in .stackgate/engine/ (so Terraform outlives a SIGKILL
  // of stackgate, issue 26 item 10). On a disk that fills mid-apply that file stops growing before
  // the journal does: Terraform goes on (its writes fail silently) and exits 0, and stackgate sees
  // no more events. An exit 0 without the change summary is not reported as applied (it was,
  // with 0 added, while 42 were created): it fails, and recovery checks the stack.
  it(
    "pg: the disk fills mid-apply: not reported as applied, lock released, nothing created twice",
    { timeout: 120_000 },
    async () => {
      const dir = await tmpfs("full-mid", "4m");
      const markers = join(world.root, "full-mid-markers");
      await mkdir(markers, { recursive: true });
      const stack = stackFor(world, "pg", world.uniqueName("full-mid"));
      // a first; then b (in flight when the disk fills: journaled as started, its completion
      // lost with the output) and 40 of c after it, which the output never shows.
      const mark = (name: string, sleep: number, count: number, after?: string) => `
resource "terraform_data" "${name}" {
  count = ${count}
  input = "${name}"
  ${after === undefined ? "" : `depends_on = [terraform_data.${after}]`}
  provisioner "local-exec" {
    command = "sleep ${sleep} && echo created >> ${markers}/${name}-\${count.index}"
  }
}`;
      await writeFile(
        join(dir, "main.tf"),
        `${stack.hcl}\n${mark("a", 0, 1)}\n${mark("b", 2, 1, "a")}\n${mark("c", 1, 40, "b")}\n`,
      );
      const steps: StepRecord[] = [];
      const tag = `${world.root}/full-mid`;
      const args = ["up", "--yes", "--json", "-C", dir, ...stack.flags];
      const journal = join(dir, ".stackgate", "journal", `${stack.name}.ndjson`);
      const run = spawnStackgate(world, args, { cwd: dir, tag: `${tag}:up` });
      const filled: string[] = [];
      try {
        await waitFor(
          "resource b journaled as started",
          () => {
            try {
              return /"address":"terraform_data\.b\[0\]".*"status":"started"/.test(
                readFileSync(journal, "utf8"),
              );
            } catch {
              return false;
            }
          },
          60_000,
        );
        filled.push(fill(dir));
      } finally {
        steps.push(await run.record("up (disk fills)"));
      }
      const up = steps[0];
      const text = `${up?.stdout ?? ""}\n${up?.stderr ?? ""}`;
      expect(up?.exitCode, trace(steps)).toBe(1);
      expect(up?.json?.outcome, trace(steps)).toBe("failed");
      expect(text, trace(steps)).toMatch(
        /terraform apply exited 0, but its output file \S+ (was cut in the middle of a line|ended) at byte \d+ without its change summary/,
      );
      expect(text, trace(steps)).toMatch(/this run is not reported as applied/);
      expect(text, trace(steps)).toMatch(/Run `stackgate recover`/);
      expect(text, trace(steps)).not.toMatch(/unexpected error|please report|\n\s+at /);
      expect(
        (await advisoryLocks(world)).filter((l) => l.granted),
        trace(steps),
      ).toEqual([]);
      for (const filler of filled) rmSync(filler);
      // The run is left for recovery to check, not taken as finished.
      const status = await stackgate(
        world,
        "status",
        ["status", "--json", "-C", dir, ...stack.flags],
        {
          cwd: dir,
          tag: `${tag}:status`,
        },
      );
      steps.push(status);
      expect(status.json?.pendingRepair, trace(steps)).toBe(true);
      // The next run's pre-flight recovers first: b was journaled as started and never as
      // complete, so it is an open item for a person to check; nothing is applied until then.
      const held = await stackgate(world, "up again", args, { cwd: dir, tag: `${tag}:held` });
      steps.push(held);
      expect(held.exitCode, trace(steps)).toBe(3);
      expect(held.json?.openItems, trace(steps)).toEqual([
        expect.stringContaining(
          "terraform_data.b[0]: it is in state, but its create/update was never confirmed",
        ),
      ]);
      // The check: b's provisioner ran (its marker is there); close the item as checked.
      expect(readFileSync(join(markers, "b-0"), "utf8"), trace(steps)).toBe("created\n");
      const resolve = ["recover", "-C", dir, ...stack.flags, "--resolve", "terraform_data.b[0]"];
      const checked = await stackgate(world, "recover --checked", [...resolve, "--checked"], {
        cwd: dir,
        tag: `${tag}:checked`,
      });
      steps.push(checked);
      expect(checked.exitCode, trace(steps)).toBe(0);
      const next = await stackgate(world, "up after the check", args, {
        cwd: dir,
        tag: `${tag}:next`,
      });
      steps.push(next);
      expect(next.exitCode, trace(steps)).toBe(0);
      expect(next.json?.outcome, trace(steps)).toBe("no-changes");
      const counts = Object.fromEntries(
        readdirSync(markers).map((n) => [
          n,
          readFileSync(join(markers, n), "utf8").trim().split("\n").length,
        ]),
      );
      const expected: Record<string, number> = { "a-0": 1, "b-0": 1 };
      for (let i = 0; i < 40; i++) expected[`c-${i}`] = 1;
      expect(counts, `each resource created once\n${trace(steps)}`).toEqual(expected);
      await reapLeftovers(tag);
    },
  );
});
