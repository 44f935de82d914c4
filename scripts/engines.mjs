#!/usr/bin/env node
// Builds the engines the end-to-end tests run — OpenTofu, the Pulumi CLI with its YAML language
// host, and the test tree's own Pulumi provider — from their Go modules, into a cache outside the
// repository. Nothing is downloaded but Go modules, through the Go module proxy.
//
//   node scripts/engines.mjs install [name…]   build what is missing (all when no name is given)
//   node scripts/engines.mjs check [name…]     exit 1 and name what is missing
//   node scripts/engines.mjs path <name>       print the directory holding that engine's binaries
//
// The cache is $STACKGATE_ENGINES_DIR, else $XDG_CACHE_HOME/stackgate-engines, else
// ~/.cache/stackgate-engines. Each engine lives in <name>-<version>/bin; a build goes into a
// private staging directory and is renamed into place only once the binary answers its version
// command, so a killed build never leaves a half-built engine that a later run would trust.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The clipboard fork that pulumi/pulumi's own go.mod replaces (pkg/go.mod at v3.274.1). */
const PULUMI_CLIPBOARD =
  "github.com/atotto/clipboard=github.com/tgummerer/clipboard@v0.0.0-20241001131231-d02d263e614e";
export const PULUMI_VERSION = "v3.274.1";
export const PULUMI_YAML_VERSION = "v1.38.1";
export const TOFU_VERSION = "v1.11.14";
const PROVIDER_SOURCE = join(repoRoot, "test/support/pulumi-provider");

/**
 * What is built. `steps` are the go commands after `go mod init` in an empty wrapper module
 * (the replace lines of a module are ignored when it is a dependency, so the wrapper repeats
 * them), or null where the module builds as it is.
 */
export const ENGINES = {
  tofu: {
    version: TOFU_VERSION,
    binaries: ["tofu"],
    versionArgs: ["tofu", "version"],
    builds: [
      {
        wrapper: [
          // opentofu/opentofu go.mod at v1.11.14: its one versioned replace, an hcl fork.
          [
            "mod",
            "edit",
            "-replace=github.com/hashicorp/hcl/v2@v2.20.1=github.com/opentofu/hcl/v2@v2.20.2-0.20251021132045-587d123c2828",
          ],
          ["get", `github.com/opentofu/opentofu@${TOFU_VERSION}`],
        ],
        pkg: "github.com/opentofu/opentofu/cmd/tofu",
        out: "tofu",
        // As OpenTofu's release build: without dev=no the version reads "-dev".
        ldflags: "-s -w -X github.com/opentofu/opentofu/version.dev=no",
      },
    ],
  },
  pulumi: {
    version: `${PULUMI_VERSION}-yaml-${PULUMI_YAML_VERSION}`,
    binaries: ["pulumi", "pulumi-language-yaml"],
    versionArgs: ["pulumi", "version"],
    builds: [
      {
        // pkg/v3 replaces sdk/v3 with ../sdk: the wrapper requires both at the same version.
        wrapper: [
          ["mod", "edit", `-replace=${PULUMI_CLIPBOARD}`],
          [
            "get",
            `github.com/pulumi/pulumi/pkg/v3@${PULUMI_VERSION}`,
            `github.com/pulumi/pulumi/sdk/v3@${PULUMI_VERSION}`,
          ],
        ],
        pkg: "github.com/pulumi/pulumi/pkg/v3/cmd/pulumi",
        out: "pulumi",
        tags: "osusergo,grpcnotrace",
        ldflags: `-s -w -X github.com/pulumi/pulumi/sdk/v3/go/common/version.Version=${PULUMI_VERSION}`,
      },
      {
        // Beside `pulumi`, so the CLI finds it as a bundled language host (no PATH warning).
        wrapper: [["get", `github.com/pulumi/pulumi-yaml@${PULUMI_YAML_VERSION}`]],
        pkg: "github.com/pulumi/pulumi-yaml/cmd/pulumi-language-yaml",
        out: "pulumi-language-yaml",
        ldflags: `-s -w -X github.com/pulumi/pulumi-yaml/pkg/version.Version=${PULUMI_YAML_VERSION}`,
      },
    ],
  },
  "pulumi-provider": {
    // The test tree's own provider; its source hash names the build, so an edit rebuilds it.
    get version() {
      return `src-${hashTree(PROVIDER_SOURCE)}`;
    },
    binaries: ["pulumi-resource-stackgatetest"],
    versionArgs: null,
    builds: [
      { dir: PROVIDER_SOURCE, pkg: ".", out: "pulumi-resource-stackgatetest", ldflags: "-s -w" },
    ],
  },
};

export function enginesCacheDir(env = process.env) {
  if (env.STACKGATE_ENGINES_DIR) return resolve(env.STACKGATE_ENGINES_DIR);
  return join(env.XDG_CACHE_HOME || join(homedir(), ".cache"), "stackgate-engines");
}

/** The directory holding an engine's binaries, whether or not it is built yet. */
export function engineBinDir(name, env = process.env) {
  const engine = ENGINES[name];
  if (!engine)
    throw new Error(`unknown engine "${name}": expected one of ${Object.keys(ENGINES).join(", ")}`);
  return join(enginesCacheDir(env), `${name}-${engine.version}`, "bin");
}

