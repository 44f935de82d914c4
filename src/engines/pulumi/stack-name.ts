/**
 * Pulumi stack names as Pulumi users write them: `dev`, `acme/dev` or `acme/app/dev`, qualified
 * the way the Pulumi CLI qualifies them (pkg/backend/diy and httpstate `ParseStackReference`):
 *
 * - the project part defaults to the `name` in `Pulumi.yaml`;
 * - the organization part defaults, on DIY backends, to `organization` (the only one they
 *   accept), and on Pulumi Cloud to the login's default organization: `backends.<url>.defaultOrg`
 *   in `$PULUMI_HOME/config.json` (what `pulumi org set-default` writes), else the user name the
 *   login recorded in `$PULUMI_HOME/credentials.json` (`accounts.<url>.username`).
 *
 * Only local files are read, no engine call and no network: a Cloud organization set as the
 * default in the Pulumi Cloud console alone is not known here, and the error says how to name it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { EXIT, StackgateError, messageOf } from "../../errors.js";
import {
  parsePulumiStack,
  pulumiHome,
  readPulumiProject,
  resolvePulumiBackend,
  type PulumiBackend,
} from "./project.js";
import { isRecord } from "../../model/json.js";

/** The DIY backends' one organization (Pulumi: "organization name must be 'organization'"). */
const DIY_ORGANIZATION = "organization";

export interface QualifiedStack {
  /** `org/project/stack`. */
  qualified: string;
  /** The name as given, when it was not already fully qualified. */
  given?: string;
}

/**
 * `dev` → `organization/<project>/dev` (DIY) or `<default org>/<project>/dev` (Cloud); `acme/dev`
 * → `acme/<project>/dev`; a fully qualified name is checked and kept as it is.
 */
export function qualifyPulumiStack(
  given: string,
  workdir: string,
  env: Readonly<Record<string, string | undefined>>,
): QualifiedStack {
  const parts = given.split("/");
  if (parts.length === 3) return { qualified: parsePulumiStack(given).qualified };
  if (parts.length > 3 || parts.some((part) => part === "")) {
    throw usage(
      `stack: expected a Pulumi stack name "stack", "org/stack" or "org/project/stack", got "${given}".`,
    );
  }
  const project = readProjectFor(given, workdir);
  const backend = resolvePulumiBackend(workdir, env, project);
  const stack = parts.length === 2 ? (parts[1] ?? "") : given;
  const org = parts.length === 2 ? (parts[0] ?? "") : defaultOrganization(backend, given, env);
  const qualified = parsePulumiStack(`${org}/${project.name}/${stack}`).qualified;
  if (backend.kind !== "cloud" && org !== DIY_ORGANIZATION) {
    throw usage(
      `stack "${given}": DIY backends (${backend.url}) accept only the organization "${DIY_ORGANIZATION}" ` +
        `(Pulumi: "organization name must be '${DIY_ORGANIZATION}'"), got "${org}". Pass --stack ${stack}.`,
    );
  }
  return { qualified, given };
}

/** The line a host prints when it qualified a short name (null when there is nothing to say). */
export function describeQualifiedStack(stack: string, given: string | undefined): string | null {
  return given === undefined ? null : `Pulumi stack "${given}" is ${stack}`;
}

function readProjectFor(given: string, workdir: string): ReturnType<typeof readPulumiProject> {
  try {
    return readPulumiProject(workdir);
  } catch (error) {
    const reason = messageOf(error);
    throw usage(
      `stack "${given}" is a short Pulumi stack name, which stackgate qualifies with the project ` +
        `name in Pulumi.yaml, and that could not be read: ${reason}`,
      error,
    );
  }
}

function defaultOrganization(
  backend: PulumiBackend,
  given: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (backend.kind !== "cloud") return DIY_ORGANIZATION;
  const home = pulumiHome(env);
  const org =
    readJson(path.join(home, "config.json"), ["backends", backend.url, "defaultOrg"]) ??
    readJson(path.join(home, "credentials.json"), ["accounts", backend.url, "username"]);
  if (org !== undefined) return org;
  throw usage(
    `stack "${given}": Pulumi Cloud (${backend.url}) qualifies a short stack name with the login's ` +
      `default organization, and none is recorded in ${home} (config.json "defaultOrg", or the ` +
      `user name in credentials.json). Pass --stack <org>/<project>/${given}, or run ` +
      `\`pulumi org set-default <org>\` (or \`pulumi login\`) before stackgate.`,
  );
}

/** A non-empty string at `keys` in a JSON file, or undefined (missing or unreadable file). */
function readJson(file: string, keys: readonly string[]): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
  for (const key of keys) value = isRecord(value) ? value[key] : undefined;
  return typeof value === "string" && value !== "" ? value : undefined;
}

function usage(message: string, cause?: unknown): StackgateError {
  return new StackgateError(message, EXIT.usage, cause === undefined ? undefined : { cause });
}
