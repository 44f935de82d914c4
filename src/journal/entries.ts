/**
 * The intent journal (docs/ARCHITECTURE.md, "Safety model").
 *
 * One run = one NDJSON file: a `start` entry (who, where, what), then `phase`, `lock` and
 * `resource` entries, each written *before* the side effect it describes. The local file is
 * appended synchronously (callable from a signal handler); durable copies (a directory the
 * user configures, or a table beside a `pg` backend's state) are appended in the background,
 * in order, one at a time, and their failures become warnings instead of failures: the local
 * file is the record, the durable copy is what the next run on another machine can read.
 *
 * Reading is strict: stackgate never acts on a journal it cannot read. The only tolerated
 * damage is a truncated last line (the process was killed mid-write), which is ignored with
 * a warning.
 */
import { ENGINE_NAMES, type EngineName } from "../model/change.js";
import { EXIT, quoteExcerpt, StackgateError } from "../errors.js";
import { PLATFORM_NAMES, type PlatformName } from "../platform/registry.js";
import { isRecord } from "../model/json.js";

export const JOURNAL_VERSION = 1;

const PHASES = [
  "planning",
  "applying",
  "interrupting",
  "done",
  "interrupted",
  "failed",
  "recovering",
  "recovered",
] as const;
export type Phase = (typeof PHASES)[number];
/** The phase of a run that has a start entry but no phase entry yet. */
export type RunPhase = Phase | "started";
/** Phases after which nothing is left to repair: a new run may start. */
export const TERMINAL_PHASES: ReadonlySet<RunPhase> = new Set<RunPhase>(["done", "recovered"]);

