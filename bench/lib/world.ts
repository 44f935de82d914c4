/**
 * Everything the benchmarks share: a temp root, one environment for stackgate and terraform
 * alike, the CLI under test, and (started on first use) a PostgreSQL and an HTTP lock server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHttpLockServer, type HttpLockServer } from "../../test/support/http-lock-server.js";
import { startPostgres, type PostgresHandle } from "../../test/support/postgres.js";
import { processesTagged, readStat } from "./proc.js";
import { sleep, trySignal } from "./measure.js";

/** Every process a benchmark starts carries this variable, so leftovers can be found. */
export const TAG_VARIABLE = "STACKGATE_BENCH_RUN";

const LEAKY_ENV =
  /^(TF_|GITHUB_|BITBUCKET_|STACKGATE_|RUNNER_|CI$|PG_CONN_STR$|PG_SCHEMA_NAME$|NODE_OPTIONS$|NODE_COMPILE_CACHE$)/;

export interface WorldOptions {
  cli: string;
  node: string;
  cacheDir: string;
  parseRenderEntry: string;
  smoke: boolean;
  log: (message: string) => void;
  /** Filled in once terraform has been asked (`terraform version -json`). */
  terraformVersion: string;
}

export class World {
  readonly root: string;
  readonly env: Readonly<Record<string, string>>;
  readonly tag: string;
  private pgHandle: Promise<PostgresHandle> | null = null;
  private httpHandle: Promise<HttpLockServer> | null = null;
  private counter = 0;

  constructor(readonly options: WorldOptions) {
    this.root = mkdtempSync(path.join(tmpdir(), "stackgate-bench-"));
    this.tag = `bench-${process.pid}-${Date.now()}`;
    // The machine's TF_CLI_CONFIG_FILE may point at a missing file (a warning on every run).
    const cliConfig = path.join(this.root, "terraformrc");
    writeFileSync(cliConfig, "");
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (value !== undefined && !LEAKY_ENV.test(key)) env[key] = value;
    }
    Object.assign(env, {
      TF_CLI_CONFIG_FILE: cliConfig,
      TF_IN_AUTOMATION: "1",
      TF_INPUT: "0",
      CHECKPOINT_DISABLE: "1",
      [TAG_VARIABLE]: this.tag,
    });
    this.env = env;
  }

  get cli(): string {
    return this.options.cli;
  }

  get node(): string {
    return this.options.node;
  }

  get smoke(): boolean {
    return this.options.smoke;
  }

  log(message: string): void {
    this.options.log(message);
  }

  /** A fresh directory under the root, named after `base`. */
  dir(base: string): string {
    this.counter += 1;
    const dir = path.join(this.root, `${base}-${this.counter}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** A name not used before in this run (schemas, state names). */
  uniqueName(base: string): string {
    this.counter += 1;
    return `${base}_${this.counter}`;
  }

  /** Arguments to run the CLI under test. */
  stackgate(...args: string[]): { command: string; args: string[] } {
    return { command: this.node, args: [this.cli, ...args] };
  }

  pg(): Promise<PostgresHandle> {
    this.pgHandle ??= startPostgres();
    return this.pgHandle;
  }

  http(): Promise<HttpLockServer> {
    this.httpHandle ??= createHttpLockServer();
    return this.httpHandle;
  }

  /** Kills whatever a benchmark left running (SIGKILL), and waits until it is gone. */
  async reapLeftovers(): Promise<number> {
    const pids = processesTagged(TAG_VARIABLE, this.tag);
    for (const pid of pids) trySignal(pid, "SIGKILL");
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && pids.some(isAlive)) await sleep(20);
    return pids.length;
  }

  async dispose(): Promise<void> {
    await this.reapLeftovers();
    const closing: Promise<unknown>[] = [];
    if (this.pgHandle) closing.push(this.pgHandle.then((pg) => pg.stop()).catch(() => undefined));
    if (this.httpHandle)
      closing.push(this.httpHandle.then((http) => http.close()).catch(() => undefined));
    await Promise.all(closing);
    rmSync(this.root, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  const stat = readStat(pid);
  return stat !== null && stat.state !== "Z" && stat.state !== "X";
}
