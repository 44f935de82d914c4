import { describe, expect, it } from "vitest";
import {
  detectPlatform,
  PLATFORM_NAMES,
  platformNamed,
  workdirRootOf,
} from "../../../src/platform/registry.js";

describe("the platform registry", () => {
  it("detects each platform from its own job environment, and none outside CI", () => {
    expect(detectPlatform({ GITHUB_ACTIONS: "true" })?.name).toBe("github");
    expect(detectPlatform({ BITBUCKET_BUILD_NUMBER: "17" })?.name).toBe("bitbucket");
    expect(detectPlatform({ GITHUB_ACTIONS: "false", GITHUB_WORKSPACE: "/w" })).toBeNull();
    expect(detectPlatform({})).toBeNull();
  });

  it("names every platform it lists, local first, each found again by its name", () => {
    expect(PLATFORM_NAMES[0]).toBe("local");
    expect(platformNamed("local")).toBeNull();
    for (const name of PLATFORM_NAMES.slice(1)) expect(platformNamed(name)?.name).toBe(name);
    expect(new Set(PLATFORM_NAMES).size).toBe(PLATFORM_NAMES.length);
  });

  it("keys the journal's workdir by the first checkout a platform names, detected or not", () => {
    expect(workdirRootOf({ GITHUB_WORKSPACE: "/gh", BITBUCKET_CLONE_DIR: "/bb" })).toBe("/gh");
    expect(workdirRootOf({ BITBUCKET_CLONE_DIR: "/bb" })).toBe("/bb");
    // An empty variable is still the one named (as `??` read it before the registry).
    expect(workdirRootOf({ GITHUB_WORKSPACE: "", BITBUCKET_CLONE_DIR: "/bb" })).toBe("");
    expect(workdirRootOf({})).toBeUndefined();
  });

  it("sizes each platform's default stop-timeout to its own stop sequence", () => {
    // GitHub's runner sends SIGTERM 7.5 s after SIGINT: escalate before it.
    expect(platformNamed("github")?.defaultStopTimeoutMs).toBeLessThan(7_500);
    expect(platformNamed("bitbucket")?.defaultStopTimeoutMs).toBe(20_000);
  });
});
