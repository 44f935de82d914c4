/** Where the run happens (a CI platform of platform/registry.ts, or a terminal) and which values are secret. */
import path from "node:path";

import type { Env } from "./hosts.js";
import type { PlatformRun } from "../platform/platform.js";
import { detectPlatform, type PlatformName } from "../platform/registry.js";

/** The run as its platform names it (platform/platform.ts `PlatformRun`), absent fields left out. */
export interface RunContext {
  platform: PlatformName;
  runId?: string;
  /** The attempt of the run: a re-run keeps the run id. */
  attempt?: string;
  /** The job within the run. */
  job?: string;
  /** The matrix / parallel index where the platform gives one. */
  index?: string;
  runUrl?: string;
  commit?: string;
  /** The CI checkout: plan records name workdirs relative to it. */
  checkoutDir?: string;
}

export const SECRET_ENV_NAME =
  /(TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|ACCESS_KEY|AUTH)/i;

/** Values of environment variables whose names say they are secret, plus STACKGATE_SECRETS lines. */
export function collectSecrets(env: Env): string[] {
  const secrets = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || value.length < 4) continue;
    if (name === "STACKGATE_SECRETS") {
      for (const line of value.split("\n")) if (line.trim().length >= 4) secrets.add(line.trim());
    } else if (SECRET_ENV_NAME.test(name)) {
      secrets.add(value);
    }
  }
  return [...secrets];
}

export function detectRunContext(env: Env): RunContext {
  const platform = detectPlatform(env);
  return platform === null
    ? { platform: "local" }
    : withDefined(platform.name, platform.readRun(env));
}

function withDefined(platform: PlatformName, run: PlatformRun): RunContext {
  const result: RunContext = { platform };
  if (run.runId) result.runId = run.runId;
  if (run.attempt) result.attempt = run.attempt;
  if (run.job) result.job = run.job;
  if (run.index) result.index = run.index;
  if (run.runUrl) result.runUrl = run.runUrl;
  if (run.commit) result.commit = run.commit;
  if (run.checkoutDir) result.checkoutDir = path.resolve(run.checkoutDir);
  return result;
}
