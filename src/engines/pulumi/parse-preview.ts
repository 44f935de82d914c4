/**
 * Reads the document `pulumi preview --json` prints (one JSON object: `steps[]`, `changeSummary`,
 * `diagnostics`, `config`, `duration`) into the engine-neutral change model. Values never leave
 * this module except as fingerprints and a bounded human diff with secrets masked.
 */
import { messageOf } from "../../errors.js";
import { truncate } from "../../report/fit.js";
import {
  summarize,
  type ChangeSet,
  type Diagnostic,
  type ResourceAction,
  type ResourceChange,
} from "../../model/change.js";
import { canonicalJson, fingerprint } from "../../model/digest.js";
import {
  containsSecret,
  isSecretValue,
  MASKED_SECRET,
  parseUrn,
  stripColor,
  UNKNOWN_STRING,
} from "./values.js";
import { renderStepDiff, topLevel } from "./diff.js";
import { isRecord, type JsonObject } from "../../model/json.js";
export { MAX_DIFF_CHARS } from "../diff-text.js";
const DISCARD_REASON = "removed from the state without deleting the object (discard)";
const EXPECTATION =
  'expected the document `pulumi preview --json` prints (an object with "steps" and "changeSummary")';

/** The operations a preview step can carry (`display.StepOp`). */
const STEP_OPS = new Set([
  "same",
  "create",
  "update",
  "delete",
  "replace",
  "create-replacement",
  "delete-replaced",
  "read",
  "read-replacement",
  "refresh",
  "read-discard",
  "discard",
  "discard-replaced",
  "remove-pending-replace",
  "import",
  "import-replacement",
]);

export interface PreviewStep {
  op: string;
  urn: string;
  provider?: string;
  oldState?: JsonObject;
  newState?: JsonObject;
  diffReasons?: string[];
  replaceReasons?: string[];
  detailedDiff?: Record<string, { kind?: string; inputDiff?: boolean }> | null;
}

export interface PreviewDocument {
  steps: PreviewStep[];
  changeSummary: Record<string, number>;
  diagnostics: Diagnostic[];
  raw: JsonObject;
}

export function readPreviewDocument(text: string): PreviewDocument {
  const trimmed = text.trim();
  if (trimmed === "") throw new Error(`${EXPECTATION}, got empty output`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    throw new Error(
      `${EXPECTATION}, got text that is not one JSON document (${messageOf(error)}); it starts with ${JSON.stringify(truncate(trimmed, 60))}`,
      { cause: error },
    );
  }
  if (!isRecord(parsed)) throw new Error(`${EXPECTATION}, got ${describe(parsed)}`);
  if (!("steps" in parsed) && !("changeSummary" in parsed) && !("diagnostics" in parsed)) {
    const hint =
      "deployment" in parsed || "checkpoint" in parsed
        ? " (this looks like a stack export or checkpoint)"
        : "sequence" in parsed
          ? " (this looks like one engine event: the preview was streamed, PULUMI_ENABLE_STREAMING_JSON_PREVIEW must be unset)"
          : "";
    throw new Error(
      `${EXPECTATION}, got an object with keys ${Object.keys(parsed).join(", ")}${hint}`,
    );
  }
  const steps = readSteps(parsed.steps);
  const summary = isRecord(parsed.changeSummary) ? parsed.changeSummary : {};
  const changeSummary: Record<string, number> = {};
  for (const [op, n] of Object.entries(summary)) if (typeof n === "number") changeSummary[op] = n;
  return { steps, changeSummary, diagnostics: readDiagnostics(parsed.diagnostics), raw: parsed };
}

function readSteps(value: unknown): PreviewStep[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw new Error(`expected "steps" to be an array, got ${describe(value)}`);
  return value.map((entry, index) => {
    if (!isRecord(entry))
      throw new Error(`steps[${index}]: expected an object, got ${describe(entry)}`);
    const { op, urn } = entry;
    if (typeof op !== "string" || !STEP_OPS.has(op)) {
      throw new Error(
        `steps[${index}]: expected "op" to be one of ${[...STEP_OPS].join(", ")}, got ${describe(op)}`,
      );
    }
    if (typeof urn !== "string" || !urn.startsWith("urn:pulumi:")) {
      throw new Error(`steps[${index}]: expected "urn" to be a Pulumi URN, got ${describe(urn)}`);
    }
    const step: PreviewStep = { op, urn };
    if (typeof entry.provider === "string") step.provider = entry.provider;
    if (isRecord(entry.oldState)) step.oldState = entry.oldState;
    if (isRecord(entry.newState)) step.newState = entry.newState;
    if (isStringArray(entry.diffReasons)) step.diffReasons = entry.diffReasons;
    if (isStringArray(entry.replaceReasons)) step.replaceReasons = entry.replaceReasons;
    if (isRecord(entry.detailedDiff)) {
      step.detailedDiff = entry.detailedDiff as PreviewStep["detailedDiff"];
    }
    return step;
  });
}

