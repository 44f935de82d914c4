/**
 * Reads the JSON plan representation (`terraform show -json <planfile>`, `tofu show -json
 * <planfile>`) into the engine-neutral change model. Values never leave this module except
 * as fingerprints and as a bounded, redacted human diff.
 */
import { boundLines, truncate } from "../../report/fit.js";
import {
  summarize,
  type ChangeSet,
  type Diagnostic,
  type OutputChange,
  type ResourceAction,
  type ResourceChange,
} from "../../model/change.js";
import { canonicalJson, fingerprint } from "../../model/digest.js";

export type TerraformEngineName = "terraform" | "tofu";

/** Upper bound of one resource's `diff`, in characters. */
export const MAX_DIFF_CHARS = 4096;
/** Upper bound of one rendered value inside a diff line, in characters. */
const MAX_VALUE_CHARS = 240;
/** Secrets at least this long are also redacted where they appear inside other strings. */
const MIN_EMBEDDED_SECRET_CHARS = 6;

const SENSITIVE = "(sensitive value)";
const FORGET_REASON = "removed from state without destroying the object (forget)";
const UNKNOWN = "(known after apply)";
const PLAN_EXPECTATION =
  'expected a Terraform plan JSON document (the output of "terraform show -json <planfile>") with "format_version" and "resource_changes"';

type JsonObject = Record<string, unknown>;

interface Change {
  before: unknown;
  after: unknown;
  afterUnknown: unknown;
  beforeSensitive: unknown;
  afterSensitive: unknown;
}

interface MappedAction {
  action: ResourceAction;
  replaceOrder?: ResourceChange["replaceOrder"];
  forget: boolean;
}

/**
 * Parses `terraform show -json <planfile>` output. Throws an Error that says what was expected
 * and what was got when the text is not a plan document (not JSON, a state file, a Pulumi file).
 */
export function parsePlanJson(text: string, engine: TerraformEngineName): ChangeSet {
  const doc = readPlanDocument(text);
  const resources = readResourceChanges(doc, "resource_changes");
  const drift = readResourceChanges(doc, "resource_drift");
  const outputs = readOutputChanges(doc);
  const errored = doc.errored === true;
  return {
    engine,
    engineVersion: typeof doc.terraform_version === "string" ? doc.terraform_version : "",
    resources,
    drift,
    outputs,
    diagnostics: describePlanStatus(doc, engine),
    summary: summarize(resources, drift, outputs),
    errored,
    // What will run: resources with their provisioners, module calls with their sources and
    // their own configuration, provider configuration (all from the plan's snapshot).
    configuration: fingerprint(doc.configuration ?? null),
  };
}

function readPlanDocument(text: string): JsonObject {
  const trimmed = text.trim();
  if (trimmed === "") throw new Error(`${PLAN_EXPECTATION}, got empty input`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${PLAN_EXPECTATION}, got text that is not JSON (${reason}); it starts with ${JSON.stringify(truncate(trimmed, 40))}`,
      { cause: error },
    );
  }
  if (!isRecord(parsed)) throw new Error(`${PLAN_EXPECTATION}, got ${describeValue(parsed)}`);
  const isPlan =
    typeof parsed.format_version === "string" &&
    ["planned_values", "resource_changes", "resource_drift", "output_changes"].some(
      (key) => key in parsed,
    );
  if (!isPlan) throw new Error(`${PLAN_EXPECTATION}, got ${describeForeignDocument(parsed)}`);
  const version = parsed.format_version as string;
  if (!/^1\./.test(version)) {
    throw new Error(
      `expected a plan JSON "format_version" 1.x (the only major version this parser knows), got ${JSON.stringify(version)}`,
    );
  }
  return parsed;
}

function describeForeignDocument(doc: JsonObject): string {
  const keys = describeValue(doc);
  if (typeof doc.format_version === "string" && "values" in doc) {
    return `a Terraform state document ("terraform show -json" without a plan file): ${keys}`;
  }
  if ("checkpoint" in doc || "deployment" in doc) {
    return `what looks like a Pulumi checkpoint or stack export: ${keys}`;
  }
  if ("steps" in doc || "changeSummary" in doc) {
    return `what looks like a Pulumi preview document: ${keys}`;
  }
  return keys;
}

function describePlanStatus(doc: JsonObject, engine: TerraformEngineName): Diagnostic[] {
  const label = engine === "tofu" ? "OpenTofu" : "Terraform";
  const diagnostics: Diagnostic[] = [];
  if (doc.errored === true) {
    diagnostics.push({
      severity: "error",
      summary: "The plan failed",
      detail: `The plan JSON says "errored": true: ${label} could not finish this plan, so it must not be applied. The reasons are in the plan command's own output.`,
    });
  }
  if (doc.complete === false) {
    diagnostics.push({
      severity: "warning",
      summary: "The plan is incomplete",
      detail: `The plan JSON says "complete": false: some changes were deferred, so another plan and apply will be needed after this one.`,
    });
  }
  return diagnostics;
}

