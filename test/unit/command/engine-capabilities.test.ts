/**
 * Engine capabilities are typed, never duck-typed (issue 19): the factory's engines carry a
 * `kind` tag with every capability of their engine as a required member, and report each
 * operation that changes something to the host's observer as it starts and ends. A wrapper
 * that copies methods one by one and loses one (as action/instrument.ts did with
 * `forceUnlock` and every Pulumi method) no longer type-checks: the `@ts-expect-error` lines
 * below fail `tsc` (npm run typecheck) the day such a wrapper compiles again.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createEngineFactory,
  type Engine,
  type PulumiEngine,
  type TerraformEngine,
} from "../../../src/command/create-engine.js";
import type { LifecycleEvent } from "../../../src/command/events.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import type { ProcessRunner, ProcessSpec } from "../../../src/process/runner.js";

/** A runner that answers every command with `exitCode` and records the argv. */
function scripted(exitCode: (args: readonly string[]) => number) {
  const calls: string[][] = [];
  const runner: ProcessRunner = {
    start(spec: ProcessSpec) {
      calls.push([...spec.args]);
      const code = exitCode(spec.args);
      if (code !== 0) spec.onStderrLine?.("Error: scripted failure");
      return {
        pid: 4242,
        signal: () => false,
        done: Promise.resolve({
          exitCode: code,
          signal: null,
          tail: code === 0 ? "" : "Error: scripted failure",
          spawnFailed: false,
        }),
      };
    },
  };
  return { runner, calls };
}

async function factoryFor(
  engine: "terraform" | "pulumi",
  exitCode: (args: readonly string[]) => number,
) {
  const workdir = mkdtempSync(path.join(os.tmpdir(), "sg-capabilities-"));
  if (engine === "pulumi") {
    writeFileSync(
      path.join(workdir, "Pulumi.yaml"),
      "name: app\nruntime: nodejs\nbackend:\n  url: file:///tmp/sg-capabilities-state\n",
    );
  }
  const settings = await resolveSettings({
    argv: [
      "recover",
      "-C",
      workdir,
      "--engine",
      engine,
      ...(engine === "pulumi" ? ["--stack", "organization/app/dev"] : []),
    ],
    env: {},
    cwd: workdir,
  });
  const events: LifecycleEvent[] = [];
  const { runner, calls } = scripted(exitCode);
  const create = createEngineFactory({
    runner,
    env: {},
    own: () => undefined,
    observe: (event) => events.push(event),
  });
  return { engine: create(settings), events, calls };
}

describe("the engine is a tagged union with every capability of its engine", () => {
  it("terraform: kind 'terraform', force-unlock runs with the ID and is reported start → end", async () => {
    const { engine, events, calls } = await factoryFor("terraform", () => 0);
    expect(engine.kind).toBe("terraform");
    if (engine.kind !== "terraform") return;
    await engine.forceUnlock("lock-1");
    expect(calls).toContainEqual(["force-unlock", "-force", "-no-color", "lock-1"]);
    expect(events).toEqual([
      {
        kind: "operation-start",
        engine: "terraform",
        operation: { name: "force-unlock", lockId: "lock-1" },
      },
      {
        kind: "operation-end",
        engine: "terraform",
        operation: { name: "force-unlock", lockId: "lock-1" },
        ok: true,
      },
    ]);
  });

  it("an operation that throws is reported ended with ok: false (the host closes its log group)", async () => {
    const { engine, events } = await factoryFor("terraform", () => 1);
    await expect(engine.importResource("terraform_data.a", "id-1")).rejects.toThrow(
      /import terraform_data\.a id-1" failed/,
    );
    expect(events.map((e) => e.kind)).toEqual(["operation-start", "operation-end"]);
    expect(events.at(-1)).toMatchObject({
      ok: false,
      operation: { name: "import", address: "terraform_data.a" },
    });
  });

  it("pulumi: kind 'pulumi', with its recovery capabilities as members (no duck typing needed)", async () => {
    const { engine } = await factoryFor("pulumi", () => 0);
    expect(engine.kind).toBe("pulumi");
    if (engine.kind !== "pulumi") return;
    expect(Object.keys(engine)).toEqual(
      expect.arrayContaining(["exportStack", "refresh", "cancelUpdate", "latestUpdate", "locks"]),
    );
    expect(engine.backend.kind).toBe("diy-file");
  });

  it("a wrapper that drops a capability does not type-check", () => {
    const copyTerraform = (engine: Omit<TerraformEngine, "forceUnlock">): Engine =>
      // @ts-expect-error a Terraform engine without forceUnlock is not an Engine
      engine;
    const copyPulumi = (engine: Omit<PulumiEngine, "exportStack">): Engine =>
      // @ts-expect-error a Pulumi engine without exportStack is not an Engine
      engine;
    // The old wrapper's shape (action/instrument.ts): the shared operations copied, no tag.
    // @ts-expect-error an object without `kind` and its engine's own capabilities is not an Engine
    const shared = (engine: Engine): Engine => ({
      name: engine.name,
      workdir: engine.workdir,
      version: () => engine.version(),
      init: (onEvent) => engine.init(onEvent),
      plan: (request) => engine.plan(request),
      showPlan: (file, mode) => engine.showPlan(file, mode),
      apply: (request) => engine.apply(request),
      probeLock: () => engine.probeLock(),
      listState: () => engine.listState(),
      listTainted: () => engine.listTainted(),
      pushState: (file) => engine.pushState(file),
      importResource: (address, id) => engine.importResource(address, id),
    });
    expect([copyTerraform, copyPulumi, shared].every((f) => typeof f === "function")).toBe(true);
  });
});
