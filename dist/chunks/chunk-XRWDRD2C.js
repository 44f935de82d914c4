#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  require_dist
} from "./chunk-7XGX2B5A.js";
import {
  isRecord
} from "./chunk-UMMHIP2D.js";
import {
  EXIT,
  StackgateError
} from "./chunk-KVWGJ5LG.js";
import {
  __toESM
} from "./chunk-IQWI6KNV.js";

// src/engines/pulumi/project.ts
var import_yaml = __toESM(require_dist(), 1);
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
var PULUMI_PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml"];
var NAME = /^[A-Za-z0-9_.-]{1,100}$/;
function parsePulumiStack(value) {
  const parts = value.split("/");
  if (parts.length !== 3) {
    throw new StackgateError(
      `stack: Pulumi needs a fully qualified stack name "org/project/stack" (DIY backends: "organization/project/stack"), got "${value}".`,
      EXIT.usage
    );
  }
  const [org = "", project = "", stack = ""] = parts;
  for (const [label, part] of [
    ["organization", org],
    ["project", project],
    ["stack", stack]
  ]) {
    if (!NAME.test(part)) {
      throw new StackgateError(
        `stack: the ${label} part of "${value}" must be 1 to 100 alphanumerics, "-", "_" or "." (Pulumi's naming rule), got "${part}".`,
        EXIT.usage
      );
    }
  }
  return { org, project, stack, qualified: value };
}
function findPulumiProjectFile(workdir) {
  for (const name of PULUMI_PROJECT_FILES) {
    const file = path.join(workdir, name);
    if (existsSync(file)) return file;
  }
  return null;
}
function readPulumiProject(workdir) {
  const file = findPulumiProjectFile(workdir);
  if (file === null) {
    throw new StackgateError(
      `workdir "${workdir}" is not a Pulumi project: expected Pulumi.yaml in it, found none. Pass --workdir with the directory that holds Pulumi.yaml.`,
      EXIT.usage
    );
  }
  let document;
  try {
    document = (0, import_yaml.parse)(readFileSync(file, "utf8"));
  } catch (error) {
    throw new StackgateError(
      `${file} could not be read as YAML: ${error instanceof Error ? error.message.split("\n")[0] ?? "" : String(error)}`,
      EXIT.usage,
      { cause: error }
    );
  }
  const record = isRecord(document) ? document : {};
  const name = record.name;
  if (typeof name !== "string" || name === "") {
    throw new StackgateError(
      `${file}: expected a project "name" (Pulumi requires it), got ${name === void 0 ? "none" : JSON.stringify(name)}.`,
      EXIT.usage
    );
  }
  const result = { file, name };
  const backend = record.backend;
  if (isRecord(backend) && typeof backend.url === "string" && backend.url !== "") {
    result.backendUrl = backend.url;
  }
  return result;
}
function assertPulumiProject(workdir, stack) {
  const project = readPulumiProject(workdir);
  const ref = parsePulumiStack(stack);
  if (ref.project !== project.name) {
    throw new StackgateError(
      `stack "${stack}" names project "${ref.project}", but ${path.basename(project.file)} in ${workdir} is project "${project.name}". Pass --stack <org>/${project.name}/<stack>, or --workdir with the project "${ref.project}".`,
      EXIT.usage
    );
  }
  const backend = resolvePulumiBackend(workdir, process.env, project);
  if (backend.kind !== "cloud" && ref.org !== "organization") {
    throw new StackgateError(
      `stack "${stack}": DIY backends (${backend.url}) accept only the organization "organization" (Pulumi: "organization name must be 'organization'"). Pass --stack organization/${ref.project}/${ref.stack}.`,
      EXIT.usage
    );
  }
  return project;
}
function resolvePulumiBackend(workdir, env, project) {
  const fromEnv = env.PULUMI_BACKEND_URL;
  const url = (fromEnv !== void 0 && fromEnv !== "" ? fromEnv : void 0) ?? (project ?? tryReadProject(workdir))?.backendUrl ?? currentLogin(env) ?? "https://api.pulumi.com";
  return classifyBackendUrl(url, workdir, env);
}
function classifyBackendUrl(url, workdir, env = process.env) {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "file") return { kind: "diy-file", url, root: fileBackendRoot(url, workdir, env) };
  if (scheme === "http" || scheme === "https") return { kind: "cloud", url };
  return { kind: "diy-object", url, scheme: scheme ?? "unknown" };
}
function fileBackendRoot(url, workdir, env) {
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
function tryReadProject(workdir) {
  try {
    return readPulumiProject(workdir);
  } catch {
    return null;
  }
}
function pulumiHome(env) {
  const fromEnv = env.PULUMI_HOME;
  if (fromEnv !== void 0 && fromEnv !== "") return fromEnv;
  return path.join(env.HOME ?? os.homedir(), ".pulumi");
}
function currentLogin(env) {
  const home = pulumiHome(env);
  try {
    const parsed = JSON.parse(readFileSync(path.join(home, "credentials.json"), "utf8"));
    return typeof parsed.current === "string" && parsed.current !== "" ? parsed.current : void 0;
  } catch {
    return void 0;
  }
}

export {
  parsePulumiStack,
  readPulumiProject,
  assertPulumiProject,
  resolvePulumiBackend,
  pulumiHome
};
