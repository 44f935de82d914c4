/**
 * Runs the HTTP lock server as a standalone process (needs a node that strips types: ≥ 22.6):
 *
 *   node_modules/.bin/node test/support/http-lock-server-main.ts [--port N] [--conflict-status 409|423]
 *
 * Prints one JSON line `{"url":…,"port":…,"pid":…}` once listening, then serves until
 * SIGINT/SIGTERM. Tests use `startHttpLockServerProcess()` from `http-lock-server.ts`; the
 * `/_admin/` API documented there stands in for the in-process controls.
 */
import { parseArgs } from "node:util";

type ServerModule = typeof import("./http-lock-server.js");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    "conflict-status": { type: "string", default: "423" },
  },
});
const port = Number(values.port);
const conflictStatus = Number(values["conflict-status"]);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  throw new Error(`--port must be an integer 0-65535, got ${JSON.stringify(values.port)}`);
}
if (conflictStatus !== 409 && conflictStatus !== 423) {
  throw new Error(
    `--conflict-status must be 409 or 423, got ${JSON.stringify(values["conflict-status"])}`,
  );
}

// Imported by URL so the .ts source loads under node's type stripping (no build step).
const { createHttpLockServer } = (await import(
  new URL("./http-lock-server.ts", import.meta.url).href
)) as ServerModule;
const server = await createHttpLockServer({ port, conflictStatus });
process.stdout.write(
  `${JSON.stringify({ url: server.url, port: server.port, pid: process.pid })}\n`,
);

const shutdown = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
