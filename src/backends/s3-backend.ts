/**
 * The Terraform `s3` backend's settings as `terraform init` saved them
 * (`.terraform/terraform.tfstate`), resolved the way Terraform resolves them: the state key
 * of the current workspace (`<workspace_key_prefix>/<workspace>/<key>`, prefix `env:` by
 * default), the two lock locations (the DynamoDB item `LockID = <bucket>/<state key>` when
 * `dynamodb_table` is set, the object `<state key>.tflock` when `use_lockfile` is true),
 * endpoints (`endpoints.s3`/`endpoints.dynamodb`, the deprecated `endpoint`/
 * `dynamodb_endpoint`, then `AWS_ENDPOINT_URL_S3`/`_DYNAMODB`/`AWS_ENDPOINT_URL`), region
 * (`region`, then `AWS_REGION`/`AWS_DEFAULT_REGION`) and path style. No AWS SDK here: this
 * module is cheap to load; the SDK is loaded by s3-clients.ts only when it is used.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { EXIT, StackgateError } from "../errors.js";
import { isRecord } from "../model/json.js";
import { backendConfigFile } from "./backend-config.js";

const DEFAULT_WORKSPACE_KEY_PREFIX = "env:";

export interface S3BackendSettings {
  bucket: string;
  /** The state object's key for the current workspace. */
  stateKey: string;
  workspace: string;
  region: string;
  s3Endpoint?: string;
  dynamoEndpoint?: string;
  usePathStyle: boolean;
  /** `dynamodb_table`, when DynamoDB locking is configured. */
  dynamodbTable?: string;
  /** `use_lockfile = true`: the `<state key>.tflock` object is the lock. */
  useLockfile: boolean;
  /** Static credentials from the backend block (rare; the environment is the usual source). */
  accessKey?: string;
  secretKey?: string;
  sessionToken?: string;
  profile?: string;
  /** Set when the backend assumes a role: stackgate's SDK clients do not, see s3-clients.ts. */
  assumeRole: boolean;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The current workspace: `$TF_WORKSPACE`, else `<data dir>/environment`, else `default`. */
export function currentWorkspace(workdir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = text(env.TF_WORKSPACE);
  if (fromEnv !== undefined) return fromEnv;
  try {
    const chosen = readFileSync(
      join(dirname(backendConfigFile(workdir, env)), "environment"),
      "utf8",
    ).trim();
    return chosen === "" ? "default" : chosen;
  } catch {
    return "default";
  }
}

function endpoint(config: Record<string, unknown>, service: "s3" | "dynamodb"): string | undefined {
  const endpoints = isRecord(config.endpoints) ? config.endpoints : {};
  return (
    text(endpoints[service]) ??
    (service === "s3" ? text(config.endpoint) : text(config.dynamodb_endpoint))
  );
}

/** Reads the s3 backend block; throws a usage error naming the missing setting. */
export function readS3BackendSettings(
  config: Record<string, unknown>,
  workdir: string,
  env: NodeJS.ProcessEnv = process.env,
): S3BackendSettings {
  const bucket = text(config.bucket);
  const key = text(config.key);
  if (bucket === undefined || key === undefined) {
    throw new StackgateError(
      `The s3 backend configuration in ${backendConfigFile(workdir, env)} has no ${bucket === undefined ? "`bucket`" : "`key`"} ` +
        `(got ${JSON.stringify(bucket === undefined ? config.bucket : config.key) ?? "nothing"}). Run \`terraform init\` again with the backend configured.`,
      EXIT.usage,
    );
  }
  const region = text(config.region) ?? text(env.AWS_REGION) ?? text(env.AWS_DEFAULT_REGION);
  if (region === undefined) {
    throw new StackgateError(
      "The s3 backend has no region: neither `region` in the backend configuration nor AWS_REGION / AWS_DEFAULT_REGION in the environment is set. " +
        "Set AWS_REGION for the stackgate step as you do for terraform.",
      EXIT.usage,
    );
  }
  const workspace = currentWorkspace(workdir, env);
  const prefix = text(config.workspace_key_prefix) ?? DEFAULT_WORKSPACE_KEY_PREFIX;
  const settings: S3BackendSettings = {
    bucket,
    stateKey: workspace === "default" ? key : `${prefix}/${workspace}/${key}`,
    workspace,
    region,
    usePathStyle: config.use_path_style === true || config.force_path_style === true,
    useLockfile: config.use_lockfile === true,
    assumeRole: isRecord(config.assume_role) || isRecord(config.assume_role_with_web_identity),
  };
  const s3 = endpoint(config, "s3") ?? text(env.AWS_ENDPOINT_URL_S3) ?? text(env.AWS_ENDPOINT_URL);
  const dynamo =
    endpoint(config, "dynamodb") ??
    text(env.AWS_ENDPOINT_URL_DYNAMODB) ??
    text(env.AWS_ENDPOINT_URL);
  if (s3 !== undefined) settings.s3Endpoint = s3;
  if (dynamo !== undefined) settings.dynamoEndpoint = dynamo;
  const table = text(config.dynamodb_table);
  if (table !== undefined) settings.dynamodbTable = table;
  const accessKey = text(config.access_key);
  const secretKey = text(config.secret_key);
  const token = text(config.token);
  const profile = text(config.profile);
  if (accessKey !== undefined) settings.accessKey = accessKey;
  if (secretKey !== undefined) settings.secretKey = secretKey;
  if (token !== undefined) settings.sessionToken = token;
  if (profile !== undefined) settings.profile = profile;
  return settings;
}

/** The DynamoDB lock item's `LockID`. */
export function dynamoLockId(settings: S3BackendSettings): string {
  return `${settings.bucket}/${settings.stateKey}`;
}

/** The S3 lock file's key. */
export function lockfileKey(settings: S3BackendSettings): string {
  return `${settings.stateKey}.tflock`;
}
