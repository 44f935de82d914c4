/**
 * The CLI in a GitLab merge request pipeline: with GITLAB_TOKEN the report becomes the merge
 * request's note, updated in place on the next run; nothing without a token or outside an MR
 * pipeline; a refused write is logged and not fatal.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishGitLabNote } from "../../../src/cli/gitlab-note.js";
import { resolveSettings } from "../../../src/command/resolve-settings.js";
import { startGitLabApi, type GitLabApiStandIn } from "../../support/gitlab-api.js";

let api: GitLabApiStandIn;
let nextIid = 40;
beforeAll(async () => {
  api = await startGitLabApi();
  api.addUser("dev");
});
afterAll(async () => api.close());

function mergeRequestJob(overrides: Record<string, string> = {}) {
  const iid = (nextIid += 1);
  api.addMergeRequest({ iid, sha: "cd".repeat(20), author: "dev" });
  const env: Record<string, string> = {
    GITLAB_CI: "true",
    CI_PIPELINE_ID: "77",
    CI_JOB_ID: "501",
    CI_MERGE_REQUEST_IID: String(iid),
    CI_PROJECT_ID: String(api.projectId),
    CI_API_V4_URL: api.apiUrl,
    GITLAB_TOKEN: api.accessToken,
    ...overrides,
  };
  return { iid, env };
}

const RUN = { command: "preview", outcome: "planned", digest: `sha256:${"ab".repeat(32)}` };
const note = (comment: string) => ({ comment, run: RUN });

async function settingsIn(env: Record<string, string>) {
  const cwd = mkdtempSync(path.join(os.tmpdir(), "stackgate-gitlab-note-"));
  writeFileSync(path.join(cwd, "main.tf"), "");
  return resolveSettings({ argv: ["preview", "--stack", "prod"], env, cwd });
}

describe("the CLI's merge request note on GitLab", () => {
  it("creates the note, then updates the same note on the next run", async () => {
    const { iid, env } = mergeRequestJob();
    const settings = await settingsIn(env);
    const lines: string[] = [];
    const options = { redact: (t: string) => t, log: (line: string) => void lines.push(line) };
    const first = await publishGitLabNote(settings, env, note("plan: 1 to add"), options);
    const second = await publishGitLabNote(settings, env, note("plan: 2 to add"), options);
    expect([first?.action, second?.action]).toEqual(["created", "updated"]);
    expect(second?.note.id).toBe(first?.note.id);
    const notes = api.notes(iid);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toContain("plan: 2 to add");
    // It ends with the published line the --mr-approvals gate binds to, `since` kept.
    const last = (body: string | undefined) => body?.trim().split("\n").at(-1) ?? "";
    expect(last(notes[0]?.body)).toContain(`"digest":"${RUN.digest}"`);
    expect(last(notes[0]?.body)).toBe(last(first?.note.body));
    expect(lines[1]).toContain(`updated note ${first?.note.id} on merge request !${iid}`);
  });

  it("writes nothing without a token, outside an MR pipeline, or off GitLab", async () => {
    const log = (line: string): void => void line;
    const cases = [
      mergeRequestJob({ GITLAB_TOKEN: "" }),
      mergeRequestJob({ CI_MERGE_REQUEST_IID: "" }),
      mergeRequestJob({ GITLAB_CI: "false" }),
    ];
    for (const { iid, env } of cases) {
      const settings = await settingsIn(env);
      expect(
        await publishGitLabNote(settings, env, note("x"), { redact: (t) => t, log }),
      ).toBeNull();
      expect(api.notes(iid)).toEqual([]);
    }
  });

  it("logs a refused write and goes on", async () => {
    const { iid, env } = mergeRequestJob({ GITLAB_TOKEN: "not-a-token" });
    const settings = await settingsIn(env);
    const lines: string[] = [];
    const result = await publishGitLabNote(settings, env, note("x"), {
      redact: (t) => t,
      log: (line) => void lines.push(line),
    });
    expect(result).toBeNull();
    expect(lines.join("\n")).toContain(`could not write the note on merge request !${iid}`);
  });
});
