/**
 * The post step's view of the main step, in one typed module: what main was about to do,
 * saved with `saveState` BEFORE each side effect, read back by the post step from the
 * `STATE_*` variables the runner sets from the GITHUB_STATE file.
 */

const INTENT_PHASES = [
  "starting",
  "init",
  "planning",
  "applying",
  "recovering",
  "reporting",
  "finished",
] as const;
export type IntentPhase = (typeof INTENT_PHASES)[number];

export interface Intent {
  command: string;
  workdir: string;
  project: string;
  stack: string;
  planPath: string;
  journalFile: string;
  phase: IntentPhase;
}

/** Where state goes: `core.saveState` in the action, a map in tests. */
export type SaveState = (name: string, value: string) => void;

const KEYS: Readonly<Record<keyof Intent, string>> = {
  command: "command",
  workdir: "workdir",
  project: "project",
  stack: "stack",
  planPath: "plan-path",
  journalFile: "journal-file",
  phase: "phase",
};
const FINISHED_KEY = "main-finished";

export function saveIntent(save: SaveState, intent: Partial<Intent>): void {
  for (const [key, value] of Object.entries(intent) as Array<[keyof Intent, string]>) {
    save(KEYS[key], value);
  }
}

/** Main finished cleanly: the journal is closed and nothing is left for the post step. */
export function saveFinished(save: SaveState): void {
  save("phase", "finished");
  save(FINISHED_KEY, "true");
}

export interface SavedState {
  /** Null when main saved nothing (it stopped before any side effect). */
  intent: Intent | null;
  finished: boolean;
}

/** Reads the saved state from `STATE_<name>` variables (what `core.getState` reads). */
export function readSavedState(env: Readonly<Record<string, string | undefined>>): SavedState {
  const get = (key: keyof Intent): string => env[`STATE_${KEYS[key]}`] ?? "";
  const finished = env[`STATE_${FINISHED_KEY}`] === "true";
  const workdir = get("workdir");
  if (workdir === "") return { intent: null, finished };
  const phase = get("phase");
  return {
    finished,
    intent: {
      command: get("command"),
      workdir,
      project: get("project"),
      stack: get("stack"),
      planPath: get("planPath"),
      journalFile: get("journalFile"),
      phase: (INTENT_PHASES as readonly string[]).includes(phase)
        ? (phase as IntentPhase)
        : "starting",
    },
  };
}
