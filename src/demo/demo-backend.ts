/**
 * The demo's remote state backend: Terraform's `http` backend protocol with GitLab-style
 * locking, served on 127.0.0.1 by the demo process itself (node:http only), so the children
 * it starts — and kills — talk to a backend that outlives them, as a real one would.
 *
 *   GET    /state/<name>          200 + state | 404 when there is none
 *   POST   /state/<name>[?ID=id]  store; while locked only the holder's ID may write
 *                                 (no ID → 423 + holder, another ID → 409 + holder)
 *   LOCK   /state/<name>/lock     body = Terraform's lock JSON; free → 200, held → 423 + holder
 *   UNLOCK /state/<name>/lock     the holder's lock JSON → 200; another ID → 409 + holder;
 *                                 empty body → unconditional (what `terraform force-unlock` sends)
 *
 * Everything it holds is also on disk under its directory, for people and tests to read:
 * `<name>.tfstate`, `<name>.lock.json` (only while locked) and `requests.log`.
 */
import { messageOf } from "../errors.js";
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** Terraform's lock info as the http backend sends it. */
export interface DemoLockInfo {
  ID: string;
  Who?: string;
  Operation?: string;
  Created?: string;
  [key: string]: unknown;
}

export interface DemoBackend {
  /** The `backend "http"` settings for the one state this backend serves. */
  readonly addresses: { address: string; lock_address: string; unlock_address: string };
  /** The lock holder now, or null when free. */
  holder(): DemoLockInfo | null;
  /** The stored state as JSON (null when none was ever written). */
  state(): { resources?: unknown[] } | null;
  close(): Promise<void>;
}

const MAX_BODY = 16 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error(`request body over ${MAX_BODY} bytes`));
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function parseLock(text: string): DemoLockInfo | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    return typeof (value as { ID?: unknown }).ID === "string" ? (value as DemoLockInfo) : null;
  } catch {
    return null;
  }
}

/** Starts the backend for state `name`, keeping its files in `dir`. */
export async function startDemoBackend(dir: string, name = "demo"): Promise<DemoBackend> {
  mkdirSync(dir, { recursive: true });
  const stateFile = path.join(dir, `${name}.tfstate`);
  const lockFile = path.join(dir, `${name}.lock.json`);
  const logFile = path.join(dir, "requests.log");
  let state: string | null = null;
  let holder: DemoLockInfo | null = null;

  const setHolder = (next: DemoLockInfo | null): void => {
    holder = next;
    if (next === null) rmSync(lockFile, { force: true });
    else writeFileSync(lockFile, `${JSON.stringify(next, null, 2)}\n`);
  };

  /** One request → [status, body]. */
  const answer = (method: string, url: URL, body: string): [number, string] => {
    const statePath = `/state/${name}`;
    if (url.pathname === `${statePath}/lock`) {
      const info = body.trim() === "" ? null : parseLock(body);
      if (method === "LOCK") {
        if (info === null) return [400, "expected the lock JSON with an ID"];
        if (holder !== null && holder.ID !== info.ID) return [423, JSON.stringify(holder)];
        setHolder(info);
        return [200, ""];
      }
      if (method === "UNLOCK") {
        if (body.trim() !== "" && info === null) return [400, "expected the lock JSON or nothing"];
        if (holder !== null && info !== null && holder.ID !== info.ID)
          return [409, JSON.stringify(holder)];
        setHolder(null);
        return [200, ""];
      }
      return [405, `${method} is not allowed on a lock (LOCK, UNLOCK)`];
    }
    if (url.pathname !== statePath) return [404, `no state here: only ${statePath}`];
    if (method === "GET") return state === null ? [404, ""] : [200, state];
    if (method !== "POST") return [405, `${method} is not allowed on the state (GET, POST)`];
    const id = url.searchParams.get("ID");
    if (holder !== null && id !== holder.ID)
      return [id === null ? 423 : 409, JSON.stringify(holder)];
    state = body;
    writeFileSync(stateFile, body);
    return [200, ""];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    const [status, payload] = answer(method, url, body);
    const lockId = parseLock(body)?.ID;
    appendFileSync(
      logFile,
      `${new Date().toISOString()} ${method} ${url.pathname}${url.search} → ${status}` +
        `${lockId ? ` (lock ${lockId})` : ""}\n`,
    );
    const json = payload.startsWith("{");
    res.writeHead(status, {
      "Content-Type": json ? "application/json" : "text/plain",
      "Content-Length": Buffer.byteLength(payload),
    });
    res.end(payload);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(messageOf(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/state/${name}`;
  return {
    addresses: { address, lock_address: `${address}/lock`, unlock_address: `${address}/lock` },
    holder: () => (holder === null ? null : { ...holder }),
    state: () => (state === null ? null : (JSON.parse(state) as { resources?: unknown[] })),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
