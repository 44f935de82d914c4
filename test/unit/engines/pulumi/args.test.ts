import { describe, expect, it } from "vitest";
import {
  applyArgs,
  previewArgs,
  refreshArgs,
  verbOf,
} from "../../../../src/engines/pulumi/args.js";

const STACK = "org/app/dev";

describe("Pulumi argv", () => {
  it("previews each mode with --json --suppress-outputs and the stack flags last", () => {
    expect(previewArgs(STACK, "normal", [], [])).toEqual([
      "preview",
      "--json",
      "--suppress-outputs",
      "--stack",
      STACK,
      "--non-interactive",
    ]);
    expect(previewArgs(STACK, "destroy", [], []).slice(0, 2)).toEqual([
      "destroy",
      "--preview-only",
    ]);
    expect(previewArgs(STACK, "refresh-only", [], []).slice(0, 2)).toEqual([
      "refresh",
      "--preview-only",
    ]);
  });

  it("passes one config file and every --config pair; refuses a second config file", () => {
    expect(previewArgs(STACK, "normal", ["a=1"], ["Pulumi.dev.yaml"])).toEqual([
      "preview",
      "--json",
      "--suppress-outputs",
      "--config-file",
      "Pulumi.dev.yaml",
      "--config",
      "a=1",
      "--stack",
      STACK,
      "--non-interactive",
    ]);
    expect(() => previewArgs(STACK, "normal", [], ["a.yaml", "b.yaml"])).toThrow(
      /one --config-file, got 2 var files/,
    );
  });

  it("excludes each URN with --exclude, and its dependents but for destroy, in preview and apply", () => {
    const urns = ["urn:a", "urn:b"];
    const flags = ["--exclude", "urn:a", "--exclude", "urn:b"];
    expect(previewArgs(STACK, "normal", [], [], urns)).toEqual([
      "preview",
      "--json",
      "--suppress-outputs",
      ...flags,
      "--exclude-dependents",
      "--stack",
      STACK,
      "--non-interactive",
    ]);
    expect(previewArgs(STACK, "destroy", [], [], urns).slice(4, 8)).toEqual(flags);
    expect(previewArgs(STACK, "destroy", [], [], urns)).not.toContain("--exclude-dependents");
    const up = applyArgs(STACK, "up", "run-1", urns);
    expect(up.slice(up.indexOf("--exclude"), up.indexOf("--stack"))).toEqual([
      ...flags,
      "--exclude-dependents",
    ]);
    expect(applyArgs(STACK, "up", "run-1", [])).not.toContain("--exclude");
  });

  it("applies the verb of the preview's mode, tagged with the run when there is one", () => {
    expect(verbOf("normal")).toBe("up");
    expect(verbOf("destroy")).toBe("destroy");
    expect(verbOf("refresh-only")).toBe("refresh");
    const args = applyArgs(STACK, "up", "run-1");
    expect(args.slice(0, 5)).toEqual([
      "up",
      "--yes",
      "--skip-preview",
      "--json",
      "--suppress-outputs",
    ]);
    expect(args[args.indexOf("--message") + 1]).toContain("[stackgate run run-1]");
    expect(applyArgs(STACK, "up")).not.toContain("--message");
  });

  it("refreshes with the pending-create flags, one URN/ID pair per entry", () => {
    const args = refreshArgs(STACK, {
      clearPendingCreates: true,
      importPendingCreates: [{ urn: "urn:a", id: "id-a" }],
    });
    expect(args).toEqual([
      "refresh",
      "--yes",
      "--skip-preview",
      "--json",
      "--suppress-outputs",
      "--clear-pending-creates",
      "--import-pending-creates",
      "urn:a",
      "--import-pending-creates",
      "id-a",
      "--stack",
      STACK,
      "--non-interactive",
    ]);
  });

  it("refreshes only the targets it is given (recovery's check of one imported resource)", () => {
    expect(refreshArgs(STACK, { targets: ["urn:a"] })).toEqual([
      "refresh",
      "--yes",
      "--skip-preview",
      "--json",
      "--suppress-outputs",
      "--target",
      "urn:a",
      "--stack",
      STACK,
      "--non-interactive",
    ]);
  });
});
