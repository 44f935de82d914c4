/**
 * The backend `terraform init` configured for a working directory, read from the file init
 * writes: `<workdir>/.terraform/terraform.tfstate` (or `$TF_DATA_DIR/terraform.tfstate`),
 * JSON with `backend: {type, config, hash}`. No file means no backend was initialised: the
 * local default. OpenTofu writes the same file.
 */
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { isRecord } from "../model/json.js";

export interface BackendConfig {
  /** "local" | "pg" | "http" | "s3" | … as Terraform names it. */
  type: "local" | "pg" | "http" | (string & {});
  /** The backend block's settings as init saved them (unset settings are null). */
  config: Record<string, unknown>;
}

export const DEFAULT_PG_SCHEMA = "terraform_remote_state";

/** Terraform's data directory for this workdir: `$TF_DATA_DIR`, else `<workdir>/.terraform`. */
function terraformDataDir(workdir: string, env: NodeJS.ProcessEnv = process.env): string {
  const dataDir =
    env.TF_DATA_DIR !== undefined && env.TF_DATA_DIR !== "" ? env.TF_DATA_DIR : ".terraform";
  return isAbsolute(dataDir) ? dataDir : join(workdir, dataDir);
}

/** Where init keeps the backend config for this workdir. */
export function backendConfigFile(workdir: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(terraformDataDir(workdir, env), "terraform.tfstate");
}

export function readBackendConfig(
  workdir: string,
  env: NodeJS.ProcessEnv = process.env,
): BackendConfig {
  const file = backendConfigFile(workdir, env);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { type: "local", config: {} };
    throw new StackgateError(
      `Cannot read the backend configuration ${file}: ${(error as Error).message}. Check its permissions, or run \`terraform init\` again.`,
      EXIT.usage,
      { cause: error },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StackgateError(
      `The backend configuration ${file} is not valid JSON (it is written by \`terraform init\`). Delete it and run \`terraform init\` again.`,
      EXIT.usage,
      { cause: error },
    );
  }
  if (!isRecord(parsed)) {
    throw new StackgateError(
      `The backend configuration ${file} is not a JSON object (it is written by \`terraform init\`). Delete it and run \`terraform init\` again.`,
      EXIT.usage,
    );
  }
  const backend = parsed.backend;
  if (backend === undefined || backend === null) return { type: "local", config: {} };
  if (!isRecord(backend) || typeof backend.type !== "string" || backend.type === "") {
    throw new StackgateError(
      `The backend configuration ${file} has no backend type (expected {"backend": {"type": "...", "config": {...}}}). Run \`terraform init\` again.`,
      EXIT.usage,
    );
  }
  return { type: backend.type, config: isRecord(backend.config) ? { ...backend.config } : {} };
}

function setting(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The `pg` backend's connection string: `conn_str` from the config, else `$PG_CONN_STR`
 * (as Terraform reads it). Throws a usage error when neither is set.
 */
export function pgConnString(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const conn = setting(config.conn_str) ?? setting(env.PG_CONN_STR);
  if (conn === undefined) {
    throw new StackgateError(
      "The pg backend has no connection string: neither `conn_str` in the backend configuration nor PG_CONN_STR in the environment is set. " +
        "Set PG_CONN_STR for the stackgate step as you do for terraform.",
      EXIT.usage,
    );
  }
  return conn;
}

/** The `pg` backend's state schema: `schema_name`, else `$PG_SCHEMA_NAME`, else terraform_remote_state. */
export function pgSchemaName(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return setting(config.schema_name) ?? setting(env.PG_SCHEMA_NAME) ?? DEFAULT_PG_SCHEMA;
}

/** The backend settings that say where the state is (never credentials). */
const ADDRESS_KEYS = [
  "bucket",
  "key",
  "prefix",
  "workspace_key_prefix",
  "region",
  "path",
  "workspace_dir",
  "storage_account_name",
  "container_name",
  "resource_group_name",
  "organization",
  "hostname",
  "address",
  "scope",
  "namespace",
  "secret_suffix",
] as const;

/**
 * An address without its credentials, query and fragment (they may carry secrets). Only a value
 * with a scheme is read as a URL: `consul.example:8500` or `user:pw@consul:8500` would parse as
 * a URL whose scheme is the host (or the user) and come out mangled, the password kept.
 */
export function withoutCredentials(value: string): string {
  if (value.includes("://")) {
    try {
      const url = new URL(value);
      return `${url.protocol}//${url.host}${url.pathname}`;
    } catch {
      return value.replace(/\/\/[^@/]*@/, "//").replace(/[?#].*$/, "");
    }
  }
  return value.replace(/^[^@/]*@/, "").replace(/[?#].*$/, "");
}

/** A pg connection string as host:port/database, never its user or password. */
export function pgLocation(conn: string): string {
  if (/^postgres(ql)?:\/\//i.test(conn)) {
    try {
      const url = new URL(conn);
      return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname || "/"}`;
    } catch {
      return "unparsable connection string";
    }
  }
  const pairs = new Map(
    conn
      .split(/\s+/)
      .map((pair) => pair.split("="))
      .filter((kv): kv is [string, string] => kv.length === 2)
      .map(([k, v]) => [k.toLowerCase(), v.replace(/^'|'$/g, "")]),
  );
  return `${pairs.get("host") ?? "localhost"}:${pairs.get("port") ?? "5432"}/${pairs.get("dbname") ?? ""}`;
}

/**
 * Where the backend keeps the state, as one line a plan record can bind and a message can
 * show (`s3 bucket=b key=k region=r`, `pg db.example:5432/infra schema_name=…`): the backend
 * type and the settings that locate the state, without credentials.
 */
export function describeStateAddress(
  backend: BackendConfig,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const parts: string[] = [backend.type];
  if (backend.type === "pg") {
    const conn = setting(backend.config.conn_str) ?? setting(env.PG_CONN_STR);
    parts.push(conn === undefined ? "(no connection string)" : pgLocation(conn));
    parts.push(`schema_name=${pgSchemaName(backend.config, env)}`);
  }
  for (const key of ADDRESS_KEYS) {
    const value = backend.config[key];
    if (typeof value === "string" && value !== "") {
      parts.push(`${key}=${key === "address" ? withoutCredentials(value) : value}`);
    }
  }
  if (backend.type === "local" && !parts.some((p) => p.startsWith("path="))) {
    parts.push("path=terraform.tfstate");
  }
  return parts.join(" ");
}

/**
 * The Terraform workspace a command in `workdir` uses: `$TF_WORKSPACE`, else the one
 * `terraform workspace select` recorded in `<data dir>/environment`, else `default`.
 */
export function selectedWorkspace(workdir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.TF_WORKSPACE?.trim();
  if (fromEnv) return fromEnv;
  try {
    const selected = readFileSync(join(terraformDataDir(workdir, env), "environment"), "utf8");
    return selected.trim() || "default";
  } catch {
    return "default";
  }
}
