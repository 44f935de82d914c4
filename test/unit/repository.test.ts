/**
 * The repository is the whole project: no tracked file reaches outside it. A fresh clone has no
 * sibling folders, so a path that climbs out of the checkout (for example to a folder of
 * reference material kept beside it) would work on one machine and fail on every other.
 * `.ci/run` also runs the whole suite in a clone inside an empty temporary directory.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** Written in two parts so that this file does not match itself. */
const SIBLING = ["..", "shared"].join("/");

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file !== "");
}

describe("the repository stands alone", () => {
  it("no tracked file outside .git mentions the sibling reference folder", () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) =>
      readFileSync(path.join(root, file)).toString("latin1").includes(SIBLING),
    );
    expect(offenders).toEqual([]);
  });

  it("the recorded fixtures the tests read are tracked, with their provenance and licences", () => {
    const files = new Set(trackedFiles());
    for (const file of [
      "test/fixtures/PROVENANCE.md",
      "test/fixtures/LICENSES/pulumi-pulumi.LICENSE",
      "test/fixtures/LICENSES/opentofu-opentofu.LICENSE",
      "test/fixtures/LICENSES/dundalek-stratify.LICENSE",
      "test/fixtures/LICENSES/infrahouse-infrahouse-toolkit.LICENSE",
    ]) {
      expect(files.has(file), file).toBe(true);
    }
    // Every fixture listed in PROVENANCE.md's tables is in the repository.
    const provenance = readFileSync(path.join(root, "test/fixtures/PROVENANCE.md"), "utf8");
    const listed = [...provenance.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1] ?? "");
    expect(listed.length).toBeGreaterThan(50);
    const tracked = [...files].filter((f) => f.startsWith("test/fixtures/"));
    for (const name of listed) {
      expect(
        tracked.some((f) => f.endsWith(`/${name}`)),
        `${name} is listed in PROVENANCE.md`,
      ).toBe(true);
    }
  });
});