/** True when every binary of the engine is in the cache. */
export function engineInstalled(name, env = process.env) {
  const dir = engineBinDir(name, env);
  return ENGINES[name].binaries.every((binary) => existsSync(join(dir, binary)));
}

function hashTree(dir) {
  if (!existsSync(dir)) return "absent";
  const hash = createHash("sha256");
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        hash.update(`${path.slice(dir.length)}\0`).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 12);
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
  if (result.error) throw new Error(`${command} ${args.join(" ")}: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} exited ${result.status ?? result.signal} in ${options.cwd}`,
    );
}

function buildOne(build, binDir, workRoot) {
  const env = {
    ...process.env,
    CGO_ENABLED: "0",
    GOFLAGS: "-mod=mod",
    GOTOOLCHAIN: process.env.GOTOOLCHAIN ?? "local",
  };
  let cwd = build.dir;
  if (!cwd) {
    cwd = mkdtempSync(join(workRoot, "wrapper-"));
    run("go", ["mod", "init", "example.invalid/stackgate-engine-build"], { cwd, env });
    for (const step of build.wrapper) run("go", step, { cwd, env });
  }
  const args = ["build", "-trimpath", "-o", join(binDir, build.out)];
  if (build.tags) args.push("-tags", build.tags);
  args.push("-ldflags", build.ldflags, build.pkg);
  run("go", args, { cwd, env });
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * One build of an engine at a time on this machine: `<target>.lock` is a directory made with
 * mkdir (atomic) holding the builder's pid. Another installer (a second test run, say) waits
 * for that build instead of starting its own; a lock whose pid is gone is taken over.
 */
function takeBuildLock(name, target) {
  const lock = `${target}.lock`;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), `${process.pid}\n`);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lock, "pid"), "utf8"));
    } catch {
      // just made, its pid not written yet: look again
    }
    if (Number.isInteger(holder) && !pidAlive(holder)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (!told && Number.isInteger(holder)) {
      console.log(`engines: waiting for pid ${holder}, which is building ${name}`);
      told = true;
    }
    pause(2000);
  }
}

export function installEngine(name, env = process.env) {
  const engine = ENGINES[name];
  const target = dirname(engineBinDir(name, env));
  if (engineInstalled(name, env)) {
    console.log(`engines: ${name} ${engine.version} already built in ${target}`);
    return;
  }
  mkdirSync(enginesCacheDir(env), { recursive: true });
  const release = takeBuildLock(name, target);
  try {
    if (engineInstalled(name, env)) {
      console.log(`engines: ${name} ${engine.version} was built meanwhile in ${target}`);
      return;
    }
    buildEngine(name, engine, target);
  } finally {
    release();
  }
}

function buildEngine(name, engine, target) {
  const go = spawnSync("go", ["version"], { encoding: "utf8" });
  if (go.status !== 0)
    throw new Error(
      `engines: building ${name} needs Go (go 1.26 or later on PATH); "go version" failed`,
    );
  const staging = mkdtempSync(`${target}.staging-`);
  const started = Date.now();
  console.log(`engines: building ${name} ${engine.version} with ${go.stdout.trim()} …`);
  try {
    const binDir = join(staging, "bin");
    mkdirSync(binDir);
    for (const build of engine.builds) buildOne(build, binDir, staging);
    if (engine.versionArgs) {
      const [binary, ...args] = engine.versionArgs;
      const answer = spawnSync(join(binDir, binary), args, {
        encoding: "utf8",
        env: { ...process.env, PULUMI_SKIP_UPDATE_CHECK: "true" },
      });
      if (answer.status !== 0)
        throw new Error(
          `engines: the built ${binary} did not answer "${args.join(" ")}": ${answer.stderr}`,
        );
      console.log(`engines: ${binary} ${args.join(" ")} → ${answer.stdout.trim().split("\n")[0]}`);
    }
    for (const entry of readdirSync(staging))
      if (entry !== "bin") rmSync(join(staging, entry), { recursive: true, force: true });
    writeFileSync(join(staging, "BUILT"), `${engine.version}\n${new Date().toISOString()}\n`);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `engines: built ${name} ${engine.version} in ${((Date.now() - started) / 1000).toFixed(0)} s → ${target}`,
  );
}

function main(argv) {
  const [command = "install", ...names] = argv;
  const selected = names.length > 0 ? names : Object.keys(ENGINES);
  for (const name of selected)
    if (!ENGINES[name])
      throw new Error(
        `unknown engine "${name}": expected one of ${Object.keys(ENGINES).join(", ")}`,
      );
  if (command === "install") {
    for (const name of selected) installEngine(name);
  } else if (command === "check") {
    const missing = selected.filter((name) => !engineInstalled(name));
    for (const name of missing)
      console.log(
        `engines: ${name} is not built (expected ${engineBinDir(name)}); run: node scripts/engines.mjs install ${name}`,
      );
    process.exitCode = missing.length > 0 ? 1 : 0;
  } else if (command === "path") {
    if (names.length !== 1)
      throw new Error(`engines path takes one engine name, got ${names.length}`);
    console.log(engineBinDir(names[0]));
  } else {
    throw new Error(`unknown command "${command}": expected install, check or path`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
