/**
 * Every recorded Pulumi engine event stream in test/fixtures/pulumi/events parses, and the
 * tally of its steps equals the stream's own `summaryEvent.resourceChanges`.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../../../src/engines/engine.js";
import {
  countsOf,
  EventStreamReader,
  EventTally,
  parseEventStream,
  toEngineEvents,
} from "../../../../src/engines/pulumi/parse-events.js";
import { fixturePath, readFixture } from "../../../support/fixtures.js";

const DIR = ["pulumi", "events"] as const;

/** Per fixture: how many JSON objects it holds and the engine's own summary (copied from the file). */
const EXPECTED: Record<string, { events: number; changes: Record<string, number> }> = {
  "display-json-yaml__json.json": { events: 4, changes: { update: 1 } },
  "display-not-truncated__destroy-with-components.json": {
    events: 9,
    changes: { delete: 2, same: 1 },
  },
  "display-not-truncated__failed-stacks-dont-rewrite-operations.json": {
    events: 9,
    changes: { same: 1 },
  },
  "display-not-truncated__template-body.json": { events: 133, changes: { same: 57, update: 1 } },
  "display-not-truncated__up-4.json": { events: 15, changes: { same: 5, update: 1 } },
  "display-not-truncated__up-interrupted.json": { events: 9, changes: { create: 1, same: 1 } },
  "display-not-truncated__up.json": { events: 15, changes: { create: 1, same: 5 } },
  "display-not-truncated__webserver-userdata.json": {
    events: 14,
    changes: { replace: 1, same: 2 },
  },
  "lifecycletest-TestConfigPropertyMapMatches--0-0__eventstream.json": { events: 3, changes: {} },
  "lifecycletest-TestErrorHooks_RetryLimitWarningAt100_Update-1__eventstream.json": {
    events: 107,
    changes: {},
  },
  "lifecycletest-TestProviderCancellation__eventstream.json": {
    events: 12,
    changes: { create: 4 },
  },
  "lifecycletest-TestReplaceSpecificTargets--0-0-preview__eventstream.json": {
    events: 39,
    changes: { replace: 3, same: 6, update: 3 },
  },
  "lifecycletest-TestResourceError-0__eventstream.json": { events: 7, changes: {} },
  "lifecycletest-TestSimpleAnalyzeResourceMultipleViolations__eventstream.json": {
    events: 18,
    changes: {},
  },
  "lifecycletest-TestUpdateShowsWarningWithPendingOperations__eventstream.json": {
    events: 6,
    changes: { same: 1 },
  },
};

function tally(file: string): { tally: EventTally; events: EngineEvent[] } {
  const t = new EventTally();
  const events: EngineEvent[] = [];
  for (const e of parseEventStream(readFixture(...DIR, file))) {
    t.observe(e);
    events.push(...toEngineEvents(e));
  }
  return { tally: t, events };
}

