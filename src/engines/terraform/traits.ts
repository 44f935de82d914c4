/**
 * Where Terraform and OpenTofu differ, as typed traits of the one Terraform-family adapter:
 * lifecycle, recovery and the lock readers ask the engine's traits, never its name.
 *
 * Measured / read from the sources of Terraform 1.11.4 and OpenTofu 1.11.14:
 * - pg backend: both lock a workspace with the advisory lock of its state row's id and take a
 *   "creation" advisory lock while they create a workspace's row. Terraform's creation lock is
 *   -1 and its table is always `states`; OpenTofu ≥ 1.10 reads `table_name` (`PG_TABLE_NAME`,
 *   default `states`) and its creation lock is −FNV-1-32(schema NUL table)
 *   (internal/backend/remote-state/pg/client.go `composeCreationLockID`).
 * - OpenTofu encrypts state and plans (`TF_ENCRYPTION` or an `encryption` block): a state file
 *   is then `{"encrypted_data": …, "encryption_version": "v0", …}`; `state push` reads its input
 *   as unencrypted, so an encrypted `errored.tfstate` must be decrypted first (state-file.ts).
 * - `plan -exclude=ADDRESS` (repeatable: plan everything but those resources or modules and what
 *   depends on them) is OpenTofu's since 1.9; `terraform plan -help` of 1.11.4 has no -exclude.
 *   The saved plan holds only what was planned, so applying it needs no flag.
 */
import type { EngineName } from "../../model/change.js";

/** How the engine's pg backend names its table and its workspace-creation lock. */
export interface PgLockScheme {
  /** The state table, from the backend block (or its environment variable) as the engine reads it. */
  tableName(config: Record<string, unknown>, env: NodeJS.ProcessEnv): string;
  /** The int8 advisory lock key the engine takes while it creates a workspace's row. */
  creationLockKey(schema: string, table: string): bigint;
}

export interface TerraformTraits {
  /** For people: "Terraform" or "OpenTofu". */
  readonly label: string;
  readonly pg: PgLockScheme;
  /** The engine can decrypt its own encrypted state files (OpenTofu's state encryption). */
  readonly stateEncryption: boolean;
  /** `plan -exclude=ADDRESS` exists (OpenTofu ≥ 1.9). */
  readonly exclude: boolean;
  /** Why an exclude is refused, and what to do instead (engines/exclude.ts). */
  readonly excludeRefusal?: string;
}

const DEFAULT_PG_TABLE = "states";

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** FNV-1 (not 1a), 32 bits, as Go's hash/fnv New32. */
function fnv1_32(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash = Math.imul(hash, 0x01000193) >>> 0;
    hash = (hash ^ byte) >>> 0;
  }
  return hash;
}

const TERRAFORM: TerraformTraits = {
  label: "Terraform",
  pg: {
    tableName: () => DEFAULT_PG_TABLE,
    creationLockKey: () => -1n,
  },
  stateEncryption: false,
  exclude: false,
  excludeRefusal:
    "Terraform has no -exclude (OpenTofu 1.9 and later has); nothing was run. Run with --engine tofu, or remove exclude to plan everything.",
};

const OPENTOFU: TerraformTraits = {
  label: "OpenTofu",
  pg: {
    tableName: (config, env) =>
      text(config.table_name) ?? text(env.PG_TABLE_NAME) ?? DEFAULT_PG_TABLE,
    creationLockKey: (schema, table) =>
      -BigInt(fnv1_32(Buffer.from(`${schema}\u0000${table}`, "utf8"))),
  },
  stateEncryption: true,
  exclude: true,
};

/** The traits of the Terraform-family engine `name` (Terraform's for any other name). */
export function terraformTraits(name: EngineName): TerraformTraits {
  return name === "tofu" ? OPENTOFU : TERRAFORM;
}
