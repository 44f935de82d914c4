#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  parsePulumiStack,
  pulumiHome,
  readPulumiProject,
  resolvePulumiBackend
} from "./chunk-XRWDRD2C.js";
import {
  isRecord
} from "./chunk-UMMHIP2D.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-KVWGJ5LG.js";

// src/engines/pulumi/stack-name.ts
import { readFileSync } from "node:fs";
import path from "node:path";
var DIY_ORGANIZATION = "organization";
function qualifyPulumiStack(given, workdir, env) {
  const parts = given.split("/");
  if (parts.length === 3) return { qualified: parsePulumiStack(given).qualified };
  if (parts.length > 3 || parts.some((part) => part === "")) {
    throw usage(
      `stack: expected a Pulumi stack name "stack", "org/stack" or "org/project/stack", got "${given}".`
    );
  }
  const project = readProjectFor(given, workdir);
  const backend = resolvePulumiBackend(workdir, env, project);
  const stack = parts.length === 2 ? parts[1] ?? "" : given;
  const org = parts.length === 2 ? parts[0] ?? "" : defaultOrganization(backend, given, env);
  const qualified = parsePulumiStack(`${org}/${project.name}/${stack}`).qualified;
  if (backend.kind !== "cloud" && org !== DIY_ORGANIZATION) {
    throw usage(
      `stack "${given}": DIY backends (${backend.url}) accept only the organization "${DIY_ORGANIZATION}" (Pulumi: "organization name must be '${DIY_ORGANIZATION}'"), got "${org}". Pass --stack ${stack}.`
    );
  }
  return { qualified, given };
}
function describeQualifiedStack(stack, given) {
  return given === void 0 ? null : `Pulumi stack "${given}" is ${stack}`;
}
function readProjectFor(given, workdir) {
  try {
    return readPulumiProject(workdir);
  } catch (error) {
    const reason = messageOf(error);
    throw usage(
      `stack "${given}" is a short Pulumi stack name, which stackgate qualifies with the project name in Pulumi.yaml, and that could not be read: ${reason}`,
      error
    );
  }
}
function defaultOrganization(backend, given, env) {
  if (backend.kind !== "cloud") return DIY_ORGANIZATION;
  const home = pulumiHome(env);
  const org = readJson(path.join(home, "config.json"), ["backends", backend.url, "defaultOrg"]) ?? readJson(path.join(home, "credentials.json"), ["accounts", backend.url, "username"]);
  if (org !== void 0) return org;
  throw usage(
    `stack "${given}": Pulumi Cloud (${backend.url}) qualifies a short stack name with the login's default organization, and none is recorded in ${home} (config.json "defaultOrg", or the user name in credentials.json). Pass --stack <org>/<project>/${given}, or run \`pulumi org set-default <org>\` (or \`pulumi login\`) before stackgate.`
  );
}
function readJson(file, keys) {
  let value;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return void 0;
  }
  for (const key of keys) value = isRecord(value) ? value[key] : void 0;
  return typeof value === "string" && value !== "" ? value : void 0;
}
function usage(message, cause) {
  return new StackgateError(message, EXIT.usage, cause === void 0 ? void 0 : { cause });
}

export {
  DIY_ORGANIZATION,
  qualifyPulumiStack,
  describeQualifiedStack
};
