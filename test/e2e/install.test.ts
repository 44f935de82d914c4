/**
 * The CLI installs as users install it: `npm pack` (package.json `files`: dist/ only), then
 * `npm install -g` of that tarball into a temporary prefix, offline — the bundles carry every
 * dependency, so the package needs nothing from the registry — and the installed `stackgate`
 * on that prefix's bin runs a preview that reads a stackgate.yml (a lazily loaded chunk).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/dist.js";
import { dataProjectHcl } from "../support/terraform-project.js";

const run = promisify(execFile);
const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-install-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface PackResult {
  filename: string;
  files: { path: string }[];
}

describe("npm install -g of the packed package", () => {
  it("packs dist/ (no sources, no tests), installs offline with no dependency, and runs", async () => {
    const env = { ...process.env, npm_config_cache: path.join(root, "npm-cache") };
    const packed = await run("npm", ["pack", "--json", "--pack-destination", root], {
      cwd: REPO_ROOT,
      env,
    });
    const [pack] = JSON.parse(packed.stdout) as PackResult[];
    const files = (pack?.files ?? []).map((file) => file.path);
    expect(files).toContain("dist/cli.js");
    expect(files.filter((file) => file.startsWith("dist/chunks/")).length).toBeGreaterThan(0);
    expect(files.filter((file) => !/^(dist\/|README\.md$|package\.json$)/.test(file))).toEqual([]);

    const prefix = path.join(root, "prefix");
    const tarball = path.join(root, pack?.filename ?? "");
    const installed = await run(
      "npm",
      ["install", "-g", "--prefix", prefix, "--offline", "--no-audit", "--no-fund", tarball],
      { cwd: root, env },
    );
    expect(installed.stdout).toContain("added 1 package");

    const bin = path.join(prefix, "bin", "stackgate");
    const version = await run(bin, ["--version"], { cwd: root });
    expect(version.stdout).toMatch(/^stackgate \d+\.\d+\.\d+/);

    const project = path.join(root, "project");
    mkdirSync(project);
    writeFileSync(path.join(project, "main.tf"), dataProjectHcl({ count: 1 }));
    writeFileSync(path.join(project, "stackgate.yml"), "stack: installed\n");
    const preview = await run(bin, ["preview", "--json"], {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", HOME: root },
    });
    expect(JSON.parse(preview.stdout)).toMatchObject({
      outcome: "planned",
      planFile: path.join(project, ".stackgate", "installed.tfplan"),
    });
  });
});