// ---------------------------------------------------------------------------------------------
// Resource changes

function readResourceChanges(doc: JsonObject, key: "resource_changes" | "resource_drift") {
  const list = doc[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    throw new Error(`expected "${key}" to be an array, got ${describeValue(list)}`);
  }
  return list
    .map((entry, index) => toResourceChange(entry, `${key}[${index}]`))
    .filter(
      (r) =>
        r.action !== "no-op" ||
        r.movedFrom !== undefined ||
        r.importId !== undefined ||
        r.reasons.includes(FORGET_REASON),
    );
}

function toResourceChange(entry: unknown, where: string): ResourceChange {
  if (!isRecord(entry))
    throw new Error(`${where}: expected an object, got ${describeValue(entry)}`);
  const address = requireString(entry, "address", where);
  const type = requireString(entry, "type", where);
  const name = requireString(entry, "name", where);
  const rawChange = entry.change;
  if (!isRecord(rawChange)) {
    throw new Error(
      `${where} (${address}): expected "change" to be an object, got ${describeValue(rawChange)}`,
    );
  }
  const actions = rawChange.actions;
  if (!Array.isArray(actions) || !actions.every((a): a is string => typeof a === "string")) {
    throw new Error(
      `${where} (${address}): expected "change.actions" to be an array of strings, got ${describeValue(actions)}`,
    );
  }
  const mapped = mapActions(actions, `${where} (${address})`);
  const change: Change = {
    before: rawChange.before ?? null,
    after: rawChange.after ?? null,
    afterUnknown: rawChange.after_unknown ?? null,
    beforeSensitive: rawChange.before_sensitive ?? null,
    afterSensitive: rawChange.after_sensitive ?? null,
  };
  const replacePaths = readReplacePaths(rawChange.replace_paths);
  const reasons = [...replacePaths];
  if (typeof entry.action_reason === "string")
    reasons.push(describeActionReason(entry.action_reason));
  if (mapped.forget) reasons.push(FORGET_REASON);
  if (typeof entry.deposed === "string") reasons.push(`deposed object ${entry.deposed}`);

  const changedAttributes = listChangedAttributes(change);
  const resource: ResourceChange = {
    address,
    type,
    name: readShortName(entry, address, type, name),
    module: typeof entry.module_address === "string" ? entry.module_address : "",
    action: mapped.action,
    reasons,
    changedAttributes,
    sensitive: isSensitiveChange(change, changedAttributes),
    ...valueFingerprints(change),
    diff: renderResourceDiff(change, replacePaths),
  };
  if (mapped.replaceOrder !== undefined) resource.replaceOrder = mapped.replaceOrder;
  if (typeof entry.previous_address === "string" && entry.previous_address !== address) {
    resource.movedFrom = entry.previous_address;
  }
  const importId = readImportId(rawChange.importing);
  if (importId !== undefined) resource.importId = importId;
  return resource;
}

const KNOWN_ACTIONS = [
  '["create"]',
  '["update"]',
  '["delete"]',
  '["delete","create"]',
  '["create","delete"]',
  '["read"]',
  '["no-op"]',
  '["forget"]',
];

function mapActions(actions: readonly string[], where: string): MappedAction {
  switch (actions.join(",")) {
    case "create":
      return { action: "create", forget: false };
    case "update":
      return { action: "update", forget: false };
    case "delete":
      return { action: "delete", forget: false };
    case "delete,create":
      return { action: "replace", replaceOrder: "delete-before-create", forget: false };
    case "create,delete":
      return { action: "replace", replaceOrder: "create-before-destroy", forget: false };
    case "read":
      return { action: "read", forget: false };
    case "no-op":
      return { action: "no-op", forget: false };
    case "forget":
      return { action: "no-op", forget: true };
    default:
      throw new Error(
        `${where}: expected "change.actions" to be one of ${KNOWN_ACTIONS.join(", ")}, got ${JSON.stringify(actions)}`,
      );
  }
}

