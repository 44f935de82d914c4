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
      backend: { type: "s3", attributes: {} },
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
      backend: { type: "local", attributes: {} },
    });
    expect(() => parseJsonFile("bad.tf.json", "{")).toThrow(/^bad\.tf\.json: not valid JSON/);
  });

  it("reads the backend's type and its literal string settings only", async () => {
    const text = [
      "terraform {",
      '  required_version = ">= 1.5"',
      '  backend "s3" {',
      '    bucket         = "acme-state"',
      '    key            = "envs/\\"prod\\"/terraform.tfstate"',
      "    encrypt        = true",
      "    retries        = 3",
      '    allowed        = ["a"]',
      '    region         = "eu-west-1"',
      '    templated      = "${var.x}-y"',
      "    assume_role {",
      '      role_arn = "arn:aws:iam::1:role/r"',
      "    }",
      "  }",
      "}",
    ].join("\n");
    expect((await parseHclFile("main.tf", text)).backend).toEqual({
      type: "s3",
      attributes: {
        bucket: "acme-state",
        key: 'envs/"prod"/terraform.tfstate',
        region: "eu-west-1",
      },
    });
    // A cloud block names no backend type; a file without terraform {} none at all.
    const cloud = 'terraform {\n  cloud {\n    organization = "o"\n  }\n}\n';
    expect((await parseHclFile("c.tf", cloud)).backend).toBeUndefined();
    expect((await parseHclFile("v.tf", 'variable "x" {}\n')).backend).toBeUndefined();
    const json = JSON.stringify({
      terraform: { backend: { pg: { conn_str: "postgres://u:p@db/infra", retries: 3 } } },
    });
    expect(parseJsonFile("main.tf.json", json).backend).toEqual({
      type: "pg",
      attributes: { conn_str: "postgres://u:p@db/infra" },
    });
  });

  it("decodes HCL string escapes", () => {
    expect(decodeHclString('a\\\\b\\"c\\n$${x}%%{y}\\U0001F600')).toBe('a\\b"c\n${x}%{y}😀');
  });
});