const JOURNAL_RESOURCE_ACTIONS = ["create", "update", "delete", "replace", "read"] as const;
export type JournalResourceAction = (typeof JOURNAL_RESOURCE_ACTIONS)[number];
const RESOURCE_STATUSES = ["started", "done", "failed"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

const ENTRY_TYPES = ["start", "phase", "lock", "resource"] as const;

export interface JournalHeader {
  version: typeof JOURNAL_VERSION;
  runId: string;
  /**
   * The platform's attempt of that run (`PlatformRun.attempt`): a re-run has the same run
   * id and a higher attempt, and its liveness is asked per attempt (locks/liveness.ts RunRef).
   */
  attempt?: string;
  /** The job within the run (`PlatformRun.job`): matrix siblings share it. */
  job?: string;
  /** The matrix / parallel index where the platform gives one (`PlatformRun.index`). */
  index?: string;
  runUrl?: string;
  platform: PlatformName;
  engine: EngineName;
  project: string;
  stack: string;
  /** Identifies the working directory across machines: prefer the repository-relative path. */
  workdir: string;
  host: string;
  user: string;
  /** stackgate's own pid (the engine's pid goes in phase entries). */
  pid: number;
  startedAt: string;
  command: string;
}

export interface StartEntry {
  type: "start";
  at: string;
  header: JournalHeader;
}
export interface PhaseEntry {
  type: "phase";
  at: string;
  phase: Phase;
  enginePid?: number;
  planDigest?: string;
  note?: string;
}
export interface LockEntry {
  type: "lock";
  at: string;
  lockId: string;
  /**
   * The process that took this lock when it is not the run's own stackgate: a recovery of the
   * run, which records its own lock before it takes it (recovery/own-lock.ts). Its liveness,
   * not the run's, decides whether that lock's owner is dead.
   */
  by?: LockTaker;
}

/** Who took a lock a run's journal names on its behalf (a recovery of that run). */
export interface LockTaker {
  runId: string;
  attempt?: string;
  job?: string;
  index?: string;
  runUrl?: string;
  host: string;
  pid: number;
  startedAt: string;
}

/** A lock a recovery of the run took itself, as its journal records it. */
export interface TakenLock {
  lockId: string;
  by: LockTaker;
}
export interface ResourceEntry {
  type: "resource";
  at: string;
  address: string;
  action: JournalResourceAction;
  status: ResourceStatus;
  id?: string;
}
export type JournalEntry = StartEntry | PhaseEntry | LockEntry | ResourceEntry;

/** True when the entry closes its run's record: a terminal phase (`done`, `recovered`). */
export function closesRecord(entry: JournalEntry): boolean {
  return entry.type === "phase" && TERMINAL_PHASES.has(entry.phase);
}

/** True when the run's last phase closes its record. */
export function isRecordClosed(entries: readonly JournalEntry[]): boolean {
  const last = entries.findLast((e) => e.type === "phase");
  return last !== undefined && closesRecord(last);
}

/** An entry as callers write it: `at` is stamped by the writer when absent. */
export type JournalInput = JournalEntry extends infer E
  ? E extends JournalEntry
    ? Omit<E, "at"> & { at?: string }
    : never
  : never;

/** What identifies a stack's journal: a journal for another key is never acted on. */
export interface JournalKey {
  project: string;
  stack: string;
  workdir: string;
  /** Other names a journal may have recorded for the same workdir (its absolute path). */
  workdirAliases?: readonly string[];
}

/** True when a journal's recorded workdir names the key's workdir. */
export function isSameWorkdir(recorded: string, key: JournalKey): boolean {
  return recorded === key.workdir || (key.workdirAliases ?? []).includes(recorded);
}

export interface JournalResource {
  address: string;
  action: JournalResourceAction;
  status: ResourceStatus;
  id?: string;
  /** Time of the last entry for this address and action. */
  at: string;
}

export interface JournalState {
  header: JournalHeader;
  phase: RunPhase;
  /** Time of the last entry. */
  updatedAt: string;
  enginePid?: number;
  planDigest?: string;
  lockId?: string;
  /**
   * The lock ID the local file names where no durable copy confirmed it (run-journal.ts
   * `confirmLocalLock`): never released automatically; a person may, after checking it.
   */
  unconfirmedLockId?: string;
  /** The locks recoveries of this run took themselves (lock entries with `by`), in order. */
  recoveryLocks?: TakenLock[];
  /** Last status per address + action wins; in order of first appearance. */
  resources: JournalResource[];
  warnings: string[];
}

export type JournalErrorKind = "unreadable" | "not-terminal" | "foreign";

/** A journal stackgate cannot or must not act on; the message says what to do. */
export class JournalError extends StackgateError {
  /** `not-terminal`: the unfinished run in the way (its owner may still be running). */
  readonly run: JournalState | undefined;

  constructor(
    message: string,
    readonly kind: JournalErrorKind = "unreadable",
    options?: { cause?: unknown; run?: JournalState },
  ) {
    super(message, EXIT.failed, options?.cause === undefined ? {} : { cause: options.cause });
    this.name = "JournalError";
    this.run = options?.run;
  }
}

export const UNREADABLE_ADVICE =
  "Move the file aside; stackgate will not act on a journal it cannot read.";

function nowIso(): string {
  return new Date().toISOString();
}

// ---------------------------------------------------------------------------------------------
// Validation: one shape check shared by readers (files, rows) and the writer (never write what
// we could not read back).

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

function isIsoTime(value: unknown): value is string {
  return typeof value === "string" && value !== "" && !Number.isNaN(Date.parse(value));
}

function isPid(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

const choices = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(" | ");

function checkOptional(
  object: Record<string, unknown>,
  field: string,
  ok: (value: unknown) => boolean,
  expected: string,
): string | null {
  const value = object[field];
  return value === undefined || ok(value) ? null : `"${field}" must be ${expected}`;
}

function checkHeader(header: unknown): string | null {
  if (!isRecord(header)) return `"header" must be an object`;
  if (typeof header.version === "number" && header.version > JOURNAL_VERSION) {
    return `journal version ${header.version} was written by a newer stackgate (this one reads version ${JOURNAL_VERSION}): upgrade stackgate`;
  }
  if (header.version !== JOURNAL_VERSION) return `"header.version" must be ${JOURNAL_VERSION}`;
  for (const field of ["runId", "project", "stack", "workdir", "host", "user", "command"]) {
    if (typeof header[field] !== "string") return `"header.${field}" must be a string`;
  }
  if (header.runId === "") return `"header.runId" must not be empty`;
  if (!isOneOf(PLATFORM_NAMES, header.platform)) {
    return `"header.platform" must be ${choices(PLATFORM_NAMES)}`;
  }
  if (!isOneOf(ENGINE_NAMES, header.engine)) {
    return `"header.engine" must be ${choices(ENGINE_NAMES)}`;
  }
  if (!isPid(header.pid)) return `"header.pid" must be a positive integer`;
  if (!isIsoTime(header.startedAt)) return `"header.startedAt" must be an ISO time`;
  return runRefProblem(header, "header");
}

/** The optional strings that name a run's place on its platform, checked in `object`. */
function runRefProblem(object: Record<string, unknown>, name: string): string | null {
  for (const field of ["runUrl", "attempt", "job", "index"]) {
    const problem = checkOptional(object, field, (v) => typeof v === "string", "a string");
    if (problem !== null) return `"${name}.${field}" must be a string`;
  }
  return null;
}

function takerProblem(by: unknown): string | null {
  if (!isRecord(by)) return `"by" must be an object`;
  for (const field of ["runId", "host"]) {
    if (typeof by[field] !== "string" || by[field] === "") {
      return `"by.${field}" must be a non-empty string`;
    }
  }
  if (!isPid(by.pid)) return `"by.pid" must be a positive integer`;
  if (!isIsoTime(by.startedAt)) return `"by.startedAt" must be an ISO time`;
  return runRefProblem(by, "by");
}

/**
 * The key of one run's record (issue 25): run id, attempt, job, index, start time, host and
 * pid, so a re-run, a matrix sibling or a second stackgate of one job never shares a record
 * with another run — every durable store keeps one record per key.
 */
export function recordKey(header: JournalHeader): string {
  return JSON.stringify([
    header.runId,
    header.attempt ?? "",
    header.job ?? "",
    header.index ?? "",
    header.startedAt,
    header.host,
    header.pid,
  ]);
}

/** Why `value` is not a journal entry, or null when it is one. */
function entryProblem(value: unknown): string | null {
  if (!isRecord(value)) return "expected a JSON object";
  if (!isOneOf(ENTRY_TYPES, value.type)) {
    return `unknown entry type ${JSON.stringify(value.type ?? null)}; expected "type": ${choices(ENTRY_TYPES)}`;
  }
  if (!isIsoTime(value.at)) return `"at" must be an ISO time`;
  switch (value.type) {
    case "start":
      return checkHeader(value.header);
    case "phase":
      if (!isOneOf(PHASES, value.phase)) return `"phase" must be ${choices(PHASES)}`;
      return (
        checkOptional(value, "enginePid", isPid, "a positive integer") ??
        checkOptional(value, "planDigest", (v) => typeof v === "string", "a string") ??
        checkOptional(value, "note", (v) => typeof v === "string", "a string")
      );
    case "lock":
      if (typeof value.lockId !== "string" || value.lockId === "") {
        return `"lockId" must be a non-empty string`;
      }
      return value.by === undefined ? null : takerProblem(value.by);
    case "resource":
      if (typeof value.address !== "string" || value.address === "") {
        return `"address" must be a non-empty string`;
      }
      if (!isOneOf(JOURNAL_RESOURCE_ACTIONS, value.action)) {
        return `"action" must be ${choices(JOURNAL_RESOURCE_ACTIONS)}`;
      }
      if (!isOneOf(RESOURCE_STATUSES, value.status)) {
        return `"status" must be ${choices(RESOURCE_STATUSES)}`;
      }
      return checkOptional(value, "id", (v) => typeof v === "string", "a string");
  }
}

export interface ParsedJournal {
  entries: JournalEntry[];
  warnings: string[];
}

/**
 * Parses NDJSON journal text. `source` names the file in messages. A last line without its
 * newline that does not parse is a write cut short by a kill: ignored with a warning. Any
 * other bad line throws a JournalError naming the file, the line and the text. A journal
 * with entries must begin with its start entry.
 */
export function parseJournal(text: string, source: string): ParsedJournal {
  const entries: JournalEntry[] = [];
  const warnings: string[] = [];
  const lines = text.split("\n");
  const complete = text.endsWith("\n") || text === "";
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const isLast = index === lines.length - 1;
    if (isLast && line === "") continue; // after the final newline
    const lineNo = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      if (isLast && !complete) {
        warnings.push(
          `${source}: ignored the truncated last line ${lineNo} (${line.length} bytes, ${quoteExcerpt(line)}): a write cut short, most likely by a kill; the entries before it are intact.`,
        );
        continue;
      }
      throw new JournalError(
        `Cannot read the stackgate journal ${source}: line ${lineNo} is not valid JSON: ${quoteExcerpt(line)}. ` +
          `Expected one JSON journal entry per line. ${UNREADABLE_ADVICE}`,
      );
    }
    const problem = entryProblem(value);
    if (problem !== null) {
      throw new JournalError(
        `Cannot read the stackgate journal ${source}: line ${lineNo} is not a journal entry (${problem}): ${quoteExcerpt(line)}. ${UNREADABLE_ADVICE}`,
      );
    }
    entries.push(value as JournalEntry);
  }
  assertStartsWithStart(entries, source);
  return { entries, warnings };
}

