/**
 * parseUiJsonLine against real `-json` UI streams: Terraform 1.3.7/1.5.0 remote-run logs,
 * OpenTofu goldens, and the equivalence harness's apply streams (stored as JSON arrays).
 */
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../../../src/engines/engine.js";
import { describeDiagnostic, type Diagnostic } from "../../../../src/model/change.js";
import {
  parseChangeSummary,
  parseUiJsonLine,
  parseUiJsonStream,
} from "../../../../src/engines/terraform/parse-ui-json.js";
import { readFixture } from "../../../support/fixtures.js";

function readStream(name: string): EngineEvent[] {
  const text = readFixture("tofu", "ui-json", name);
  if (text.trimStart().startsWith("[")) return parseUiJsonStream(text);
  return text
    .split("\n")
    .map(parseUiJsonLine)
    .filter((event): event is EngineEvent => event !== null);
}

describe("parseUiJsonLine: apply streams", () => {
  it("reports a created resource with its id, the summary and outputs (cloud-apply-json-with-outputs)", () => {
    const events = readStream("cloud-apply-json-with-outputs__apply.log");
    expect(events.map((e) => e.kind)).toEqual([
      "log",
      "resource-start",
      "resource-done",
      "summary",
      "log",
    ]);
    expect(events[2]).toEqual({
      kind: "resource-done",
      message: "null_resource.foo: Creation complete after 0s [id=7091618264040236234]",
      address: "null_resource.foo",
      action: "create",
      id: "7091618264040236234",
    });
    expect(events[3]?.counts).toEqual({ add: 1, change: 0, remove: 0 });
    expect(events[4]?.message).toBe("Outputs: 3");
    // The outputs message carries a sensitive output's value; events never do.
    expect(readFixture("tofu", "ui-json", "cloud-apply-json-with-outputs__apply.log")).toContain(
      "my-secret",
    );
    expect(JSON.stringify(events)).not.toContain("my-secret");
  });

  it("reports a provisioner failure as a failed resource and an error diagnostic", () => {
    const events = readStream("cloud-apply-json-with-provisioner-error__apply.log");
    expect(events.map((e) => [e.kind, e.action])).toEqual([
      ["log", undefined],
      ["resource-start", "delete"],
      ["resource-done", "delete"],
      ["resource-start", "create"],
      ["progress", undefined],
      ["progress", undefined],
      ["progress", undefined],
      ["resource-failed", "create"],
      ["diagnostic", undefined],
    ]);
    expect(events[1]?.id).toBe("5383176453498935794");
    expect(events[2]?.id).toBeUndefined();
    expect(events[7]).toEqual({
      kind: "resource-failed",
      message: "null_resource.foo: Creation errored after 0s",
      address: "null_resource.foo",
      action: "create",
    });
    expect(events[8]).toEqual({
      kind: "diagnostic",
      message: "Error: local-exec provisioner error",
      address: "null_resource.foo",
      diagnostic: {
        severity: "error",
        summary: "local-exec provisioner error",
        detail: "Error running command 'exit 125': exit status 125. Output: ",
        address: "null_resource.foo",
        location: { file: "main.tf", line: 2, context: 'resource "null_resource" "foo"' },
      },
    });
  });

  it("reads a replacement as delete then create (equivalence-replace_within_list, JSON array)", () => {
    const events = readStream("equivalence-replace_within_list__apply.json");
    expect(events[0]).toMatchObject({ kind: "progress", action: "replace" });
    expect(events.filter((e) => e.kind === "resource-start").map((e) => e.action)).toEqual([
      "delete",
      "create",
    ]);
    expect(
      events.filter((e) => e.kind === "resource-done").map((e) => [e.address, e.action, e.id]),
    ).toEqual([
      ["tfcoremock_list.list", "delete", undefined],
      ["tfcoremock_list.list", "create", "F40F2AB4-100C-4AE8-BFD0-BF332A158415"],
    ]);
    expect(events.find((e) => e.kind === "summary")?.counts).toEqual({
      add: 1,
      change: 0,
      remove: 1,
      import: 0,
    });
  });

  it("reads plan and destroy summaries in one stream (equivalence-fully_populated_complex_destroy)", () => {
    const events = readStream("equivalence-fully_populated_complex_destroy__apply.json");
    expect(events.filter((e) => e.kind === "summary").map((e) => [e.message, e.counts])).toEqual([
      ["Plan: 0 to add, 0 to change, 1 to destroy.", { add: 0, change: 0, remove: 1, import: 0 }],
      ["Destroy complete! Resources: 1 destroyed.", { add: 0, change: 0, remove: 1, import: 0 }],
    ]);
    expect(events[0]).toMatchObject({
      kind: "progress",
      address: "tfcoremock_complex_resource.complex",
      id: "64564E36-BFCB-458B-9405-EBBF6A3CAC7A",
    });
  });

  it("reads OpenTofu's own stream (command-testdata-apply)", () => {
    const events = readStream("command-testdata-apply__output.jsonlog");
    expect(events.map((e) => e.kind)).toEqual([
      "log",
      "progress",
      "summary",
      "resource-start",
      "resource-done",
      "summary",
      "log",
    ]);
    expect(events[4]).toMatchObject({ address: "test_instance.foo", action: "create" });
    expect(events[4]?.id).toBeUndefined();
  });
});

