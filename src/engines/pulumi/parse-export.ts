/**
 * The stack's deployment as `pulumi stack export` prints it (`{"version":3,"deployment":{…}}`),
 * or as a DIY backend stores it (`{"version":N,"checkpoint":{"stack","latest":{…}}}`, version 4
 * adding `features`). Pending operations are `.deployment.pending_operations`: absent means none.
 */
import { messageOf } from "../../errors.js";
import { isRecord } from "../../model/json.js";

const PENDING_OPERATION_TYPES = [
  "creating",
  "updating",
  "deleting",
  "reading",
  "importing",
] as const;
export type PendingOperationType = (typeof PENDING_OPERATION_TYPES)[number];

/** Checkpoint features this reader understands (`features` of a version-4 checkpoint). */
const KNOWN_FEATURES = new Set(["refreshBeforeUpdate"]);

export interface DeploymentResource {
  urn: string;
  type: string;
  custom: boolean;
  id?: string;
  taint?: boolean;
  pendingReplacement?: boolean;
}

export interface PendingOperation {
  urn: string;
  type: PendingOperationType;
  resourceType: string;
  custom: boolean;
  /** The provider id, when the operation knows one (`importing`, `updating`). */
  id?: string;
}

export interface Deployment {
  version: number;
  resources: DeploymentResource[];
  pendingOperations: PendingOperation[];
  /** `manifest.version` of the CLI that wrote it, when present. */
  writtenBy?: string;
}

const EXPECTATION =
  'expected `pulumi stack export` output ({"version":3,"deployment":{…}}) or a DIY checkpoint ({"version":N,"checkpoint":{"latest":{…}}})';

export function parseDeployment(text: string): Deployment {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${EXPECTATION}, got text that is not JSON (${messageOf(error)})`, {
      cause: error,
    });
  }
  if (!isRecord(parsed) || typeof parsed.version !== "number") {
    throw new Error(
      `${EXPECTATION}, got ${isRecord(parsed) ? `keys ${Object.keys(parsed).join(", ")}` : typeof parsed}`,
    );
  }
  const features = Array.isArray(parsed.features) ? parsed.features : [];
  const unknown = features.filter((f) => typeof f !== "string" || !KNOWN_FEATURES.has(f));
  if (unknown.length > 0) {
    throw new Error(
      `the checkpoint needs features this version of stackgate does not know (${unknown.map(String).join(", ")}): upgrade stackgate; nothing was changed`,
    );
  }
  let deployment: unknown;
  if ("deployment" in parsed) deployment = parsed.deployment;
  else if (isRecord(parsed.checkpoint)) deployment = parsed.checkpoint.latest;
  else throw new Error(`${EXPECTATION}, got keys ${Object.keys(parsed).join(", ")}`);
  if (deployment === null || deployment === undefined) {
    return { version: parsed.version, resources: [], pendingOperations: [] };
  }
  if (!isRecord(deployment)) throw new Error(`${EXPECTATION}: the deployment is not an object`);
  const result: Deployment = {
    version: parsed.version,
    resources: readResources(deployment.resources),
    pendingOperations: readPending(deployment.pending_operations),
  };
  if (
    isRecord(deployment.manifest) &&
    typeof deployment.manifest.version === "string" &&
    deployment.manifest.version !== ""
  ) {
    result.writtenBy = deployment.manifest.version;
  }
  return result;
}

function readResources(value: unknown): DeploymentResource[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`expected "resources" to be an array`);
  return value.map((r, index) => {
    if (!isRecord(r) || typeof r.urn !== "string") {
      throw new Error(`resources[${index}]: expected an object with a "urn"`);
    }
    const resource: DeploymentResource = {
      urn: r.urn,
      type: typeof r.type === "string" ? r.type : "",
      custom: r.custom === true,
    };
    if (typeof r.id === "string" && r.id !== "") resource.id = r.id;
    if (r.taint === true) resource.taint = true;
    if (r.pendingReplacement === true) resource.pendingReplacement = true;
    return resource;
  });
}

function readPending(value: unknown): PendingOperation[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`expected "pending_operations" to be an array`);
  return value.map((op, index) => {
    if (!isRecord(op) || !isRecord(op.resource) || typeof op.resource.urn !== "string") {
      throw new Error(`pending_operations[${index}]: expected {"resource":{"urn":…},"type":…}`);
    }
    const type = op.type;
    if (
      typeof type !== "string" ||
      !(PENDING_OPERATION_TYPES as readonly string[]).includes(type)
    ) {
      throw new Error(
        `pending_operations[${index}]: expected "type" to be one of ${PENDING_OPERATION_TYPES.join(", ")}, got ${JSON.stringify(type)}`,
      );
    }
    const pending: PendingOperation = {
      urn: op.resource.urn,
      type: type as PendingOperationType,
      resourceType: typeof op.resource.type === "string" ? op.resource.type : "",
      custom: op.resource.custom === true,
    };
    if (typeof op.resource.id === "string" && op.resource.id !== "") pending.id = op.resource.id;
    return pending;
  });
}
