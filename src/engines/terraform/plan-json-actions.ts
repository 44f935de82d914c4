/** The actions of a plan's resource changes, the reasons Terraform gives, and what forces a replace. */
import type { ResourceAction, ResourceChange } from "../../model/change.js";
import { renderPath } from "./plan-json-values.js";

export interface MappedAction {
  action: ResourceAction;
  replaceOrder?: ResourceChange["replaceOrder"];
  forget: boolean;
}

/** The action lists a plan can carry, and what each is in the change model. */
const MAPPED_ACTIONS: Readonly<Record<string, MappedAction>> = {
  '["create"]': { action: "create", forget: false },
  '["update"]': { action: "update", forget: false },
  '["delete"]': { action: "delete", forget: false },
  '["delete","create"]': {
    action: "replace",
    replaceOrder: "delete-before-create",
    forget: false,
  },
  '["create","delete"]': {
    action: "replace",
    replaceOrder: "create-before-destroy",
    forget: false,
  },
  '["read"]': { action: "read", forget: false },
  '["no-op"]': { action: "no-op", forget: false },
  '["forget"]': { action: "no-op", forget: true },
};

export function mapActions(actions: readonly string[], where: string): MappedAction {
  const key = JSON.stringify(actions);
  const mapped = Object.hasOwn(MAPPED_ACTIONS, key) ? MAPPED_ACTIONS[key] : undefined;
  if (mapped === undefined) {
    throw new Error(
      `${where}: expected "change.actions" to be one of ${Object.keys(MAPPED_ACTIONS).join(", ")}, got ${JSON.stringify(actions)}`,
    );
  }
  return { ...mapped };
}

const ACTION_REASONS: Record<string, string> = {
  replace_because_tainted: "tainted",
  replace_because_cannot_update: "cannot be updated in place",
  replace_by_request: "replacement requested (-replace)",
  replace_by_triggers: "replace_triggered_by",
  delete_because_no_resource_config: "not in configuration",
  delete_because_no_module: "module not in configuration",
  delete_because_wrong_repetition: "count/for_each changed",
  delete_because_count_index: "count index out of range",
  delete_because_each_key: "for_each key not in configuration",
  delete_because_no_move_target: "moved target not in configuration",
  read_because_config_unknown: "read during apply: configuration not yet known",
  read_because_dependency_pending: "read during apply: depends on pending changes",
  read_because_check_nested: "read during apply: nested in a check block",
};

/** `replace_because_tainted` → `tainted`; unknown codes become words. */
export function describeActionReason(code: string): string {
  return ACTION_REASONS[code] ?? code.replace(/_/g, " ");
}

export function readReplacePaths(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const rendered = value
    .filter((path): path is unknown[] => Array.isArray(path) && path.length > 0)
    .map((path) => renderPath(path));
  return [...new Set(rendered)];
}
