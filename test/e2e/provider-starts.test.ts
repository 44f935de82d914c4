/**
 * Issue 28: provider starts per command, counted from the provider's own log (each `serving`
 * event of test/support/slow-provider is one start). A real provider's start costs seconds (its
 * schema load: SLOW_PROVIDER_SCHEMA_SECONDS stands for it), so every engine process a careful
 * person would not run is paid again and again in a pipeline. The budget below is what the bare
 * commands cost; a change that adds a provider start to a command fails here.
 *
 * Real Terraform 1.11, local backend. Runs the built CLI (dist/): `npm run build` first.
 */
import { mkdirSync, writeFileSync } from "node:fs";
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

beforeAll(async () => {
  world = await createChaosWorld();
  provider = installSlowProvider(world.root, {
    cliConfig: join(world.root, "terraformrc"),
    events: join(world.root, "slow-provider-events.ndjson"),
  });
});
afterAll(async () => {
  await world?.dispose();
});

/** Provider starts while `step` ran. */
async function startsDuring(step: () => Promise<{ exitCode: number | null }>): Promise<number> {
  const offset = readSlowEvents(provider.events).length;
  const result = await step();
  expect(result.exitCode).not.toBeNull();
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
      stackgate(world, tag, [...args, "-C", dir, ...stack.flags], { cwd: dir, tag });
    const counts: Record<string, number> = {};
    counts["up (first)"] = await startsDuring(run("up", ["up", "--yes"]));
    counts.status = await startsDuring(run("status", ["status"]));
    counts.recover = await startsDuring(run("recover", ["recover"]));
    counts.preview = await startsDuring(run("preview", ["preview"]));
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
  });
});
