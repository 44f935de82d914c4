/**
 * The pipe's files: bitbucket-pipe.yml (metadata), the Dockerfile (parsed and checked
 * instruction by instruction: no Docker engine here to build it), .dockerignore, the example
 * pipeline and the README's variables table, all checked against the code.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { PIPE_VARIABLES } from "../../../src/pipe/variables.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const read = (file: string): string => readFileSync(path.join(root, file), "utf8");
const version = (JSON.parse(read("package.json")) as { version: string }).version;

interface PipeYml {
  name: string;
  image: string;
  description: string;
  category: string;
  repository: string;
  maintainer: { name: string; website?: string; email?: string };
  tags: string[];
}

describe("bitbucket-pipe.yml", () => {
  const yml = parseYaml(read("bitbucket-pipe.yml")) as PipeYml;

  it("has the pipe metadata keys", () => {
    for (const k of [
      "name",
      "image",
      "description",
      "category",
      "repository",
      "maintainer",
      "tags",
    ]) {
      expect(yml, k).toHaveProperty(k);
    }
    expect(yml.name).toBe("stackgate");
    expect(yml.category).toBe("Deployment");
    expect(yml.description.length).toBeGreaterThan(40);
    expect(yml.repository).toMatch(/^https:\/\/bitbucket\.org\/[\w-]+\/[\w-]+$/);
    expect(yml.maintainer.name).not.toBe("");
    expect(yml.tags).toEqual(expect.arrayContaining(["terraform", "opentofu", "pulumi"]));
  });

  it("names the image of this version", () => {
    expect(yml.image).toBe(`stackgate/stackgate-pipe:${version}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Dockerfile: a small parser for the instruction grammar (directives, comments, `\`
// continuations, exec and shell forms), enough to check what a build would do.

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

const KEYWORDS = new Set([
  "FROM",
  "ARG",
  "RUN",
  "CMD",
  "LABEL",
  "EXPOSE",
  "ENV",
  "ADD",
  "COPY",
  "ENTRYPOINT",
  "VOLUME",
  "USER",
  "WORKDIR",
  "ONBUILD",
  "STOPSIGNAL",
  "HEALTHCHECK",
  "SHELL",
]);

function parseDockerfile(text: string): {
  directives: Record<string, string>;
  instructions: Instruction[];
} {
  const directives: Record<string, string> = {};
  const instructions: Instruction[] = [];
  const lines = text.split("\n");
  let inDirectives = true;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i] ?? "";
    const directive = /^#\s*(syntax|escape|check)\s*=\s*(.+)$/i.exec(raw);
    if (inDirectives && directive) {
      directives[(directive[1] ?? "").toLowerCase()] = (directive[2] ?? "").trim();
      continue;
    }
    inDirectives = false;
    if (raw.trim() === "" || raw.trimStart().startsWith("#")) continue;
    const start = i + 1;
    let text = raw;
    while (text.endsWith("\\")) {
      text = text.slice(0, -1);
      i += 1;
      const next = lines[i];
      if (next === undefined) throw new Error(`line ${start}: continuation at end of file`);
      if (next.trimStart().startsWith("#")) continue; // comments inside continuations are dropped
      text += ` ${next.trim()}`;
    }
    const m = /^\s*([A-Za-z]+)\s+(.*)$/.exec(text);
    if (!m) throw new Error(`line ${start}: not an instruction: ${text}`);
    instructions.push({
      keyword: (m[1] ?? "").toUpperCase(),
      args: (m[2] ?? "").trim(),
      line: start,
    });
  }
  return { directives, instructions };
}

describe("Dockerfile", () => {
  const { directives, instructions } = parseDockerfile(read("Dockerfile"));
  const stages = instructions.reduce<Instruction[][]>((acc, ins) => {
    if (ins.keyword === "FROM") acc.push([ins]);
    else acc.at(-1)?.push(ins);
    return acc;
  }, []);
  const globalArgs = instructions.slice(
    0,
    instructions.findIndex((i) => i.keyword === "FROM"),
  );

  it("parses: only known instructions, a syntax directive, global ARGs before the first FROM", () => {
    expect(directives.syntax).toBe("docker/dockerfile:1");
    for (const ins of instructions)
      expect(KEYWORDS.has(ins.keyword), `line ${ins.line}: ${ins.keyword}`).toBe(true);
    expect(globalArgs.every((i) => i.keyword === "ARG")).toBe(true);
    expect(stages.length).toBe(2);
  });

  it("builds on the official Node 24 image", () => {
    const image = /^NODE_IMAGE=(\S+)$/.exec(
      globalArgs.find((i) => i.args.startsWith("NODE_IMAGE="))?.args ?? "",
    )?.[1];
    expect(image).toMatch(/^node:24(-[a-z]+)*(-slim)?$/);
    for (const stage of stages) expect(stage[0]?.args).toMatch(/^\$\{NODE_IMAGE\}( AS \w+)?$/);
  });

  it("selects Terraform, OpenTofu and Pulumi versions with build arguments and checks every download", () => {
    const engines = stages[0]!;
    const args = engines.filter((i) => i.keyword === "ARG").map((i) => i.args.split("=")[0]);
    expect(args).toEqual(
      expect.arrayContaining([
        "TERRAFORM_VERSION",
        "OPENTOFU_VERSION",
        "PULUMI_VERSION",
        "TARGETARCH",
      ]),
    );
    const run = engines
      .filter((i) => i.keyword === "RUN")
      .map((i) => i.args)
      .join("\n");
    expect(run).toContain("https://releases.hashicorp.com/terraform/${TERRAFORM_VERSION}");
    expect(run).toContain(
      "https://github.com/opentofu/opentofu/releases/download/v${OPENTOFU_VERSION}",
    );
    expect(run).toContain("https://get.pulumi.com/releases/sdk");
    const downloads = run.match(/curl -fsSLO "\$\{base\}\/\$\{(zip|tgz)\}"/g) ?? [];
    expect(downloads).toHaveLength(3);
    expect(run.match(/\| sha256sum -c -/g)).toHaveLength(3);
    // Every ${VAR} a RUN uses is an ARG of the stage or a shell variable it sets.
    const declared = new Set([...args, "base", "zip", "tgz", "arch"]);
    for (const m of run.matchAll(/\$\{(\w+)(?::-[^}]*)?\}/g))
      expect(declared.has(m[1] ?? ""), m[0]).toBe(true);
    // The final stage records the versions it was built with.
    const final = stages[1]!;
    expect(final.filter((i) => i.keyword === "ARG").map((i) => i.args.split("=")[0])).toEqual([
      "TERRAFORM_VERSION",
      "OPENTOFU_VERSION",
      "PULUMI_VERSION",
    ]);
    expect(final.some((i) => i.keyword === "COPY" && i.args.startsWith("--from=engines "))).toBe(
      true,
    );
  });

  it("installs apt packages without recommends and cleans the lists; no ADD, no :latest", () => {
    for (const ins of instructions.filter(
      (i) => i.keyword === "RUN" && i.args.includes("apt-get install"),
    )) {
      expect(ins.args).toContain("--no-install-recommends");
      expect(ins.args).toContain("rm -rf /var/lib/apt/lists/*");
      expect(ins.args).toMatch(/apt-get update\s+&& apt-get install -y/);
    }
    expect(instructions.some((i) => i.keyword === "ADD")).toBe(false);
    expect(read("Dockerfile")).not.toMatch(/:latest\b/);
    expect(instructions.find((i) => i.keyword === "SHELL")?.args).toBe(
      '["/bin/bash", "-o", "pipefail", "-c"]',
    );
  });

  it("copies files that exist and that .dockerignore lets through; runs dist/pipe.js", () => {
    const ignore = read(".dockerignore")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "" && !l.startsWith("#"));
    expect(ignore[0]).toBe("*");
    const allowed = new Set(ignore.filter((l) => l.startsWith("!")).map((l) => l.slice(1)));
    for (const copy of instructions.filter(
      (i) => i.keyword === "COPY" && !i.args.startsWith("--from="),
    )) {
      const parts = copy.args.split(/\s+/);
      for (const source of parts.slice(0, -1)) {
        expect(existsSync(path.join(root, source)), source).toBe(true);
        expect(allowed.has(source), `${source} is excluded by .dockerignore`).toBe(true);
      }
    }
    const entrypoint = instructions.filter((i) => i.keyword === "ENTRYPOINT").at(-1)!;
    expect(JSON.parse(entrypoint.args)).toEqual(["node", "/opt/stackgate/dist/pipe.js"]);
    expect(
      instructions.some(
        (i) =>
          i.keyword === "COPY" &&
          i.args.includes("dist/pipe.js") &&
          i.args.endsWith("/opt/stackgate/dist/"),
      ),
    ).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

type Entry = { step?: Record<string, unknown>; final?: Record<string, unknown> };
interface PipeUse {
  pipe: string;
  variables: Record<string, string>;
}

for (const example of ["bitbucket-pipelines.yml", "bitbucket-pipelines-s3.yml"])
  describe(`examples/bitbucket/${example}`, () => {
    const doc = parseYaml(read(`examples/bitbucket/${example}`)) as {
      pipelines: { "pull-requests": Record<string, Entry[]> };
    };
    const entries = doc.pipelines["pull-requests"]["**"]!;
    const pipeOf = (x: Record<string, unknown> | undefined): PipeUse =>
      ((x?.script as unknown[]) ?? []).find(
        (s): s is PipeUse => typeof s === "object" && s !== null && "pipe" in s,
      )!;
    const image = (parseYaml(read("bitbucket-pipe.yml")) as PipeYml).image;
    const known = new Set(PIPE_VARIABLES.map((v) => v.name));
    /** Passed through to Terraform's pg / s3 backend (stackgate reads them as Terraform does). */
    const passthrough = new Set([
      "PG_CONN_STR",
      "AWS_ACCESS_KEY_ID",
      "AWS_SECRET_ACCESS_KEY",
      "AWS_REGION",
    ]);

    it("previews on every pull request and hands the plan over as artifacts (not the journal)", () => {
      const preview = entries[0]!.step!;
      const use = pipeOf(preview);
      expect(use.pipe).toBe(`docker://${image}`);
      expect(use.variables.COMMAND).toBe("preview");
      expect(preview.artifacts).toEqual([
        "infra/.stackgate/*.tfplan",
        "infra/.stackgate/*.tfplan.stackgate.json",
      ]);
    });

    it("applies manually to a deployment environment, bound to the previewed plan", () => {
      const apply = entries[1]!.step!;
      expect(apply.trigger).toBe("manual");
      expect(apply.deployment).toBe("production");
      expect(pipeOf(apply).variables).toMatchObject({ COMMAND: "up", APPROVAL: "manual-step" });
    });

    it("ends with a final step that recovers (no trigger, no deployment: not allowed there)", () => {
      const final = entries.at(-1)!.final!;
      expect(final).toBeDefined();
      expect(final.trigger).toBeUndefined();
      expect(final.deployment).toBeUndefined();
      expect(pipeOf(final).variables.COMMAND).toBe("recover");
    });

    it("uses only variables the pipe knows (plus the backend's own)", () => {
      for (const entry of entries) {
        const use = pipeOf(entry.step ?? entry.final);
        for (const name of Object.keys(use.variables)) {
          expect(known.has(name) || passthrough.has(name), name).toBe(true);
        }
        // The same stack everywhere, or recover would look at another journal.
        expect(use.variables).toMatchObject({ WORKDIR: "infra", STACK: "prod" });
      }
    });
  });

