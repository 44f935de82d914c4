/**
 * What stackgate publishes from engine text, attacked with the real `terraform` binary:
 * a declared secret cut mid-value (no fragment may show anywhere), and engine text written to
 * look like GitHub workflow commands (no CLI output path may carry one).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { parsePlanJson } from "../../src/engines/terraform/parse-plan-json.js";
import { renderComment, renderSummary } from "../../src/report/render.js";
import { runCli } from "../support/cli.js";
import { tempDirs } from "../support/temp-dirs.js";

const { make: makeTempDir, removeAll: removeTempDirs } = tempDirs("stackgate-out-");
function tempDir(hcl: string): string {
  const dir = makeTempDir();
  writeFileSync(path.join(dir, "main.tf"), hcl);
  return dir;
}
afterAll(() => removeTempDirs());

/** Mixed-case letters and digits: none of its 3-character pieces occurs in stackgate's own text. */
const SECRET = "Qj7ZvK2mWp9XtR4bLc8NyF3h";

/** Every piece of the secret at least `size` characters long that shows in `text`. */
function fragmentsIn(text: string, size = 3): string[] {
  const found: string[] = [];
  for (let i = 0; i + size <= SECRET.length; i += 1) {
    const piece = SECRET.slice(i, i + size);
    if (text.includes(piece)) found.push(piece);
  }
  return found;
}

/** A line the GitHub runner would read as a workflow command. */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line) || line.includes("##["));
}

describe("a declared secret straddling the value cut", () => {
  it("never shows a fragment in the --comment-file, the PR comment or the job summary", async () => {
    // One resource per offset: the secret starts at character 190…245 of a long value, so the
    // 240-character value cut falls before, inside (at every position) and after it.
    const offsets = Array.from({ length: 56 }, (_, i) => 190 + i);
    const dir = tempDir(`locals {
  offsets = [${offsets.join(", ")}]
}
resource "terraform_data" "cut" {
  for_each = toset([for o in local.offsets : tostring(o)])
  input    = "\${join("", [for i in range(tonumber(each.key)) : "x"])}${SECRET}-tail"
}
`);
    const env = { STACKGATE_SECRETS: SECRET };
    const preview = await runCli(["preview", "--json", "--comment-file", "comment.md"], {
      cwd: dir,
      env,
    });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const comment = readFileSync(path.join(dir, "comment.md"), "utf8");
    // The diff is there (so the test looks where the values are; no value is cut any more), redacted.
    expect(comment).toContain("terraform_data.cut");
    expect(comment).toContain("xxxx");
    expect(comment).toContain("***");
    expect(fragmentsIn(comment)).toEqual([]);
    expect(fragmentsIn(preview.stdout + preview.stderr)).toEqual([]);

    // The same plan through the job summary and the Bitbucket-flavoured comment.
    const shown = await execa("terraform", ["show", "-json", ".stackgate/default.tfplan"], {
      cwd: dir,
    });
    const changeSet = parsePlanJson(shown.stdout, "terraform");
    expect(changeSet.resources).toHaveLength(offsets.length);
    const context = {
      project: "p",
      stack: "default",
      workdir: ".",
      engineLabel: "Terraform",
      digest: "",
      command: "preview",
      outcome: "planned",
      secrets: [SECRET],
    };
    const summary = renderSummary(changeSet, context);
    expect(summary).toContain("xxxx");
    expect(fragmentsIn(summary)).toEqual([]);
    expect(fragmentsIn(renderComment(changeSet, context, 65_536, "bitbucket"))).toEqual([]);
  });
});

describe("engine text shaped like GitHub workflow commands", () => {
  const injected = String.raw`\n::error title=INJ::injected\n::add-mask::hello\n##[warning]legacy`;

  it("is defused on stdout (text and --json) when the plan fails", async () => {
    const dir = tempDir(`variable "v" {
  type    = string
  default = "bad"
  validation {
    condition     = var.v == "good"
    error_message = "Bad value.${injected}"
  }
}
resource "terraform_data" "x" {
  input = var.v
}
`);
    const text = await runCli(["preview"], { cwd: dir });
    expect(text.exitCode).toBe(1);
    expect(text.stdout).toContain("error title=INJ");
    expect(commandLines(text.stdout)).toEqual([]);
    expect(commandLines(text.stderr)).toEqual([]);
    const json = await runCli(["preview", "--json"], { cwd: dir });
    expect(json.exitCode).toBe(1);
    expect(json.json().message).toContain("legacy");
    expect(commandLines(json.stdout)).toEqual([]);
  });

  it("is defused in the final error line on stderr and in --json when init fails", async () => {
    const dir = tempDir(`module "m" {
  source = "./missing${injected}"
}
`);
    const text = await runCli(["preview"], { cwd: dir });
    expect(text.exitCode).toBe(1);
    expect(text.stderr).toContain("stackgate: ");
    expect(text.stderr).toContain("error title=INJ");
    expect(commandLines(text.stderr)).toEqual([]);
    const json = await runCli(["preview", "--json"], { cwd: dir });
    expect(json.exitCode).toBe(1);
    expect(String(json.json().message)).toContain("legacy");
    expect(commandLines(json.stdout)).toEqual([]);
    expect(commandLines(json.stderr)).toEqual([]);
  });
});

describe("a corrupt saved plan", () => {
  it("is refused with the engine's error quoted from its start, not from mid-sentence", async () => {
    const dir = tempDir('resource "terraform_data" "x" {\n  input = "a"\n}\n');
    const preview = await runCli(["preview", "--json"], { cwd: dir });
    expect(preview.exitCode, preview.stderr).toBe(0);
    writeFileSync(path.join(dir, ".stackgate", "default.tfplan"), "garbage");
    const up = await runCli(["up", "--digest", String(preview.json().digest)], { cwd: dir });
    expect(up.exitCode).toBe(1);
    const said = up.stderr.slice(up.stderr.indexOf("terraform said:"));
    expect(said.split("\n")[1]).toMatch(/^ {2}Error: /);
    expect(up.stderr).toContain("Run `stackgate preview` to make a new plan.");
  });
});
