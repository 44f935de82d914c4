/**
 * Bitbucket's approval gates against the Bitbucket API stand-in (the real client). Every
 * refusal says why and ends with "Nothing was applied."
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withPublished } from "../../../src/approval/published.js";
import { writePlanRecord } from "../../../src/lifecycle/plan-artifact.js";
import { summarize } from "../../../src/model/change.js";
import {
  decideBitbucketApproval,
  sameCommit,
  type BitbucketGateContext,
  type PipeApprovalMode,
} from "../../../src/approval/bitbucket-gate.js";
import { commentMarker, type CommentKey } from "../../../src/report/marker.js";
import { startBitbucketApi, type BitbucketApiStandIn } from "../../support/bitbucket-api.js";
import { bitbucketClientOf } from "../../support/gate-stand-ins.js";
import { tempDirs } from "../../support/temp-dirs.js";

const H1 = "1a".repeat(20);
const H2 = "2b".repeat(20);
const DIGEST = `sha256:${"ab".repeat(32)}`;
const OTHER = `sha256:${"cd".repeat(32)}`;
const key: CommentKey = { project: "net", stack: "prod", workdir: "." };

let api: BitbucketApiStandIn;
let admin: BitbucketApiStandIn;
let next = 0;
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-bb-gate-");

beforeAll(async () => {
  [api, admin] = await Promise.all([startBitbucketApi(), startBitbucketApi({ adminToken: true })]);
  for (const standIn of [api, admin]) {
    standIn.addUser("alice", "write");
    standIn.addUser("bob", "admin");
    standIn.addUser("rita", "read");
  }
});
afterEach(() => expect([...api.violations(), ...admin.violations()]).toEqual([]));
afterAll(async () => {
  await Promise.all([api.close(), admin.close()]);
  removeTempDirs();
});

const client = bitbucketClientOf;

/** A PR at head H1 with stackgate's published plan (DIGEST, H1) on it. */
function pullWithPlan(
  standIn: BitbucketApiStandIn = api,
  options: { digest?: string; commit?: string; sourceRepo?: string; since?: string } = {},
): number {
  next += 1;
  standIn.addPull({
    id: next,
    headSha: H1,
    ...(options.sourceRepo ? { sourceRepo: options.sourceRepo } : {}),
  });
  const body = withPublished(
    `${commentMarker(key, "bitbucket")}\n### 📋 Plan`,
    {
      command: "preview",
      outcome: "planned",
      digest: options.digest ?? DIGEST,
      commit: options.commit ?? H1,
      since: options.since ?? new Date().toISOString(),
    },
    "bitbucket",
  );
  standIn.addComment(next, standIn.bot.nickname, body);
  return next;
}

function ctx(
  mode: PipeApprovalMode,
  id: number | null,
  overrides: Partial<BitbucketGateContext> = {},
  standIn: BitbucketApiStandIn = api,
): BitbucketGateContext {
  const dir = tempDir();
  return {
    policy: { mode, requiredApprovals: 1, waitMs: 0, approvers: [] },
    pullRequest: id,
    commit: H1,
    planFile: path.join(dir, "prod.tfplan"),
    commentKey: key,
    api: client(standIn),
    log: () => undefined,
    ...overrides,
  };
}

const approvers = (...names: string[]) => ({
  policy: {
    mode: "pr-review" as const,
    requiredApprovals: names.length > 1 ? 2 : 1,
    waitMs: 0,
    approvers: names,
  },
});

it("compares Bitbucket's 12-character commits with full ones", () => {
  expect(sameCommit(H1.slice(0, 12), H1)).toBe(true);
  expect(sameCommit(H1, H2.slice(0, 12))).toBe(false);
  expect(sameCommit(undefined, H1)).toBe(false);
  expect(sameCommit("zz", "zz")).toBe(false);
});