export function assertStartsWithStart(entries: readonly JournalEntry[], source: string): void {
  const first = entries[0];
  if (first !== undefined && first.type !== "start") {
    throw new JournalError(
      `Cannot read the stackgate journal ${source}: it has no start entry (the first entry is a ${JSON.stringify(first.type)} entry). ` +
        `Expected the run's {"type":"start"} entry first. ${UNREADABLE_ADVICE}`,
    );
  }
}

/** One path component from arbitrary text: `%XX`-escapes everything but [A-Za-z0-9._@+=-]. */
export function safeFileName(text: string): string {
  const escaped = Array.from(new TextEncoder().encode(text), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9._@+=-]/.test(char) && byte < 0x80
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
  if (escaped === "" || escaped === "." || escaped === "..") {
    return escaped.replace(/\./g, "%2E") || "%00";
  }
  return escaped;
}

/** A start time as a file-name part (no `:`), e.g. `2025-01-31T10-00-00.000Z`. */
export function timeForFileName(iso: string): string {
  const time = Date.parse(iso);
  return (Number.isNaN(time) ? iso : new Date(time).toISOString()).replace(/:/g, "-");
}

/** Stamps `at` and checks the shape: the writer never writes what a reader would refuse. */
export function completeEntry(input: JournalInput, at: string = nowIso()): JournalEntry {
  const entry: JournalEntry = { ...input, at: input.at ?? at };
  const problem = entryProblem(entry);
  if (problem !== null) {
    throw new JournalError(
      `stackgate refused to write an invalid journal entry (${problem}): ${quoteExcerpt(JSON.stringify(entry))}. This is a bug in stackgate.`,
    );
  }
  return entry;
}

/**
 * An entry read back from a durable store (a pg row, a line of an S3 object), checked like
 * every entry; otherwise a JournalError that says where it is and what to do with it.
 */
export function checkStoredEntry(
  value: unknown,
  where: { location: string; item: string; text: string; remedy: string },
): JournalEntry {
  const problem = value === undefined ? "not JSON" : entryProblem(value);
  if (problem !== null) {
    throw new JournalError(
      `Cannot read the stackgate journal at ${where.location}: ${where.item} is not a journal entry (${problem}): ` +
        `${quoteExcerpt(where.text)}. ${where.remedy}; stackgate will not act on a journal it cannot read.`,
    );
  }
  return value as JournalEntry;
}
