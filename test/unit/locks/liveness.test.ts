import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { isEngineProcess, isPidAlive } from "../../../src/locks/liveness.js";

describe("isPidAlive", () => {
  it("is true for a running process and false once it exited", async () => {
    const child = spawn("sleep", ["30"]);
    const pid = child.pid ?? -1;
    expect(isPidAlive(pid)).toBe(true);
    child.kill("SIGKILL");
    await once(child, "exit");
    expect(isPidAlive(pid)).toBe(false);
  });

  it("treats a zombie (exited, not yet reaped) as dead", async () => {
    // The shell exits its child `sleep 0` and then sleeps without reaping it.
    const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 30"]);
    const [chunk] = (await once(parent.stdout, "data")) as [Buffer];
    const zombie = Number(chunk.toString().trim());
    await new Promise((r) => setTimeout(r, 300));
    expect(isPidAlive(zombie)).toBe(false);
    parent.kill("SIGKILL");
  });

  it("rejects nonsense pids", () => {
    expect(isPidAlive(0)).toBe(false);
    expect(isPidAlive(-5)).toBe(false);
    expect(isPidAlive(1.5)).toBe(false);
  });
});

describe("isEngineProcess", () => {
  it("matches the binary name in the command line, guarding against pid reuse", () => {
    const read = () => "/usr/local/bin/terraform\0apply\0-json\0";
    expect(isEngineProcess(1, "terraform", read)).toBe(true);
    expect(isEngineProcess(1, "/usr/local/bin/terraform", read)).toBe(true);
    expect(isEngineProcess(1, "tofu", read)).toBe(false);
    expect(isEngineProcess(1, "terraform", () => "/usr/bin/vim\0notes.txt\0")).toBe(false);
    expect(isEngineProcess(1, "terraform", () => null)).toBe(false);
    // A script engine given to an interpreter (the Pulumi CLI emulator runs under node).
    const script = () => "/usr/bin/node\0/t/pulumi-emulator.mjs\0up\0";
    expect(isEngineProcess(1, "/t/pulumi-emulator.mjs", script)).toBe(true);
    expect(isEngineProcess(1, "up", script)).toBe(false);
  });
});