describe("manual-step", () => {
  function savedPlan(commit: string | undefined, digest = DIGEST): string {
    const dir = tempDir("stackgate-bb-plan-");
    const planFile = path.join(dir, "prod.tfplan");
    writePlanRecord({
      version: 1,
      digest,
      planFile,
      engine: "terraform",
      engineVersion: "1.11.4",
      workdir: dir,
      stack: "prod",
      ...(commit ? { commit } : {}),
      createdAt: new Date().toISOString(),
      hasChanges: true,
      summary: summarize([], [], []),
    });
    return planFile;
  }
  const manual = (planFile: string, overrides: Partial<BitbucketGateContext> = {}) =>
    ctx("manual-step", null, { planFile, expectDigest: DIGEST, api: null, ...overrides });

  it("applies the saved plan published by the preview step for this same commit", async () => {
    const decision = await decideBitbucketApproval(manual(savedPlan(H1)), { digest: DIGEST });
    expect(decision).toMatchObject({ approved: true });
    expect(decision.reason).toContain("approval: manual-step — the manual step was started");
  });

  it("refuses another commit's plan, another digest, a fresh plan and an altered artifact", async () => {
    const other = await decideBitbucketApproval(manual(savedPlan(H2)), { digest: DIGEST });
    expect(other.reason).toMatch(
      /made for commit 2b2b2b2b2b2b, but this step runs on commit 1a1a1a1a1a1a.*Nothing was applied\.$/,
    );
    const digest = await decideBitbucketApproval(manual(savedPlan(H1), { expectDigest: OTHER }), {
      digest: DIGEST,
    });
    expect(digest.reason).toContain(`the published digest is ${OTHER}`);
    const fresh = await decideBitbucketApproval(ctx("manual-step", null, { api: null }), {
      digest: DIGEST,
    });
    expect(fresh.reason).toContain("pass variable DIGEST");
    const altered = await decideBitbucketApproval(manual(savedPlan(H1, OTHER)), { digest: DIGEST });
    expect(altered.reason).toContain("the artifact was altered");
  });

  it("on a pull request, refuses a fork's (and needs credentials to tell)", async () => {
    const fork = pullWithPlan(api, { sourceRepo: "mallory/infra-live" });
    const forked = await decideBitbucketApproval(
      manual(savedPlan(H1), { pullRequest: fork, api: client(api) }),
      { digest: DIGEST },
    );
    expect(forked.reason).toContain("comes from a fork (mallory/infra-live)");
    const blind = await decideBitbucketApproval(manual(savedPlan(H1), { pullRequest: fork }), {
      digest: DIGEST,
    });
    expect(blind.reason).toContain("without Bitbucket credentials: set BITBUCKET_ACCESS_TOKEN");
  });
});

describe("pr-review", () => {
  it("approves with an authorized participant's approval given after the plan was published", async () => {
    const id = pullWithPlan();
    api.approve(id, "alice");
    const decision = await decideBitbucketApproval(ctx("pr-review", id, approvers("alice")), {
      digest: DIGEST,
    });
    expect(decision).toMatchObject({ approved: true });
    expect(decision.reason).toContain("alice approved pull request");
  });

  it("does not count an app's (access token's) approval, even when listed in APPROVERS", async () => {
    for (const standIn of [api, admin]) standIn.addUser("deploy-token", "write", "app_user");
    const id = pullWithPlan();
    api.approve(id, "deploy-token");
    const decision = await decideBitbucketApproval(
      ctx("pr-review", id, approvers("deploy-token")),
      { digest: DIGEST },
    );
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("bots do not approve: deploy-token (app_user)");
  });

  it("checks write permission through the API when APPROVERS is empty", async () => {
    const id = pullWithPlan(admin);
    admin.approve(id, "rita");
    const read = await decideBitbucketApproval(ctx("pr-review", id, {}, admin), { digest: DIGEST });
    expect(read.reason).toContain("not authorized: rita has read permission, not write");
    admin.approve(id, "bob");
    expect(
      await decideBitbucketApproval(ctx("pr-review", id, {}, admin), { digest: DIGEST }),
    ).toMatchObject({ approved: true });
  });

  it("without APPROVERS and without an admin token, says to set APPROVERS", async () => {
    const id = pullWithPlan();
    api.approve(id, "alice");
    const decision = await decideBitbucketApproval(ctx("pr-review", id), { digest: DIGEST });
    expect(decision.reason).toContain("or list the users who may approve in variable APPROVERS");
    expect(decision.approved).toBe(false);
  });

  it("does not count an approval given before the plan was published", async () => {
    next += 1;
    const id = next;
    api.addPull({ id, headSha: H1 });
    api.approve(id, "alice");
    await new Promise((r) => setTimeout(r, 5));
    api.addComment(
      id,
      api.bot.nickname,
      withPublished(
        `${commentMarker(key, "bitbucket")}\nplan`,
        {
          command: "preview",
          outcome: "planned",
          digest: DIGEST,
          commit: H1,
          since: new Date().toISOString(),
        },
        "bitbucket",
      ),
    );
    const decision = await decideBitbucketApproval(ctx("pr-review", id, approvers("alice")), {
      digest: DIGEST,
    });
    expect(decision.reason).toContain(
      "approvals given before this plan was published do not count: alice",
    );
  });

  it("refuses: change request, too few approvals, new commit, other digest, no plan, forged plan, closed PR", async () => {
    const changes = pullWithPlan();
    api.approve(changes, "alice");
    api.requestChanges(changes, "bob");
    expect(
      (
        await decideBitbucketApproval(ctx("pr-review", changes, approvers("alice", "bob")), {
          digest: DIGEST,
        })
      ).reason,
    ).toContain("outstanding change requests from bob");

    const few = pullWithPlan();
    api.approve(few, "alice");
    expect(
      (
        await decideBitbucketApproval(ctx("pr-review", few, approvers("alice", "bob")), {
          digest: DIGEST,
        })
      ).reason,
    ).toMatch(/has 1 of 2 required approval\(s\)/);

    const moved = pullWithPlan();
    api.approve(moved, "alice");
    api.pull(moved).headSha = H2;
    expect(
      (
        await decideBitbucketApproval(ctx("pr-review", moved, approvers("alice")), {
          digest: DIGEST,
        })
      ).reason,
    ).toContain("a new commit was pushed");

    const other = pullWithPlan(api, { digest: OTHER });
    api.approve(other, "alice");
    expect(
      (
        await decideBitbucketApproval(ctx("pr-review", other, approvers("alice")), {
          digest: DIGEST,
        })
      ).reason,
    ).toContain("is not the plan published on pull request");

    next += 1;
    api.addPull({ id: next, headSha: H1 });
    // Someone else posts a comment that looks like stackgate's: it is not ours.
    api.addComment(
      next,
      "alice",
      withPublished(
        `${commentMarker(key, "bitbucket")}\nplan`,
        { command: "preview", outcome: "planned", digest: DIGEST, commit: H1 },
        "bitbucket",
      ),
    );
    api.approve(next, "alice");
    expect(
      (
        await decideBitbucketApproval(ctx("pr-review", next, approvers("alice")), {
          digest: DIGEST,
        })
      ).reason,
    ).toContain("no stackgate plan is published");

    const closed = pullWithPlan();
    api.pull(closed).state = "DECLINED";
    expect(
      (
        await decideBitbucketApproval(ctx("pr-review", closed, approvers("alice")), {
          digest: DIGEST,
        })
      ).reason,
    ).toContain("is DECLINED, not OPEN");
  });

  it("refuses without credentials, without a pull request, or when API errors persist", async () => {
    expect(
      (await decideBitbucketApproval(ctx("pr-review", 1, { api: null }), { digest: DIGEST }))
        .reason,
    ).toContain("without Bitbucket credentials: set BITBUCKET_ACCESS_TOKEN");
    expect(
      (await decideBitbucketApproval(ctx("pr-review", null), { digest: DIGEST })).reason,
    ).toContain("BITBUCKET_PR_ID is not set");
    const id = pullWithPlan();
    api.failNext("GET", new RegExp(`/pullrequests/${id}$`), 500, { times: 5 });
    const decision = await decideBitbucketApproval(ctx("pr-review", id, approvers("alice")), {
      digest: DIGEST,
    });
    expect(decision.reason).toMatch(
      /the approval could not be checked: Bitbucket refused to read pull request .*500.*Nothing was applied\.$/,
    );
    api.clearFailures();
  });
});

