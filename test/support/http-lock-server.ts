/**
 * A real HTTP state + lock server for Terraform's `http` backend, node:http only. With a
 * `lockEndpoint` (gitlab-state-lock.ts) its `/lock` answers as GitLab-managed state's does;
 * without, it is a generic lock server that returns the holder's whole LockInfo.
 *
 *   GET    /state/<name>          200 + stored body | 404 when there is no state
 *   POST   /state/<name>[?ID=id]  store the body (PUT too); when locked, `ID` must be the holder's
 *                                 (no ID → 423 + holder, wrong ID → 409 + holder)
 *   DELETE /state/<name>[?ID=id]  drop the state (same lock check)
 *   LOCK   /state/<name>/lock     body = Terraform LockInfo JSON; free → 200 (holder stored),
 *                                 taken → 423 (or `conflictStatus`) + holder's LockInfo JSON
 *   UNLOCK /state/<name>/lock     body LockInfo: ID matches → 200; other ID → 409 + holder;
 *                                 empty body → unconditional unlock (GitLab's force-unlock); free → 200
 *
 * `POST`/`DELETE` on `/lock` are accepted as LOCK/UNLOCK too (the methods GitLab documents,
 * `lock_method = "POST"`, `unlock_method = "DELETE"`).
 *
 * Measured with Terraform 1.11.4: `terraform force-unlock -force <id>` sends UNLOCK with an
 * EMPTY body and no ID anywhere, so the server cannot check the id: any id "unlocks".
 *
 * For a server in another process (`startHttpLockServerProcess`, `http-lock-server-main.ts`)
 * the same controls are reachable over HTTP under `/_admin/` (not logged):
 *   GET /_admin/locks/<name> (200 LockInfo | 404)  PUT (body LockInfo) | DELETE: plant / clear
 *   GET /_admin/states/<name> (200 body | 404)      POST /_admin/fail {method,status,times?,path?}
 *   GET /_admin/requests (JSON log)
 *
 * What Terraform's client (internal/backend/remote-state/http/client.go) expects: LOCK 200 =
 * locked; 409 or 423 with a LockInfo body = "HTTP remote state already locked: ID=<holder id>";
 * anything else = "Unexpected HTTP response code N". UNLOCK: only 200 is success. State GET:
 * 200 (body), 204/404 = no state. State POST: 200/201/204. Its HTTP client (go-retryablehttp,
 * `retry_max` default 2) RETRIES 5xx (except 501) and 429, so one injected 500 is invisible:
 * use `failNext(..., { times: 3 })` or set `retry_max = 0` in the backend block.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type { LockEndpoint } from "./gitlab-state-lock.js";

/** Terraform's statemgr.LockInfo as marshalled to JSON. */
export interface LockInfo {
  ID: string;
  Operation?: string;
  Info?: string;
  Who?: string;
  Version?: string;
  Created?: string;
  Path?: string;
  [key: string]: unknown;
}

export interface LoggedRequest {
  method: string;
  /** Path without the query string, e.g. `/state/default/lock`. */
  path: string;
  /** The state name the request addressed, or null for unknown routes. */
  name: string | null;
  query: Record<string, string>;
  status: number;
  /** Request body as text ("" when none). */
  body: string;
  /** Whether the response was an injected failure. */
  injected: boolean;
  at: Date;
}

export interface FailureOptions {
  /** How many matching requests to fail (default 1). */
  times?: number;
  /** Only requests whose path matches (exact string or RegExp). */
  path?: string | RegExp;
  /** Response body (default: a short text). */
  body?: string;
}

export interface HttpLockServerOptions {
  /** Port to listen on, 0 (default) = a free one. Always binds 127.0.0.1. */
  port?: number;
  /** Status answered to a LOCK on a held lock: 423 (default) or 409. */
  conflictStatus?: 409 | 423;
  /**
   * Another server's answers on `/lock`, e.g. GitLab-managed state's (`gitlabStateLock(user)`
   * in gitlab-state-lock.ts: 409 echoing the request's Operation/Info, Who a username).
   */
  lockEndpoint?: LockEndpoint;
}