const ACTION_REASONS: Record<string, string> = {
  replace_because_tainted: "tainted",
  replace_because_cannot_update: "cannot be updated in place",
  replace_by_request: "replacement requested (-replace)",
  replace_by_triggers: "replace_triggered_by",
  delete_because_no_resource_config: "not in configuration",
  delete_because_no_module: "module not in configuration",
  delete_because_wrong_repetition: "count/for_each changed",
  delete_because_count_index: "count index out of range",
  delete_because_each_key: "for_each key not in configuration",
  delete_because_no_move_target: "moved target not in configuration",
  read_because_config_unknown: "read during apply: configuration not yet known",
  read_because_dependency_pending: "read during apply: depends on pending changes",
  read_because_check_nested: "read during apply: nested in a check block",
};

/** `replace_because_tainted` → `tainted`; unknown codes become words. */
export function describeActionReason(code: string): string {
  return ACTION_REASONS[code] ?? code.replace(/_/g, " ");
}

function readReplacePaths(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const rendered = value
    .filter((path): path is unknown[] => Array.isArray(path) && path.length > 0)
    .map((path) => renderPath(path));
  return [...new Set(rendered)];
}

/**
 * Renders a plan JSON path (`["list", 1, "id"]`) as an attribute path (`list[1].id`).
 * JSON paths do not say whether a string step is an attribute or a map key, so
 * identifier-like steps render as `.name` and anything else as `["key"]`.
 */
export function renderPath(steps: readonly unknown[]): string {
  let out = "";
  for (const step of steps) out = appendPathStep(out, step);
  return out;
}

function appendPathStep(path: string, step: unknown): string {
  if (typeof step === "number") return `${path}[${step}]`;
  const key = String(step);
  if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(key)) return path === "" ? key : `${path}.${key}`;
  return `${path}[${JSON.stringify(key)}]`;
}

function readShortName(entry: JsonObject, address: string, type: string, name: string): string {
  const moduleAddress = typeof entry.module_address === "string" ? entry.module_address : "";
  let local =
    moduleAddress !== "" && address.startsWith(`${moduleAddress}.`)
      ? address.slice(moduleAddress.length + 1)
      : address;
  if (local.startsWith("data.")) local = local.slice("data.".length);
  if (local.startsWith(`${type}.`)) return local.slice(type.length + 1);
  const index = entry.index;
  if (typeof index === "number") return `${name}[${index}]`;
  if (typeof index === "string") return `${name}[${JSON.stringify(index)}]`;
  return name;
}

function readImportId(importing: unknown): string | undefined {
  if (!isRecord(importing)) return undefined;
  if (typeof importing.id === "string") return importing.id;
  if (importing.identity !== undefined) return canonicalJson(importing.identity);
  return "";
}

function listChangedAttributes(change: Change): string[] {
  const before = isRecord(change.before) ? change.before : {};
  const after = isRecord(change.after) ? change.after : {};
  const unknown = change.afterUnknown;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
  return [...keys].sort().filter((key) => {
    if (containsTrue(childMask(unknown, key))) return true;
    return canonicalJson(before[key] ?? null) !== canonicalJson(after[key] ?? null);
  });
}

function isSensitiveChange(change: Change, changedAttributes: readonly string[]): boolean {
  if (change.beforeSensitive === true || change.afterSensitive === true) return true;
  return changedAttributes.some(
    (key) =>
      containsTrue(childMask(change.beforeSensitive, key)) ||
      containsTrue(childMask(change.afterSensitive, key)),
  );
}

// ---------------------------------------------------------------------------------------------
// Output changes

function readOutputChanges(doc: JsonObject): OutputChange[] {
  const outputs = doc.output_changes;
  if (outputs === undefined || outputs === null) return [];
  if (!isRecord(outputs)) {
    throw new Error(`expected "output_changes" to be an object, got ${describeValue(outputs)}`);
  }
  return Object.keys(outputs)
    .sort()
    .map((name) => {
      const where = `output_changes.${name}`;
      const change = outputs[name];
      if (!isRecord(change)) {
        throw new Error(`${where}: expected an object, got ${describeValue(change)}`);
      }
      const actions = change.actions;
      if (!Array.isArray(actions) || !actions.every((a): a is string => typeof a === "string")) {
        throw new Error(
          `${where}: expected "actions" to be an array of strings, got ${describeValue(actions)}`,
        );
      }
      return {
        name,
        action: mapActions(actions, where).action,
        sensitive: containsTrue(change.before_sensitive) || containsTrue(change.after_sensitive),
        ...valueFingerprints({
          before: change.before ?? null,
          after: change.after ?? null,
          afterUnknown: change.after_unknown ?? null,
          beforeSensitive: change.before_sensitive ?? null,
          afterSensitive: change.after_sensitive ?? null,
        }),
      };
    });
}

