/**
 * What `stackgate drift` found, per stack and for the run, and its `--json` contract
 * (docs/DRIFT.md): a versioned schema, stable keys, every drifted resource with its changed
 * attributes and its redacted diff (the change model's, so nothing that changed is hidden).
 */
import { EXIT } from "../errors.js";
import type { LockHolder } from "../engines/engine.js";
import type { Diagnostic, EngineName, OutputChange, ResourceChange } from "../model/change.js";

/** The `--json` document's schema; a change that breaks a reader gets a new version. */
const DRIFT_SCHEMA = "stackgate.drift/v1";

export type DriftStatus = "in-sync" | "drifted" | "failed" | "locked";

/** Which stack was checked. */
export interface DriftTarget {
  /** As `stackgate stacks` names it (the directory; `<dir>:<stack>` for Pulumi), "." alone. */
  id: string;
  /** Absolute directory of the stack. */
  dir: string;
  engine: EngineName;
  stack: string;
}

export type StackDrift = DriftTarget & { durationMs: number } & (
    | { status: "in-sync" }
    | { status: "drifted"; resources: ResourceChange[]; outputs: OutputChange[] }
    | { status: "failed"; message: string; diagnostics: Diagnostic[] }
    | { status: "locked"; holder: LockHolder; message: string }
  );

export interface DriftReport {
  stacks: StackDrift[];
  /** The run's status: the worst of its stacks' (see `runStatus`). */
  status: DriftStatus | "empty";
  exitCode: number;
}

/**
 * The run's status and exit code, worst first: a failed check (1) says least, then a locked
 * stack (4, EXIT.locked: it was not checked, so the run cannot say "in sync", and it is kept
 * apart from a failure: the lock belongs to someone at work and is never touched), then drift
 * (2), then in sync (0). No stacks at all is a failure: a schedule that finds nothing to check
 * has lost its stacks.
 */
export function summarizeDrift(stacks: readonly StackDrift[]): DriftReport {
  const has = (status: DriftStatus): boolean => stacks.some((s) => s.status === status);
  const [status, exitCode]: [DriftReport["status"], number] =
    stacks.length === 0
      ? ["empty", EXIT.failed]
      : has("failed")
        ? ["failed", EXIT.failed]
        : has("locked")
          ? ["locked", EXIT.locked]
          : has("drifted")
            ? ["drifted", EXIT.changes]
            : ["in-sync", EXIT.ok];
  return { stacks: [...stacks], status, exitCode };
}

function resourceJson(r: ResourceChange): Record<string, unknown> {
  return {
    address: r.address,
    type: r.type,
    name: r.name,
    module: r.module,
    action: r.action,
    changedAttributes: r.changedAttributes,
    sensitive: r.sensitive,
    diff: r.diff,
  };
}

function stackJson(s: StackDrift): Record<string, unknown> {
  const head = {
    id: s.id,
    dir: s.dir,
    engine: s.engine,
    stack: s.stack,
    status: s.status,
    durationMs: s.durationMs,
  };
  switch (s.status) {
    case "in-sync":
      return { ...head, resources: [], outputs: [], error: null, lock: null };
    case "drifted":
      return {
        ...head,
        resources: s.resources.map(resourceJson),
        outputs: s.outputs
          .filter((o) => o.action !== "no-op")
          .map((o) => ({ name: o.name, action: o.action, sensitive: o.sensitive })),
        error: null,
        lock: null,
      };
    case "failed":
      return {
        ...head,
        resources: [],
        outputs: [],
        error: { message: s.message, diagnostics: s.diagnostics },
        lock: null,
      };
    case "locked":
      return {
        ...head,
        resources: [],
        outputs: [],
        error: null,
        lock: { ...s.holder, message: s.message },
      };
  }
}

/** The `--json` document (docs/DRIFT.md). */
export function driftJson(report: DriftReport): Record<string, unknown> {
  const count = (status: DriftStatus): number =>
    report.stacks.filter((s) => s.status === status).length;
  return {
    schema: DRIFT_SCHEMA,
    command: "drift",
    status: report.status,
    exitCode: report.exitCode,
    summary: {
      stacks: report.stacks.length,
      inSync: count("in-sync"),
      drifted: count("drifted"),
      failed: count("failed"),
      locked: count("locked"),
    },
    stacks: report.stacks.map(stackJson),
  };
}
