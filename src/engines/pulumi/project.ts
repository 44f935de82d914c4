/**
 * A Pulumi project on disk and the stack it runs: `Pulumi.yaml` (name, optional `backend.url`),
 * the fully qualified stack name `org/project/stack`, and which backend holds the state and its
 * locks: a DIY backend (`file://` here; `s3://` and `postgres://` read through the same lock
 * interface, `gs://` and `azblob://` once implemented) or Pulumi Cloud (anything `http(s)://`).
 */
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";

import { EXIT, StackgateError } from "../../errors.js";
import { isRecord } from "../../model/json.js";

const PULUMI_PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml"] as const;

/** Alphanumerics, `-`, `_` and `.`, at most 100 characters (Pulumi's rule for names). */
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

export interface PulumiStackRef {
  org: string;
  project: string;
  stack: string;
  /** `org/project/stack` exactly as given. */
  qualified: string;
}

/** Parses a fully qualified stack name; the message says what is expected when it is not one. */
export function parsePulumiStack(value: string): PulumiStackRef {
  const parts = value.split("/");
  if (parts.length !== 3) {
    throw new StackgateError(
      `stack: Pulumi needs a fully qualified stack name "org/project/stack" (DIY backends: "organization/project/stack"), got "${value}".`,
      EXIT.usage,
    );
  }
  const [org = "", project = "", stack = ""] = parts;
  for (const [label, part] of [
    ["organization", org],
    ["project", project],
    ["stack", stack],
  ] as const) {
    if (!NAME.test(part)) {
      throw new StackgateError(
        `stack: the ${label} part of "${value}" must be 1 to 100 alphanumerics, "-", "_" or "." (Pulumi's naming rule), got "${part}".`,
        EXIT.usage,
      );
    }
  }
  return { org, project, stack, qualified: value };
}

export interface PulumiProjectFile {
  file: string;
  name: string;
  backendUrl?: string;
}

function findPulumiProjectFile(workdir: string): string | null {
  for (const name of PULUMI_PROJECT_FILES) {
    const file = path.join(workdir, name);
    if (existsSync(file)) return file;
  }
  return null;
}

export function readPulumiProject(workdir: string): PulumiProjectFile {
  const file = findPulumiProjectFile(workdir);
  if (file === null) {
    throw new StackgateError(
      `workdir "${workdir}" is not a Pulumi project: expected Pulumi.yaml in it, found none. Pass --workdir with the directory that holds Pulumi.yaml.`,
      EXIT.usage,
    );
  }
  let document: unknown;
  try {
    document = parseYaml(readFileSync(file, "utf8"));
  } catch (error) {
    throw new StackgateError(
      `${file} could not be read as YAML: ${error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)}`,
      EXIT.usage,
      { cause: error },
    );
  }
  const record = isRecord(document) ? document : {};
  const name = record.name;
  if (typeof name !== "string" || name === "") {
    throw new StackgateError(
      `${file}: expected a project "name" (Pulumi requires it), got ${name === undefined ? "none" : JSON.stringify(name)}.`,
      EXIT.usage,
    );
  }
  const result: PulumiProjectFile = { file, name };
  const backend = record.backend;
  if (isRecord(backend) && typeof backend.url === "string" && backend.url !== "") {
    result.backendUrl = backend.url;
  }
  return result;
}

/** The project directory holds Pulumi.yaml and the stack names its project. */
export function assertPulumiProject(workdir: string, stack: string): PulumiProjectFile {
  const project = readPulumiProject(workdir);
  const ref = parsePulumiStack(stack);
  if (ref.project !== project.name) {
    throw new StackgateError(
      `stack "${stack}" names project "${ref.project}", but ${path.basename(project.file)} in ${workdir} is project "${project.name}". ` +
        `Pass --stack <org>/${project.name}/<stack>, or --workdir with the project "${ref.project}".`,
      EXIT.usage,
    );
  }
  const backend = resolvePulumiBackend(workdir, process.env, project);
  if (backend.kind !== "cloud" && ref.org !== "organization") {
    throw new StackgateError(
      `stack "${stack}": DIY backends (${backend.url}) accept only the organization "organization" ` +
        `(Pulumi: "organization name must be 'organization'"). Pass --stack organization/${ref.project}/${ref.stack}.`,
      EXIT.usage,
    );
  }
  return project;
}

export type PulumiBackend =
  | { kind: "diy-file"; url: string; root: string }
  | { kind: "diy-object"; url: string; scheme: string }
  | { kind: "cloud"; url: string };

/**
 * Where the stack's state lives, in Pulumi's order: `PULUMI_BACKEND_URL`, then Pulumi.yaml
 * `backend.url`, then the current login in `~/.pulumi/credentials.json`, then Pulumi Cloud.
 */
export function resolvePulumiBackend(
  workdir: string,
  env: NodeJS.ProcessEnv,
  project?: PulumiProjectFile,
): PulumiBackend {
  const fromEnv = env.PULUMI_BACKEND_URL;
  const url =
    (fromEnv !== undefined && fromEnv !== "" ? fromEnv : undefined) ??
    (project ?? tryReadProject(workdir))?.backendUrl ??
    currentLogin(env) ??
    "https://api.pulumi.com";
  return classifyBackendUrl(url, workdir, env);
}

export function classifyBackendUrl(
  url: string,
  workdir: string,
  env: NodeJS.ProcessEnv = process.env,
): PulumiBackend {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "file") return { kind: "diy-file", url, root: fileBackendRoot(url, workdir, env) };
  if (scheme === "http" || scheme === "https") return { kind: "cloud", url };
  return { kind: "diy-object", url, scheme: scheme ?? "unknown" };
}

/** `file:///abs`, `file://~/dir`, `file://./rel` (relative to the project) → a directory. */
function fileBackendRoot(url: string, workdir: string, env: NodeJS.ProcessEnv): string {
  const rest = url.slice("file://".length).split("?")[0] ?? "";
  if (rest === "~" || rest.startsWith("~/")) {
    return path.join(env.HOME ?? os.homedir(), rest.slice(1));
  }
  if (rest.startsWith("/")) {
    try {
      return fileURLToPath(`file://${rest}`);
    } catch {
      return rest;
    }
  }
  return path.resolve(workdir, rest);
}

function tryReadProject(workdir: string): PulumiProjectFile | null {
  try {
    return readPulumiProject(workdir);
  } catch {
    return null;
  }
}

/** Pulumi's own directory: `$PULUMI_HOME`, else `~/.pulumi`. */
export function pulumiHome(env: Readonly<Record<string, string | undefined>>): string {
  const fromEnv = env.PULUMI_HOME;
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
  return path.join(env.HOME ?? os.homedir(), ".pulumi");
}

function currentLogin(env: NodeJS.ProcessEnv): string | undefined {
  const home = pulumiHome(env);
  try {
    const parsed = JSON.parse(readFileSync(path.join(home, "credentials.json"), "utf8")) as {
      current?: unknown;
    };
    return typeof parsed.current === "string" && parsed.current !== "" ? parsed.current : undefined;
  } catch {
    return undefined;
  }
}
