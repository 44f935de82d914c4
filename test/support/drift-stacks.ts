/** Drift results for the reporters' unit tests: a stack checked, and one with one drifted resource. */
import type { StackDrift } from "../../src/drift/result.js";
import type { ResourceChange } from "../../src/model/change.js";

/** A Terraform stack at `/r`, stack `default`, as a check reports it. */
export const DRIFT_TARGET = {
  dir: "/r",
  engine: "terraform" as const,
  stack: "default",
  durationMs: 1,
};

/** Stack `id` with `slow_thing.b` drifted (its `input`), its diff `diff`. */
export function driftedStack(id: string, diff: string): StackDrift {
  const resource: ResourceChange = {
    address: "slow_thing.b",
    type: "slow_thing",
    name: "b",
    module: "",
    action: "update",
    reasons: [],
    changedAttributes: ["input"],
    sensitive: false,
    fingerprint: "f",
    diff,
  };
  return { ...DRIFT_TARGET, id, status: "drifted", resources: [resource], outputs: [] };
}