describe("comment", () => {
  it("applies on `/stackgate apply <digest>` from an authorized user after the plan", async () => {
    const id = pullWithPlan();
    api.addComment(id, "alice", `/stackgate apply ${DIGEST.slice(7, 19)}`);
    const decision = await decideBitbucketApproval(
      ctx("comment", id, {
        policy: { mode: "comment", requiredApprovals: 1, waitMs: 0, approvers: ["alice"] },
      }),
      { digest: DIGEST },
    );
    expect(decision).toMatchObject({ approved: true });
    expect(decision.reason).toContain(`alice commented /stackgate apply ${DIGEST.slice(7, 19)}`);
  });

  it("does not count a command quoted in a code block, or an app's command", async () => {
    const id = pullWithPlan();
    api.addUser("deploy-token", "write", "app_user");
    api.addComment(id, "alice", "    /stackgate apply");
    api.addComment(id, "alice", "```\n/stackgate apply\n```");
    api.addComment(id, "deploy-token", "/stackgate apply");
    const decision = await decideBitbucketApproval(
      ctx("comment", id, {
        policy: {
          mode: "comment",
          requiredApprovals: 1,
          waitMs: 0,
          approvers: ["alice", "deploy-token"],
        },
      }),
      { digest: DIGEST },
    );
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("is not a person");
  });

  it("refuses another digest, an unauthorized user, and a command older than the plan", async () => {
    next += 1;
    const id = next;
    api.addPull({ id, headSha: H1 });
    api.addComment(id, "alice", "/stackgate apply");
    await new Promise((r) => setTimeout(r, 5));
    api.addComment(
      id,
      api.bot.nickname,
      withPublished(
        `${commentMarker(key, "bitbucket")}\nplan`,
        {
          command: "preview",
          outcome: "planned",
          digest: DIGEST,
          commit: H1,
          since: new Date().toISOString(),
        },
        "bitbucket",
      ),
    );
    api.addComment(id, "alice", `/stackgate apply ${"0".repeat(12)}`);
    api.addComment(id, "rita", "/stackgate apply");
    const policy = {
      mode: "comment" as const,
      requiredApprovals: 1,
      waitMs: 0,
      approvers: ["alice", "bob"],
    };
    const decision = await decideBitbucketApproval(ctx("comment", id, { policy }), {
      digest: DIGEST,
    });
    expect(decision.approved).toBe(false);
    expect(decision.reason).toContain("rita is not in APPROVERS");
    expect(decision.reason).toContain("alice approved digest 000000000000");
    expect(decision.reason).toContain("alice's /stackgate apply predates the published plan");
  });
});
