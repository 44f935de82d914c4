import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createProcessRunner } from "../../../src/process/spawn-runner.js";
import { isPidAlive } from "../../../src/locks/liveness.js";

describe("createProcessRunner", () => {
  it("stops reading the engine while the output is congested, and loses nothing", async () => {
    const total = 100_000;
    let release: () => void = () => undefined;
    let congested: Promise<void> | null = new Promise<void>((resolve) => (release = resolve));
    const runner = createProcessRunner(process.env, () => congested);
    let count = 0;
    const child = runner.start({
      command: process.execPath,
      args: [
        "-e",
        `for (let i = 0; i < ${total}; i++) console.log("line " + i + " ${"x".repeat(80)}")`,
      ],
      cwd: process.cwd(),
      onStdoutLine: () => (count += 1),
    });
    await sleep(400);
    const whilePaused = count;
    await sleep(400);
    // Paused: at most what was already read stays in flight, the engine waits on its pipe.
    expect(count).toBe(whilePaused);
    expect(whilePaused).toBeLessThan(total / 10);
    congested = null;
    release();
    const result = await child.done;
    expect(result.exitCode).toBe(0);
    expect(count).toBe(total);
  });

  it("reports a command that cannot start instead of throwing", async () => {
    const result = await createProcessRunner().start({
      command: "/nonexistent/terraform",
      args: [],
      cwd: process.cwd(),
    }).done;
    expect(result.spawnFailed).toBe(true);
    expect(result.spawnError).toBe("ENOENT");
  });

  it("reports the signal that ended the engine, and signals its whole process group", async () => {
    const runner = createProcessRunner();
    const lines: string[] = [];
    // The engine starts a grandchild in its group and prints both pids.
    const child = runner.start({
      command: "/bin/sh",
      args: ["-c", 'sleep 30 & echo "child $$ grandchild $!"; wait'],
      cwd: process.cwd(),
      detached: true,
      onStdoutLine: (line) => lines.push(line),
    });
    while (lines.length === 0) await sleep(10);
    const grandchild = Number(/grandchild (\d+)/.exec(lines[0] ?? "")?.[1]);
    expect(child.signal("SIGTERM")).toBe(true);
    const result = await child.done;
    expect(result).toMatchObject({ exitCode: null, signal: "SIGTERM", spawnFailed: false });
    // The group got it too: the grandchild is gone (a zombie not yet reaped counts as gone).
    await sleep(50);
    expect(isPidAlive(grandchild)).toBe(false);
    expect(child.signal("SIGTERM")).toBe(false);
  });

  it("gives the engine exactly the environment it was given, plus the spec's", async () => {
    const runner = createProcessRunner({ PATH: process.env.PATH, FROM_BASE: "1" });
    const lines: string[] = [];
    const result = await runner.start({
      command: "/usr/bin/env",
      args: [],
      cwd: process.cwd(),
      env: { FROM_SPEC: "2" },
      onStdoutLine: (line) => lines.push(line),
    }).done;
    expect(result.exitCode).toBe(0);
    expect(lines.sort()).toEqual(
      ["FROM_BASE=1", "FROM_SPEC=2", `PATH=${process.env.PATH ?? ""}`].sort(),
    );
  });
});
