/**
 * The engine-neutral model of a preview. Engines parse their own output into it;
 * reports, approval gates and digests read only this.
 */

export type ResourceAction = "create" | "update" | "delete" | "replace" | "read" | "no-op";

export const ENGINE_NAMES = ["terraform", "tofu", "pulumi"] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** How reports name each engine. */
export const ENGINE_LABELS: Readonly<Record<EngineName, string>> = {
  terraform: "Terraform",
  tofu: "OpenTofu",
  pulumi: "Pulumi",
};

export interface ResourceChange {
  /** Terraform address (`module.a.aws_s3_bucket.b["k"]`) or Pulumi URN. */
  address: string;
  /** Resource type, e.g. `terraform_data` or `aws:s3/bucket:Bucket`. */
  type: string;
  /** Short name, e.g. `b["k"]`. */
  name: string;
  /** Module path or parent component, empty at the root. */
  module: string;
  action: ResourceAction;
  /** For replace: which side goes first. */
  replaceOrder?: "create-before-destroy" | "delete-before-create";
  /** Why: replace reasons (attribute paths that force it) or the engine's action reason. */
  reasons: string[];
  /** Top-level attribute names whose value changes (values themselves are never kept). */
  changedAttributes: string[];
  /**
   * The changed attributes whose new value is known only after apply (`id`, computed outputs):
   * a subset of changedAttributes that reports count rather than list for a create.
   */
  computed?: string[];
  /** True when any changed attribute is sensitive/secret. */
  sensitive: boolean;
  /** Previous address when the resource was moved. */
  movedFrom?: string;
  /** Set when the plan imports the resource. */
  importId?: string;
  /**
   * sha256 of the before/after values with every sensitive part replaced by a placeholder: what
   * the public digest binds directly (a public digest over sensitive values would let anyone
   * guess them offline).
   */
  fingerprint: string;
  /**
   * Set when any part of the values is sensitive: sha256 of the full values. Never published;
   * the digest binds it only through an HMAC under the plan's seal key (see model/digest.ts).
   */
  sealed?: string;
  /** Human-readable diff with sensitive values already replaced by `(sensitive)`. */
  diff: string;
}

export interface OutputChange {
  name: string;
  action: ResourceAction;
  sensitive: boolean;
  /** As ResourceChange.fingerprint: sensitive parts masked. */
  fingerprint: string;
  /** As ResourceChange.sealed: full values when any part is sensitive; never published. */
  sealed?: string;
}

export interface Diagnostic {
  severity: "error" | "warning";
  summary: string;
  detail: string;
  address?: string;
  /** Where in the configuration (Terraform's `range` and snippet `context`). */
  location?: SourceLocation;
}

/** A stack output after an apply (Terraform's `output -json`): sensitive ones are never shown. */
export interface StackOutput {
  name: string;
  value: unknown;
  sensitive: boolean;
}

export interface SourceLocation {
  /** As the engine names it, relative to the workdir (`main.tf`, `modules/x/main.tf`). */
  file: string;
  line: number;
  /** The enclosing block, e.g. `resource "terraform_data" "x"`. */
  context?: string;
}

/** `on main.tf line 2, in resource "x" "y"` as Terraform writes it; "" when unknown. */
export function describeLocation(diagnostic: Pick<Diagnostic, "location">): string {
  const at = diagnostic.location;
  if (at === undefined) return "";
  return `on ${at.file} line ${at.line}${at.context ? `, in ${at.context}` : ""}`;
}

/** `summary (on main.tf line 2): detail`, the parts that are known. */
export function describeDiagnostic(diagnostic: Diagnostic): string {
  const where = describeLocation(diagnostic);
  const head = where === "" ? diagnostic.summary : `${diagnostic.summary} (${where})`;
  return [head, diagnostic.detail].filter(Boolean).join(": ");
}

export interface ChangeSummary {
  create: number;
  update: number;
  delete: number;
  replace: number;
  read: number;
  noop: number;
  move: number;
  import: number;
  drift: number;
  outputs: number;
}

export interface ChangeSet {
  engine: EngineName;
  engineVersion: string;
  /** Resources with an action, in engine order; no-ops are kept only when moved or imported. */
  resources: ResourceChange[];
  /** Changes made outside the engine since the last run (Terraform `resource_drift`). */
  drift: ResourceChange[];
  outputs: OutputChange[];
  diagnostics: Diagnostic[];
  summary: ChangeSummary;
  /** True when the plan itself failed or cannot be applied. */
  errored: boolean;
  /**
   * sha256 of the configuration that will run (Terraform: the plan's configuration snapshot —
   * provisioners, module sources and calls — and the dependency lock file; Pulumi: the
   * program's files). Bound by the digest, so an approval covers the code, not only the changes.
   */
  configuration?: string;
}

/** A change set with nothing in it (no plan read, or a plan that failed: `errored`). */
export function emptyChangeSet(engine: EngineName, errored: boolean): ChangeSet {
  return {
    engine,
    engineVersion: "",
    resources: [],
    drift: [],
    outputs: [],
    diagnostics: [],
    summary: summarize([], [], []),
    errored,
  };
}

export function isDestructive(action: ResourceAction): boolean {
  return action === "delete" || action === "replace";
}

export function summarize(
  resources: readonly ResourceChange[],
  drift: readonly ResourceChange[],
  outputs: readonly OutputChange[],
): ChangeSummary {
  const summary: ChangeSummary = {
    create: 0,
    update: 0,
    delete: 0,
    replace: 0,
    read: 0,
    noop: 0,
    move: 0,
    import: 0,
    drift: drift.length,
    outputs: outputs.filter((o) => o.action !== "no-op").length,
  };
  for (const r of resources) {
    if (r.action === "no-op") summary.noop += 1;
    else summary[r.action] += 1;
    if (r.movedFrom !== undefined) summary.move += 1;
    if (r.importId !== undefined) summary.import += 1;
  }
  return summary;
}

export function hasChanges(changeSet: ChangeSet): boolean {
  const s = changeSet.summary;
  return s.create + s.update + s.delete + s.replace + s.move + s.import + s.outputs > 0;
}

/** What is shown of a secret output's value. */
const MASKED_OUTPUT = "***";

/** An output's value as text: strings as they are, anything else as JSON. */
export function outputText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** name → value, sensitive values replaced by `***`: safe to print and to hand on. */
export function maskedOutputs(outputs: readonly StackOutput[]): Record<string, unknown> {
  return Object.fromEntries(
    outputs.map((o) => [o.name, o.sensitive ? MASKED_OUTPUT : o.value] as const),
  );
}
