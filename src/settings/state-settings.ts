/**
 * What makes a stack its own state (Terraform/OpenTofu): `workspace` and `backend-config`. Both
 * come from the pipeline only (safety rows: a pull request's stackgate.yml could otherwise point
 * the "staging" job at production's state). Pulumi's stack is its state already.
 */
import type { EngineName } from "../model/change.js";
import { SECRET_ENV_NAME } from "./context.js";
import { usageError } from "./read.js";
import type { Raw, RawSettings } from "./sources.js";

const WORKSPACE_NAME = /^[A-Za-z0-9._-]{1,90}$/;

function text(raw: Raw | undefined): string | undefined {
  return typeof raw?.value === "string" ? raw.value : undefined;
}

function list(raw: Raw | undefined): string[] {
  return Array.isArray(raw?.value) ? [...(raw.value as readonly string[])] : [];
}

export function readStateSettings(
  raw: RawSettings,
  engine: EngineName,
): { workspace?: string; backendConfig: string[] } {
  const workspace = text(raw.workspace);
  const backendConfig = list(raw.backendConfig);
  if (engine === "pulumi") {
    const given = workspace !== undefined ? raw.workspace : raw.backendConfig;
    if (given !== undefined) {
      throw usageError(
        `${given.term}: a Pulumi stack is its own state; workspace and backend-config are Terraform/OpenTofu settings. ` +
          "Remove it and name the Pulumi stack with stack.",
      );
    }
    return { backendConfig: [] };
  }
  if (workspace !== undefined && !WORKSPACE_NAME.test(workspace)) {
    throw usageError(
      `${raw.workspace?.term ?? "--workspace"}: expected a Terraform workspace name (letters, digits, ".", "_" or "-", at most 90), got "${workspace}".`,
    );
  }
  for (const item of backendConfig) {
    if (item.startsWith("-")) {
      throw usageError(
        `${raw.backendConfig?.term ?? "--backend-config"}: expected KEY=VALUE or a file, got "${item.slice(0, 40)}" (without the -backend-config= prefix).`,
      );
    }
  }
  return { ...(workspace !== undefined ? { workspace } : {}), backendConfig };
}

/** The values of `KEY=VALUE` items under a secret's name (`password=…`): never shown. */
export function secretsOfBackendConfig(items: readonly string[]): string[] {
  const secrets: string[] = [];
  for (const item of items) {
    const match = /^([^=]+)=(.*)$/s.exec(item);
    const value = match?.[2] ?? "";
    const credentials = /:\/\/[^/\s@]*:[^/\s@]+@/.test(value);
    if (
      match &&
      (SECRET_ENV_NAME.test(match[1] ?? "") || credentials) &&
      value.trim().length >= 4
    ) {
      secrets.push(value);
    }
  }
  return secrets;
}
