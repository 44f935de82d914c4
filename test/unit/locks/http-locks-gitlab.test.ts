/**
 * The http backend's lock reader against GitLab-managed Terraform state's lock endpoint (the
 * stand-in's `gitlab` flavour, test/support/gitlab-state-lock.ts): GitLab's 409 carries the
 * holder's ID, username and time but echoes the probe's own Operation and Info. What stackgate
 * shows as the holder's must be the holder's, and a release goes only to the lock it read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeLockHolder } from "../../../src/locks/ownership.js";
import { createHttpLocks, httpLockConfig } from "../../../src/locks/http-locks.js";
import { gitlabStateLock } from "../../support/gitlab-state-lock.js";
import { createHttpLockServer, type HttpLockServer } from "../../support/http-lock-server.js";

let server: HttpLockServer;

beforeAll(async () => {
  server = await createHttpLockServer({ lockEndpoint: gitlabStateLock("project_42_bot") });
});
afterAll(() => server?.close());

function gitlabLocks(name: string): ReturnType<typeof createHttpLocks> {
  const a = server.addresses(name);
  const config = httpLockConfig(
    { ...a, lock_method: "POST", unlock_method: "DELETE", username: "gitlab-ci-token" },
    {},
  );
  if (config === null) throw new Error("no lock address");
  return createHttpLocks(config);
}

const THEIRS = {
  ID: "0d6a9e55-7c1e-4f0e-9a55-3c2f7f0e1a01",
  Operation: "OperationTypeApply",
  Info: "their apply",
  Who: "alice",
  Version: "1.11.4",
  Created: "2026-11-29T15:00:00.000Z",
  Path: "",
};

describe("http locks on GitLab-managed state", () => {
  it("reads the holder's ID, user and time, and none of the probe's own echoed fields", async () => {
    server.setHolder("held", THEIRS);
    const state = await gitlabLocks("held").inspect();
    expect(state.kind).toBe("held");
    if (state.kind !== "held") return;
    expect(state.holder).toMatchObject({ id: THEIRS.ID, who: "alice", created: THEIRS.Created });
    expect(state.holder.operation).toBeUndefined();
    expect(state.holder.info).toBeUndefined();
    expect(describeLockHolder(state.holder)).not.toContain("stackgate-lock-probe");
    expect(server.holder("held")?.ID).toBe(THEIRS.ID);
  });

  it("leaves a free state free after its probe", async () => {
    expect((await gitlabLocks("free").inspect()).kind).toBe("free");
    expect(server.holder("free")).toBeNull();
  });

  it("releases the lock it read, and refuses one that changed hands since", async () => {
    server.setHolder("dead", THEIRS);
    const locks = gitlabLocks("dead");
    const read = await locks.inspect();
    if (read.kind !== "held") throw new Error(`expected a held lock, got ${read.kind}`);
    await locks.breakLock?.(read.holder);
    expect(server.holder("dead")).toBeNull();

    server.setHolder("moved", THEIRS);
    const moved = gitlabLocks("moved");
    const before = await moved.inspect();
    if (before.kind !== "held") throw new Error(`expected a held lock, got ${before.kind}`);
    const next = { ...THEIRS, ID: "5b0c1f7e-2d7e-4b1a-8f3e-9c0d1e2f3a4b", Who: "bob" };
    server.setHolder("moved", next);
    await expect(moved.breakLock?.(before.holder)).rejects.toThrow(/changed hands/);
    expect(server.holder("moved")?.ID).toBe(next.ID);
  });
});
