#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EXIT,
  StackgateError,
  readConfigDocument,
  usageError
} from "./chunk-ZQX7P6QH.js";

// src/backends/backend-config.ts
import { readFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";

// src/model/json.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/backends/backend-config.ts
var DEFAULT_PG_SCHEMA = "terraform_remote_state";
function terraformDataDir(workdir, env = process.env) {
  const dataDir = env.TF_DATA_DIR !== void 0 && env.TF_DATA_DIR !== "" ? env.TF_DATA_DIR : ".terraform";
  return isAbsolute(dataDir) ? dataDir : join(workdir, dataDir);
}
function backendConfigFile(workdir, env = process.env) {
  return join(terraformDataDir(workdir, env), "terraform.tfstate");
}
function readBackendConfig(workdir, env = process.env) {
  const file = backendConfigFile(workdir, env);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return { type: "local", config: {} };
    throw new StackgateError(
      `Cannot read the backend configuration ${file}: ${error.message}. Check its permissions, or run \`terraform init\` again.`,
      EXIT.usage,
      { cause: error }
    );
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new StackgateError(
      `The backend configuration ${file} is not valid JSON (it is written by \`terraform init\`). Delete it and run \`terraform init\` again.`,
      EXIT.usage,
      { cause: error }
    );
  }
  if (!isRecord(parsed)) {
    throw new StackgateError(
      `The backend configuration ${file} is not a JSON object (it is written by \`terraform init\`). Delete it and run \`terraform init\` again.`,
      EXIT.usage
    );
  }
  const backend = parsed.backend;
  if (backend === void 0 || backend === null) return { type: "local", config: {} };
  if (!isRecord(backend) || typeof backend.type !== "string" || backend.type === "") {
    throw new StackgateError(
      `The backend configuration ${file} has no backend type (expected {"backend": {"type": "...", "config": {...}}}). Run \`terraform init\` again.`,
      EXIT.usage
    );
  }
  return { type: backend.type, config: isRecord(backend.config) ? { ...backend.config } : {} };
}
function setting(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}
function pgConnString(config, env = process.env) {
  const conn = setting(config.conn_str) ?? setting(env.PG_CONN_STR);
  if (conn === void 0) {
    throw new StackgateError(
      "The pg backend has no connection string: neither `conn_str` in the backend configuration nor PG_CONN_STR in the environment is set. Set PG_CONN_STR for the stackgate step as you do for terraform.",
      EXIT.usage
    );
  }
  return conn;
}
function pgSchemaName(config, env = process.env) {
  return setting(config.schema_name) ?? setting(env.PG_SCHEMA_NAME) ?? DEFAULT_PG_SCHEMA;
}
var ADDRESS_KEYS = [
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
  "secret_suffix"
];
function withoutCredentials(value) {
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
function pgLocation(conn) {
  if (/^postgres(ql)?:\/\//i.test(conn)) {
    try {
      const url = new URL(conn);
      return `${url.hostname || "localhost"}:${url.port || "5432"}${url.pathname || "/"}`;
    } catch {
      return "unparsable connection string";
    }
  }
  const pairs = new Map(
    conn.split(/\s+/).map((pair) => pair.split("=")).filter((kv) => kv.length === 2).map(([k, v]) => [k.toLowerCase(), v.replace(/^'|'$/g, "")])
  );
  return `${pairs.get("host") ?? "localhost"}:${pairs.get("port") ?? "5432"}/${pairs.get("dbname") ?? ""}`;
}
function describeStateAddress(backend, env = process.env) {
  const parts = [backend.type];
  if (backend.type === "pg") {
    const conn = setting(backend.config.conn_str) ?? setting(env.PG_CONN_STR);
    parts.push(conn === void 0 ? "(no connection string)" : pgLocation(conn));
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
function selectedWorkspace(workdir, env = process.env) {
  const fromEnv = env.TF_WORKSPACE?.trim();
  if (fromEnv) return fromEnv;
  try {
    const selected = readFileSync(join(terraformDataDir(workdir, env), "environment"), "utf8");
    return selected.trim() || "default";
  } catch {
    return "default";
  }
}

// src/settings/config-file.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
async function readConfigFile(file, term) {
  if (!existsSync(file)) {
    if (term !== void 0) {
      throw usageError(
        `${term}: config file "${file}" does not exist. Pass an existing stackgate.yml or leave ${term} out.`
      );
    }
    return {};
  }
  let document;
  try {
    const { default: yaml } = await import("./dist-2VKOJBHT.js");
    document = yaml.parse(readFileSync2(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw usageError(
      `config file "${file}" could not be read as YAML: ${reason}. Fix the file or remove it.`,
      error
    );
  }
  return readConfigDocument(file, document);
}

export {
  isRecord,
  DEFAULT_PG_SCHEMA,
  backendConfigFile,
  readBackendConfig,
  pgConnString,
  pgSchemaName,
  withoutCredentials,
  pgLocation,
  describeStateAddress,
  selectedWorkspace,
  readConfigFile
};
