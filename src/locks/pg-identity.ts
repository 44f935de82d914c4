/**
 * The identity stackgate gives its own engine's PostgreSQL sessions: `application_name`, set
 * through PGAPPNAME in the engine's environment (Terraform's pg backend connects with lib/pq,
 * which reads PGAPPNAME as the default for `application_name`; a `conn_str` that sets
 * `application_name` overrides it). One random name per stackgate process, so a session that
 * carries it is this run's engine and nobody else's — unlike a connection time, which a
 * waiting job that got the lock later shares.
 */
import { randomBytes } from "node:crypto";

/** The environment variable lib/pq (and libpq) read the application name from. */
export const PG_APPLICATION_ENV = "PGAPPNAME";

const PREFIX = "stackgate-";
/** What a journal's `lock` entry names for a pg lock: `pg-application:<application_name>`. */
const LOCK_ID_PREFIX = "pg-application:";

let own: string | undefined;

/** This process's engine session name: `stackgate-` and 24 random hex digits (< 63 bytes). */
export function ownPgApplicationName(): string {
  own ??= `${PREFIX}${randomBytes(12).toString("hex")}`;
  return own;
}

/** The journaled identity of a pg lock held by a session named `applicationName`. */
export function pgLockIdentity(applicationName: string): string {
  return `${LOCK_ID_PREFIX}${applicationName}`;
}

/** True for a name stackgate gave (never an empty or a user-chosen one). */
export function isStackgatePgName(applicationName: string): boolean {
  return /^stackgate-[0-9a-f]{24}$/.test(applicationName);
}
