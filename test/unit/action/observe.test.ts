/**
 * The Action's observer of the lifecycle: the intent its post step needs is saved from the
 * lifecycle's events (before each operation runs), changed values only, and the long
 * operations are grouped in the log — for every operation, the recovery ones included.
 */
import { describe, expect, it } from "vitest";
import type { LifecycleEvent } from "../../../src/command/events.js";
import { observeForAction, recordChanges } from "../../../src/action/observe.js";
import { saveIntent } from "../../../src/action/state.js";

function observed(events: LifecycleEvent[]) {
  const saved: Array<[string, string]> = [];
  const groups: string[] = [];
  const record = recordChanges((intent) => saveIntent((k, v) => saved.push([k, v]), intent));
  const observe = observeForAction(
    { startGroup: (name) => groups.push(`GROUP ${name}`), endGroup: () => groups.push("END") },
    record,
  );
  for (const event of events) observe(event);
  return { saved, groups };
}

const start = (operation: Extract<LifecycleEvent, { kind: "operation-start" }>["operation"]) =>
  ({ kind: "operation-start", engine: "terraform", operation }) as const;
const end = (
  operation: Extract<LifecycleEvent, { kind: "operation-end" }>["operation"],
  ok = true,
) => ({ kind: "operation-end", engine: "terraform", operation, ok }) as const;

describe("the Action's intent and log groups come from the lifecycle's events", () => {
  it("an up: init, planning, applying, each saved once, before the operation (the plan path is the step's, not the private copy's)", () => {
    const plan = { name: "plan", mode: "normal" } as const;
    const apply = { name: "apply", planFile: "/w/.stackgate/default.tfplan" } as const;
    const { saved, groups } = observed([
      start({ name: "init" }),
      end({ name: "init" }),
      { kind: "phase", phase: "planning" },
      start(plan),
      end(plan),
      { kind: "phase", phase: "applying" },
      start(apply),
      { kind: "phase", phase: "applying" },
      end(apply, false),
      { kind: "phase", phase: "interrupted" },
    ]);
    expect(saved).toEqual([
      ["phase", "init"],
      ["phase", "planning"],
      ["phase", "applying"],
    ]);
    expect(groups).toEqual([
      "GROUP terraform init",
      "END",
      "GROUP terraform plan",
      "END",
      "GROUP terraform apply /w/.stackgate/default.tfplan",
      "END",
    ]);
  });

  it("recovery operations (force-unlock, import, refresh) save 'recovering'; refresh is grouped", () => {
    const { saved, groups } = observed([
      start({ name: "force-unlock", lockId: "L1" }),
      end({ name: "force-unlock", lockId: "L1" }),
      start({ name: "import", address: "a.b" }),
      end({ name: "import", address: "a.b" }),
      start({ name: "refresh" }),
      end({ name: "refresh" }),
      start({ name: "plan", mode: "refresh-only" }),
      end({ name: "plan", mode: "refresh-only" }),
    ]);
    expect(saved).toEqual([
      ["phase", "recovering"],
      ["phase", "planning"],
    ]);
    expect(groups).toEqual([
      "GROUP terraform refresh",
      "END",
      "GROUP terraform plan (refresh-only)",
      "END",
    ]);
  });
});