describe("README: Bitbucket Pipe", () => {
  const readme = read("README.md");
  const section = readme.slice(readme.indexOf("\n## Bitbucket Pipe\n"));

  it("has the section, with a row per pipe variable: name, required, default, meaning", () => {
    expect(readme).toContain("\n## Bitbucket Pipe\n");
    const rows = section
      .split("\n")
      .filter((l) => /^\| `[A-Z_]+` /.test(l))
      .map((l) =>
        l
          .split("|")
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    expect(section).toMatch(/\| name +\| required +\| default +\| meaning +\|/);
    expect(rows.map((r) => r[0]?.replaceAll("`", ""))).toEqual(PIPE_VARIABLES.map((v) => v.name));
    for (const v of PIPE_VARIABLES) {
      const row = rows.find((r) => r[0] === `\`${v.name}\``)!;
      expect(row[1], v.name).toBe(v.required ? "yes" : "no");
      expect(row[2], v.name).toBe(v.default === "" ? "" : `\`${v.default}\``);
      expect(row[3]?.length, v.name).toBeGreaterThan(10);
    }
  });

  it("documents every variable the code reads (Bitbucket's own BITBUCKET_* defaults aside)", () => {
    const source = read("src/pipe/variables.ts");
    const read_ = [
      // The Pipe's own variables, read in pipe/variables.ts; the settings' come from the schema.
      ...source.matchAll(/\bvars\.(?:scalar|list|boolean|term)\(\s*"([A-Z_0-9]+)"/g),
      ...source.matchAll(/\binteger\(\s*vars,\s*"([A-Z_0-9]+)"/g),
    ].map((m) => m[1] ?? "");
    expect(read_.length).toBeGreaterThan(12);
    const defaults = new Set([
      "BITBUCKET_PR_ID",
      "BITBUCKET_REPO_FULL_NAME",
      "BITBUCKET_WORKSPACE",
      "BITBUCKET_REPO_SLUG",
      "BITBUCKET_PIPELINE_UUID",
      "BITBUCKET_STEP_UUID",
      "BITBUCKET_CLONE_DIR",
      "BITBUCKET_PIPE_STORAGE_DIR",
    ]);
    const documented = new Set(PIPE_VARIABLES.map((v) => v.name));
    for (const name of read_) expect(documented.has(name) || defaults.has(name), name).toBe(true);
  });

  it("states the comment size limit and where the number comes from", () => {
    expect(section).toContain("32,767 characters");
    expect(section).toContain("jfrog/froggit-go#133");
  });
});
