/** `stacks` on a tree where two stacks name one state: flagged in the report, exit 64. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { EXIT } from "../../../src/errors.js";
import { runStacks } from "../../../src/stacks/command.js";
import type { StacksReport } from "../../../src/stacks/stacks-report.js";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-shared-state-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

async function stacks(root: string, json: boolean): Promise<{ code: number; out: string }> {
  let out = "";
  const code = await runStacks({
    argv: ["stacks", "-C", root, ...(json ? ["--json"] : [])],
    env: {},
    cwd: root,
    stdout: { write: (text: string) => (out += text) },
  });
  return { code, out };
}

const s3 = (key: string) =>
  `terraform {\n  backend "s3" {\n    bucket = "acme"\n    key    = "${key}"\n  }\n}\n`;
const PG =
  'terraform {\n  backend "pg" {\n    conn_str = "postgres://admin:hunter2@db.example/infra"\n  }\n}\n';

describe("stacks on one state", () => {
  it("marks each stack that shares a state, names both in the text, and exits 64", async () => {
    const root = tree({
      "envs/prod/main.tf": s3("prod.tfstate"),
      "envs/staging/main.tf": s3("prod.tfstate"),
      "envs/dev/main.tf": s3("dev.tfstate"),
      "local/a/main.tf": 'terraform {\n  backend "local" {}\n}\n',
      "local/b/main.tf": 'terraform {\n  backend "local" {}\n}\n',
    });
    const json = await stacks(root, true);
    expect(json.code).toBe(EXIT.usage);
    const report = JSON.parse(json.out) as StacksReport;
    const byId = new Map(report.stacks.map((stack) => [stack.id, stack]));
    expect(byId.get("envs/prod")?.sharesStateWith).toEqual(["envs/staging"]);
    expect(byId.get("envs/staging")?.sharesStateWith).toEqual(["envs/prod"]);
    expect(byId.get("envs/prod")?.sharedState).toBe("s3 bucket=acme key=prod.tfstate");
    // Another key, and the local default in two directories: two states each.
    for (const id of ["envs/dev", "local/a", "local/b"]) {
      expect(byId.get(id)).not.toHaveProperty("sharesStateWith");
    }
    const text = await stacks(root, false);
    expect(text.code).toBe(EXIT.usage);
    expect(text.out).toContain(
      '✖ stacks "envs/prod" and "envs/staging" use the same state (s3 bucket=acme key=prod.tfstate): ' +
        "one stack is one state: give each its own key/workspace",
    );
  });

  it("flags nothing when the block leaves the key to -backend-config (partial configuration)", async () => {
    const partial = 'terraform {\n  backend "s3" {\n    bucket = "acme"\n  }\n}\n';
    const root = tree({ "a/main.tf": partial, "b/main.tf": partial });
    const { code, out } = await stacks(root, true);
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(out) as StacksReport;
    expect(report.stacks.map((stack) => stack.id)).toEqual(["a", "b"]);
    expect(report.stacks.some((stack) => stack.sharesStateWith !== undefined)).toBe(false);
  });

  it("names a shared pg state by host, database and schema, never the password", async () => {
    const root = tree({ "a/main.tf": PG, "b/main.tf.json": pgJson() });
    for (const json of [true, false]) {
      const { code, out } = await stacks(root, json);
      expect(code).toBe(EXIT.usage);
      expect(out).toContain("pg db.example:5432/infra schema_name=terraform_remote_state");
      expect(out).not.toContain("hunter2");
      expect(out).not.toContain("admin");
    }
  });
});

function pgJson(): string {
  return JSON.stringify({
    terraform: { backend: { pg: { conn_str: "postgres://admin:hunter2@db.example/infra" } } },
  });
}
