/**
 * Conformance: the built pipe (dist/pipe.js) run the way Bitbucket Pipelines runs a pipe —
 * pipe variables and Bitbucket's default variables in the environment, the clone as working
 * directory, BITBUCKET_PIPE_STORAGE_DIR for output variables — against the Bitbucket API
 * stand-in and real Terraform.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readPublished } from "../../src/approval/published.js";
import { commentMarker } from "../../src/report/marker.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import {
  pipelineStep,
  runPipeStep,
  startPipe,
  type PipeResult,
  type PipelineStep,
  type StepOptions,
} from "../support/bitbucket-api-runner.js";
import {
  dataProjectHcl,
  stateAddresses,
  writeEmptyCliConfig,
} from "../support/terraform-project.js";

const H1 = "1a".repeat(20);
const H2 = "2b".repeat(20);
const PIPELINE = "{0b7a3f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b}";
const key = { project: "infra", stack: "dev", workdir: "infra" };

let api: BitbucketApiStandIn;
let root: string;
let base: Record<string, string>;
let nextPr = 100;
let nextStep = 0;

beforeAll(async () => {
  api = await startBitbucketApi();
  api.addUser("alice", "write");
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-pipe-e2e-"));
  const rc = writeEmptyCliConfig(path.join(root, "terraformrc"));
  base = {
    PATH: process.env.PATH ?? "",
    HOME: root,
    TF_CLI_CONFIG_FILE: rc,
    TF_IN_AUTOMATION: "1",
    CHECKPOINT_DISABLE: "1",
  };
});
afterEach(() => expect(api.violations()).toEqual([]));
afterAll(async () => {
  await api.close();
  rmSync(root, { recursive: true, force: true });
});

function stepUuid(): string {
  nextStep += 1;
  return `{9f8e7d6c-5b4a-4392-8170-${String(nextStep).padStart(12, "0")}}`;
}

function clone(name: string, hcl: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, "infra"), { recursive: true });
  writeFileSync(path.join(dir, "infra", "main.tf"), hcl);
  return dir;
}

function step(dir: string, options: Partial<StepOptions> = {}): PipelineStep {
  return pipelineStep({
    api,
    base,
    clone: dir,
    pipeline: PIPELINE,
    step: stepUuid(),
    commit: H1,
    ...options,
  });
}

const stateList = (dir: string) => stateAddresses(path.join(dir, "infra"), base);

function context(r: PipeResult): string {
  return `exit ${r.exitCode} signal ${r.signal}\n--- stdout\n${r.stdout}\n--- stderr\n${r.stderr}`;
}

const preview = { WORKDIR: "infra", STACK: "dev" };

describe("preview on a pull request", () => {
  it("posts one Bitbucket comment, updates it in place, and writes the output variables", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const dir = clone("preview", dataProjectHcl({ count: 3 }));
    const first = await runPipeStep(step(dir, { pr }), preview);
    expect(first.exitCode, context(first)).toBe(0);
    const digest = first.outputs.STACKGATE_PLAN_DIGEST ?? "";
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(first.outputs).toMatchObject({
      STACKGATE_OUTCOME: "planned",
      STACKGATE_EXIT_CODE: "0",
      STACKGATE_HAS_CHANGES: "true",
      STACKGATE_CREATE: "3",
      STACKGATE_PLAN_PATH: path.join(dir, "infra", ".stackgate", "dev.tfplan"),
    });
    const comments = api.comments(pr);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.raw;
    expect(body.startsWith(commentMarker(key, "bitbucket"))).toBe(true);
    expect(body).not.toMatch(/<!--|<details|<summary/);
    expect(body).toContain("`terraform_data.item[2]`");
    expect(body).toContain(
      "[View the run](http://bitbucket.org/acme/infra-live/pipelines/results/17)",
    );
    expect(readPublished(body, "bitbucket")).toMatchObject({
      command: "preview",
      outcome: "planned",
      digest,
      commit: H1,
    });
    expect(first.outputs.STACKGATE_COMMENT_URL).toContain(`#comment-${comments[0]!.id}`);
    expect(first.stdout).toContain("✔ stackgate preview: planned");
    // The token never shows in the log.
    expect(first.stdout).not.toContain(api.accessToken);

    writeFileSync(path.join(dir, "infra", "main.tf"), dataProjectHcl({ count: 4 }));
    const second = await runPipeStep(step(dir, { pr }), preview);
    expect(second.exitCode, context(second)).toBe(0);
    expect(api.comments(pr)).toHaveLength(1);
    expect(api.comments(pr)[0]!.id).toBe(comments[0]!.id);
    expect(api.comments(pr)[0]!.raw).toContain("4 create");
  });

  it("finds its comment on page 3 of 250 and updates it; retries a 429 and a 503 on the way", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    for (let i = 0; i < 250; i += 1) {
      if (i === 230)
        api.addComment(pr, api.bot.nickname, `${commentMarker(key, "bitbucket")}\nold plan`);
      api.addComment(pr, "alice", `comment ${i}`);
    }
    const old = api.comments(pr).find((c) => c.raw.endsWith("old plan"))!;
    api.failNext("GET", new RegExp(`/pullrequests/${pr}/comments$`), 429, { retryAfter: 1 });
    api.failNext("PUT", new RegExp(`/pullrequests/${pr}/comments/`), 503);
    const dir = clone("paged", dataProjectHcl({ count: 1 }));
    const result = await runPipeStep(step(dir, { pr }), preview);
    expect(result.exitCode, context(result)).toBe(0);
    expect(api.comments(pr)).toHaveLength(251);
    const ours = api.comments(pr).filter((c) => c.raw.startsWith(commentMarker(key, "bitbucket")));
    expect(ours.map((c) => c.id)).toEqual([old.id]);
    expect(ours[0]!.raw).toContain("1 create");
  });
});

describe("manual-step: apply only the plan artifact the preview step published", () => {
  it("applies the handed-over plan on the same commit; refuses another commit's step", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const previewClone = clone("manual-preview", dataProjectHcl({ count: 2 }));
    const planned = await runPipeStep(step(previewClone, { pr }), preview);
    expect(planned.exitCode, context(planned)).toBe(0);
    const digest = planned.outputs.STACKGATE_PLAN_DIGEST!;

    // The manual step runs in a fresh clone that gets the preview's artifacts (plan + record).
    const artifacts = (to: string): void => {
      mkdirSync(path.join(to, "infra", ".stackgate"), { recursive: true });
      for (const file of ["dev.tfplan", "dev.tfplan.stackgate.json"]) {
        copyFileSync(
          path.join(previewClone, "infra", ".stackgate", file),
          path.join(to, "infra", ".stackgate", file),
        );
      }
    };
    const wrongClone = clone("manual-wrong", dataProjectHcl({ count: 2 }));
    artifacts(wrongClone);
    const wrong = await runPipeStep(step(wrongClone, { pr, commit: H2 }), {
      ...preview,
      COMMAND: "up",
      APPROVAL: "manual-step",
    });
    expect(wrong.exitCode, context(wrong)).toBe(3);
    // Refused before any engine ran (the record names the commit; no plan is shown).
    expect(wrong.stdout).toContain(
      `refused before any engine ran: the plan artifact was made for commit ${H1.slice(0, 12)}, but this step runs on commit ${H2.slice(0, 12)}`,
    );
    expect(await stateList(wrongClone)).toEqual([]);

    const applyClone = clone("manual-apply", dataProjectHcl({ count: 2 }));
    artifacts(applyClone);
    const applied = await runPipeStep(step(applyClone, { pr }), {
      ...preview,
      COMMAND: "up",
      APPROVAL: "manual-step",
    });
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(applied.stdout).toContain(
      `approval: manual-step binds this step to the saved plan ${digest}`,
    );
    expect(applied.stdout).toContain("approval: manual-step — the manual step was started");
    expect(applied.outputs).toMatchObject({
      STACKGATE_OUTCOME: "applied",
      STACKGATE_PLAN_DIGEST: digest,
    });
    expect(await stateList(applyClone)).toHaveLength(2);
    expect(api.comments(pr)[0]!.raw).toContain("Applied");

    // Without the artifact the manual step refuses before any engine runs.
    const bare = clone("manual-bare", dataProjectHcl({ count: 2 }));
    const none = await runPipeStep(step(bare, { pr }), {
      ...preview,
      COMMAND: "up",
      APPROVAL: "manual-step",
    });
    expect(none.exitCode, context(none)).toBe(3);
    expect(none.stdout).toContain(
      "APPROVAL is manual-step, which applies only the saved plan artifact the preview step published",
    );
    expect(existsSync(path.join(bare, "infra", ".terraform"))).toBe(false);
  });
});

describe("manual-step with PLAN_KEY: the handed-over plan is sealed", () => {
  it("applies the sealed plan in another clone with the key; refuses it without, and an altered one", async () => {
    const KEY = "pipe-plan-key-0123456789abcdef";
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const previewClone = clone("sealed-preview", dataProjectHcl({ count: 2 }));
    const planned = await runPipeStep(step(previewClone, { pr }), { ...preview, PLAN_KEY: KEY });
    expect(planned.exitCode, context(planned)).toBe(0);
    const planFile = path.join(previewClone, "infra", ".stackgate", "dev.tfplan");
    const sealed = readFileSync(planFile);
    expect(sealed.subarray(0, 24).toString()).toBe("stackgate-sealed-plan v2");

    const applyClone = clone("sealed-apply", dataProjectHcl({ count: 2 }));
    const target = path.join(applyClone, "infra", ".stackgate");
    mkdirSync(target, { recursive: true });
    copyFileSync(`${planFile}.stackgate.json`, path.join(target, "dev.tfplan.stackgate.json"));
    const up = { ...preview, COMMAND: "up", APPROVAL: "manual-step" };

    const altered = Buffer.from(sealed);
    altered[altered.length - 30] = (altered[altered.length - 30] ?? 0) ^ 1;
    writeFileSync(path.join(target, "dev.tfplan"), altered);
    const tampered = await runPipeStep(step(applyClone, { pr }), { ...up, PLAN_KEY: KEY });
    expect(tampered.exitCode, context(tampered)).toBe(3);
    expect(tampered.stdout).toContain("could not be decrypted and authenticated");
    expect(await stateList(applyClone)).toEqual([]);

    writeFileSync(path.join(target, "dev.tfplan"), sealed);
    const noKey = await runPipeStep(step(applyClone, { pr }), up);
    expect(noKey.exitCode, context(noKey)).toBe(3);
    expect(noKey.stdout).toContain("no plan key is set");
    expect(await stateList(applyClone)).toEqual([]);

    const applied = await runPipeStep(step(applyClone, { pr }), { ...up, PLAN_KEY: KEY });
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(await stateList(applyClone)).toHaveLength(2);
    for (const r of [planned, tampered, noKey, applied]) {
      expect(`${r.stdout}${r.stderr}`).not.toContain(KEY);
    }
  });
});

describe("pr-review and comment through the pipe", () => {
  it("pr-review: applies after an approval given after the preview; refuses before", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const dir = clone("review", dataProjectHcl({ count: 1 }));
    expect((await runPipeStep(step(dir, { pr }), preview)).exitCode).toBe(0);
    const up = { ...preview, COMMAND: "up", APPROVAL: "pr-review", APPROVERS: ["alice"] };
    const refused = await runPipeStep(step(dir, { pr }), up);
    expect(refused.exitCode, context(refused)).toBe(3);
    expect(refused.stdout).toContain("has 0 of 1 required approval(s)");
    expect(await stateList(dir)).toEqual([]);
    api.approve(pr, "alice");
    const applied = await runPipeStep(step(dir, { pr }), up);
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(applied.stdout).toContain("approval: pr-review — alice approved");
    expect(await stateList(dir)).toHaveLength(1);
  });

  it("comment: `/stackgate apply <digest>` from an approver applies", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const dir = clone("comment", dataProjectHcl({ count: 1 }));
    const planned = await runPipeStep(step(dir, { pr }), preview);
    api.addComment(
      pr,
      "alice",
      `/stackgate apply ${planned.outputs.STACKGATE_PLAN_DIGEST!.slice(7, 19)}`,
    );
    const applied = await runPipeStep(step(dir, { pr }), {
      ...preview,
      COMMAND: "up",
      APPROVAL: "comment",
      APPROVERS: ["alice"],
    });
    expect(applied.exitCode, context(applied)).toBe(0);
    expect(await stateList(dir)).toHaveLength(1);
  });
});

describe("comment with APPROVAL_WAIT", () => {
  it("shows the plan to approve on the PR, waits, and applies the approval given meanwhile", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const dir = clone("wait", dataProjectHcl({ count: 1 }));
    const planned = await runPipeStep(step(dir, { pr }), preview);
    const short = planned.outputs.STACKGATE_PLAN_DIGEST!.slice(7, 19);
    const started = startPipe(step(dir, { pr }), {
      ...preview,
      COMMAND: "up",
      APPROVAL: "comment",
      APPROVAL_WAIT: "20s",
      APPROVERS: ["alice"],
    });
    const ours = () => api.comments(pr).find((c) => c.author === api.bot.nickname)!;
    const deadline = Date.now() + 30_000;
    while (readPublished(ours().raw, "bitbucket")?.outcome !== "approval-required") {
      if (Date.now() > deadline) throw new Error("the waiting status never appeared");
      await sleep(100);
    }
    expect(ours().raw).toContain(`/stackgate apply ${short}`);
    expect(await stateList(dir)).toEqual([]);
    api.addComment(pr, "alice", "/stackgate apply");
    const result = await started.done;
    expect(result.exitCode, context(result)).toBe(0);
    expect(result.stdout).toMatch(
      /waiting for `\/stackgate apply [0-9a-f]{12}` on pull request #\d+ \(\d+ s left\)/,
    );
    expect(result.outputs.STACKGATE_OUTCOME).toBe("applied");
    expect(await stateList(dir)).toHaveLength(1);
  });
});

describe("bad input: a clear error, nothing applied", () => {
  it.each([
    [
      "no workspace/repository on a PR with comments on",
      { BITBUCKET_WORKSPACE: "", BITBUCKET_REPO_SLUG: "", BITBUCKET_REPO_FULL_NAME: "" },
      {},
      64,
      "but BITBUCKET_WORKSPACE, BITBUCKET_REPO_SLUG are not set",
    ],
    [
      "no credentials on a PR with comments on",
      { BITBUCKET_ACCESS_TOKEN: "" },
      {},
      64,
      "but BITBUCKET_ACCESS_TOKEN (or BITBUCKET_API_TOKEN with BITBUCKET_API_EMAIL) is not set. Set it as a pipe variable, or set COMMENT: 'false'",
    ],
    [
      "a rejected token (401)",
      { BITBUCKET_ACCESS_TOKEN: "wrong-token-1234" },
      {},
      1,
      "Bitbucket rejected the credentials in BITBUCKET_ACCESS_TOKEN",
    ],
    [
      "pr-review without credentials",
      { BITBUCKET_ACCESS_TOKEN: "" },
      { COMMAND: "up", APPROVAL: "pr-review", COMMENT: "false" },
      64,
      "APPROVAL is pr-review, which reads the pull request through the Bitbucket API, but BITBUCKET_ACCESS_TOKEN",
    ],
    [
      "a wrongly typed variable",
      {},
      { COMMAND: "up", APPROVAL: "none", COMMENT: "sometimes" },
      64,
      'variable COMMENT: expected true or false, got "sometimes"',
    ],
  ])("%s", async (_name, env, variables, code, message) => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const dir = clone(`bad-${pr}`, dataProjectHcl({ count: 1 }));
    const s = step(dir, { pr });
    Object.assign(s.env, env);
    const result = await runPipeStep(s, { ...preview, ...variables });
    expect(result.exitCode, context(result)).toBe(code);
    expect(result.stdout).toContain(message);
    expect(result.outputs.STACKGATE_OUTCOME).toBe("failed");
    expect(await stateList(dir)).toEqual([]);
    expect(result.stdout).not.toContain("wrong-token-1234");
  });

  it("403 and 404 name what to fix; an unknown pull request names PULL_REQUEST", async () => {
    const pr = (nextPr += 1);
    api.addPull({ id: pr, headSha: H1 });
    const dir = clone("forbidden", dataProjectHcl({ count: 1 }));
    api.failNext("POST", new RegExp(`/pullrequests/${pr}/comments$`), 403);
    const forbidden = await runPipeStep(step(dir, { pr }), preview);
    expect(forbidden.exitCode, context(forbidden)).toBe(1);
    expect(forbidden.stdout).toContain(
      "The credentials in BITBUCKET_ACCESS_TOKEN lack permission: give the token the pullrequest:write scope",
    );

    const missing = await runPipeStep(step(dir, { pr: 99_999 }), {
      ...preview,
      COMMAND: "up",
      APPROVAL: "pr-review",
      APPROVERS: ["alice"],
    });
    expect(missing.exitCode, context(missing)).toBe(3);
    expect(missing.stdout).toContain(
      "pull request #99999 does not exist in acme/infra-live (404). Check variable PULL_REQUEST",
    );
    expect(await stateList(dir)).toEqual([]);
  });
});
