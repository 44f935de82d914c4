/** What `stackgate stacks` finds and reports. */
import type { EngineName } from "../model/change.js";
import type { StateIdentity } from "./state-identity.js";

/** One stack as discovered in the working tree. */
export interface Stack {
  /** Unique: the directory for Terraform/OpenTofu, `<dir>:<stack>` for a Pulumi stack. */
  id: string;
  /** Relative to the stacks root, with `/`; the root itself is ".". */
  dir: string;
  engine: EngineName;
  /** What `--stack` takes: Pulumi's stack name, else stackgate.yml's `stack` or "default". */
  stack: string;
  /** `depends-on` of the directory's stackgate.yml, normalised (directories). */
  dependsOnDirs: string[];
  /** Var files the stack's stackgate.yml names (relative to the root). */
  varFiles: string[];
  /** Pulumi: the stack's own config file (Pulumi.<stack>.yaml), relative to the root. */
  stackFile?: string;
  /** Terraform/OpenTofu: the state its backend block names, when the block alone says. */
  state?: StateIdentity;
}

/** One line of the report: `--json` prints exactly these fields. */
export interface StackReport {
  id: string;
  dir: string;
  engine: EngineName;
  stack: string;
  dependsOn: string[];
  /** 0: depends on no selected stack; null for a deleted stack (never planned). */
  wave: number | null;
  reasons: string[];
  deleted: boolean;
  /** Only on a stack whose backend names another stack's state: those stacks' ids. */
  sharesStateWith?: string[];
  /** With sharesStateWith: that state (backend type and location, never credentials). */
  sharedState?: string;
}

export interface StacksReport {
  /** The merge-base the diff starts from (null without --changed). */
  base: string | null;
  /** HEAD (null outside a git repository). */
  head: string | null;
  stacks: StackReport[];
}
