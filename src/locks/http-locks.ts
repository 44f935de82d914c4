/** The http backend's lock: LOCK with a probe LockInfo reads the holder, UNLOCK with its exact LockInfo releases only that holder. */
import { truncate } from "../report/fit.js";
import { randomUUID } from "node:crypto";
import { EXIT, StackgateError, messageOf } from "../errors.js";
import type { BackendHolder, BackendLocks, LockAge } from "./backend-lock.js";
import { userAtHost } from "./liveness.js";
import { parseLockCreated } from "./ownership.js";

function setting(value: unknown, fallback?: string): string | undefined {
  if (typeof value === "string" && value !== "") return value;
  return fallback !== undefined && fallback !== "" ? fallback : undefined;
}

interface HttpLockConfig {
  lockAddress: string;
  unlockAddress: string;
  lockMethod: string;
  unlockMethod: string;
  authorization?: string;
}

export function httpLockConfig(
  config: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
): HttpLockConfig | null {
  const lockAddress = setting(config.lock_address, env.TF_HTTP_LOCK_ADDRESS);
  if (lockAddress === undefined) return null;
  const username = setting(config.username, env.TF_HTTP_USERNAME);
  const password = setting(config.password, env.TF_HTTP_PASSWORD);
  const result: HttpLockConfig = {
    lockAddress,
    unlockAddress: setting(config.unlock_address, env.TF_HTTP_UNLOCK_ADDRESS) ?? lockAddress,
    lockMethod: setting(config.lock_method, env.TF_HTTP_LOCK_METHOD) ?? "LOCK",
    unlockMethod: setting(config.unlock_method, env.TF_HTTP_UNLOCK_METHOD) ?? "UNLOCK",
  };
  if (username !== undefined || password !== undefined) {
    result.authorization = `Basic ${Buffer.from(`${username ?? ""}:${password ?? ""}`).toString("base64")}`;
  }
  return result;
}

/**
 * The holder from a LOCK refusal's body. GitLab's managed state answers 409 with the holder's
 * `ID`, `Who` (a username) and `Created` but the REQUEST's own `Operation`, `Info`, `Version`
 * and `Path` (lib/api/terraform/state.rb builds the body from the request's params): a field
 * equal to the probe's is an echo, not the holder's, and is left out rather than shown as theirs.
 */
function parseHolderJson(text: string, probe: Record<string, string>): BackendHolder | null {
  try {
    const info = JSON.parse(text) as Record<string, unknown>;
    if (typeof info.ID !== "string" || info.ID === "") return null;
    const holder: BackendHolder = { id: info.ID, raw: text };
    // `Who` may rightly equal the probe's (the same user@host): never taken for an echo.
    const field = (key: string, echo: boolean): string | undefined =>
      typeof info[key] === "string" && !(echo && info[key] === probe[key]) ? info[key] : undefined;
    const who = field("Who", false);
    const [operation, created, about] = ["Operation", "Created", "Info"].map((k) => field(k, true));
    if (who !== undefined) holder.who = who;
    if (operation !== undefined) holder.operation = operation;
    if (created !== undefined) holder.created = created;
    if (about !== undefined) holder.info = about;
    return holder;
  } catch {
    return null;
  }
}

/**
 * The lock's age by the lock server's clock: its answer's `Date` minus the lock's `Created`
 * (which the holder wrote when it took the lock). Never the runner's clock; without a `Date`
 * header there is no age, and stale-after does not apply.
 */
function ageByServer(
  holder: BackendHolder,
  date: string | null,
): { age: LockAge } | { ageUnknown: string } {
  const serverNow = date === null ? Number.NaN : Date.parse(date);
  const created = parseLockCreated(holder.created);
  if (Number.isNaN(serverNow)) {
    return { ageUnknown: "the http lock server's answer has no Date header (its clock)" };
  }
  if (created === null) {
    return {
      ageUnknown: `the lock's Created ${JSON.stringify(holder.created ?? "")} is not a time`,
    };
  }
  return {
    age: {
      ms: serverNow - created.getTime(),
      clock: `the http lock server's clock (its Date header ${date ?? ""} minus the lock's Created ${holder.created ?? ""})`,
    },
  };
}

export function createHttpLocks(cfg: HttpLockConfig): BackendLocks {
  const send = async (
    method: string,
    url: string,
    body: string,
  ): Promise<{ status: number; text: string; date: string | null }> => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cfg.authorization) headers.authorization = cfg.authorization;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new StackgateError(
        `the http lock server at ${url} did not answer ${method}: ${messageOf(error)}. Nothing was unlocked.`,
        EXIT.failed,
        { cause: error },
      );
    }
    return {
      status: response.status,
      text: await response.text(),
      date: response.headers.get("date"),
    };
  };
  const locks: BackendLocks = {
    backend: "http",
    writableWhileHeld: false,
    async inspect() {
      const probeInfo = {
        ID: randomUUID(),
        Operation: "stackgate-lock-probe",
        Info: "stackgate checks who holds the lock; released at once",
        Who: userAtHost(),
        Version: "",
        Created: new Date().toISOString(),
        Path: "",
      };
      const probe = JSON.stringify(probeInfo);
      const locked = await send(cfg.lockMethod, cfg.lockAddress, probe);
      if (locked.status === 200) {
        // It was free and is now ours for a moment: give it straight back.
        const released = await send(cfg.unlockMethod, cfg.unlockAddress, probe);
        if (released.status !== 200) {
          throw new StackgateError(
            `stackgate's lock probe could not release its own probe lock at ${cfg.unlockAddress} (HTTP ${released.status}). ` +
              `Release it with: terraform force-unlock -force ${probeInfo.ID}`,
            EXIT.failed,
          );
        }
        return { kind: "free" };
      }
      if (locked.status === 409 || locked.status === 423) {
        const holder = parseHolderJson(locked.text, probeInfo);
        if (holder)
          return { kind: "held", holder: { ...holder, ...ageByServer(holder, locked.date) } };
        return {
          kind: "unsupported",
          reason: `the lock server answered ${locked.status} without the holder's LockInfo`,
        };
      }
      throw new StackgateError(
        `the http lock server at ${cfg.lockAddress} answered ${cfg.lockMethod} with HTTP ${locked.status}; ` +
          `expected 200 (free) or 409/423 (held). Nothing was unlocked.`,
        EXIT.failed,
      );
    },
    async breakLock(holder) {
      if (holder.raw === undefined)
        throw new Error("http breakLock needs the holder's LockInfo from inspect()");
      // Re-checked right before the release: a server may ignore the ID in UNLOCK's body.
      const now = await locks.inspect();
      if (now.kind === "free") return;
      if (now.kind !== "held" || now.holder.id !== holder.id) {
        throw new StackgateError(
          `the lock changed hands before stackgate released it: it was ${holder.id}, it is now ${now.kind === "held" ? now.holder.id : "unreadable"}. Nothing was unlocked.`,
          EXIT.locked,
        );
      }
      const result = await send(cfg.unlockMethod, cfg.unlockAddress, holder.raw);
      if (result.status !== 200) {
        throw new StackgateError(
          `the http lock server refused to release lock ${holder.id} (HTTP ${result.status}: ${truncate(result.text, 200)}). ` +
            `If its owner is really gone, run: terraform force-unlock -force ${holder.id}`,
          EXIT.failed,
        );
      }
    },
    manualCommand: (holder) => `terraform force-unlock ${holder?.id ?? "<LOCK_ID>"}`,
  };
  return locks;
}
