/**
 * Imported first by the CLI entry, before the rest of the bundle is evaluated: a stop that
 * arrives while stackgate is still starting is remembered instead of killing it half-started.
 * The signal trap takes the remembered signal over when it is installed.
 */
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
type EarlySignal = (typeof SIGNALS)[number];

let first: EarlySignal | null = null;
const listeners = SIGNALS.map((signal) => {
  const listener = (): void => {
    first ??= signal;
  };
  process.on(signal, listener);
  return [signal, listener] as const;
});

/** The first signal seen before the trap existed; stops listening. */
export function takeEarlySignal(): EarlySignal | null {
  for (const [signal, listener] of listeners) process.off(signal, listener);
  return first;
}