describe("parseUiJsonLine: plan streams", () => {
  it("reads planned changes and the plan summary (cloud-plan-json-full)", () => {
    const events = readStream("cloud-plan-json-full__plan.log");
    expect(events.map((e) => [e.kind, e.address, e.action])).toEqual([
      ["log", undefined, undefined],
      ["progress", "tfcoremock_simple_resource.example", undefined],
      ["progress", "tfcoremock_simple_resource.example", undefined],
      ["progress", "tfcoremock_simple_resource.example", "update"],
      ["progress", "tfcoremock_complex_resource.example", "create"],
      ["summary", undefined, undefined],
    ]);
    expect(events[1]?.id).toBe("my-simple-resource");
    expect(events[5]?.counts).toEqual({ add: 1, change: 1, remove: 0 });
  });

  it("reads an import count (cloud-plan-import-config-gen)", () => {
    const events = readStream("cloud-plan-import-config-gen__plan.log");
    expect(events[1]).toEqual({
      kind: "progress",
      message: "terraform_data.foo: Plan to import",
      address: "terraform_data.foo",
    });
    expect(events[2]?.counts).toEqual({ add: 0, change: 0, remove: 0, import: 1 });
  });

  it("reads a configuration error without an address, with its place (cloud-plan-json-error)", () => {
    const [, diagnostic] = readStream("cloud-plan-json-error__plan.log");
    expect(diagnostic?.kind).toBe("diagnostic");
    expect(diagnostic?.address).toBeUndefined();
    expect(diagnostic?.diagnostic).toEqual({
      severity: "error",
      summary: "Unsupported block type",
      detail:
        'Blocks of type "triggers" are not expected here. Did you mean to define argument "triggers"? If so, use the equals sign to assign it a value.',
      location: { file: "main.tf", line: 2, context: 'resource "null_resource" "foo"' },
    });
    expect(describeDiagnostic(diagnostic?.diagnostic as Diagnostic)).toBe(
      'Unsupported block type (on main.tf line 2, in resource "null_resource" "foo"): Blocks of type "triggers" are not expected here. Did you mean to define argument "triggers"? If so, use the equals sign to assign it a value.',
    );
  });

  it("keeps no place from a range that is not a file and a line", () => {
    for (const range of [
      { filename: "", start: { line: 2 } },
      { filename: "main.tf", start: { line: 0 } },
      { filename: "main.tf", start: { line: "2" } },
      { filename: "main.tf" },
    ]) {
      const line = JSON.stringify({
        "@level": "error",
        "@message": "Error: x",
        type: "diagnostic",
        diagnostic: { severity: "error", summary: "x", detail: "", range },
      });
      expect(parseUiJsonLine(line)?.diagnostic?.location).toBeUndefined();
    }
  });

  it("reads a data source refreshed during plan as a completed read (command-testdata-plan)", () => {
    const events = readStream("command-testdata-plan__output.jsonlog");
    expect(events[2]).toMatchObject({
      kind: "resource-done",
      address: "data.test_data_source.a",
      action: "read",
      id: "zzzzz",
    });
  });

  it("gives one event per line of every NDJSON fixture", () => {
    for (const name of [
      "cloud-plan-json-full__plan.log",
      "cloud-plan-json-error__plan.log",
      "cloud-apply-json-with-provisioner-error__apply.log",
      "cloud-apply-json-with-outputs__apply.log",
      "cloud-plan-import-config-gen__plan.log",
      "command-testdata-plan__output.jsonlog",
      "command-testdata-apply__output.jsonlog",
    ]) {
      const text = readFixture("tofu", "ui-json", name);
      const lines = text.split("\n").filter((line) => line.trim() !== "");
      expect(parseUiJsonStream(text)).toHaveLength(lines.length);
    }
  });
});

describe("parseUiJsonLine: lines that are not messages", () => {
  it("returns null for empty lines", () => {
    expect(parseUiJsonLine("")).toBeNull();
    expect(parseUiJsonLine("   \r")).toBeNull();
  });

  it("turns plain text into a log event without throwing", () => {
    expect(parseUiJsonLine("Acquiring state lock. This may take a few moments...\r")).toEqual({
      kind: "log",
      message: "Acquiring state lock. This may take a few moments...",
    });
    for (const line of [
      '{"type":',
      "null",
      "[]",
      "42",
      '"text"',
      "{}",
      '{"type":"apply_complete","hook":5}',
    ]) {
      expect(() => parseUiJsonLine(line)).not.toThrow();
      expect(parseUiJsonLine(line)?.kind).toMatch(/^(log|resource-done)$/);
    }
    expect(parseUiJsonLine('{"type":"apply_complete","hook":5}')).toEqual({
      kind: "resource-done",
      message: '{"type":"apply_complete","hook":5}',
    });
  });
});

describe("parseChangeSummary", () => {
  it("reads counts from a line or an object and nothing else", () => {
    const [line] = readFixture("tofu", "ui-json", "cloud-plan-import-config-gen__plan.log")
      .split("\n")
      .filter((l) => l.includes('"change_summary"'));
    expect(parseChangeSummary(line)).toEqual({ add: 0, change: 0, remove: 0, import: 1 });
    expect(
      parseChangeSummary({ type: "change_summary", changes: { add: 2, change: 1, remove: 3 } }),
    ).toEqual({ add: 2, change: 1, remove: 3 });
    expect(parseChangeSummary('{"type":"version"}')).toBeNull();
    expect(parseChangeSummary("Plan: 1 to add")).toBeNull();
    expect(parseChangeSummary({ type: "change_summary", changes: { add: "1" } })).toBeNull();
  });
});
