/** Builders for change sets in tests. */
import {
  summarize,
  type ChangeSet,
  type Diagnostic,
  type OutputChange,
  type ResourceAction,
  type ResourceChange,
} from "../../src/model/change.js";
import { sha256Hex } from "../../src/model/digest.js";
import type { CommentContext } from "../../src/report/render.js";

const VERBS: Readonly<Record<ResourceAction, string>> = {
  create: "will be created",
  update: "will be updated in-place",
  delete: "will be destroyed",
  replace: "must be replaced",
  read: "will be read during apply",
  "no-op": "has moved",
};

const SIGNS: Readonly<Record<ResourceAction, string>> = {
  create: "+",
  update: "~",
  delete: "-",
  replace: "-/+",
  read: "<=",
  "no-op": " ",
};

/** A Terraform-looking resource change; `type` and `name` come from the address. */
export function resource(
  address: string,
  action: ResourceAction = "update",
  overrides: Partial<ResourceChange> = {},
): ResourceChange {
  const parts = address.split(".");
  const name = parts.at(-1) ?? address;
  const type = parts.at(-2) ?? "terraform_data";
  const module = parts.slice(0, -2).join(".");
  const changedAttributes = action === "update" || action === "replace" ? ["tags"] : [];
  return {
    address,
    type,
    name,
    module,
    action,
    reasons: action === "replace" ? ["ami"] : [],
    changedAttributes,
    sensitive: false,
    fingerprint: sha256Hex(address),
    diff:
      `  # ${address} ${VERBS[action]}\n` +
      `  ${SIGNS[action]} resource "${type}" "${name}" {\n` +
      `      ${SIGNS[action]} tags = { "env" = "prod" }\n` +
      `    }\n`,
    ...overrides,
  };
}

export function output(
  name: string,
  action: ResourceAction = "update",
  sensitive = false,
): OutputChange {
  return { name, action, sensitive, fingerprint: sha256Hex(`output:${name}`) };
}

export function diagnostic(
  summary: string,
  detail = "",
  severity: Diagnostic["severity"] = "error",
): Diagnostic {
  return { severity, summary, detail };
}

export interface ChangeSetParts {
  resources?: ResourceChange[];
  drift?: ResourceChange[];
  outputs?: OutputChange[];
  diagnostics?: Diagnostic[];
  errored?: boolean;
}

/** A change set whose summary is computed from its parts. */
export function changeSet(parts: ChangeSetParts = {}): ChangeSet {
  const resources = parts.resources ?? [];
  const drift = parts.drift ?? [];
  const outputs = parts.outputs ?? [];
  return {
    engine: "terraform",
    engineVersion: "1.11.4",
    resources,
    drift,
    outputs,
    diagnostics: parts.diagnostics ?? [],
    summary: summarize(resources, drift, outputs),
    errored: parts.errored ?? false,
  };
}

/** Address of the i-th synthetic resource. */
export function syntheticAddress(i: number): string {
  return `module.app.aws_instance.web_${String(i).padStart(5, "0")}`;
}

/**
 * `total` resources of which the first `destructive` (spread through the set: every k-th) are
 * deletes or replaces; the rest are creates and updates.
 */
export function largeChangeSet(total: number, destructive: number): ChangeSet {
  const step = destructive > 0 ? Math.floor(total / destructive) : Infinity;
  const resources: ResourceChange[] = [];
  let made = 0;
  for (let i = 0; i < total; i += 1) {
    let action: ResourceAction = i % 2 === 0 ? "create" : "update";
    if (made < destructive && i % step === 0) {
      action = made % 2 === 0 ? "delete" : "replace";
      made += 1;
    }
    resources.push(resource(syntheticAddress(i), action));
  }
  return changeSet({ resources });
}

export const DIGEST = `sha256:${"ab12".repeat(16)}`;

export function context(overrides: Partial<CommentContext> = {}): CommentContext {
  return {
    project: "app",
    stack: "prod",
    workdir: "infra/prod",
    engineLabel: "Terraform 1.11.4",
    digest: DIGEST,
    command: "preview",
    outcome: "planned",
    secrets: [],
    ...overrides,
  };
}
