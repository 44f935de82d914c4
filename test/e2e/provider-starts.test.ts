/**
 * Issue 28: provider starts per command, counted from the provider's own log (each `serving`
 * event of test/support/slow-provider is one start). A real provider's start costs seconds (its
 * schema load: SLOW_PROVIDER_SCHEMA_SECONDS stands for it), so every engine process a careful
 * person would not run is paid again and again in a pipeline. The budget below is what the bare
 * commands cost; a change that adds a provider start to a command fails here.
 *
 * The engine processes each command starts are counted too, by `--engine-binary` pointing at a
 * script that logs its first argument and execs `terraform`: `up` of a fresh checkout inits
 * before its first plan (no failed plan first) and takes the outputs from the apply's own
 * `outputs` message (no `output -json`).
 *
 * Real Terraform 1.11, local backend. Runs the built CLI (dist/): `npm run build` first.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  installSlowProvider,
  readSlowEvents,
  slowThingsHcl,
  type SlowProviderInstall,
} from "../support/slow-provider.js";
import { createChaosWorld, stackFor, stackgate, type ChaosWorld } from "../support/chaos.js";

let world: ChaosWorld;
let provider: SlowProviderInstall;
/** A `terraform` that logs each command (its first argument) to `engineLog`, then runs it. */
let countingTerraform: string;
let engineLog: string;

beforeAll(async () => {
  world = await createChaosWorld();
  provider = installSlowProvider(world.root, {
    cliConfig: join(world.root, "terraformrc"),
    events: join(world.root, "slow-provider-events.ndjson"),
  });
  engineLog = join(world.root, "engine-commands.log");
  countingTerraform = join(world.root, "counting-terraform");
  writeFileSync(
    countingTerraform,
    `#!/bin/sh\nprintf '%s\\n' "$1" >> ${JSON.stringify(engineLog)}\nexec terraform "$@"\n`,
  );
  chmodSync(countingTerraform, 0o755);
});
afterAll(async () => {
  await world?.dispose();
});

const engineCommands = (): string[] =>
  existsSync(engineLog) ? readFileSync(engineLog, "utf8").split("\n").filter(Boolean) : [];

/** Engine commands run while `step` ran, in order. */
const engineRuns: Record<string, string[]> = {};
/** What each step printed (stdout and stderr). */
const printed: Record<string, string> = {};

/** Provider starts while `step` ran; its engine commands go to `engineRuns[tag]`. */
async function startsDuring(
  tag: string,
  step: () => Promise<{ exitCode: number | null; stdout: string; stderr: string }>,
): Promise<number> {
  const offset = readSlowEvents(provider.events).length;
  const commandsBefore = engineCommands().length;
  const result = await step();
  expect(result.exitCode).not.toBeNull();
  engineRuns[tag] = engineCommands().slice(commandsBefore);
  printed[tag] = `${result.stdout}\n${result.stderr}`;
  return readSlowEvents(provider.events)
    .slice(offset)
    .filter((e) => e.event === "serving").length;
}

describe("provider starts per command (local backend)", () => {
  it("status and recover with nothing to do start no provider; preview and up no more than bare Terraform", async () => {
    const name = world.uniqueName("starts");
    const stack = stackFor(world, "local", name);
    const dir = join(world.root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "main.tf"),
      slowThingsHcl(join(world.root, "markers", name), [{ name: "one" }, { name: "two" }]),
    );
    const run = (tag: string, args: string[]) => () =>
      stackgate(
        world,
        tag,
        [...args, "-C", dir, ...stack.flags, "--engine-binary", countingTerraform],
        { cwd: dir, tag },
      );
    const counts: Record<string, number> = {};
    counts["up (first)"] = await startsDuring("up (first)", run("up", ["up", "--yes"]));
    counts.status = await startsDuring("status", run("status", ["status"]));
    counts.recover = await startsDuring("recover", run("recover", ["recover"]));
    counts.preview = await startsDuring("preview", run("preview", ["preview"]));
    // The bare path: `terraform plan -out` + `show -json` (preview); status and recover: none
    // (`terraform version` starts no provider; nothing to repair needs no engine run).
    expect(counts).toEqual({
      "up (first)": expect.any(Number) as number,
      status: 0,
      recover: 0,
      preview: expect.any(Number) as number,
    });
    // preview = plan (validate + plan: 2 starts on 1.11) + show -json of the plan (1 start).
    expect(counts.preview).toBeLessThanOrEqual(4);
    console.log(`provider starts per command: ${JSON.stringify(counts)}`);
    console.log(`engine commands per command: ${JSON.stringify(engineRuns)}`);
    // A fresh checkout: init before the first plan (no failed plan, no plugin error printed);
    // the outputs from the apply's own outputs message (no `output -json`). Before: plan, init,
    // plan, show, apply, output.
    expect(engineRuns["up (first)"]).toEqual(["init", "plan", "show", "apply"]);
    expect(printed["up (first)"]).not.toContain("Inconsistent dependency lock file");
    expect(engineRuns.status).toEqual(["version"]);
    expect(engineRuns.preview).toEqual(["plan", "show"]);
  });
});
