/**
 * Issue 25, case 5: a lock's age comes from a clock the backend keeps, never the runner's. A
 * real `terraform apply` holds the lock (a seconds-old, live lock); `stackgate recover
 * --stale-after 1h` runs on a runner whose clock is 5 h ahead and must keep the lock, on http
 * (the server's Date minus the lock's Created) and pg (clock_timestamp() minus the holder's
 * state_change), and say which clock it measured with.
 *
 * The runner's clock is shifted for the stackgate process only, by a module the test preloads
 * (`node --require`): Date and Date.now run 5 h ahead. Nothing in the checkout or stackgate's
 * settings can do this. Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advisoryLocks,
  createChaosWorld,
  formatStep,
  parseJsonObject,
  reapLeftovers,
  spawnTerraform,
  stackFor,
  terraform,
  trialProcesses,
  waitFor,
  type ChaosBackend,
  type ChaosWorld,
  type StepRecord,
} from "../support/chaos.js";
import { dataProjectHcl } from "../support/terraform-project.js";

let world: ChaosWorld;
let clockAhead: string;

const FIVE_HOURS_MS = 5 * 3_600_000;

beforeAll(async () => {
  world = await createChaosWorld({ s3: false });
  clockAhead = join(world.root, "clock-ahead.cjs");
  await writeFile(
    clockAhead,
    `"use strict";
const RealDate = Date;
const shift = ${FIVE_HOURS_MS};
class AheadDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }
  static now() {
    return RealDate.now() + shift;
  }
}
globalThis.Date = AheadDate;
`,
  );
});

afterAll(async () => {
  await world?.dispose();
});

async function heldLock(backend: ChaosBackend, name: string): Promise<string | null> {
  if (backend === "http") return world.http?.holder(name)?.ID ?? null;
  const granted = (await advisoryLocks(world)).filter((l) => l.granted);
  return granted.length > 0 ? JSON.stringify(granted) : null;
}

describe.sequential("lock age: the backend's clock, never the runner's", () => {
  for (const backend of ["http", "pg"] as const satisfies readonly ChaosBackend[]) {
    it(
      `${backend}: a seconds-old live lock survives --stale-after 1h on a runner 5 h ahead`,
      { timeout: 120_000 },
      async () => {
        const name = world.uniqueName(`clock-${backend}`);
        const root = join(world.root, name);
        const dir = join(root, "project");
        const gate = join(root, "gate");
        await mkdir(dir, { recursive: true });
        const stack = stackFor(world, backend, name);
        await writeFile(
          join(dir, "main.tf"),
          dataProjectHcl({
            count: 1,
            extra: `${stack.hcl}
resource "terraform_data" "gate" {
  provisioner "local-exec" {
    command = "i=0; while [ ! -e '${gate}' ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done; [ -e '${gate}' ]"
  }
}
`,
          }),
        );
        const tag = `${world.root}/${name}`;
        const steps: StepRecord[] = [];
        const trace = (): string => steps.map(formatStep).join("\n");
        const init = await terraform(world, "terraform init", ["init", "-input=false"], {
          cwd: dir,
          tag,
        });
        steps.push(init);
        expect(init.exitCode, trace()).toBe(0);
        const holder = spawnTerraform(world, ["apply", "-auto-approve", "-input=false"], {
          cwd: dir,
          tag: `${tag}:holder`,
        });
        try {
          await waitFor(
            "the holder's gate provisioner",
            () =>
              trialProcesses(`${tag}:holder`).some(
                (p) => p.comm === "sh" && p.cmdline.includes(gate),
              ),
            30_000,
          );
          const before = await heldLock(backend, name);
          expect(before, `the holder holds the lock\n${trace()}`).not.toBeNull();

          const run = await execa(
            process.execPath,
            [
              "--require",
              clockAhead,
              world.cli,
              "recover",
              "--json",
              "--stale-after",
              "1h",
              "-C",
              dir,
              ...stack.flags,
            ],
            { cwd: dir, env: world.env(`${tag}:recover`), reject: false },
          );
          const recover: StepRecord = {
            name: "recover --stale-after 1h (clock +5 h)",
            command: "stackgate recover --json --stale-after 1h",
            exitCode: run.exitCode ?? null,
            signal: run.signal ?? null,
            durationMs: 0,
            stdout: run.stdout,
            stderr: run.stderr,
            json: parseJsonObject(run.stdout),
          };
          steps.push(recover);
          expect(recover.exitCode, `recover must keep a live lock (4)\n${trace()}`).toBe(4);
          expect(await heldLock(backend, name), `the same lock is held\n${trace()}`).toBe(before);
          // The decision names the backend's clock and an age of seconds, not hours.
          const text = `${recover.stdout}\n${recover.stderr}`;
          expect(text, trace()).toMatch(
            backend === "http" ? /http lock server's clock/ : /PostgreSQL server's clock/,
          );
          expect(text, trace()).toMatch(/\d+ s old by/);
        } finally {
          await writeFile(gate, "");
          steps.push(await holder.record("holder"));
          await reapLeftovers(tag);
        }
        expect(steps.at(-1)?.exitCode, `the holder's apply finished\n${trace()}`).toBe(0);
      },
    );
  }
});
