#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/model/change.ts
var ENGINE_NAMES = ["terraform", "tofu", "pulumi"];
var ENGINE_LABELS = {
  terraform: "Terraform",
  tofu: "OpenTofu",
  pulumi: "Pulumi"
};
function describeLocation(diagnostic) {
  const at = diagnostic.location;
  if (at === void 0) return "";
  return `on ${at.file} line ${at.line}${at.context ? `, in ${at.context}` : ""}`;
}
function describeDiagnostic(diagnostic) {
  const where = describeLocation(diagnostic);
  const head = where === "" ? diagnostic.summary : `${diagnostic.summary} (${where})`;
  return [head, diagnostic.detail].filter(Boolean).join(": ");
}
function emptyChangeSet(engine, errored) {
  return {
    engine,
    engineVersion: "",
    resources: [],
    drift: [],
    outputs: [],
    diagnostics: [],
    summary: summarize([], [], []),
    errored
  };
}
function isDestructive(action) {
  return action === "delete" || action === "replace";
}
function summarize(resources, drift, outputs) {
  const summary = {
    create: 0,
    update: 0,
    delete: 0,
    replace: 0,
    read: 0,
    noop: 0,
    move: 0,
    import: 0,
    drift: drift.length,
    outputs: outputs.filter((o) => o.action !== "no-op").length
  };
  for (const r of resources) {
    if (r.action === "no-op") summary.noop += 1;
    else summary[r.action] += 1;
    if (r.movedFrom !== void 0) summary.move += 1;
    if (r.importId !== void 0) summary.import += 1;
  }
  return summary;
}
function hasChanges(changeSet) {
  const s = changeSet.summary;
  return s.create + s.update + s.delete + s.replace + s.move + s.import + s.outputs > 0;
}
var MASKED_OUTPUT = "***";
function outputText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function maskedOutputs(outputs) {
  return Object.fromEntries(
    outputs.map((o) => [o.name, o.sensitive ? MASKED_OUTPUT : o.value])
  );
}

export {
  ENGINE_NAMES,
  ENGINE_LABELS,
  describeLocation,
  describeDiagnostic,
  emptyChangeSet,
  isDestructive,
  summarize,
  hasChanges,
  outputText,
  maskedOutputs
};
