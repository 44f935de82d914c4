/**
 * The demo's http state backend is never more permissive than the GitLab-style backends it
 * stands for: while locked only the holder writes, a foreign unlock is refused, and what it
 * holds is mirrored to its files. (Real terraform against it: test/e2e/demo.test.ts.)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startDemoBackend, type DemoBackend } from "../../../src/demo/demo-backend.js";

let dir: string;
let backend: DemoBackend;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-demo-backend-"));
  backend = await startDemoBackend(dir);
});
afterEach(async () => {
  await backend.close();
  rmSync(dir, { recursive: true, force: true });
});

const lock = (id: string) =>
  JSON.stringify({ ID: id, Who: "ci@runner", Operation: "OperationTypeApply" });

async function send(method: string, url: string, body = ""): Promise<[number, string]> {
  const res = await fetch(url, { method, body: method === "GET" ? undefined : body });
  return [res.status, await res.text()];
}

describe("demo backend", () => {
  it("stores and serves state; 404 before the first write", async () => {
    const { address } = backend.addresses;
    expect((await send("GET", address))[0]).toBe(404);
    expect(await send("POST", address, '{"resources":[1]}')).toEqual([200, ""]);
    expect(await send("GET", address)).toEqual([200, '{"resources":[1]}']);
    expect(backend.state()).toEqual({ resources: [1] });
    expect(readFileSync(path.join(dir, "demo.tfstate"), "utf8")).toBe('{"resources":[1]}');
  });

  it("a held lock answers 423 with its holder, and only the holder writes the state", async () => {
    const { address, lock_address } = backend.addresses;
    expect((await send("LOCK", lock_address, lock("a")))[0]).toBe(200);
    const [status, holder] = await send("LOCK", lock_address, lock("b"));
    expect(status).toBe(423);
    expect(JSON.parse(holder)).toMatchObject({ ID: "a", Who: "ci@runner" });
    expect((await send("POST", address, "{}"))[0]).toBe(423);
    expect((await send("POST", `${address}?ID=b`, "{}"))[0]).toBe(409);
    expect(backend.state()).toBeNull();
    expect((await send("POST", `${address}?ID=a`, "{}"))[0]).toBe(200);
    expect(JSON.parse(readFileSync(path.join(dir, "demo.lock.json"), "utf8"))).toMatchObject({
      ID: "a",
    });
  });

  it("refuses another holder's unlock; its own or an empty body (force-unlock) releases", async () => {
    const { lock_address, unlock_address } = backend.addresses;
    await send("LOCK", lock_address, lock("a"));
    const [status, holder] = await send("UNLOCK", unlock_address, lock("b"));
    expect(status).toBe(409);
    expect(JSON.parse(holder)).toMatchObject({ ID: "a" });
    expect(backend.holder()?.ID).toBe("a");
    expect((await send("UNLOCK", unlock_address, lock("a")))[0]).toBe(200);
    expect(backend.holder()).toBeNull();
    expect(existsSync(path.join(dir, "demo.lock.json"))).toBe(false);
    await send("LOCK", lock_address, lock("c"));
    expect((await send("UNLOCK", unlock_address, ""))[0]).toBe(200);
    expect(backend.holder()).toBeNull();
  });

  it("rejects what the protocol does not allow, and logs every request", async () => {
    const { address, lock_address } = backend.addresses;
    expect((await send("LOCK", lock_address, "not json"))[0]).toBe(400);
    expect((await send("DELETE", address))[0]).toBe(405);
    expect((await send("GET", address.replace("/demo", "/other")))[0]).toBe(404);
    const log = readFileSync(path.join(dir, "requests.log"), "utf8").trim().split("\n");
    expect(log.map((l) => l.split(" ").slice(1).join(" "))).toEqual([
      "LOCK /state/demo/lock → 400",
      "DELETE /state/demo → 405",
      "GET /state/other → 404",
    ]);
  });
});
