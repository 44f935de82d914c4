import { setTimeout as sleep } from "node:timers/promises";
import { isPidAlive } from "../locks/liveness.js";
import { KILL_AFTER_MS } from "./signal-trap.js";

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isPidAlive(pid)) return true;
    await sleep(100);
  }
  return !isPidAlive(pid);
}

/**
 * Stops an engine that is not our child (left behind by a dead run) the same way the trap
 * does: one SIGINT to its group, a second after the grace period, SIGKILL as a last resort.
 * Returns how it stopped.
 */
export async function stopProcessGroup(
  pid: number,
  options: { graceMs: number; killAfterMs?: number },
): Promise<"SIGINT" | "two SIGINTs" | "SIGKILL"> {
  signalGroup(pid, "SIGINT");
  if (await waitForExit(pid, options.graceMs)) return "SIGINT";
  signalGroup(pid, "SIGINT");
  if (await waitForExit(pid, options.killAfterMs ?? KILL_AFTER_MS)) return "two SIGINTs";
  signalGroup(pid, "SIGKILL");
  await waitForExit(pid, 2_000);
  return "SIGKILL";
}
