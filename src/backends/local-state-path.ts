/** Where the local backend keeps the selected workspace's state file. */
import path from "node:path";
import type { BackendConfig } from "./backend-config.js";
import { currentWorkspace } from "./s3-backend.js";

/** The local backend's state file for the selected workspace (null for other backends). */
export function localStatePath(
  workdir: string,
  backend: BackendConfig,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (backend.type !== "local") return null;
  const configured = typeof backend.config.path === "string" ? backend.config.path : "";
  const workspace = currentWorkspace(workdir, env);
  if (workspace === "default") {
    return path.resolve(workdir, configured !== "" ? configured : "terraform.tfstate");
  }
  const dir =
    typeof backend.config.workspace_dir === "string" && backend.config.workspace_dir !== ""
      ? backend.config.workspace_dir
      : "terraform.tfstate.d";
  return path.resolve(workdir, dir, workspace, "terraform.tfstate");
}
