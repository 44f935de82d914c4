/** Version-aware exit codes and the refusals Pulumi prints when a stack is locked. */
import { describe, expect, it } from "vitest";
import {
  exitMeaning,
  hasExitCodeTaxonomy,
  isCanceledText,
  lockHolderFromText,
  parseDiyLockRefusal,
  parsePulumiVersion,
} from "../../../../src/engines/pulumi/outcome.js";

const v = (text: string) => parsePulumiVersion(text);

describe("Pulumi exit codes by version", () => {
  it("parses `pulumi version` output", () => {
    expect(parsePulumiVersion("v3.136.1\n")).toEqual({
      major: 3,
      minor: 136,
      patch: 1,
      text: "3.136.1",
    });
    expect(parsePulumiVersion("v3.226.1-dev.0")?.text).toBe("3.226.1-dev.0");
    expect(parsePulumiVersion("no version")).toBeNull();
  });

  it("knows the taxonomy starts at v3.226.1", () => {
    expect(hasExitCodeTaxonomy(v("v3.226.0"))).toBe(false);
    expect(hasExitCodeTaxonomy(v("v3.226.1"))).toBe(true);
    expect(hasExitCodeTaxonomy(v("v3.259.0"))).toBe(true);
    expect(hasExitCodeTaxonomy(v("v4.0.0"))).toBe(true);
    expect(hasExitCodeTaxonomy(null)).toBe(false);
  });

  it("reads every failure of an older CLI as a plain failure (255)", () => {
    for (const code of [1, 2, 6, 8, 255]) expect(exitMeaning(code, v("v3.136.1"))).toBe("failed");
    expect(exitMeaning(0, v("v3.136.1"))).toBe("ok");
  });

  it("reads the codes of a newer CLI", () => {
    const now = v("v3.259.0");
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 255, 42].map((c) => exitMeaning(c, now))).toEqual([
      "failed",
      "configuration",
      "authentication",
      "resource",
      "policy",
      "stack-not-found",
      "no-changes-expected",
      "cancelled",
      "timeout",
      "internal",
      "failed",
    ]);
  });
});

describe("lock refusals", () => {
  const refusal =
    "error: the stack is currently locked by 2 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.\n" +
    "  file:///srv/state/.pulumi/locks/organization/app/dev/0b4a1c9e-2f55-4f0e-9a0e-9f1d3c1b2a77.json: created by ci@runner-7 (pid 4242) at 2026-11-22T18:00:00Z\n" +
    "  file:///srv/state/.pulumi/locks/organization/app/dev/5c3d.json: created by ann@laptop (pid 17) at 2026-11-22T18:01:00+01:00";

  it("parses the DIY refusal with every lock it names", () => {
    expect(parseDiyLockRefusal(refusal)).toEqual({
      count: 2,
      locks: [
        {
          url: "file:///srv/state/.pulumi/locks/organization/app/dev/0b4a1c9e-2f55-4f0e-9a0e-9f1d3c1b2a77.json",
          id: "0b4a1c9e-2f55-4f0e-9a0e-9f1d3c1b2a77",
          username: "ci",
          hostname: "runner-7",
          pid: 4242,
          timestamp: "2026-11-22T18:00:00Z",
        },
        {
          url: "file:///srv/state/.pulumi/locks/organization/app/dev/5c3d.json",
          id: "5c3d",
          username: "ann",
          hostname: "laptop",
          pid: 17,
          timestamp: "2026-11-22T18:01:00+01:00",
        },
      ],
    });
    expect(lockHolderFromText(refusal, "organization/app/dev")).toMatchObject({
      id: "0b4a1c9e-2f55-4f0e-9a0e-9f1d3c1b2a77",
      who: "ci@runner-7",
      operation: "pid 4242",
      info: "2 lock files; the first is named",
    });
  });

  it("turns the Pulumi Cloud 409 into a holder that says another update is in progress, and never suggests cancel as a first step", () => {
    const holder = lockHolderFromText(
      "error: [409] Conflict: Another update is currently in progress.",
      "acme/app/prod",
    );
    expect(holder?.who).toMatch(/another update that is in progress/);
    expect(holder?.info).toMatch(/wait for that update to finish.*pulumi cancel --yes --stack/);
    expect(lockHolderFromText("error: something else", "acme/app/prod")).toBeNull();
  });

  it("recognises a cancellation message", () => {
    expect(isCanceledText("error: update canceled")).toBe(true);
    // Real 3.274.1, SIGINT during the preview `up` runs first.
    expect(isCanceledText("error: preview canceled")).toBe(true);
    expect(isCanceledText("cancelEvent")).toBe(false);
  });
});
