import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createExecaRunner } from "../../../src/process/execa-runner.js";

describe("createExecaRunner", () => {
  it("stops reading the engine while the output is congested, and loses nothing", async () => {
    const total = 100_000;
    let release: () => void = () => undefined;
    let congested: Promise<void> | null = new Promise<void>((resolve) => (release = resolve));
    const runner = createExecaRunner(process.env, () => congested);
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
    const result = await createExecaRunner().start({
      command: "/nonexistent/terraform",
      args: [],
      cwd: process.cwd(),
    }).done;
    expect(result.spawnFailed).toBe(true);
    expect(result.spawnError).toBe("ENOENT");
  });
});
