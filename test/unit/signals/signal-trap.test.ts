import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProcessResult, RunningProcess } from "../../../src/process/runner.js";
import { installSignalTrap } from "../../../src/signals/signal-trap.js";

/** A child that records the signals it gets and exits when told to. */
function recordingChild(): RunningProcess & { sent: NodeJS.Signals[]; exit(): void } {
  let resolve: (r: ProcessResult) => void = () => undefined;
  let alive = true;
  const sent: NodeJS.Signals[] = [];
  return {
    pid: 4242,
    sent,
    signal(signal) {
      if (!alive) return false;
      sent.push(signal);
      return true;
    },
    done: new Promise<ProcessResult>((r) => (resolve = r)),
    exit() {
      alive = false;
      resolve({ exitCode: 1, signal: null, tail: "", spawnFailed: false });
    },
  };
}

describe("installSignalTrap", () => {
  let source: EventEmitter;
  beforeEach(() => {
    vi.useFakeTimers();
    source = new EventEmitter();
  });
  afterEach(() => vi.useRealTimers());

  const trapWith = (events: string[] = []) =>
    installSignalTrap({
      deadlineMs: 7_000,
      killAfterMs: 2_000,
      source: source as unknown as Pick<NodeJS.Process, "on" | "off">,
      onInterrupt: (s) => events.push(`interrupt:${s}`),
      onEscalate: (step) => events.push(`escalate:${step}`),
    });

  it("forwards exactly one SIGINT for SIGTERM, SIGINT and SIGHUP together", () => {
    const events: string[] = [];
    const trap = trapWith(events);
    const child = recordingChild();
    trap.own(child);
    source.emit("SIGTERM");
    source.emit("SIGINT");
    source.emit("SIGHUP");
    expect(child.sent).toEqual(["SIGINT"]);
    expect(events).toEqual(["interrupt:SIGTERM"]);
    expect(trap.received).toBe("SIGTERM");
    expect(trap.exitCode).toBe(143);
    trap.dispose();
  });

  it("never forwards SIGHUP itself: Terraform would die without unlocking", () => {
    const trap = trapWith();
    const child = recordingChild();
    trap.own(child);
    source.emit("SIGHUP");
    expect(child.sent).toEqual(["SIGINT"]);
    expect(trap.exitCode).toBe(129);
    trap.dispose();
  });

  it("escalates with a second SIGINT at the deadline and SIGKILL only after that", () => {
    const events: string[] = [];
    const trap = trapWith(events);
    const child = recordingChild();
    trap.own(child);
    source.emit("SIGINT");
    vi.advanceTimersByTime(6_999);
    expect(child.sent).toEqual(["SIGINT"]);
    vi.advanceTimersByTime(1);
    expect(child.sent).toEqual(["SIGINT", "SIGINT"]);
    vi.advanceTimersByTime(2_000);
    expect(child.sent).toEqual(["SIGINT", "SIGINT", "SIGKILL"]);
    expect(events).toEqual(["interrupt:SIGINT", "escalate:second-sigint", "escalate:sigkill"]);
    trap.dispose();
  });

  it("does not escalate once the engine has exited", async () => {
    const trap = trapWith();
    const child = recordingChild();
    trap.own(child);
    source.emit("SIGINT");
    child.exit();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(child.sent).toEqual(["SIGINT"]);
    trap.dispose();
  });

  it("stops an engine started after the signal arrived", () => {
    const trap = trapWith();
    source.emit("SIGINT");
    const late = recordingChild();
    trap.own(late);
    expect(late.sent).toEqual(["SIGINT"]);
    trap.dispose();
  });

  it("removes its handlers on dispose", () => {
    const trap = trapWith();
    expect(source.listenerCount("SIGINT")).toBe(1);
    trap.dispose();
    expect(source.listenerCount("SIGINT")).toBe(0);
    expect(source.listenerCount("SIGTERM")).toBe(0);
    expect(source.listenerCount("SIGHUP")).toBe(0);
  });

  it("takes over a signal that arrived before it was installed and stops the first engine", () => {
    const trap = installSignalTrap({
      deadlineMs: 7_000,
      killAfterMs: 2_000,
      initial: "SIGTERM",
      source: source as unknown as Pick<NodeJS.Process, "on" | "off">,
    });
    expect(trap.received).toBe("SIGTERM");
    expect(trap.exitCode).toBe(143);
    const child = recordingChild();
    trap.own(child);
    expect(child.sent).toEqual(["SIGINT"]);
    trap.dispose();
  });
});
