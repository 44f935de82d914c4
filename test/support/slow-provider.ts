/**
 * Installs the slow test provider (slow-provider/main.ts, a real plugin-protocol-5 provider served
 * from Node) for Terraform, offline: an executable launcher in a filesystem mirror (unpacked layout
 * `registry.terraform.io/stackgate/slow/<version>/<os_arch>/terraform-provider-slow_v<version>`)
 * and a CLI config whose `provider_installation` takes `stackgate/slow` from that mirror only.
 * Point TF_CLI_CONFIG_FILE at `cliConfig`: `terraform init` installs it without a network, and
 * Terraform starts and stops the provider process itself.
 *
 * Not `dev_overrides`: with those, `terraform init` (which stackgate always runs) still asks
 * registry.terraform.io for the provider's versions and fails offline (measured on 1.11.4).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SLOW_PROVIDER_SOURCE = "stackgate/slow";
export const SLOW_PROVIDER_VERSION = "0.1.0";

export interface SlowProviderInstall {
  /** The CLI config file (TF_CLI_CONFIG_FILE). */
  cliConfig: string;
  /** The filesystem mirror holding the launcher. */
  mirrorDir: string;
  /** The provider's event log (see readSlowEvents). */
  events: string;
}

export interface InstallOptions {
  /** Where to write the CLI config (default `<root>/slow-provider.tfrc`). */
  cliConfig?: string;
  /** The provider's event log, unless SLOW_PROVIDER_EVENTS is set (default `<root>/slow-provider-events.ndjson`). */
  events?: string;
}

/** Writes the launcher and the CLI config under `root`. */
export function installSlowProvider(
  root: string,
  options: InstallOptions = {},
): SlowProviderInstall {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  if (major < 22 || (major === 22 && minor < 6)) {
    throw new Error(
      `the slow provider runs TypeScript under node's type stripping (node >= 22.6), but this node is ${process.versions.node}`,
    );
  }
  const mirrorDir = path.join(root, "slow-provider-mirror");
  const arch = { x64: "amd64", arm64: "arm64" }[process.arch as string] ?? process.arch;
  const platformDir = path.join(
    mirrorDir,
    "registry.terraform.io",
    SLOW_PROVIDER_SOURCE,
    SLOW_PROVIDER_VERSION,
    `${process.platform}_${arch}`,
  );
  mkdirSync(platformDir, { recursive: true });
  const main = fileURLToPath(new URL("./slow-provider/main.ts", import.meta.url));
  const events = options.events ?? path.join(root, "slow-provider-events.ndjson");
  if (/["$`\\]/.test(events)) throw new Error(`events path must not need shell quoting: ${events}`);
  const launcher = path.join(platformDir, `terraform-provider-slow_v${SLOW_PROVIDER_VERSION}`);
  writeFileSync(
    launcher,
    [
      "#!/bin/sh",
      `SLOW_PROVIDER_EVENTS="\${SLOW_PROVIDER_EVENTS:-${events}}"`,
      "export SLOW_PROVIDER_EVENTS",
      `exec ${JSON.stringify(process.execPath)} --no-warnings ${JSON.stringify(main)} "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(launcher, 0o755);
  const cliConfig = options.cliConfig ?? path.join(root, "slow-provider.tfrc");
  writeFileSync(
    cliConfig,
    `provider_installation {
  filesystem_mirror {
    path    = ${JSON.stringify(mirrorDir)}
    include = [${JSON.stringify(`registry.terraform.io/${SLOW_PROVIDER_SOURCE}`)}]
  }
  direct {
    exclude = [${JSON.stringify(`registry.terraform.io/${SLOW_PROVIDER_SOURCE}`)}]
  }
}
`,
  );
  return { cliConfig, mirrorDir, events };
}

export interface SlowThing {
  name: string;
  createSeconds?: number;
  updateSeconds?: number;
  deleteSeconds?: number;
  input?: string;
}

/** HCL for `required_providers` plus one `slow_thing` per entry, markers in `markerDir`. */
export function slowThingsHcl(markerDir: string, things: SlowThing[], backend = ""): string {
  const blocks = things.map((t) => {
    const lines = [
      `  name = ${JSON.stringify(t.name)}`,
      `  dir  = ${JSON.stringify(markerDir)}`,
      t.input === undefined ? "" : `  input = ${JSON.stringify(t.input)}`,
      t.createSeconds === undefined ? "" : `  create_seconds = ${t.createSeconds}`,
      t.updateSeconds === undefined ? "" : `  update_seconds = ${t.updateSeconds}`,
      t.deleteSeconds === undefined ? "" : `  delete_seconds = ${t.deleteSeconds}`,
    ].filter(Boolean);
    return `resource "slow_thing" ${JSON.stringify(t.name)} {\n${lines.join("\n")}\n}\n`;
  });
  return `terraform {
  required_providers {
    slow = { source = ${JSON.stringify(SLOW_PROVIDER_SOURCE)} }
  }
${backend}}

${blocks.join("\n")}`;
}

/**
 * `count` resources `slow_thing.slow[i]` (markers `<markerDir>/slow-<i>.json`), each create
 * taking `seconds`, with the `required_providers` entry they need (its own `terraform` block).
 */
export function slowThingCountHcl(count: number, seconds: number, markerDir: string): string {
  if (count === 0) return "";
  return `
terraform {
  required_providers {
    slow = { source = ${JSON.stringify(SLOW_PROVIDER_SOURCE)} }
  }
}

resource "slow_thing" "slow" {
  count          = ${count}
  name           = "slow-\${count.index}"
  dir            = ${JSON.stringify(markerDir)}
  create_seconds = ${seconds}
}
`;
}

export interface SlowEvent {
  event: string;
  pid: number;
  at: string;
  name?: string;
  [key: string]: unknown;
}

/** The provider's event log (env SLOW_PROVIDER_EVENTS), oldest first. */
export function readSlowEvents(file: string): SlowEvent[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SlowEvent);
}

/** [event, milliseconds from t0] of each event of one provider process. */
export function timeline(events: SlowEvent[], pid: number, t0: number): Array<[string, number]> {
  return events.filter((e) => e.pid === pid).map((e) => [e.event, Date.parse(e.at) - t0]);
}
