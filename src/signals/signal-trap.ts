/**
 * The signal trap. The engine runs as a child in its own process group, so only stackgate
 * decides what it receives. On the first SIGINT/SIGTERM/SIGHUP stackgate forwards exactly
 * one graceful SIGINT (Terraform does not handle SIGHUP: forwarding it would kill the engine
 * like SIGKILL and strand the lock), then waits. When the deadline passes it sends a second
 * SIGINT (Terraform and Pulumi then stop at once and still unlock), and SIGKILL only when the
 * engine survives even that. Handlers stay synchronous; stackgate never exits before the engine.
 */
import { EXIT, messageOf } from "../errors.js";
import { onExit } from "signal-exit";
import type { RunningProcess } from "../process/runner.js";

const TRAPPED_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
export type TrappedSignal = (typeof TRAPPED_SIGNALS)[number];

export interface TrapEvents {
  /** Runs synchronously inside the handler, before anything is forwarded (journal "interrupting"). */
  onInterrupt?: (signal: TrappedSignal) => void;
  onEscalate?: (step: "second-sigint" | "sigkill") => void;
  log?: (message: string) => void;
}

export interface TrapOptions extends TrapEvents {
  /** Time from the first signal to the second SIGINT. */
  deadlineMs: number;
  /** Time from the second SIGINT to SIGKILL of the engine's process group (default KILL_AFTER_MS). */
  killAfterMs?: number;
  /** A signal that arrived before the trap was installed (see early-signals.ts). */
  initial?: TrappedSignal | null;
  /** Where signals come from; `process` in production, an EventEmitter in unit tests. */
  source?: Pick<NodeJS.Process, "on" | "off">;
}

/** What lifecycles see of the trap: whether a stop was asked, and a synchronous hook. */
export interface Interrupts {
  readonly received: TrappedSignal | null;
  /** Exit code for the received signal (130 SIGINT, 143 SIGTERM, 129 SIGHUP), or null. */
  readonly exitCode: number | null;
  /** Runs synchronously in the signal handler (write the journal's "interrupting"). */
  onInterrupt(listener: (signal: TrappedSignal) => void): () => void;
  /**
   * Stops the run from inside, as a SIGINT would (one graceful SIGINT to the engine, then the
   * usual escalation): for a run that cannot go on safely, e.g. its journal cannot be written.
   */
  stopForFailure?(reason: string): void;
}

export interface SignalTrap extends Interrupts {
  /** The engine child currently owned; replaced by each new engine process. */
  own(child: RunningProcess): void;
  /** The first signal received, or null. Lifecycles check it before every new side effect. */
  readonly received: TrappedSignal | null;
  dispose(): void;
}

/** From the escalating second SIGINT to SIGKILL of the engine's process group. */
export const KILL_AFTER_MS = 2_000;

const EXIT_CODES: Readonly<Record<TrappedSignal, number>> = {
  SIGINT: EXIT.interruptedSigint,
  SIGTERM: EXIT.interruptedSigterm,
  SIGHUP: EXIT.interruptedSighup,
};

export function installSignalTrap(options: TrapOptions): SignalTrap {
  const source = options.source ?? process;
  let received: TrappedSignal | null = options.initial ?? null;
  let child: RunningProcess | null = null;
  const timers: NodeJS.Timeout[] = [];
  const listeners = new Set<(signal: TrappedSignal) => void>();

  function stopChild(current: RunningProcess): void {
    if (!current.signal("SIGINT")) return;
    options.log?.(
      `stackgate: asked the engine to stop gracefully (SIGINT); waiting up to ${options.deadlineMs} ms`,
    );
    const second = setTimeout(() => {
      if (!current.signal("SIGINT")) return;
      options.onEscalate?.("second-sigint");
      options.log?.(
        "stackgate: the engine did not stop in time: second SIGINT (immediate stop, lock released)",
      );
      const kill = setTimeout(() => {
        if (!current.signal("SIGKILL")) return;
        options.onEscalate?.("sigkill");
        options.log?.(
          "stackgate: the engine ignored two interrupts: SIGKILL. `stackgate recover` will repair.",
        );
      }, options.killAfterMs ?? KILL_AFTER_MS);
      timers.push(kill);
    }, options.deadlineMs);
    timers.push(second);
    // Timers must not keep stackgate alive once the engine is gone.
    void current.done.then(() => clearTimers());
  }

  function clearTimers(): void {
    for (const timer of timers.splice(0)) clearTimeout(timer);
  }

  const handler = (signal: TrappedSignal): void => {
    if (received !== null) {
      options.log?.(`stackgate: ${signal} received again; the engine is already stopping`);
      return;
    }
    received = signal;
    options.onInterrupt?.(signal);
    for (const listener of listeners) {
      try {
        listener(signal);
      } catch (error) {
        options.log?.(`stackgate: interrupt hook failed: ${messageOf(error)}`);
      }
    }
    if (child) stopChild(child);
  };
  // If stackgate itself exits (a crash, process.exit) while the engine runs, the engine is
  // orphaned in its own process group: ask it to stop gracefully so it releases the lock.
  const removeExitHook = onExit(() => {
    child?.signal("SIGINT");
  });
  const handlers = TRAPPED_SIGNALS.map((signal) => {
    const listener = (): void => handler(signal);
    source.on(signal, listener);
    return [signal, listener] as const;
  });

  return {
    own(next: RunningProcess): void {
      child = next;
      // A signal that arrived between two engine processes stops the new one at once.
      if (received !== null) stopChild(next);
    },
    stopForFailure(reason: string): void {
      options.log?.(`stackgate: ${reason}: stopping the engine gracefully`);
      handler("SIGINT");
    },
    onInterrupt(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get received() {
      return received;
    },
    get exitCode() {
      return received === null ? null : EXIT_CODES[received];
    },
    dispose(): void {
      clearTimers();
      removeExitHook();
      for (const [signal, listener] of handlers) source.off(signal, listener);
    },
  };
}
