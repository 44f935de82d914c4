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

import { EXIT, StackgateError } from "../errors.js";
import type { FileJournalStore } from "./file-store.js";

export const JOURNAL_VERSION = 1;

export const PLATFORMS = ["local", "github", "bitbucket"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PHASES = [
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

export const JOURNAL_RESOURCE_ACTIONS = ["create", "update", "delete", "replace", "read"] as const;
export type JournalResourceAction = (typeof JOURNAL_RESOURCE_ACTIONS)[number];
export const RESOURCE_STATUSES = ["started", "done", "failed"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

export const ENTRY_TYPES = ["start", "phase", "lock", "resource"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export interface JournalHeader {
  version: typeof JOURNAL_VERSION;
  runId: string;
  runUrl?: string;
  platform: Platform;
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
  /** Last status per address + action wins; in order of first appearance. */
  resources: JournalResource[];
  warnings: string[];
}

export type JournalErrorKind = "unreadable" | "not-terminal" | "foreign";

/** A journal stackgate cannot or must not act on; the message says what to do. */
export class JournalError extends StackgateError {
  constructor(
    message: string,
    readonly kind: JournalErrorKind = "unreadable",
    options?: { cause?: unknown },
  ) {
    super(message, EXIT.failed, options);
    this.name = "JournalError";
  }
}

export const UNREADABLE_ADVICE =
  "Move the file aside; stackgate will not act on a journal it cannot read.";

/** At most 80 characters of a bad line, quoted (control characters escaped). */
export function quoteExcerpt(text: string, max = 80): string {
  // The mark inside the quotes, right after the cut: the redactor masks a secret cut there.
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

export function nowIso(): string {
  return new Date().toISOString();
}

// ---------------------------------------------------------------------------------------------
// Validation: one shape check shared by readers (files, rows) and the writer (never write what
// we could not read back).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
  if (!isOneOf(PLATFORMS, header.platform)) {
    return `"header.platform" must be ${choices(PLATFORMS)}`;
  }
  if (!isOneOf(ENGINE_NAMES, header.engine)) {
    return `"header.engine" must be ${choices(ENGINE_NAMES)}`;
  }
  if (!isPid(header.pid)) return `"header.pid" must be a positive integer`;
  if (!isIsoTime(header.startedAt)) return `"header.startedAt" must be an ISO time`;
  return checkOptional(header, "runUrl", (v) => typeof v === "string", "a string");
}

/** Why `value` is not a journal entry, or null when it is one. */
export function entryProblem(value: unknown): string | null {
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
      return typeof value.lockId === "string" && value.lockId !== ""
        ? null
        : `"lockId" must be a non-empty string`;
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

export function isJournalEntry(value: unknown): value is JournalEntry {
  return entryProblem(value) === null;
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

function assertStartsWithStart(entries: readonly JournalEntry[], source: string): void {
  const first = entries[0];
  if (first !== undefined && first.type !== "start") {
    throw new JournalError(
      `Cannot read the stackgate journal ${source}: it has no start entry (the first entry is a ${JSON.stringify(first.type)} entry). ` +
        `Expected the run's {"type":"start"} entry first. ${UNREADABLE_ADVICE}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Fold

const IN_FLIGHT_CHECK: ReadonlySet<RunPhase> = new Set<RunPhase>([
  "done",
  "interrupted",
  "failed",
  "recovered",
]);

/** Folds one run's entries into its current state. Throws a JournalError on a malformed run. */
export function foldJournal(
  entries: readonly JournalEntry[],
  options: { source?: string; warnings?: readonly string[] } = {},
): JournalState {
  const source = options.source ?? "(journal)";
  const first = entries[0];
  if (first === undefined) {
    throw new JournalError(
      `The stackgate journal ${source} is empty: expected a run's start entry. ${UNREADABLE_ADVICE}`,
    );
  }
  assertStartsWithStart(entries, source);
  const start = first as StartEntry;
  const state: JournalState = {
    header: start.header,
    phase: "started",
    updatedAt: start.at,
    resources: [],
    warnings: [...(options.warnings ?? [])],
  };
  const byKey = new Map<string, JournalResource>();
  let terminalAt: string | null = null;
  for (const [index, entry] of entries.entries()) {
    if (index > 0 && entry.type === "start") {
      throw new JournalError(
        `The stackgate journal ${source} holds more than one run (run ${JSON.stringify(start.header.runId)} and, at entry ${index + 1}, run ${JSON.stringify(entry.header.runId)}); a journal holds one run. ${UNREADABLE_ADVICE}`,
      );
    }
    state.updatedAt = entry.at;
    if (terminalAt !== null && entry.type !== "phase") {
      state.warnings.push(
        `${source}: a ${entry.type} entry at ${entry.at} follows the terminal phase reached at ${terminalAt}.`,
      );
    }
    switch (entry.type) {
      case "start":
        break;
      case "phase":
        state.phase = entry.phase;
        terminalAt = TERMINAL_PHASES.has(entry.phase) ? entry.at : null;
        if (entry.enginePid !== undefined) state.enginePid = entry.enginePid;
        if (entry.planDigest !== undefined) state.planDigest = entry.planDigest;
        break;
      case "lock":
        state.lockId = entry.lockId;
        break;
      case "resource": {
        const key = `${entry.action}\u0000${entry.address}`;
        const existing = byKey.get(key);
        if (existing === undefined) {
          const resource: JournalResource = {
            address: entry.address,
            action: entry.action,
            status: entry.status,
            at: entry.at,
          };
          if (entry.id !== undefined) resource.id = entry.id;
          byKey.set(key, resource);
          state.resources.push(resource);
        } else {
          existing.status = entry.status;
          existing.at = entry.at;
          if (entry.id !== undefined) existing.id = entry.id;
        }
        break;
      }
    }
  }
  if (IN_FLIGHT_CHECK.has(state.phase)) {
    const inFlight = state.resources.filter((r) => r.status === "started");
    if (inFlight.length > 0) {
      const list = inFlight.map((r) => `${r.action} ${r.address}`).join(", ");
      state.warnings.push(
        `${source}: the run reached phase "${state.phase}" with ${inFlight.length} resource operation(s) started but never reported done or failed: ${list}.`,
      );
    }
  }
  return state;
}

export function isTerminal(state: Pick<JournalState, "phase">): boolean {
  return TERMINAL_PHASES.has(state.phase);
}

function describeKey(key: JournalKey): string {
  return `project ${JSON.stringify(key.project)}, stack ${JSON.stringify(key.stack)}, workdir ${JSON.stringify(key.workdir)}`;
}

/** Refuses a journal written for another project, stack or workdir (message names both). */
export function assertJournalFor(
  state: Pick<JournalState, "header">,
  key: JournalKey,
  source = "the journal",
): void {
  const { header } = state;
  if (
    header.project === key.project &&
    header.stack === key.stack &&
    isSameWorkdir(header.workdir, key)
  ) {
    return;
  }
  throw new JournalError(
    `${source} belongs to ${describeKey(header)} (run ${JSON.stringify(header.runId)}), not to ${describeKey(key)}: ` +
      `stackgate will not act on another stack's journal. Check the journal location and the stack settings, or move the file aside.`,
    "foreign",
  );
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

// ---------------------------------------------------------------------------------------------
// Writer

/** A durable copy of the journal somewhere the next run (maybe on another machine) can read. */
export interface DurableStore {
  /** Where the copy lives, for messages: never contains a password. */
  readonly location: string;
  append(entry: JournalEntry): Promise<void>;
  /** The entries of the most recent run for this key, in order ([] when there is none). */
  readLatestRun(key: JournalKey): Promise<JournalEntry[]>;
  /** Continue an existing run (e.g. `recover` appending to the run it repairs). */
  attach?(header: JournalHeader): void;
  close(): Promise<void>;
}

export interface JournalOptions {
  local: FileJournalStore;
  durable?: readonly DurableStore[];
  /** Called once per warning, as it happens (e.g. to print it). */
  onWarning?: (message: string) => void;
}

interface Lane {
  store: DurableStore;
  tail: Promise<void>;
  disabled: boolean;
  appended: number;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes the journal: the local file synchronously, first, before the side effect the entry
 * describes; then each durable copy in the background (in order, one append at a time per
 * store). A durable copy that fails never fails the run: it is reported in `warnings`, and
 * that copy is not written again in this run (a copy with a gap would mislead a reader more
 * than a copy that visibly stops).
 */
export class Journal {
  readonly local: FileJournalStore;
  private readonly lanes: Lane[];
  private readonly warningList: string[] = [];
  private readonly onWarning: ((message: string) => void) | undefined;

  constructor(options: JournalOptions) {
    this.local = options.local;
    this.lanes = (options.durable ?? []).map((store) => ({
      store,
      tail: Promise.resolve(),
      disabled: false,
      appended: 0,
    }));
    this.onWarning = options.onWarning;
  }

  get warnings(): readonly string[] {
    return this.warningList;
  }

  get durableLocations(): string[] {
    return this.lanes.map((lane) => lane.store.location);
  }

  /**
   * Starts a run: refuses when the previous run of this stack is not terminal (recover
   * first), rotates a finished one, writes the start entry locally, then queues it durably.
   */
  start(header: JournalHeader, at?: string): StartEntry {
    const entry = this.local.startRun(header, at);
    this.enqueue(entry);
    return entry;
  }

  /** Continues an existing run (the local file already holds its start entry). */
  resume(header: JournalHeader): void {
    for (const lane of this.lanes) lane.store.attach?.(header);
  }

  /** Records one entry: synchronous local append, then a queued durable append. */
  record(input: JournalInput): JournalEntry {
    if (input.type === "start") return this.start(input.header, input.at);
    const entry = completeEntry(input);
    this.local.appendSync(entry);
    this.enqueue(entry);
    return entry;
  }

  /** Waits until every queued durable append has finished (or failed into `warnings`). */
  async flush(): Promise<void> {
    for (;;) {
      const tails = this.lanes.map((lane) => lane.tail);
      await Promise.all(tails);
      if (this.lanes.every((lane, i) => lane.tail === tails[i])) return;
    }
  }

  /** Flushes, then closes the durable stores (close failures become warnings). */
  async close(): Promise<void> {
    await this.flush();
    await Promise.all(
      this.lanes.map(async (lane) => {
        try {
          await lane.store.close();
        } catch (error) {
          this.warn(
            `durable journal copy at ${lane.store.location}: close failed: ${errorText(error)}`,
          );
        }
      }),
    );
  }

  private enqueue(entry: JournalEntry): void {
    for (const lane of this.lanes) {
      lane.tail = lane.tail.then(() => this.push(lane, entry));
    }
  }

  private async push(lane: Lane, entry: JournalEntry): Promise<void> {
    if (lane.disabled) return;
    try {
      await lane.store.append(entry);
      lane.appended++;
    } catch (error) {
      lane.disabled = true;
      this.warn(
        `durable journal copy at ${lane.store.location}: writing the ${entry.type} entry failed (${errorText(error)}). ` +
          `That copy stops after ${lane.appended} entries of this run and is not written again; ` +
          `the local journal ${this.local.file} is complete, keep it (or rerun recover on this machine).`,
      );
    }
  }

  private warn(message: string): void {
    this.warningList.push(message);
    try {
      this.onWarning?.(message);
    } catch {
      // A failing reporter must not break the queue: the warning is in `warnings`.
    }
  }
}