export interface HttpLockServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Backend addresses for a state name: `address`, `lock_address`, `unlock_address`. */
  addresses(name: string): { address: string; lock_address: string; unlock_address: string };
  /** The current lock holder's LockInfo, or null. */
  holder(name: string): LockInfo | null;
  /** The stored state body (parsed JSON), or null. */
  state(name: string): unknown;
  /** The stored state body as text, or null. */
  stateText(name: string): string | null;
  /** Plants a lock directly (e.g. a lock stranded by a SIGKILLed run). */
  setHolder(name: string, info: LockInfo | null): void;
  /** Plants state directly. */
  setState(name: string, body: string | null): void;
  /** Answers the next matching request(s) of `method` with `status`. */
  failNext(method: string, status: number, options?: FailureOptions): void;
  /** Every request so far, oldest first (a copy). */
  requests(): LoggedRequest[];
  clearRequests(): void;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

interface Failure {
  method: string;
  status: number;
  remaining: number;
  path: string | RegExp | undefined;
  body: string;
}

interface Route {
  name: string;
  lock: boolean;
}

const STATE_PREFIX = "/state/";
const ADMIN_PREFIX = "/_admin/";
const LOCK_SUFFIX = "/lock";
const MAX_BODY = 64 * 1024 * 1024;

function parseRoute(path: string): Route | null {
  if (!path.startsWith(STATE_PREFIX)) return null;
  let rest = path.slice(STATE_PREFIX.length);
  const lock = rest.endsWith(LOCK_SUFFIX);
  if (lock) rest = rest.slice(0, -LOCK_SUFFIX.length);
  if (rest === "") return null;
  try {
    return { name: decodeURIComponent(rest), lock };
  } catch {
    return null;
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error("request body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseLockInfo(text: string): LockInfo | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const id = (value as { ID?: unknown }).ID;
    return typeof id === "string" ? (value as LockInfo) : null;
  } catch {
    return null;
  }
}

function pathMatches(pattern: string | RegExp | undefined, path: string): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === "string" ? pattern === path : pattern.test(path);
}

