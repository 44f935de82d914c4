import { describe, expect, it } from "vitest";

import { decodeHclString, parseHclFile, parseJsonFile } from "../../../src/stacks/hcl.js";

describe("what a Terraform file declares (tree-sitter HCL)", () => {
  it("reads backend and cloud blocks inside terraform, and literal module sources only", async () => {
    const text = [
      '# module "c" { source = "./commented" }',
      "terraform {",
      '  backend "s3" {}',
      "}",
      'module "a" {',
      '  source = "./mods/a"',
      "  doc = <<EOT",
      'module "h" { source = "./heredoc" }',
      "EOT",
      "}",
      'module "t" {',
      '  source = "${path.module}/x"',
      "}",
      'locals { s = "module \\"q\\" { source = \\"./str\\" }" }',
      'module "e" { source = "./with \\"quote\\" and \\u00e9" }',
    ].join("\n");
    expect(await parseHclFile("main.tf", text)).toEqual({
      declaresBackend: true,
      moduleSources: ["./mods/a", './with "quote" and é'],
    });
    const cloud = 'terraform {\n  cloud {\n    organization = "o"\n  }\n}\n';
    expect((await parseHclFile("c.tf", cloud)).declaresBackend).toBe(true);
    // A backend block outside terraform {} is no backend.
    expect((await parseHclFile("b.tf", 'backend "s3" {}\n')).declaresBackend).toBe(false);
  });

  it("refuses invalid HCL, naming the file and the position", async () => {
    await expect(parseHclFile("envs/x/main.tf", 'module "a" {\n  source = \n')).rejects.toThrow(
      /^envs\/x\/main\.tf:\d+:\d+: not valid HCL\. Terraform would refuse this file too/,
    );
  });

  it("reads Terraform's JSON syntax: blocks as objects or lists of objects", () => {
    const text = JSON.stringify({
      terraform: [{ backend: { local: {} } }],
      module: { a: { source: "./a" }, b: [{ source: "../b" }] },
    });
    expect(parseJsonFile("main.tf.json", text)).toEqual({
      declaresBackend: true,
      moduleSources: ["./a", "../b"],
    });
    expect(() => parseJsonFile("bad.tf.json", "{")).toThrow(/^bad\.tf\.json: not valid JSON/);
  });

  it("decodes HCL string escapes", () => {
    expect(decodeHclString('a\\\\b\\"c\\n$${x}%%{y}\\U0001F600')).toBe('a\\b"c\n${x}%{y}😀');
  });
});
