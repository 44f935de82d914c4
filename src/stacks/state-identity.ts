/**
 * One stack is one state: which state a Terraform/OpenTofu stack's backend block names, read
 * from its literal settings, so that `stacks` can flag two stacks on one state before any job
 * runs. When the block leaves a setting that locates the state to `-backend-config` at init
 * (partial configuration), the state is unknown here and nothing is flagged. The workspace and
 * `backend-config` of a run come from the pipeline only (settings/state-settings.ts), never
 * from the repository: `stacks` reads the block as it stands, in the default workspace.
 */
import path from "node:path";

import { DEFAULT_PG_SCHEMA, pgLocation, withoutCredentials } from "../backends/backend-config.js";
import type { BackendBlock } from "./hcl.js";

export interface StateIdentity {
  /** Compared between stacks; may hold raw settings, so it is never printed. */
  key: string;
  /** For people: the backend type and the settings that locate the state, no credentials. */
  label: string;
}

export interface StateSource {
  /** The stack's directory relative to the stacks root ("." for the root). */
  dir: string;
  /** The Terraform workspace: "default" unless told. */
  workspace: string;
}

export const DEFAULT_WORKSPACE = "default";
/** What pgLocation says of a URL it cannot parse: two of them are not one database. */
const UNPARSABLE_PG = "unparsable connection string";

type Settings = Readonly<Record<string, string>>;

interface Located {
  /** The parts that name the state, in order; also what the label shows. */
  parts: [string, string][];
  /** Secret-free replacements of parts for the label (pg's conn_str, http's address). */
  shown?: Record<string, string>;
}

/** A non-empty setting, or undefined. */
function get(settings: Settings, name: string): string | undefined {
  const value = settings[name];
  return value === undefined || value === "" ? undefined : value;
}

/** Every name set, else undefined: a partial configuration says nothing here. */
function allOf(settings: Settings, names: readonly string[]): string[] | undefined {
  const values = names.map((name) => get(settings, name));
  return values.every((value): value is string => value !== undefined) ? values : undefined;
}

/** The local backend's file, relative to the stacks root (or absolute as written). */
function localFile(settings: Settings, source: StateSource): string {
  const file =
    source.workspace === DEFAULT_WORKSPACE
      ? (get(settings, "path") ?? "terraform.tfstate")
      : path.posix.join(
          get(settings, "workspace_dir") ?? "terraform.tfstate.d",
          source.workspace,
          "terraform.tfstate",
        );
  return path.posix.isAbsolute(file)
    ? path.posix.normalize(file)
    : path.posix.join(source.dir, file);
}

const inWorkspace = (workspace: string, parts: [string, string][]): [string, string][] =>
  workspace === DEFAULT_WORKSPACE ? parts : [...parts, ["workspace", workspace]];

/** Where each backend type keeps a workspace's state; undefined: unknown from the block. */
function locate(type: string, settings: Settings, source: StateSource): Located | undefined {
  const ws = source.workspace;
  switch (type) {
    case "local":
      return { parts: [["path", localFile(settings, source)]] };
    case "s3": {
      const [bucket, key] = allOf(settings, ["bucket", "key"]) ?? [];
      if (bucket === undefined || key === undefined) return undefined;
      const prefix = get(settings, "workspace_key_prefix");
      const parts: [string, string][] = [["bucket", bucket]];
      if (prefix !== undefined && ws !== DEFAULT_WORKSPACE) {
        parts.push(["workspace_key_prefix", prefix]);
      }
      return { parts: inWorkspace(ws, [...parts, ["key", key]]) };
    }
    case "gcs": {
      const [bucket, prefix] = allOf(settings, ["bucket", "prefix"]) ?? [];
      if (bucket === undefined || prefix === undefined) return undefined;
      return {
        parts: inWorkspace(ws, [
          ["bucket", bucket],
          ["prefix", prefix],
        ]),
      };
    }
    case "azurerm": {
      const names = ["storage_account_name", "container_name", "key"] as const;
      const values = allOf(settings, names);
      if (values === undefined) return undefined;
      return {
        parts: inWorkspace(
          ws,
          names.map((name, i) => [name, values[i] ?? ""]),
        ),
      };
    }
    case "http": {
      // The http backend has no workspaces: one address is one state.
      const address = get(settings, "address");
      if (address === undefined) return undefined;
      return { parts: [["address", address]], shown: { address: withoutCredentials(address) } };
    }
    case "pg": {
      const conn = get(settings, "conn_str");
      if (conn === undefined) return undefined;
      const schema = get(settings, "schema_name") ?? DEFAULT_PG_SCHEMA;
      // The same database and schema whoever connects: the user and password are no part.
      const database = pgLocation(conn);
      if (database === UNPARSABLE_PG) return undefined;
      const parts = inWorkspace(ws, [
        ["database", database],
        ["schema_name", schema],
      ]);
      return { parts };
    }
    case "consul": {
      const [address, statePath] = allOf(settings, ["address", "path"]) ?? [];
      if (address === undefined || statePath === undefined) return undefined;
      const parts = inWorkspace(ws, [
        ["address", address],
        ["path", statePath],
      ]);
      return { parts, shown: { address: withoutCredentials(address) } };
    }
    default:
      return undefined;
  }
}

/** The state a backend block names for this stack, or undefined when it is not known here. */
export function stateIdentityOf(
  backend: BackendBlock,
  source: StateSource,
): StateIdentity | undefined {
  const located = locate(backend.type, backend.attributes, source);
  if (located === undefined) return undefined;
  const key = JSON.stringify([backend.type, ...located.parts]);
  const shown = located.parts.map(([name, value]) =>
    name === "database" ? value : `${name}=${located.shown?.[name] ?? value}`,
  );
  return { key, label: [backend.type, ...shown].join(" ") };
}

export interface SharedState {
  /** The other stacks on the same state, sorted. */
  with: string[];
  label: string;
}

/** Stack id → the other stacks whose known state is its own (only stacks that share one). */
export function findSharedStates(
  stacks: readonly { id: string; state?: StateIdentity }[],
): Map<string, SharedState> {
  const byKey = new Map<string, string[]>();
  for (const stack of stacks) {
    if (stack.state === undefined) continue;
    byKey.set(stack.state.key, [...(byKey.get(stack.state.key) ?? []), stack.id]);
  }
  const shared = new Map<string, SharedState>();
  for (const stack of stacks) {
    const ids = stack.state === undefined ? [] : (byKey.get(stack.state.key) ?? []);
    if (stack.state === undefined || ids.length < 2) continue;
    const others = ids.filter((id) => id !== stack.id).sort();
    shared.set(stack.id, { with: others, label: stack.state.label });
  }
  return shared;
}
