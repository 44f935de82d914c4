/**
 * The pull request's one index comment through the shipped Pipe (issue 21): `stackgate stacks
 * --json` (dist/cli.js, as the stacks example runs it in the image) lists the stacks, then 6
 * parallel steps run `dist/pipe.js` at the same time, each for one stack, with INDEX = that JSON
 * and INDEX_ID = the stack's id, against the Bitbucket API stand-in. Afterwards there is exactly
 * one index comment (Bitbucket's marker), holding every step's row with its own counts, digest
 * and link. `npm run build` first.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readIndexRow } from "../../src/report/index-row.js";
import { findsIndexMarker } from "../../src/report/marker.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import { pipelineStep, runPipeStep, type PipeResult } from "../support/bitbucket-api-runner.js";
import { CLI_ENTRY } from "../support/dist.js";
import { dataProjectHcl, writeEmptyCliConfig } from "../support/terraform-project.js";

const H1 = "1a".repeat(20);
const PIPELINE = "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a6c}";
const STEPS = 6;
const PR = 121;

let api: BitbucketApiStandIn;
let root: string;
let base: Record<string, string>;

beforeAll(async () => {
  api = await startBitbucketApi();
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-index-pipe-"));
  base = {
    PATH: process.env.PATH ?? "",
    HOME: root,
    TF_CLI_CONFIG_FILE: writeEmptyCliConfig(path.join(root, "terraformrc")),
    TF_IN_AUTOMATION: "1",
    CHECKPOINT_DISABLE: "1",
  };
});
afterEach(() => expect(api.violations()).toEqual([]));
afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

/** A parallel step's clone, with every stack (stack i plans i + 1 creates). */
function clone(name: string): string {
  const dir = path.join(root, name);
  for (let i = 0; i < STEPS; i += 1) {
    mkdirSync(path.join(dir, "stacks", `s${i}`), { recursive: true });
    writeFileSync(path.join(dir, "stacks", `s${i}`, "main.tf"), dataProjectHcl({ count: i + 1 }));
  }
  return dir;
}

const context = (r: PipeResult) =>
  `exit ${r.exitCode}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;

describe("one index comment for Bitbucket's parallel steps", () => {
  it(`${STEPS} steps at once: one index, every row, each with its own counts, digest and link`, async () => {
    api.addPull({ id: PR, headSha: H1 });
    const listed = spawnSync(process.execPath, [CLI_ENTRY, "stacks", "--json"], {
      cwd: clone("stacks"),
      encoding: "utf8",
      env: base,
    });
    expect(listed.status, listed.stderr).toBe(0);
    const report = JSON.parse(listed.stdout) as { stacks: Array<{ id: string; dir: string }> };
    expect(report.stacks).toHaveLength(STEPS);

    const results = await Promise.all(
      report.stacks.map((entry, i) =>
        runPipeStep(
          pipelineStep({
            api,
            base,
            clone: clone(`step-${i}`),
            pipeline: PIPELINE,
            step: `{9f8e7d6c-5b4a-4392-8170-${String(i + 1).padStart(12, "0")}}`,
            commit: H1,
            pr: PR,
          }),
          { WORKDIR: entry.dir, INDEX: listed.stdout, INDEX_ID: entry.id },
        ),
      ),
    );
    for (const r of results) expect(r.exitCode, context(r)).toBe(0);

    const comments = api.comments(PR);
    const indexes = comments.filter((c) => findsIndexMarker(c.raw, "bitbucket"));
    const index = indexes[0]?.raw ?? "";
    expect(index).toContain(`### 🗂️ stackgate: ${STEPS} stacks · ${STEPS} finished · 0 pending`);
    report.stacks.forEach((entry, i) => {
      const outputs = results[i]?.outputs ?? {};
      const own = comments.find((c) => readIndexRow(c.raw, "bitbucket")?.id === entry.id);
      expect(own, entry.id).toBeDefined();
      const short = (outputs.STACKGATE_PLAN_DIGEST ?? "").replace(/^sha256:/, "").slice(0, 12);
      expect(short).toMatch(/^[0-9a-f]{12}$/);
      expect(index).toContain(
        `| \`${entry.id}\` | 📋 Plan | ${outputs.STACKGATE_CREATE} | 0 | 0 | 0 | \`${short}\` | [comment](${outputs.STACKGATE_COMMENT_URL}) |`,
      );
    });
    expect(indexes, indexes.map((c) => c.raw).join("\n\n")).toHaveLength(1);
    expect(comments).toHaveLength(STEPS + 1);
  });
});
