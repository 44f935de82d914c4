/**
 * Reads the JSON plan representation (`terraform show -json <planfile>`, `tofu show -json
 * <planfile>`) into the engine-neutral change model. Values never leave this module except
 * as fingerprints and as a bounded, redacted human diff.
 */
import { messageOf } from "../../errors.js";
import {
  summarize,
  type ChangeSet,
  type Diagnostic,
  type OutputChange,
  type ResourceChange,
} from "../../model/change.js";
import { canonicalJson, fingerprint } from "../../model/digest.js";
import { truncate } from "../../report/fit.js";
import { describeActionReason, mapActions, readReplacePaths } from "./plan-json-actions.js";
import { renderResourceDiff } from "./plan-json-diff.js";
import {
  childMask,
  containsTrue,
  describeValue,
  requireString,
  valueFingerprints,
  type Change,
} from "./plan-json-values.js";
import { isRecord, type JsonObject } from "../../model/json.js";

export { MAX_DIFF_CHARS } from "../diff-text.js";
export { describeActionReason } from "./plan-json-actions.js";
export { describeValue, renderPath } from "./plan-json-values.js";

export type TerraformEngineName = "terraform" | "tofu";

const FORGET_REASON = "removed from state without destroying the object (forget)";
const PLAN_EXPECTATION =
  'expected a Terraform plan JSON document (the output of "terraform show -json <planfile>") with "format_version" and "resource_changes"';

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
    const reason = messageOf(error);
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
  const computed = changedAttributes.filter((key) => childMask(change.afterUnknown, key) === true);
  if (computed.length > 0) resource.computed = computed;
  if (mapped.replaceOrder !== undefined) resource.replaceOrder = mapped.replaceOrder;
  if (typeof entry.previous_address === "string" && entry.previous_address !== address) {
    resource.movedFrom = entry.previous_address;
  }
  const importId = readImportId(rawChange.importing);
  if (importId !== undefined) resource.importId = importId;
  return resource;
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