describe("Pulumi engine event streams (recorded fixtures)", () => {
  it("covers every fixture file in the folder", () => {
    expect(readdirSync(fixturePath(...DIR)).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [file, expected] of Object.entries(EXPECTED)) {
    it(`${file}: ${expected.events} events, counts equal the stream's summaryEvent`, () => {
      const events = parseEventStream(readFixture(...DIR, file));
      expect(events).toHaveLength(expected.events);
      const summary = events.find((e) => "summaryEvent" in e)?.summaryEvent as {
        resourceChanges: Record<string, number>;
      };
      expect(summary.resourceChanges).toEqual(expected.changes);
      const { tally: t } = tally(file);
      expect(t.counts()).toEqual(expected.changes);
      expect(t.summary?.resourceChanges).toEqual(expected.changes);
      // Every stream ends with the end-of-stream marker, which is not a cancellation.
      expect(t.ended).toBe(true);
    });

    it(`${file}: the same events when fed line by line as the CLI prints them`, () => {
      const reader = new EventStreamReader();
      let count = 0;
      for (const line of readFixture(...DIR, file).split("\n")) {
        count += reader.push(line).filter((i) => i.kind === "event").length;
      }
      count += reader.end().filter((i) => i.kind === "event").length;
      expect(count).toBe(expected.events);
    });
  }

  it("reads concatenated pretty-printed objects (json.json is not one object per line)", () => {
    const text = readFixture(...DIR, "display-json-yaml__json.json");
    expect(text.split("\n").length).toBeGreaterThan(20);
    expect(
      parseEventStream(text).map((e) => Object.keys(e).find((k) => k.endsWith("Event"))),
    ).toEqual(["preludeEvent", "resourcePreEvent", "summaryEvent", "cancelEvent"]);
  });

  it("cancelEvent {} is the end of every stream, not a cancellation; 'update canceled' is", () => {
    expect(tally("display-not-truncated__up.json").tally.canceled).toBe(false);
    expect(tally("display-not-truncated__up-interrupted.json").tally.canceled).toBe(false);
    const canceled = tally("lifecycletest-TestProviderCancellation__eventstream.json").tally;
    expect(canceled.canceled).toBe(true);
    expect(canceled.summary?.result).toBe("failed");
    expect(canceled.counts()).toEqual({ create: 4 });
  });

  it("maps an update to journaled resource events with the provider id", () => {
    const { events } = tally("display-not-truncated__up.json");
    const resourceEvents = events.filter((e) => e.kind.startsWith("resource-"));
    expect(resourceEvents.map((e) => [e.kind, e.action])).toEqual([
      ["resource-start", "create"],
      ["resource-done", "create"],
    ]);
    const done = resourceEvents[1];
    expect(done?.address).toBe("urn:pulumi:dev::eks::aws:eks/cluster:Cluster::eks-cluster");
    expect(done?.id).toBe("eks-cluster-fb2cd6e");
    const summary = events.find((e) => e.kind === "summary");
    expect(summary?.counts).toEqual({ add: 1, change: 0, remove: 0, import: 0 });
  });

  it("names the steps in flight when an update stopped (up-interrupted)", () => {
    const { tally: t, events } = tally("display-not-truncated__up-interrupted.json");
    expect(t.inFlight()).toEqual([
      "urn:pulumi:dev::myproject::my:component:WebService::interrupted-component",
      "urn:pulumi:dev::myproject::aws:ec2/instance:Instance::interrupted-instance",
      "urn:pulumi:dev::myproject::aws:rds/instance:Instance::interrupted-db",
    ]);
    expect(events.filter((e) => e.kind === "resource-start")).toHaveLength(4);
    expect(events.filter((e) => e.kind === "resource-done")).toHaveLength(1);
  });

  it("reports a failed resource and the error diagnostics (TestResourceError)", () => {
    const { tally: t, events } = tally("lifecycletest-TestResourceError-0__eventstream.json");
    expect(t.failed).toEqual(["urn:pulumi:test::test::pkgA:m:typA::resA"]);
    expect(t.diagnostics.filter((d) => d.severity === "error").map((d) => d.summary)).toEqual([
      "create failed intentionally",
      "update failed",
    ]);
    expect(t.canceled).toBe(false);
    const failed = events.find((e) => e.kind === "resource-failed");
    expect(failed).toMatchObject({
      action: "create",
      address: "urn:pulumi:test::test::pkgA:m:typA::resA",
    });
  });

  it("keeps 100 warnings and 2 errors of the error-hook stream, colour markup stripped", () => {
    const { tally: t } = tally(
      "lifecycletest-TestErrorHooks_RetryLimitWarningAt100_Update-1__eventstream.json",
    );
    expect(t.diagnostics.filter((d) => d.severity === "warning")).toHaveLength(100);
    expect(t.diagnostics.filter((d) => d.severity === "error")).toHaveLength(2);
    expect(t.diagnostics.every((d) => !d.summary.includes("<{%"))).toBe(true);
  });

  it("turns mandatory policy violations into error diagnostics", () => {
    const { tally: t } = tally(
      "lifecycletest-TestSimpleAnalyzeResourceMultipleViolations__eventstream.json",
    );
    expect(t.diagnostics).toHaveLength(10);
    expect(t.summary?.result).toBe("failed");
  });

  it("counts a replacement once, as add and remove (webserver-userdata preview)", () => {
    const { tally: t, events } = tally("display-not-truncated__webserver-userdata.json");
    expect(countsOf(t.counts())).toEqual({ add: 1, change: 0, remove: 1, import: 0 });
    // A streamed preview is planning: nothing of it is journaled as a resource operation.
    expect(events.some((e) => e.kind.startsWith("resource-"))).toBe(false);
  });
});
