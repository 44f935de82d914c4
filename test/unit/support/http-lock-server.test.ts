import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHttpLockServer,
  startHttpLockServerProcess,
  type HttpLockServer,
  type LockInfo,
} from "../../support/http-lock-server.js";

const mine: LockInfo = { ID: "lock-1", Operation: "OperationTypeApply", Who: "ci@runner" };
const theirs: LockInfo = { ID: "lock-2", Operation: "OperationTypePlan", Who: "dev@laptop" };

async function send(
  url: string,
  method: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { method, ...(body === undefined ? {} : { body }) });
  return { status: res.status, text: await res.text() };
}

describe("createHttpLockServer", () => {
  let server: HttpLockServer;
  let state: string;
  let lock: string;
  beforeAll(async () => {
    server = await createHttpLockServer();
    ({ address: state, lock_address: lock } = server.addresses("team/app"));
  });
  afterAll(async () => {
    await server.close();
  });

  it("listens on loopback and names addresses by state", () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(state).toBe(`${server.url}/state/team%2Fapp`);
    expect(lock).toBe(`${state}/lock`);
  });

  it("stores, serves and deletes state", async () => {
    expect((await send(state, "GET")).status).toBe(404);
    expect((await send(state, "POST", '{"serial":1}')).status).toBe(200);
    expect(await send(state, "GET")).toEqual({ status: 200, text: '{"serial":1}' });
    expect(server.state("team/app")).toEqual({ serial: 1 });
    expect((await send(state, "DELETE")).status).toBe(200);
    expect(server.stateText("team/app")).toBeNull();
  });

  it("locks once, refuses others with 423 and the holder, unlocks only for the holder", async () => {
    expect((await send(lock, "LOCK", JSON.stringify(mine))).status).toBe(200);
    expect(server.holder("team/app")).toEqual(mine);
    const refused = await send(lock, "LOCK", JSON.stringify(theirs));
    expect(refused.status).toBe(423);
    expect(JSON.parse(refused.text)).toEqual(mine);
    const wrongUnlock = await send(lock, "UNLOCK", JSON.stringify(theirs));
    expect(wrongUnlock.status).toBe(409);
    expect(JSON.parse(wrongUnlock.text)).toEqual(mine);
    expect((await send(lock, "UNLOCK", JSON.stringify(mine))).status).toBe(200);
    expect(server.holder("team/app")).toBeNull();
    expect((await send(lock, "UNLOCK", JSON.stringify(mine))).status).toBe(200);
  });

  it("an UNLOCK with an empty body (force-unlock) releases any holder", async () => {
    server.setHolder("team/app", theirs);
    expect((await send(lock, "UNLOCK")).status).toBe(200);
    expect(server.holder("team/app")).toBeNull();
  });

  it("guards state writes with ?ID= while locked", async () => {
    server.setHolder("team/app", mine);
    expect((await send(state, "POST", "{}")).status).toBe(423);
    expect((await send(`${state}?ID=lock-2`, "POST", "{}")).status).toBe(409);
    expect((await send(`${state}?ID=lock-1`, "POST", '{"serial":2}')).status).toBe(200);
    expect((await send(state, "DELETE")).status).toBe(423);
    server.setHolder("team/app", null);
    expect(server.state("team/app")).toEqual({ serial: 2 });
  });

  it("accepts GitLab's POST/DELETE lock methods and rejects malformed lock bodies", async () => {
    expect((await send(lock, "POST", JSON.stringify(mine))).status).toBe(200);
    expect((await send(lock, "POST", JSON.stringify(theirs))).status).toBe(423);
    expect((await send(lock, "DELETE", JSON.stringify(mine))).status).toBe(200);
    expect((await send(lock, "LOCK", "not json")).status).toBe(400);
    expect((await send(lock, "LOCK", '{"Who":"no id"}')).status).toBe(400);
  });

  it("injects failures by method, path and count, and logs every request", async () => {
    server.clearRequests();
    server.failNext("get", 500, { times: 2, path: /team%2Fapp$/ });
    expect((await send(state, "GET")).status).toBe(500);
    expect((await send(`${server.url}/state/other`, "GET")).status).toBe(404);
    expect((await send(state, "GET")).status).toBe(500);
    expect((await send(state, "GET")).status).toBe(200);
    expect(server.requests().map((r) => [r.method, r.name, r.status, r.injected])).toEqual([
      ["GET", "team/app", 500, true],
      ["GET", "other", 404, false],
      ["GET", "team/app", 500, true],
      ["GET", "team/app", 200, false],
    ]);
  });

  it("can answer conflicts with 409 instead", async () => {
    const other = await createHttpLockServer({ conflictStatus: 409 });
    try {
      const { lock_address } = other.addresses("s");
      await send(lock_address, "LOCK", JSON.stringify(mine));
      expect((await send(lock_address, "LOCK", JSON.stringify(theirs))).status).toBe(409);
    } finally {
      await other.close();
      await other.close();
    }
  });
});

describe("startHttpLockServerProcess", () => {
  it("serves the same protocol from a child process, controlled through /_admin/", async () => {
    const server = await startHttpLockServerProcess();
    try {
      expect(server.pid).toBeGreaterThan(0);
      const { address, lock_address } = server.addresses("s");
      expect((await send(lock_address, "LOCK", JSON.stringify(mine))).status).toBe(200);
      expect(await server.holder("s")).toEqual(mine);
      expect((await send(`${address}?ID=lock-1`, "POST", '{"serial":3}')).status).toBe(200);
      expect(await server.stateText("s")).toBe('{"serial":3}');
      await server.setHolder("s", null);
      expect(await server.holder("s")).toBeNull();
      await server.setHolder("s", theirs);
      expect((await send(lock_address, "LOCK", JSON.stringify(mine))).status).toBe(423);
      await server.failNext("GET", 503);
      expect((await send(address, "GET")).status).toBe(503);
      const log = await server.requests();
      expect(log.map((r) => `${r.method} ${r.status}`)).toEqual([
        "LOCK 200",
        "POST 200",
        "LOCK 423",
        "GET 503",
      ]);
      expect(log[0]?.at).toBeInstanceOf(Date);
    } finally {
      await server.stop();
      await server.stop();
    }
    await expect(fetch(server.url)).rejects.toThrow();
  });
});
