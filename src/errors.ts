/** Errors the user can act on, and the documented exit codes of every stackgate command. */

/** Documented exit codes of every stackgate command (README "Exit codes"). */
export const EXIT = {
  ok: 0,
  failed: 1,
  /** `preview --detailed-exitcode` only: the plan has changes. */
  changes: 2,
  /** Approval missing, refused, or bound to another plan. */
  approvalRequired: 3,
  /** The state is locked by someone else (holder named in the message). */
  locked: 4,
  /** The saved plan no longer matches the state: run preview again. */
  stalePlan: 5,
  /** Bad input: unknown command or flag, invalid setting, unreadable config. */
  usage: 64,
  /** The engine binary is not on PATH or cannot run. */
  engineUnavailable: 69,
  /** Interrupted by a signal (128 + its number); the engine was stopped gracefully first. */
  interruptedSigint: 130,
  interruptedSigterm: 143,
  interruptedSighup: 129,
} as const;

/** A failure the user can act on: the message says what was expected and what to do. */
export class StackgateError extends Error {
  /** The outcome scripts see in `--json` (e.g. "locked"); "error" when not given. */
  readonly outcome: string;

  constructor(
    message: string,
    readonly exitCode: number,
    options?: { cause?: unknown; outcome?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = "StackgateError";
    this.outcome = options?.outcome ?? "error";
  }
}

/** At most 80 characters of a bad value, quoted (control characters escaped). */
export function quoteExcerpt(text: string, max = 80): string {
  // The mark inside the quotes, right after the cut: the redactor masks a secret cut there.
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

/** The message of anything thrown (an Error's message, else its text). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