/** Engine diagnostics (`{urn?, prefix?, message, severity}`) → the shared model; info/debug dropped. */
function readDiagnostics(value: unknown): Diagnostic[] {
  if (!Array.isArray(value)) return [];
  const out: Diagnostic[] = [];
  for (const entry of value) {
    const d = toDiagnostic(entry);
    if (d) out.push(d);
  }
  return out;
}

export function toDiagnostic(entry: unknown): Diagnostic | null {
  if (!isRecord(entry)) return null;
  const severity = entry.severity;
  if (severity !== "error" && severity !== "warning") return null;
  const message = stripColor(typeof entry.message === "string" ? entry.message : "").trim();
  const [first = "", ...rest] = message.split("\n");
  const d: Diagnostic = { severity, summary: first.trim(), detail: rest.join("\n").trim() };
  if (typeof entry.urn === "string" && entry.urn !== "") d.address = entry.urn;
  return d;
}

/** `pulumi preview --json` → ChangeSet. */
export function parsePreviewJson(text: string): ChangeSet {
  return changeSetFromPreview(readPreviewDocument(text));
}

export function changeSetFromPreview(doc: PreviewDocument): ChangeSet {
  const byUrn = new Map<string, PreviewStep[]>();
  for (const step of doc.steps) {
    const list = byUrn.get(step.urn);
    if (list) list.push(step);
    else byUrn.set(step.urn, [step]);
  }
  const resources: ResourceChange[] = [];
  for (const [urn, steps] of byUrn) {
    const change = toResourceChange(urn, steps);
    if (change) resources.push(change);
  }
  return {
    engine: "pulumi",
    engineVersion: "",
    resources,
    drift: [],
    outputs: [],
    diagnostics: doc.diagnostics,
    summary: summarize(resources, [], []),
    errored: doc.diagnostics.some((d) => d.severity === "error"),
  };
}

interface Folded {
  action: ResourceAction;
  replaceOrder?: ResourceChange["replaceOrder"];
  importId?: string;
  discard: boolean;
}

/** The steps of one URN → one action (a replacement may come as replace + its two halves). */
function fold(steps: readonly PreviewStep[]): Folded | null {
  const ops = steps.map((s) => s.op);
  if (ops.some((op) => ["replace", "create-replacement", "delete-replaced"].includes(op))) {
    const created = ops.indexOf("create-replacement");
    const deleted = ops.indexOf("delete-replaced");
    const folded: Folded = { action: "replace", discard: false };
    const deleteFirst =
      (created >= 0 && deleted >= 0 && deleted < created) ||
      steps.some((s) => s.newState?.deleteBeforeReplace === true);
    if (deleteFirst) folded.replaceOrder = "delete-before-create";
    else if (created >= 0 && deleted >= 0) folded.replaceOrder = "create-before-destroy";
    return folded;
  }
  if (ops.includes("import-replacement")) return { action: "replace", discard: false };
  const main = steps.find((s) => s.op !== "same" && s.op !== "remove-pending-replace");
  if (!main) return null;
  switch (main.op) {
    case "create":
      return { action: "create", discard: false };
    case "import": {
      const id = main.newState?.id;
      return { action: "create", importId: typeof id === "string" ? id : "", discard: false };
    }
    case "update":
      return { action: "update", discard: false };
    case "delete":
      return { action: "delete", discard: false };
    case "read":
    case "read-replacement":
    case "refresh":
      return { action: "read", discard: false };
    case "discard":
    case "discard-replaced":
    case "read-discard":
      return { action: "no-op", discard: true };
    default:
      return null;
  }
}

