/**
 * `--mr-approvals N` (the GitLab merge request gate): command line only, `up` only, not with
 * --yes or --approve, a whole number from 1 to 100, and never from stackgate.yml.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../../src/command/resolve-settings.js";

const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-mr-approvals-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(config?: string): string {
  const dir = mkdtempSync(path.join(root, "p-"));
  writeFileSync(path.join(dir, "main.tf"), "");
  if (config !== undefined) writeFileSync(path.join(dir, "stackgate.yml"), config);
  return dir;
}

const resolve = (argv: string[], cwd = project()) => resolveSettings({ argv, env: {}, cwd });

describe("--mr-approvals", () => {
  it("sets the number of approvals for up", async () => {
    expect((await resolve(["up", "--mr-approvals", "2"])).mrApprovals).toBe(2);
    expect((await resolve(["up"])).mrApprovals).toBeUndefined();
  });

  it("is refused on another command, with --yes, out of range, or in stackgate.yml", async () => {
    await expect(resolve(["preview", "--mr-approvals", "1"])).rejects.toThrow(
      /--mr-approvals 1 is the approval of `up` on GitLab, got command "preview"/,
    );
    await expect(resolve(["up", "--yes", "--mr-approvals", "1"])).rejects.toThrow(
      /with --yes or --approve/,
    );
    await expect(resolve(["up", "--mr-approvals", "0"])).rejects.toThrow(
      /--mr-approvals: expected a whole number from 1 to 100, got "0"/,
    );
    await expect(resolve(["up"], project("mr-approvals: 1\n"))).rejects.toThrow(
      /"mr-approvals" cannot be set in a file: it decides approval/,
    );
  });
});