/**
 * The public fingerprint (sensitive parts replaced by a placeholder) and, when anything is
 * sensitive, the sealed one over the full values (see ResourceChange.sealed).
 */
function valueFingerprints(change: Change): { fingerprint: string; sealed?: string } {
  const full = { before: change.before, after: change.after, after_unknown: change.afterUnknown };
  const masked = fingerprint({
    before: maskSensitive(change.before, change.beforeSensitive),
    after: maskSensitive(change.after, change.afterSensitive),
    after_unknown: change.afterUnknown,
  });
  const sensitive = containsTrue(change.beforeSensitive) || containsTrue(change.afterSensitive);
  return sensitive ? { fingerprint: masked, sealed: fingerprint(full) } : { fingerprint: masked };
}

/** `value` with every part its sensitivity mask marks replaced by the placeholder. */
function maskSensitive(value: unknown, mask: unknown): unknown {
  if (mask === true) return SENSITIVE;
  if (Array.isArray(value)) return value.map((item, i) => maskSensitive(item, childMask(mask, i)));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, maskSensitive(v, childMask(mask, k))]),
    );
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Diff rendering: `+ attr = value`, `~ attr = old -> new`, `- attr = old`.

interface DiffContext {
  secrets: ReadonlySet<string>;
  replacePaths: readonly string[];
  lines: string[];
}

interface Side {
  value: unknown;
  sensitive: unknown;
}

function renderResourceDiff(change: Change, replacePaths: readonly string[]): string {
  const secrets = new Set<string>();
  collectSecrets(change.before, change.beforeSensitive, secrets);
  collectSecrets(change.after, change.afterSensitive, secrets);
  const context: DiffContext = { secrets, replacePaths, lines: [] };
  diffNode(
    "",
    { value: change.before, sensitive: change.beforeSensitive },
    { value: change.after, sensitive: change.afterSensitive },
    change.afterUnknown,
    context,
  );
  return boundLines(context.lines, MAX_DIFF_CHARS);
}

function diffNode(path: string, before: Side, after: Side, unknown: unknown, context: DiffContext) {
  const isUnknown = unknown === true;
  const beforeNull = before.value === null || before.value === undefined;
  const afterNull = (after.value === null || after.value === undefined) && !isUnknown;
  if (beforeNull && afterNull) return;

  if (path !== "" && (before.sensitive === true || after.sensitive === true)) {
    if (beforeNull) emit(context, "+", path, SENSITIVE);
    else if (afterNull) emit(context, "-", path, SENSITIVE);
    else if (isUnknown) emit(context, "~", path, `${SENSITIVE} -> ${UNKNOWN}`);
    else if (canonicalJson(before.value) !== canonicalJson(after.value)) {
      emit(context, "~", path, SENSITIVE);
    }
    return;
  }
  if (path !== "" && isUnknown) {
    if (beforeNull) emit(context, "+", path, UNKNOWN);
    else emit(context, "~", path, `${renderValue(before, null, context)} -> ${UNKNOWN}`);
    return;
  }
  const bothObjects = isRecord(before.value) && isRecord(after.value);
  const rootSide = path === "" && (isRecord(before.value) || isRecord(after.value));
  if (bothObjects || rootSide) {
    const beforeObject = isRecord(before.value) ? before.value : {};
    const afterObject = isRecord(after.value) ? after.value : {};
    const keys = new Set([...Object.keys(beforeObject), ...Object.keys(afterObject)]);
    if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
    for (const key of [...keys].sort()) {
      diffNode(
        appendPathStep(path, key),
        { value: beforeObject[key] ?? null, sensitive: childMask(before.sensitive, key) },
        { value: afterObject[key] ?? null, sensitive: childMask(after.sensitive, key) },
        childMask(unknown, key),
        context,
      );
    }
    return;
  }
  if (beforeNull) {
    emit(context, "+", path, renderValue(after, unknown, context));
    return;
  }
  if (afterNull) {
    emit(context, "-", path, renderValue(before, null, context));
    return;
  }
  if (
    Array.isArray(before.value) &&
    Array.isArray(after.value) &&
    before.value.length === after.value.length
  ) {
    for (let index = 0; index < before.value.length; index += 1) {
      diffNode(
        appendPathStep(path, index),
        { value: before.value[index] ?? null, sensitive: childMask(before.sensitive, index) },
        { value: after.value[index] ?? null, sensitive: childMask(after.sensitive, index) },
        childMask(unknown, index),
        context,
      );
    }
    return;
  }
  if (canonicalJson(before.value) === canonicalJson(after.value) && !containsTrue(unknown)) return;
  emit(
    context,
    "~",
    path,
    `${renderValue(before, null, context)} -> ${renderValue(after, unknown, context)}`,
  );
}

