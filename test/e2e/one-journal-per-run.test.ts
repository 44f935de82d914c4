/**
 * Issue 25, case 6: two `stackgate up` started at once in one workdir (real terraform, local
 * and pg) must never corrupt the journal ("holds more than one run", a file with no start
 * entry): one applies, the other gets a clean "locked" (exit 4) — or, when it started after
 * the first had finished, finds nothing to do. Afterwards `status` reads the journal, says
 * nothing is pending, and every resource was created exactly once. Also Terraform's own lock
 * race on a shared local `path` (two workdirs, one state): "locked", never "failed", nothing
 * pending. Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { readdirSync, readFileSync } from "node:fs";
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
  type ChaosBackend,
  type ChaosWorld,
  type StepRecord,
} from "../support/chaos.js";

let world: ChaosWorld;

beforeAll(async () => {
  world = await createChaosWorld({ http: false, s3: false });
});

afterAll(async () => {
  await world?.dispose();
});

/** Two resources, each appending one line per creation to its marker file. */
function hcl(markerDir: string, backendHcl: string): string {
  return `${backendHcl}
resource "terraform_data" "item" {
  count = 2
  input = count.index
  provisioner "local-exec" {
    command = "sleep 1 && echo created >> ${markerDir}/item-\${count.index}"
  }
}
`;
}

/** Lines per marker file: how often each resource was created. */
function creations(markerDir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of readdirSync(markerDir)) {
    counts[name] = readFileSync(join(markerDir, name), "utf8").trim().split("\n").length;
  }
  return counts;
}

function trace(steps: StepRecord[]): string {
  return steps.map(formatStep).join("\n");
}

/** The loser's record: exit 4 "locked", or exit 0 when it came after the winner finished. */
function expectCleanOutcome(step: StepRecord, steps: StepRecord[]): void {
  const why = trace(steps);
  expect([0, 4], `exit of ${step.name}\n${why}`).toContain(step.exitCode);
  const text = `${step.stdout}\n${step.stderr}`;
  expect(text, why).not.toMatch(
    /more than one run|no start entry|did not finish|unexpected error/i,
  );
  if (step.exitCode === 4) expect(step.json?.outcome, why).toBe("locked");
}

async function expectNothingPending(dir: string, flags: string[], steps: StepRecord[]) {
  const status = await stackgate(
    world,
    `status ${dir}`,
    ["status", "--json", "-C", dir, ...flags],
    {
      cwd: dir,
      tag: `${world.root}:status`,
    },
  );
  steps.push(status);
  const why = trace(steps);
  expect(status.exitCode, `status must read the journal\n${why}`).toBe(0);
  expect(status.json?.pendingRepair, why).toBe(false);
  expect((status.json?.lastRun as Record<string, unknown> | null)?.phase, why).toBe("done");
}

const TRIALS = 3;

describe.sequential("one journal per run: two `up` in one workdir at once", () => {
  for (const backend of ["local", "pg"] as const satisfies readonly ChaosBackend[]) {
    it(
      `${backend}: ${TRIALS} trials, never a corrupt journal, the loser exits 4`,
      { timeout: 180_000 },
      async () => {
        for (let trial = 0; trial < TRIALS; trial++) {
          const name = world.uniqueName(`race-${backend}`);
          const dir = join(world.root, name, "project");
          const markerDir = join(world.root, name, "markers");
          await mkdir(dir, { recursive: true });
          await mkdir(markerDir, { recursive: true });
          const stack = stackFor(world, backend, name);
          await writeFile(join(dir, "main.tf"), hcl(markerDir, stack.hcl));
          const steps: StepRecord[] = [];
          // The first run initialises the workdir alone; the race is about the journal and lock.
          const init = await stackgate(
            world,
            "preview",
            ["preview", "--json", "-C", dir, ...stack.flags],
            {
              cwd: dir,
              tag: `${world.root}/${name}:init`,
            },
          );
          steps.push(init);
          expect(init.exitCode, trace(steps)).toBe(0);
          const args = ["up", "--yes", "--json", "-C", dir, ...stack.flags];
          const tag = `${world.root}/${name}`;
          const runs = [0, 1].map((i) =>
            spawnStackgate(world, args, { cwd: dir, tag: `${tag}:up${i}` }),
          );
          const records = await Promise.all(runs.map((run, i) => run.record(`up ${i}`)));
          steps.push(...records);
          for (const record of records) expectCleanOutcome(record, steps);
          expect(
            records.filter((r) => r.json?.outcome === "applied").length,
            `exactly one run applies\n${trace(steps)}`,
          ).toBe(1);
          expect(creations(markerDir), `each resource created once\n${trace(steps)}`).toEqual({
            "item-0": 1,
            "item-1": 1,
          });
          await expectNothingPending(dir, stack.flags, steps);
          if (backend === "pg") {
            expect(
              (await advisoryLocks(world)).filter((l) => l.granted),
              trace(steps),
            ).toEqual([]);
          }
          await reapLeftovers(tag);
        }
      },
    );
  }

  it(
    "local: Terraform's lock race on a shared `path` is locked, not failed, and leaves nothing pending",
    { timeout: 180_000 },
    async () => {
      for (let trial = 0; trial < 2; trial++) {
        const name = world.uniqueName("shared-path");
        const root = join(world.root, name);
        const markerDir = join(root, "markers");
        const dirs = [join(root, "a"), join(root, "b")];
        await mkdir(markerDir, { recursive: true });
        const backendHcl = `terraform {\n  backend "local" {\n    path = "${join(root, "shared.tfstate")}"\n  }\n}\n`;
        for (const dir of dirs) {
          await mkdir(dir, { recursive: true });
          await writeFile(join(dir, "main.tf"), hcl(markerDir, backendHcl));
        }
        const tag = `${world.root}/${name}`;
        const runs = dirs.map((dir, i) =>
          spawnStackgate(world, ["up", "--yes", "--json", "-C", dir], {
            cwd: dir,
            tag: `${tag}:up${i}`,
          }),
        );
        const steps = await Promise.all(runs.map((run, i) => run.record(`up ${i}`)));
        for (const record of steps) expectCleanOutcome(record, steps);
        expect(creations(markerDir), `each resource created once\n${trace(steps)}`).toEqual({
          "item-0": 1,
          "item-1": 1,
        });
        for (const dir of dirs) await expectNothingPending(dir, [], steps);
        await reapLeftovers(tag);
      }
    },
  );
});