function toResourceChange(urn: string, steps: readonly PreviewStep[]): ResourceChange | null {
  const folded = fold(steps);
  if (!folded) return null;
  const oldState = steps.find((s) => s.oldState)?.oldState;
  const newState = [...steps].reverse().find((s) => s.newState)?.newState;
  const parsed = parseUrn(urn);
  const type =
    (typeof newState?.type === "string" ? newState.type : undefined) ??
    (typeof oldState?.type === "string" ? oldState.type : undefined) ??
    parsed.type;
  const replaceReasons = unique(steps.flatMap((s) => s.replaceReasons ?? []));
  const diffReasons = unique(steps.flatMap((s) => s.diffReasons ?? []));
  const detailed: Record<string, { kind?: string }> = {};
  for (const s of steps) Object.assign(detailed, s.detailedDiff ?? {});
  const oldInputs = inputsOf(oldState);
  const newInputs = inputsOf(newState);
  const changed = changedAttributes(folded.action, oldInputs, newInputs, detailed, diffReasons);
  const forcing = new Set(replaceReasons.map(topLevel));
  const reasons = [...replaceReasons];
  if (folded.discard) reasons.push(DISCARD_REASON);
  const change: ResourceChange = {
    address: urn,
    type,
    name: parsed.name,
    module: parsed.parentTypes.join("$"),
    action: folded.action,
    reasons,
    changedAttributes: changed,
    sensitive: changed.some(
      (key) => containsSecret(oldInputs[key]) || containsSecret(newInputs[key]),
    ),
    ...stateFingerprints(steps, oldState, newState, replaceReasons),
    diff: renderStepDiff(folded.action, changed, oldInputs, newInputs, forcing),
  };
  const computed = changed.filter((key) => newInputs[key] === UNKNOWN_STRING);
  if (computed.length > 0) change.computed = computed;
  if (folded.replaceOrder) change.replaceOrder = folded.replaceOrder;
  if (folded.importId !== undefined) change.importId = folded.importId;
  return change;
}

/**
 * The public fingerprint (secret values replaced by a placeholder) and, when the state holds a
 * secret, the sealed one over the full state (see ResourceChange.sealed).
 */
function stateFingerprints(
  steps: readonly { op?: unknown }[],
  oldState: JsonObject | undefined,
  newState: JsonObject | undefined,
  replaceReasons: readonly string[],
): { fingerprint: string; sealed?: string } {
  const ops = steps.map((s) => s.op);
  const old = stableState(oldState);
  const next = stableState(newState);
  const masked = fingerprint({
    ops,
    old: maskSecrets(old),
    new: maskSecrets(next),
    replaceReasons,
  });
  if (!containsSecret(old) && !containsSecret(next)) return { fingerprint: masked };
  return { fingerprint: masked, sealed: fingerprint({ ops, old, new: next, replaceReasons }) };
}

function maskSecrets(value: unknown): unknown {
  if (isSecretValue(value)) return MASKED_SECRET;
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v)]));
  }
  return value;
}

/** What binds the digest: ids, inputs and the fields that change behaviour, never timestamps. */
function stableState(state: JsonObject | undefined): unknown {
  if (!state) return null;
  const pick: JsonObject = {};
  for (const key of [
    "id",
    "type",
    "custom",
    "inputs",
    "parent",
    "provider",
    "protect",
    "retainOnDelete",
    "deleteBeforeReplace",
    "dependencies",
    "propertyDependencies",
    "external",
  ]) {
    if (state[key] !== undefined) pick[key] = state[key];
  }
  return pick;
}

function inputsOf(state: JsonObject | undefined): JsonObject {
  const inputs = state?.inputs;
  if (!isRecord(inputs)) return {};
  const copy: JsonObject = { ...inputs };
  delete copy.__defaults;
  return copy;
}

function changedAttributes(
  action: ResourceAction,
  oldInputs: JsonObject,
  newInputs: JsonObject,
  detailed: Record<string, { kind?: string }>,
  diffReasons: readonly string[],
): string[] {
  if (action === "create")
    return Object.keys(newInputs)
      .filter((k) => newInputs[k] !== null)
      .sort();
  if (action === "delete") return Object.keys(oldInputs).sort();
  const fromDiff = unique([...Object.keys(detailed), ...diffReasons].map(topLevel));
  if (fromDiff.length > 0) return fromDiff.sort();
  const keys = new Set([...Object.keys(oldInputs), ...Object.keys(newInputs)]);
  return [...keys]
    .filter((k) => canonicalJson(oldInputs[k] ?? null) !== canonicalJson(newInputs[k] ?? null))
    .sort();
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(truncate(value, 40))}`;
  return `${typeof value} ${JSON.stringify(value) ?? ""}`;
}