function emit(context: DiffContext, sign: "+" | "-" | "~", path: string, rendered: string) {
  const forces = context.replacePaths.some(
    (p) => path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`),
  );
  context.lines.push(`${sign} ${path} = ${rendered}${forces ? "  # forces replacement" : ""}`);
}

/** One value on one line, with sensitive parts and unknowns masked, bounded in length. */
function renderValue(side: Side, unknown: unknown, context: DiffContext): string {
  const text = renderInline(side.value, side.sensitive, unknown, context);
  return truncate(text, MAX_VALUE_CHARS);
}

function renderInline(
  value: unknown,
  sensitive: unknown,
  unknown: unknown,
  context: DiffContext,
): string {
  if (sensitive === true) return SENSITIVE;
  if (unknown === true) return UNKNOWN;
  if (value === null || value === undefined) return "null";
  if (typeof value === "string")
    return isSecret(value, context.secrets) ? SENSITIVE : JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item, index) =>
      renderInline(item, childMask(sensitive, index), childMask(unknown, index), context),
    );
    return `[${items.join(", ")}]`;
  }
  if (isRecord(value)) {
    const keys = new Set(Object.keys(value));
    if (isRecord(unknown)) for (const key of Object.keys(unknown)) keys.add(key);
    const parts = [...keys]
      .sort()
      .filter((key) => (value[key] ?? null) !== null || childMask(unknown, key) === true)
      .map((key) => {
        const rendered = renderInline(
          value[key],
          childMask(sensitive, key),
          childMask(unknown, key),
          context,
        );
        return `${appendPathStep("", key)} = ${rendered}`;
      });
    return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
  }
  return JSON.stringify(value) ?? "null";
}

function collectSecrets(value: unknown, sensitive: unknown, out: Set<string>) {
  if (sensitive === true) {
    collectStrings(value, out);
    return;
  }
  if (Array.isArray(value))
    value.forEach((item, index) => collectSecrets(item, childMask(sensitive, index), out));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value))
      collectSecrets(child, childMask(sensitive, key), out);
  }
}

function collectStrings(value: unknown, out: Set<string>) {
  if (typeof value === "string") {
    if (value !== "") out.add(value);
  } else if (typeof value === "number") out.add(String(value));
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, out);
  else if (isRecord(value)) for (const item of Object.values(value)) collectStrings(item, out);
}

function isSecret(text: string, secrets: ReadonlySet<string>): boolean {
  if (secrets.has(text)) return true;
  for (const secret of secrets) {
    if (secret.length >= MIN_EMBEDDED_SECRET_CHARS && text.includes(secret)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// JSON helpers

function isRecord(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Mask (sensitive/unknown) of a child: `true` propagates down, objects and arrays are indexed. */
function childMask(mask: unknown, key: string | number): unknown {
  if (mask === true) return true;
  if (typeof key === "number") return Array.isArray(mask) ? mask[key] : undefined;
  return isRecord(mask) ? mask[key] : undefined;
}

function containsTrue(mask: unknown): boolean {
  if (mask === true) return true;
  if (Array.isArray(mask)) return mask.some(containsTrue);
  if (isRecord(mask)) return Object.values(mask).some(containsTrue);
  return false;
}

function requireString(entry: JsonObject, key: string, where: string): string {
  const value = entry[key];
  if (typeof value !== "string") {
    throw new Error(`${where}: expected "${key}" to be a string, got ${describeValue(value)}`);
  }
  return value;
}

/** A short description of a JSON value for error messages; never the value of a long string. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value))
    return `an array of ${value.length} item${value.length === 1 ? "" : "s"}`;
  if (typeof value === "string") return `a string of ${value.length} characters`;
  if (typeof value === "number" || typeof value === "boolean")
    return `${typeof value} ${String(value)}`;
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "an empty object";
    const shown = keys.slice(0, 12).join(", ");
    return `an object with keys: ${shown}${keys.length > 12 ? `, … (${keys.length} keys)` : ""}`;
  }
  return typeof value;
}