export async function createHttpLockServer(
  options: HttpLockServerOptions = {},
): Promise<HttpLockServer> {
  const conflictStatus = options.conflictStatus ?? 423;
  const states = new Map<string, Buffer>();
  const locks = new Map<string, LockInfo>();
  const failures: Failure[] = [];
  const log: LoggedRequest[] = [];

  const takeFailure = (method: string, path: string): Failure | null => {
    const index = failures.findIndex(
      (f) => f.method === method && pathMatches(f.path, path) && f.remaining > 0,
    );
    if (index < 0) return null;
    const failure = failures[index]!;
    failure.remaining -= 1;
    if (failure.remaining <= 0) failures.splice(index, 1);
    return failure;
  };

  const failNext = (method: string, status: number, failure: FailureOptions = {}): void => {
    failures.push({
      method: method.toUpperCase(),
      status,
      remaining: failure.times ?? 1,
      path: failure.path,
      body: failure.body ?? `injected failure ${status}`,
    });
  };

  /** The `/_admin/` API for a server in another process. Returns [status, JSON body]. */
  const admin = (method: string, rest: string, body: string): [number, string] => {
    const [kind, ...nameParts] = rest.split("/");
    const name = decodeURIComponent(nameParts.join("/"));
    if (kind === "requests" && method === "GET") return [200, JSON.stringify(log)];
    if (kind === "fail" && method === "POST") {
      const spec = JSON.parse(body) as {
        method: string;
        status: number;
        times?: number;
        path?: string;
      };
      failNext(spec.method, spec.status, { times: spec.times, path: spec.path });
      return [200, "{}"];
    }
    if (kind === "locks" && name !== "") {
      if (method === "GET") {
        const info = locks.get(name);
        return info === undefined ? [404, "null"] : [200, JSON.stringify(info)];
      }
      if (method === "DELETE") {
        locks.delete(name);
        return [200, "{}"];
      }
      const info = parseLockInfo(body);
      if (method === "PUT" && info !== null) {
        locks.set(name, info);
        return [200, "{}"];
      }
    }
    if (kind === "states" && name !== "" && method === "GET") {
      const stored = states.get(name);
      return stored === undefined ? [404, "null"] : [200, stored.toString("utf8")];
    }
    return [400, JSON.stringify({ error: `unknown admin request ${method} /_admin/${rest}` })];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase();
    const parsed = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = parsed.pathname;
    const query = Object.fromEntries(parsed.searchParams.entries());
    const route = parseRoute(path);
    const body = await readBody(req);
    if (path.startsWith(ADMIN_PREFIX)) {
      const [status, payload] = admin(
        method,
        path.slice(ADMIN_PREFIX.length),
        body.toString("utf8"),
      );
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(payload);
      return;
    }
    const entry: LoggedRequest = {
      method,
      path,
      name: route?.name ?? null,
      query,
      status: 0,
      body: body.toString("utf8"),
      injected: false,
      at: new Date(),
    };
    log.push(entry);

    const reply = (status: number, payload: string | Buffer = "", json = false): void => {
      entry.status = status;
      const headers: Record<string, string | number> = {
        "Content-Length": Buffer.byteLength(payload),
      };
      if (payload.length > 0) headers["Content-Type"] = json ? "application/json" : "text/plain";
      res.writeHead(status, headers);
      res.end(payload);
    };
    const replyHolder = (status: number, holder: LockInfo): void =>
      reply(status, JSON.stringify(holder), true);

    const failure = takeFailure(method, path);
    if (failure !== null) {
      entry.injected = true;
      reply(failure.status, failure.body);
      return;
    }
    if (route === null) {
      reply(404, "not found");
      return;
    }
    const { name } = route;
    const holder = locks.get(name) ?? null;

    if (route.lock && options.lockEndpoint !== undefined) {
      const answer = options.lockEndpoint(method, entry.body, query, holder);
      if (answer.holder === null) locks.delete(name);
      else locks.set(name, answer.holder);
      return reply(answer.status, answer.body, answer.body !== "");
    }
    if (route.lock) {
      if (method === "LOCK" || method === "POST") {
        const info = parseLockInfo(entry.body);
        if (info === null) return reply(400, "lock body must be LockInfo JSON with an ID");
        if (holder !== null && holder.ID !== info.ID) return replyHolder(conflictStatus, holder);
        locks.set(name, info);
        return reply(200);
      }
      if (method === "UNLOCK" || method === "DELETE") {
        if (entry.body.trim() === "") {
          locks.delete(name); // force-unlock: unconditional, as GitLab does
          return reply(200);
        }
        const info = parseLockInfo(entry.body);
        if (info === null) return reply(400, "unlock body must be empty or LockInfo JSON");
        if (holder === null) return reply(200);
        if (holder.ID !== info.ID) return replyHolder(409, holder);
        locks.delete(name);
        return reply(200);
      }
      return reply(405, `method ${method} not allowed on a lock`);
    }

    const writeCheck = (): boolean => {
      if (holder === null) return true;
      const id = query.ID;
      if (id === undefined) replyHolder(423, holder);
      else if (id !== holder.ID) replyHolder(409, holder);
      return id === holder.ID;
    };
    switch (method) {
      case "GET": {
        const stored = states.get(name);
        if (stored === undefined) return reply(404, "no state");
        const md5 = createHash("md5").update(stored).digest("base64");
        entry.status = 200;
        res.writeHead(200, {
          "Content-Type": "application/json",
          "Content-Length": stored.length,
          "Content-MD5": md5,
        });
        res.end(stored);
        return;
      }
      case "POST":
      case "PUT": {
        if (!writeCheck()) return;
        const sent = req.headers["content-md5"];
        if (typeof sent === "string" && sent !== createHash("md5").update(body).digest("base64")) {
          return reply(400, "Content-MD5 mismatch");
        }
        states.set(name, body);
        return reply(200);
      }
      case "DELETE": {
        if (!writeCheck()) return;
        states.delete(name);
        return reply(200);
      }
      default:
        return reply(405, `method ${method} not allowed on state`);
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { "Content-Type": "text/plain" });
        res.end(error instanceof Error ? error.message : String(error));
      } else {
        res.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | null = null;

  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closing;
  };

  return {
    url,
    port,
    addresses(name) {
      const address = `${url}${STATE_PREFIX}${encodeURIComponent(name)}`;
      return {
        address,
        lock_address: `${address}${LOCK_SUFFIX}`,
        unlock_address: `${address}${LOCK_SUFFIX}`,
      };
    },
    holder: (name) => {
      const info = locks.get(name);
      return info === undefined ? null : { ...info };
    },
    state(name) {
      const stored = states.get(name);
      return stored === undefined ? null : (JSON.parse(stored.toString("utf8")) as unknown);
    },
    stateText: (name) => states.get(name)?.toString("utf8") ?? null,
    setHolder(name, info) {
      if (info === null) locks.delete(name);
      else locks.set(name, { ...info });
    },
    setState(name, body) {
      if (body === null) states.delete(name);
      else states.set(name, Buffer.from(body, "utf8"));
    },
    failNext,
    requests: () => log.map((r) => ({ ...r, query: { ...r.query } })),
    clearRequests: () => {
      log.length = 0;
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

export interface HttpLockServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  addresses(name: string): { address: string; lock_address: string; unlock_address: string };
  holder(name: string): Promise<LockInfo | null>;
  setHolder(name: string, info: LockInfo | null): Promise<void>;
  stateText(name: string): Promise<string | null>;
  failNext(
    method: string,
    status: number,
    options?: { times?: number; path?: string },
  ): Promise<void>;
  requests(): Promise<LoggedRequest[]>;
  /** SIGTERM and wait for exit (SIGKILL after 5 s). Idempotent. */
  stop(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

/** A node that can run the .ts entry point: this one if it strips types (≥ 22.6), else the repo's node 24. */
function typeStrippingNode(): { file: string; args: string[] } {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  const flags = ["--experimental-strip-types", "--disable-warning=ExperimentalWarning"];
  if (major > 22 || (major === 22 && minor >= 6)) return { file: process.execPath, args: flags };
  return {
    file: fileURLToPath(new URL("../../node_modules/.bin/node", import.meta.url)),
    args: flags,
  };
}

/**
 * Runs the lock server as its own process (`http-lock-server-main.ts`), e.g. to outlive or be
 * killed independently of the test process. Controls go through the `/_admin/` API.
 */
export async function startHttpLockServerProcess(
  options: HttpLockServerOptions = {},
): Promise<HttpLockServerProcess> {
  const node = typeStrippingNode();
  const main = fileURLToPath(new URL("./http-lock-server-main.ts", import.meta.url));
  const args = [...node.args, main, "--port", String(options.port ?? 0)];
  if (options.conflictStatus !== undefined)
    args.push("--conflict-status", String(options.conflictStatus));
  const child = spawn(node.file, args, { stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => resolve(line));
    void exited.then(() =>
      reject(new Error(`lock server process exited before listening:\n${stderr}`)),
    );
  });
  const { url, port } = JSON.parse(first) as { url: string; port: number };
  const call = async (method: string, path: string, body?: string): Promise<Response> =>
    fetch(`${url}/_admin/${path}`, { method, ...(body === undefined ? {} : { body }) });
  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
    })();
    return stopping;
  };
  return {
    url,
    port,
    pid: child.pid ?? -1,
    addresses(name) {
      const address = `${url}${STATE_PREFIX}${encodeURIComponent(name)}`;
      return {
        address,
        lock_address: `${address}${LOCK_SUFFIX}`,
        unlock_address: `${address}${LOCK_SUFFIX}`,
      };
    },
    async holder(name) {
      const res = await call("GET", `locks/${encodeURIComponent(name)}`);
      return res.status === 404 ? null : ((await res.json()) as LockInfo);
    },
    async setHolder(name, info) {
      const path = `locks/${encodeURIComponent(name)}`;
      await (info === null ? call("DELETE", path) : call("PUT", path, JSON.stringify(info)));
    },
    async stateText(name) {
      const res = await call("GET", `states/${encodeURIComponent(name)}`);
      return res.status === 404 ? null : res.text();
    },
    async failNext(method, status, failure = {}) {
      await call("POST", "fail", JSON.stringify({ method, status, ...failure }));
    },
    async requests() {
      const res = await call("GET", "requests");
      return ((await res.json()) as (Omit<LoggedRequest, "at"> & { at: string })[]).map((r) => ({
        ...r,
        at: new Date(r.at),
      }));
    },
    stop,
    [Symbol.asyncDispose]: stop,
  };
}
