import { describe, expect, it } from "vitest";
import {
  applyArgs,
  importArgs,
  PROBE_LOCK_ARGS,
  planArgs,
  pushStateArgs,
} from "../../../../src/engines/terraform/args.js";
import type { PlanRequest } from "../../../../src/engines/engine.js";

const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  planFile: "/w/plan.tfplan",
  mode: "normal",
  lockTimeout: "30s",
  vars: [],
  varFiles: [],
  ...overrides,
});

describe("Terraform argv", () => {
  it("plans unattended, as JSON, with -detailed-exitcode, the lock timeout and the plan file", () => {
    expect(planArgs(request())).toEqual([
      "plan",
      "-input=false",
      "-no-color",
      "-json",
      "-detailed-exitcode",
      "-lock-timeout=30s",
      "-out=/w/plan.tfplan",
    ]);
  });

  it("adds one -exclude=ADDR per excluded address, in order, before the variables", () => {
    const args = planArgs(
      request({ exclude: ["terraform_data.b", "module.db"], varFiles: ["a.tfvars"] }),
    );
    expect(args.slice(7)).toEqual([
      "-exclude=terraform_data.b",
      "-exclude=module.db",
      "-var-file=a.tfvars",
    ]);
    expect(planArgs(request({ exclude: [] }))).toEqual(planArgs(request()));
  });

  it("adds the mode flag and the variables in order: var files, then -var pairs", () => {
    const args = planArgs(
      request({ mode: "destroy", varFiles: ["a.tfvars", "b.tfvars"], vars: ["x=1", "y=2"] }),
    );
    expect(args.slice(7)).toEqual([
      "-destroy",
      "-var-file=a.tfvars",
      "-var-file=b.tfvars",
      "-var",
      "x=1",
      "-var",
      "y=2",
    ]);
    expect(planArgs(request({ mode: "refresh-only" }))).toContain("-refresh-only");
    expect(planArgs(request({ mode: "refresh-only" }))).not.toContain("-destroy");
  });

  it("applies exactly the saved plan file, last, and never plans again", () => {
    const args = applyArgs({ planFile: "/w/plan.tfplan", lockTimeout: "5m" });
    expect(args).toEqual([
      "apply",
      "-input=false",
      "-no-color",
      "-json",
      "-lock-timeout=5m",
      "/w/plan.tfplan",
    ]);
    expect(args).not.toContain("-auto-approve");
  });

  it("probes the lock without refresh and without waiting for it", () => {
    expect(PROBE_LOCK_ARGS).toContain("-refresh=false");
    expect(PROBE_LOCK_ARGS).toContain("-lock-timeout=0s");
    expect(PROBE_LOCK_ARGS).not.toContain("-out");
  });

  it("under a dead run's lock recovery holds, every write skips the lock instead of waiting for it", () => {
    const writes = [
      planArgs(request({ mode: "refresh-only" }), true),
      applyArgs({ planFile: "/w/plan.tfplan", lockTimeout: "5m" }, true),
      pushStateArgs("errored.tfstate", true),
      importArgs("a.b", "id-1", true),
    ];
    for (const args of writes) {
      expect(args).toContain("-lock=false");
      expect(args.some((a) => a.startsWith("-lock-timeout"))).toBe(false);
    }
    // The operands stay last, after the options.
    expect(pushStateArgs("errored.tfstate", true).at(-1)).toBe("errored.tfstate");
    expect(importArgs("a.b", "id-1", true).slice(-2)).toEqual(["a.b", "id-1"]);
    // Without a held lock, the engine takes the lock as usual.
    expect(pushStateArgs("errored.tfstate")).not.toContain("-lock=false");
    expect(importArgs("a.b", "id-1")).not.toContain("-lock=false");
  });
});
