/**
 * Issue 26 item 10: SIGKILL of the stackgate process alone (the OOM killer, a person's
 * `kill -9`) mid-apply, Terraform and its provider left running. With the engine's output in a
 * pipe, Terraform died at its next write to the dead pipe (SIGPIPE) with a create in flight:
 * the resource existed, in no state, with no id anywhere. With the output in a file
 * (process/file-output.ts) Terraform writes on, saves its state and releases its lock;
 * `recover` journals what it reported after stackgate died, and accounts for every resource.
 *
 * Real Terraform 1.11, the test provider (test/support/slow-provider) whose "cloud" is marker
 * files, the local and http backends. Runs the built CLI (dist/): `npm run build` first.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readMarker } from "../support/slow-provider/resource.js";
import {
  installSlowProvider,
  readSlowEvents,
  slowThingsHcl,
  type SlowProviderInstall,
} from "../support/slow-provider.js";
import {
  createChaosWorld,
  journalFile,
  localSnapshot,
  readJournal,
  spawnStackgate,
  stackFor,
  stackgate,
  stateList,
  waitFor,
  waitGone,
  type ChaosBackend,
  type ChaosWorld,
  type Stack,
} from "../support/chaos.js";

/** Long enough that stackgate is surely killed mid-create; short enough for a test. */
const SLOW_SECONDS = 4;

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

interface Workdir {
  dir: string;
  markers: string;
  stack: Stack;
}

function workdir(backend: ChaosBackend): Workdir {
  const name = world.uniqueName(`parent-killed-${backend}`);
  const stack = stackFor(world, backend, name);
  const dir = join(world.root, name);
  const markers = join(world.root, "markers", name);
  mkdirSync(dir, { recursive: true });
  const backendBlock = stack.hcl.replace(/^terraform \{\n/, "").replace(/\}\n$/, "");
  writeFileSync(
    join(dir, "main.tf"),
    slowThingsHcl(
      markers,
      [
        { name: "fast", createSeconds: 0 },
        { name: "slow", createSeconds: SLOW_SECONDS },
      ],
      backendBlock,
    ),
  );
  return { dir, markers, stack };
}

function journalEntries(w: Workdir): Array<Record<string, unknown>> {
  return readJournal(journalFile(w.dir, w.stack.name)).entries;
}

/** The journal's last entry per resource address. */
function journalResources(w: Workdir): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const e of journalEntries(w)) {
    if (e.type === "resource" && typeof e.address === "string") out[e.address] = e;
  }
  return out;
}

function enginePid(w: Workdir): number | undefined {
  const pids = journalEntries(w).flatMap((e) =>
    typeof e.enginePid === "number" ? [e.enginePid] : [],
  );
  return pids.at(-1);
}

function isLocked(w: Workdir): boolean {
  if (w.stack.backend === "http") return world.http?.holder(w.stack.name) != null;
  return (localSnapshot(w.dir).localFcntl ?? []).length > 0;
}

describe.each<ChaosBackend>(["local", "http"])(
  "SIGKILL of stackgate alone mid-apply on the %s backend",
  (backend) => {
    it("Terraform finishes and unlocks; recover accounts for every resource; nothing is created twice", async () => {
      const w = workdir(backend);
      const tag = `${world.root}/${world.uniqueName("killed")}`;
      const offset = readSlowEvents(provider.events).length;
      const run = spawnStackgate(world, ["up", "--yes", "--json", "-C", w.dir, ...w.stack.flags], {
        cwd: w.dir,
        tag,
      });
      const context = (): string => `--- stdout\n${run.stdout()}\n--- stderr\n${run.stderr()}`;
      await waitFor(
        "slow_thing.slow being created and journaled",
        () => {
          const events = readSlowEvents(provider.events).slice(offset);
          const journal = journalResources(w);
          return (
            events.some((e) => e.event === "create-start" && e.name === "slow") &&
            journal["slow_thing.fast"]?.status === "done" &&
            journal["slow_thing.slow"]?.status === "started" &&
            enginePid(w) !== undefined
          );
        },
        90_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${context()}`);
      });
      const engine = enginePid(w) ?? 0;
      expect(isLocked(w)).toBe(true);

      // The OOM killer: stackgate alone, nothing else of the run.
      process.kill(run.pid, "SIGKILL");
      await run.exited;

      // Terraform outlives it: the create ends, Terraform saves it and exits by itself.
      expect(await waitGone([engine], 90_000), `terraform pid ${engine} still running`).toEqual([]);
      expect(readMarker(w.markers, "slow")?.status).toBe("created");
      const { addresses } = await stateList(world, w.dir, tag);
      expect(addresses?.sort(), "the state after the engine exited").toEqual([
        "slow_thing.fast",
        "slow_thing.slow",
      ]);
      expect(isLocked(w)).toBe(false);

      // recover journals what the engine reported after stackgate died, and has nothing left.
      const recover = await stackgate(
        world,
        "recover",
        ["recover", "-C", w.dir, ...w.stack.flags],
        {
          cwd: w.dir,
          tag,
        },
      );
      const said = `${recover.stdout}\n${recover.stderr}`;
      expect(recover.exitCode, said).toBe(0);
      expect(said).not.toContain("needs-attention");
      expect(said).toMatch(/journaled \d+ resource event\(s\) from the output/);
      expect(journalResources(w)["slow_thing.slow"]).toMatchObject({
        status: "done",
        id: `slow@${w.markers}`,
      });
      expect(journalEntries(w).at(-1)).toMatchObject({ type: "phase" });
      expect(isLocked(w)).toBe(false);

      // The next up has nothing to create: the provider was asked to create `slow` once.
      const again = await stackgate(
        world,
        "up-again",
        ["up", "--yes", "-C", w.dir, ...w.stack.flags],
        {
          cwd: w.dir,
          tag,
        },
      );
      expect(again.exitCode, `${again.stdout}\n${again.stderr}`).toBe(0);
      const creates = readSlowEvents(provider.events)
        .slice(offset)
        .filter((e) => e.event === "create-start")
        .map((e) => e.name);
      expect(creates.sort()).toEqual(["fast", "slow"]);
    });
  },
);
