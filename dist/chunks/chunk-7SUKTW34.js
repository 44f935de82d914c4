#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  STACKS_HELP,
  readStacksArgs
} from "./chunk-2VT4GK7F.js";
import {
  shardReport
} from "./chunk-4Q5JEAXI.js";
import {
  readConfigFile
} from "./chunk-4KRMWD5Z.js";
import {
  DEFAULT_PG_SCHEMA,
  pgLocation,
  usageError,
  withoutCredentials
} from "./chunk-PK6XDSNJ.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-EA2UQZIC.js";

// src/stacks/command.ts
import { statSync } from "node:fs";
import path10 from "node:path";

// src/stacks/deleted.ts
import path8 from "node:path";

// src/stacks/discover.ts
import { readFileSync as readFileSync2 } from "node:fs";
import path7 from "node:path";

// src/stacks/hcl.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
var WASM_FILES = {
  runtime: { file: "web-tree-sitter.wasm", module: "web-tree-sitter/web-tree-sitter.wasm" },
  grammar: {
    file: "tree-sitter-hcl.wasm",
    module: "@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-hcl.wasm"
  }
};
async function readWasm(which) {
  const { file, module } = WASM_FILES[which];
  try {
    return await readFile(new URL(`./${file}`, import.meta.url));
  } catch {
    return await readFile(createRequire(import.meta.url).resolve(module));
  }
}
var parserPromise;
function loadParser() {
  parserPromise ??= (async () => {
    const { Parser, Language } = await import("./web-tree-sitter-HARYVFLA.js");
    await Parser.init({ wasmBinary: await readWasm("runtime") });
    const parser = new Parser();
    parser.setLanguage(await Language.load(await readWasm("grammar")));
    return parser;
  })();
  return parserPromise;
}
function invalidFile(file, where, reason, cause) {
  return new StackgateError(
    `${file}${where}: ${reason}. Terraform would refuse this file too: fix it, or move it out of the stacks root.`,
    EXIT.usage,
    cause === void 0 ? void 0 : { cause }
  );
}
function errorPosition(node) {
  if (node.isError || node.isMissing) {
    return `:${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
  }
  for (const child of node.children) {
    if (child.hasError || child.isMissing) return errorPosition(child);
  }
  return "";
}
function decodeHclString(raw) {
  let out = "";
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i] ?? "";
    const next = raw[i + 1] ?? "";
    if (c === "\\") {
      const simple = { n: "\n", r: "\r", t: "	", '"': '"', "\\": "\\" };
      if (next in simple) {
        out += simple[next];
        i += 1;
      } else if (next === "u" || next === "U") {
        const width = next === "u" ? 4 : 8;
        out += String.fromCodePoint(Number.parseInt(raw.slice(i + 2, i + 2 + width), 16));
        i += 1 + width;
      } else out += c;
    } else if ((c === "$" || c === "%") && next === c && raw[i + 2] === "{") {
      out += c;
      i += 1;
    } else out += c;
  }
  return out;
}
function stringValue(node) {
  if (node?.type !== "string_lit") return void 0;
  const parts = node.namedChildren.filter((part) => part.type !== "quoted_template_start");
  const literal = parts.filter((part) => part.type !== "quoted_template_end");
  if (literal.some((part) => part.type !== "template_literal")) return void 0;
  return decodeHclString(literal.map((part) => part.text).join(""));
}
function readBlock(node) {
  const name = node.namedChildren.find((child) => child.type === "identifier")?.text ?? "";
  const label = stringValue(node.namedChildren.find((child) => child.type === "string_lit"));
  return { name, label, body: node.namedChildren.find((child) => child.type === "body") };
}
function blocksOf(body) {
  return body === void 0 ? [] : body.namedChildren.filter((child) => child.type === "block");
}
function literalAttributes(body) {
  const attributes = {};
  for (const attribute of body?.namedChildren ?? []) {
    if (attribute.type !== "attribute") continue;
    const name = attribute.namedChildren[0]?.text;
    const literal = attribute.namedChildren[1]?.firstNamedChild;
    const value = stringValue(literal?.type === "literal_value" ? literal.firstNamedChild : null);
    if (name !== void 0 && value !== void 0) attributes[name] = value;
  }
  return attributes;
}
function literalAttribute(body, name) {
  return literalAttributes(body)[name];
}
function readBackendBlock(blocks) {
  for (const block of blocks) {
    const { name, label, body } = readBlock(block);
    if (name === "backend" && label !== void 0) {
      return { type: label, attributes: literalAttributes(body) };
    }
  }
  return void 0;
}
async function parseHclFile(file, text) {
  const parser = await loadParser();
  const tree = parser.parse(text);
  if (tree === null) throw invalidFile(file, "", "the HCL parser returned nothing");
  try {
    const root = tree.rootNode;
    if (root.hasError) throw invalidFile(file, errorPosition(root), "not valid HCL");
    const body = root.namedChildren.find((child) => child.type === "body");
    const facts = { declaresBackend: false, moduleSources: [] };
    for (const block of blocksOf(body)) {
      const { name, body: inner } = readBlock(block);
      if (name === "terraform") {
        const blocks = blocksOf(inner);
        facts.declaresBackend ||= blocks.some(
          (child) => ["backend", "cloud"].includes(readBlock(child).name)
        );
        facts.backend ??= readBackendBlock(blocks);
      } else if (name === "module") {
        const source = literalAttribute(inner, "source");
        if (source !== void 0) facts.moduleSources.push(source);
      }
    }
    return facts;
  } finally {
    tree.delete();
  }
}
var asList = (value) => Array.isArray(value) ? value : [value];
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function readJsonBackend(value) {
  for (const backends of asList(value).filter(isObject)) {
    for (const [type, body] of Object.entries(backends)) {
      const attributes = {};
      for (const settings of asList(body).filter(isObject)) {
        for (const [name, setting] of Object.entries(settings)) {
          if (typeof setting === "string") attributes[name] = setting;
        }
      }
      return { type, attributes };
    }
  }
  return void 0;
}
function parseJsonFile(file, text) {
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw invalidFile(file, "", `not valid JSON (${messageOf(error)})`, error);
  }
  const facts = { declaresBackend: false, moduleSources: [] };
  for (const top of asList(document).filter(isObject)) {
    for (const terraform of asList(top.terraform).filter(isObject)) {
      facts.declaresBackend ||= "backend" in terraform || "cloud" in terraform;
      facts.backend ??= readJsonBackend(terraform.backend);
    }
    for (const modules of asList(top.module).filter(isObject)) {
      for (const call of Object.values(modules).flatMap(asList).filter(isObject)) {
        if (typeof call.source === "string") facts.moduleSources.push(call.source);
      }
    }
  }
  return facts;
}
function isTerraformFile(name) {
  return TERRAFORM_EXTENSIONS.some((extension) => name.endsWith(extension));
}
var TERRAFORM_EXTENSIONS = [".tf", ".tofu", ".tf.json", ".tofu.json"];
function mayDeclareAnything(text) {
  return text.includes("terraform") || text.includes("module");
}
var NOTHING = Object.freeze({ declaresBackend: false, moduleSources: [] });
function parseTerraformFile(file, text) {
  if (!mayDeclareAnything(text)) return Promise.resolve({ ...NOTHING, moduleSources: [] });
  return file.endsWith(".json") ? Promise.resolve(parseJsonFile(file, text)) : parseHclFile(file, text);
}

// src/stacks/paths.ts
import path from "node:path";
function joinDir(dir, name) {
  return dir === "." ? name : `${dir}/${name}`;
}
function dirOf(file) {
  return path.posix.dirname(file);
}
function resolveFrom(dir, relative) {
  const joined = path.posix.normalize(path.posix.join(dir, relative.replace(/\\/g, "/")));
  const trimmed = joined.replace(/\/+$/, "") || ".";
  if (trimmed === ".." || trimmed.startsWith("../") || path.posix.isAbsolute(trimmed)) {
    return void 0;
  }
  return trimmed;
}
function* ancestorsOf(dir) {
  let current = dir;
  for (; ; ) {
    yield current;
    if (current === ".") return;
    current = dirOf(current);
  }
}

// src/stacks/pulumi-project.ts
import { readFile as readFile2 } from "node:fs/promises";
import path2 from "node:path";
var DEPENDENCY_FIELDS = [
  "dependencies",
  "devDependencies",
  "optionalDependencies",
  "peerDependencies"
];
var LOCAL_PREFIXES = ["file:", "link:"];
function localPackageDirs(dir, manifest) {
  if (typeof manifest !== "object" || manifest === null) return [];
  const dirs = [];
  for (const field of DEPENDENCY_FIELDS) {
    const dependencies = manifest[field];
    if (typeof dependencies !== "object" || dependencies === null) continue;
    for (const spec of Object.values(dependencies)) {
      if (typeof spec !== "string") continue;
      const prefix = LOCAL_PREFIXES.find((p) => spec.startsWith(p));
      const target = prefix === void 0 ? void 0 : resolveFrom(dir, spec.slice(prefix.length));
      if (target !== void 0 && target !== dir) dirs.push(target);
    }
  }
  return [...new Set(dirs)];
}
async function readManifest(root, file) {
  const text = await readFile2(path2.join(root, file), "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new StackgateError(
      `${file}: not valid JSON (${messageOf(error)}). npm would refuse it too: fix the file.`,
      EXIT.usage,
      { cause: error }
    );
  }
}
async function readPackageLinks(root, tree, projectDirs) {
  const links = /* @__PURE__ */ new Map();
  const queue = [...projectDirs];
  for (let dir = queue.shift(); dir !== void 0; dir = queue.shift()) {
    if (links.has(dir)) continue;
    const hasManifest = tree.get(dir)?.includes("package.json") ?? false;
    const targets = hasManifest ? localPackageDirs(dir, await readManifest(root, joinDir(dir, "package.json"))) : [];
    links.set(dir, targets);
    queue.push(...targets);
  }
  return links;
}

// src/stacks/root-config.ts
import { readFileSync } from "node:fs";
import path3 from "node:path";
var ROOT_CONFIG_FILE = "stackgate-stacks.yml";
var KEYS = ["exclude", "include"];
function invalid(message, cause) {
  return new StackgateError(
    `${ROOT_CONFIG_FILE}: ${message}`,
    EXIT.usage,
    cause === void 0 ? void 0 : { cause }
  );
}
function readDirectories(key, value) {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw invalid(
      `"${key}" must be a list of directories relative to the root, e.g. [modules/vpc/examples].`
    );
  }
  return value.map((item) => {
    const dir = path3.posix.isAbsolute(item) ? void 0 : resolveFrom(".", item);
    if (dir === void 0) {
      throw invalid(
        `"${key}": "${item}" is not a directory under the root. Give it relative to the root.`
      );
    }
    return dir;
  });
}
async function readRootConfig(root, rootFiles) {
  if (!rootFiles.includes(ROOT_CONFIG_FILE)) return { exclude: [], include: [] };
  let document;
  try {
    const { default: yaml } = await import("./dist-2VKOJBHT.js");
    document = yaml.parse(readFileSync(path3.join(root, ROOT_CONFIG_FILE), "utf8"));
  } catch (error) {
    throw invalid(
      `not valid YAML (${messageOf(error).split("\n")[0] ?? ""}). Fix the file or remove it.`,
      error
    );
  }
  if (document === null || document === void 0) return { exclude: [], include: [] };
  if (typeof document !== "object" || Array.isArray(document)) {
    throw invalid(
      `expected a mapping with "exclude" and/or "include", got ${Array.isArray(document) ? "a list" : typeof document}.`
    );
  }
  const entries = Object.entries(document);
  const unknown = entries.find(([key]) => !KEYS.includes(key));
  if (unknown !== void 0) {
    throw invalid(`unknown key "${unknown[0]}": it takes ${KEYS.join(" and ")}.`);
  }
  const config = { exclude: [], include: [] };
  for (const [key, value] of entries)
    config[key] = readDirectories(key, value);
  return config;
}
function isExcluded(dir, config) {
  return config.exclude.some(
    (excluded) => excluded === "." || dir === excluded || dir.startsWith(`${excluded}/`)
  );
}
function checkIncludes(config, terraformDirs, tree) {
  for (const dir of config.include) {
    if (terraformDirs.has(dir)) continue;
    const where = tree.has(dir) ? "has no .tf/.tofu files" : "does not exist (or is excluded)";
    throw invalid(
      `include "${dir}" ${where}: include names Terraform/OpenTofu directories that discovery would take for modules.`
    );
  }
}

// src/stacks/stack-config.ts
import path4 from "node:path";
var CONFIG_FILE = "stackgate.yml";
var listOf = (raw) => Array.isArray(raw?.value) ? [...raw.value] : [];
var textOf = (raw) => typeof raw?.value === "string" ? raw.value : void 0;
function normaliseDependency(file, item) {
  const dir = path4.posix.isAbsolute(item) ? void 0 : resolveFrom(".", item);
  if (dir === void 0) {
    throw new StackgateError(
      `${file} key depends-on: "${item}" is not a directory under the stacks root. Name the stack by its directory relative to the root, e.g. "envs/prod/network".`,
      EXIT.usage
    );
  }
  return dir;
}
async function readStackConfig(root, dir, names) {
  const relative = joinDir(dir, CONFIG_FILE);
  if (!names.includes(CONFIG_FILE)) return { dependsOn: [], varFiles: [] };
  const file = path4.join(root, relative);
  const raw = await readConfigFile(file, void 0);
  const config = {
    dependsOn: [
      ...new Set(listOf(raw.dependsOn).map((item) => normaliseDependency(relative, item)))
    ],
    varFiles: listOf(raw.varFiles).flatMap((varFile) => resolveFrom(dir, varFile) ?? [])
  };
  const stack = textOf(raw.stack);
  if (stack !== void 0) config.stack = stack;
  const engine = textOf(raw.engine);
  if (engine !== void 0) config.engine = engine;
  return config;
}

// src/stacks/state-identity.ts
import path5 from "node:path";
var DEFAULT_WORKSPACE = "default";
var UNPARSABLE_PG = "unparsable connection string";
function shownAddress(address) {
  return address.includes("://") ? withoutCredentials(address) : address;
}
function get(settings, name) {
  const value = settings[name];
  return value === void 0 || value === "" ? void 0 : value;
}
function allOf(settings, names) {
  const values = names.map((name) => get(settings, name));
  return values.every((value) => value !== void 0) ? values : void 0;
}
function localFile(settings, source) {
  const file = source.workspace === DEFAULT_WORKSPACE ? get(settings, "path") ?? "terraform.tfstate" : path5.posix.join(
    get(settings, "workspace_dir") ?? "terraform.tfstate.d",
    source.workspace,
    "terraform.tfstate"
  );
  return path5.posix.isAbsolute(file) ? path5.posix.normalize(file) : path5.posix.join(source.dir, file);
}
var inWorkspace = (workspace, parts) => workspace === DEFAULT_WORKSPACE ? parts : [...parts, ["workspace", workspace]];
function locate(type, settings, source) {
  const ws = source.workspace;
  switch (type) {
    case "local":
      return { parts: [["path", localFile(settings, source)]] };
    case "s3": {
      const [bucket, key] = allOf(settings, ["bucket", "key"]) ?? [];
      if (bucket === void 0 || key === void 0) return void 0;
      const prefix = get(settings, "workspace_key_prefix");
      const parts = [["bucket", bucket]];
      if (prefix !== void 0 && ws !== DEFAULT_WORKSPACE) {
        parts.push(["workspace_key_prefix", prefix]);
      }
      return { parts: inWorkspace(ws, [...parts, ["key", key]]) };
    }
    case "gcs": {
      const [bucket, prefix] = allOf(settings, ["bucket", "prefix"]) ?? [];
      if (bucket === void 0 || prefix === void 0) return void 0;
      return {
        parts: inWorkspace(ws, [
          ["bucket", bucket],
          ["prefix", prefix]
        ])
      };
    }
    case "azurerm": {
      const names = ["storage_account_name", "container_name", "key"];
      const values = allOf(settings, names);
      if (values === void 0) return void 0;
      return {
        parts: inWorkspace(
          ws,
          names.map((name, i) => [name, values[i] ?? ""])
        )
      };
    }
    case "http": {
      const address = get(settings, "address");
      if (address === void 0) return void 0;
      return { parts: [["address", address]], shown: { address: shownAddress(address) } };
    }
    case "pg": {
      const conn = get(settings, "conn_str");
      if (conn === void 0) return void 0;
      const schema = get(settings, "schema_name") ?? DEFAULT_PG_SCHEMA;
      const database = pgLocation(conn);
      if (database === UNPARSABLE_PG) return void 0;
      const parts = inWorkspace(ws, [
        ["database", database],
        ["schema_name", schema]
      ]);
      return { parts };
    }
    case "consul": {
      const [address, statePath] = allOf(settings, ["address", "path"]) ?? [];
      if (address === void 0 || statePath === void 0) return void 0;
      const parts = inWorkspace(ws, [
        ["address", address],
        ["path", statePath]
      ]);
      return { parts, shown: { address: shownAddress(address) } };
    }
    default:
      return void 0;
  }
}
function stateIdentityOf(backend, source) {
  const located = locate(backend.type, backend.attributes, source);
  if (located === void 0) return void 0;
  const key = JSON.stringify([backend.type, ...located.parts]);
  const shown = located.parts.map(
    ([name, value]) => name === "database" ? value : `${name}=${located.shown?.[name] ?? value}`
  );
  return { key, label: [backend.type, ...shown].join(" ") };
}
function findSharedStates(stacks) {
  const byKey = /* @__PURE__ */ new Map();
  for (const stack of stacks) {
    if (stack.state === void 0) continue;
    byKey.set(stack.state.key, [...byKey.get(stack.state.key) ?? [], stack.id]);
  }
  const shared = /* @__PURE__ */ new Map();
  for (const stack of stacks) {
    const ids = stack.state === void 0 ? [] : byKey.get(stack.state.key) ?? [];
    if (stack.state === void 0 || ids.length < 2) continue;
    const others = ids.filter((id) => id !== stack.id).sort();
    shared.set(stack.id, { with: others, label: stack.state.label });
  }
  return shared;
}

// src/stacks/walk.ts
import { readdir } from "node:fs/promises";
import path6 from "node:path";
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules"]);
async function walkRoot(root) {
  const tree = /* @__PURE__ */ new Map();
  async function visit(dir) {
    const entries = await readdir(path6.join(root, dir), { withFileTypes: true });
    const files = [];
    const subdirectories = [];
    for (const entry of entries) {
      if (entry.isFile()) files.push(entry.name);
      else if (entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED_DIRECTORIES.has(entry.name)) {
        subdirectories.push(joinDir(dir, entry.name));
      }
    }
    tree.set(dir, files.sort());
    await Promise.all(subdirectories.map(visit));
  }
  await visit(".");
  return tree;
}

// src/stacks/multimap.ts
function addTo(map, key, value) {
  const list = map.get(key);
  if (list === void 0) map.set(key, [value]);
  else list.push(value);
}

// src/stacks/discover.ts
function isLocalSource(source) {
  return source.startsWith("./") || source.startsWith("../");
}
function localModuleDirs(dir, facts) {
  const dirs = facts.flatMap(
    (fact) => fact.moduleSources.filter(isLocalSource).flatMap((source) => resolveFrom(dir, source) ?? [])
  );
  return [...new Set(dirs)].filter((called) => called !== dir);
}
async function parseTerraformFiles(root, tree) {
  const files = [...tree].flatMap(
    ([dir, names]) => names.filter(isTerraformFile).map((name) => joinDir(dir, name))
  );
  const facts = /* @__PURE__ */ new Map();
  for (const file of files) {
    facts.set(file, await parseTerraformFile(file, readFileSync2(path7.join(root, file), "utf8")));
  }
  return facts;
}
var PULUMI_PROJECT_FILES = ["Pulumi.yaml", "Pulumi.yml"];
function pulumiStackName(name) {
  if (PULUMI_PROJECT_FILES.includes(name) || !name.startsWith("Pulumi.")) return void 0;
  for (const extension of [".yaml", ".yml"]) {
    if (name.endsWith(extension))
      return name.slice("Pulumi.".length, -extension.length) || void 0;
  }
  return void 0;
}
function terraformEngine(config, names) {
  if (config.engine === "tofu" || config.engine === "terraform") return config.engine;
  return names.some((name) => name.endsWith(".tofu") || name.endsWith(".tofu.json")) ? "tofu" : "terraform";
}
function terraformStack(dir, config, names, facts) {
  const backend = facts.find((fact) => fact.backend !== void 0)?.backend;
  const state = backend === void 0 ? void 0 : stateIdentityOf(backend, { dir, workspace: DEFAULT_WORKSPACE });
  return {
    id: dir,
    dir,
    engine: terraformEngine(config, names),
    stack: config.stack ?? "default",
    dependsOnDirs: config.dependsOn,
    varFiles: config.varFiles,
    ...state === void 0 ? {} : { state }
  };
}
function pulumiStacks(dir, config, names) {
  return names.flatMap((name) => {
    const stack = pulumiStackName(name);
    if (stack === void 0) return [];
    return [
      {
        id: `${dir}:${stack}`,
        dir,
        engine: "pulumi",
        stack,
        dependsOnDirs: config.dependsOn,
        varFiles: config.varFiles,
        stackFile: joinDir(dir, name)
      }
    ];
  });
}
async function discoverStacks(root) {
  const tree = await walkRoot(root);
  const config = await readRootConfig(root, tree.get(".") ?? []);
  const terraformFiles = await parseTerraformFiles(root, tree);
  const factsByDir = /* @__PURE__ */ new Map();
  for (const [file, facts] of terraformFiles) {
    const dir = path7.posix.dirname(file);
    addTo(factsByDir, dir, facts);
  }
  const moduleCalls = new Map(
    [...factsByDir].map(([dir, facts]) => [dir, localModuleDirs(dir, facts)])
  );
  checkIncludes(config, new Set(factsByDir.keys()), tree);
  const included = new Set(config.include);
  const called = new Set([...moduleCalls.values()].flat().filter((dir) => !included.has(dir)));
  const stacks = [];
  const pulumiDirs = [];
  for (const [dir, names] of tree) {
    const facts = factsByDir.get(dir);
    const isTerraformStack = facts !== void 0 && (facts.some((fact) => fact.declaresBackend) || !called.has(dir));
    const isPulumiProject = names.some((name) => PULUMI_PROJECT_FILES.includes(name));
    if (!isTerraformStack && !isPulumiProject || isExcluded(dir, config)) continue;
    const stackConfig = await readStackConfig(root, dir, names);
    if (isTerraformStack) stacks.push(terraformStack(dir, stackConfig, names, facts ?? []));
    if (isPulumiProject) {
      pulumiDirs.push(dir);
      stacks.push(...pulumiStacks(dir, stackConfig, names));
    }
  }
  const packageLinks = await readPackageLinks(root, tree, pulumiDirs);
  stacks.sort((a, b) => compareIds(a.id, b.id));
  return { root, tree, terraformFiles, moduleCalls, packageLinks, stacks };
}
function compareIds(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/stacks/git.ts
import { spawn } from "node:child_process";
function runGit(root, args, env, input) {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", root, ...args], {
      env: { ...env, GIT_OPTIONAL_LOCKS: "0" },
      stdio: "pipe"
    });
    const out = [];
    let stderr = "";
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => stderr += chunk.toString("utf8"));
    child.on(
      "error",
      (error) => reject(
        new StackgateError(
          `could not run git (${error.message}): --changed needs git on PATH.`,
          EXIT.engineUnavailable,
          { cause: error }
        )
      )
    );
    child.on("close", (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr }));
    child.stdin.on("error", () => void 0);
    child.stdin.end(input);
  });
}
async function gitText(root, args, env, explain) {
  const result = await runGit(root, args, env);
  if (result.code !== 0) throw new StackgateError(explain(result.stderr.trim()), EXIT.usage);
  return result.stdout.toString("utf8");
}
async function readHead(root, env) {
  const result = await runGit(root, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], env);
  return result.code === 0 ? result.stdout.toString("utf8").trim() : null;
}
async function findMergeBase(root, ref, env) {
  const commit = (await gitText(
    root,
    ["rev-parse", "--verify", "--end-of-options", `${ref}^{commit}`],
    env,
    (stderr) => `--base: git knows no commit "${ref}" in ${root} (git: ${stderr || "no output"}). Fetch it first (actions/checkout with fetch-depth: 0, or git fetch origin ${ref}) and pass a branch, tag or commit.`
  )).trim();
  const base = await gitText(
    root,
    ["merge-base", commit, "HEAD"],
    env,
    (stderr) => `--base "${ref}": it has no common ancestor with HEAD (git: ${stderr || "no output"}). A shallow clone is the usual cause: fetch the whole history (fetch-depth: 0).`
  );
  return base.trim();
}
function parseNameStatus(text) {
  const fields = text.split("\0");
  const changes = [];
  for (let i = 0; i < fields.length; ) {
    const status = fields[i] ?? "";
    if (status === "") break;
    if (status.startsWith("R") || status.startsWith("C")) {
      const from = fields[i + 1] ?? "";
      const path11 = fields[i + 2] ?? "";
      changes.push(
        status.startsWith("R") ? { status: "renamed", path: path11, from } : { status: "added", path: path11 }
      );
      i += 3;
    } else {
      const path11 = fields[i + 1] ?? "";
      const kind = status.startsWith("A") ? "added" : status.startsWith("D") ? "deleted" : "modified";
      changes.push({ status: kind, path: path11 });
      i += 2;
    }
  }
  return changes;
}
async function listChanges(root, base, env) {
  const fail = (stderr) => `git diff in ${root} failed: ${stderr}`;
  const [diff, untracked] = await Promise.all([
    gitText(
      root,
      ["diff", "--name-status", "-z", "-M", "--relative", "--no-ext-diff", base, "--"],
      env,
      fail
    ),
    gitText(root, ["ls-files", "--others", "--exclude-standard", "-z"], env, fail)
  ]);
  const changes = parseNameStatus(diff);
  for (const path11 of untracked.split("\0")) {
    if (path11 !== "") changes.push({ status: "untracked", path: path11 });
  }
  return changes;
}
async function readAtCommit(root, commit, paths, env) {
  const contents = /* @__PURE__ */ new Map();
  if (paths.length === 0) return contents;
  const input = paths.map((path11) => `${commit}:./${path11}
`).join("");
  const result = await runGit(root, ["cat-file", "--batch"], env, input);
  if (result.code !== 0)
    throw new StackgateError(
      `git cat-file in ${root} failed: ${result.stderr.trim()}`,
      EXIT.failed
    );
  const out = result.stdout;
  let offset = 0;
  for (const path11 of paths) {
    const end = out.indexOf(10, offset);
    if (end < 0) break;
    const header = out.subarray(offset, end).toString("utf8");
    offset = end + 1;
    if (header.endsWith(" missing") || header.endsWith(" ambiguous")) continue;
    const [, type, size] = header.split(" ");
    const length = Number(size);
    if (type === "blob") contents.set(path11, out.subarray(offset, offset + length).toString("utf8"));
    offset += length + 1;
  }
  return contents;
}

// src/stacks/deleted.ts
var baseSide = (change) => change.status === "renamed" ? change.from : change.status === "deleted" ? change.path : void 0;
var isTerraformPath = (file) => isTerraformFile(path8.posix.basename(file));
async function baseTerraformFacts(discovery, changes, base, env) {
  const newAtHead = new Set(
    changes.flatMap((c) => ["added", "untracked", "renamed"].includes(c.status) ? [c.path] : [])
  );
  const changedAtBase = changes.flatMap((change) => {
    const file = change.status === "modified" ? change.path : baseSide(change);
    return file !== void 0 && isTerraformPath(file) ? [file] : [];
  });
  const facts = /* @__PURE__ */ new Map();
  for (const [file, fact] of discovery.terraformFiles) {
    if (!newAtHead.has(file)) facts.set(file, fact);
  }
  const contents = await readAtCommit(discovery.root, base, changedAtBase, env);
  for (const [file, text] of contents)
    facts.set(file, await parseTerraformFile(`${file} (at ${base.slice(0, 12)})`, text));
  return facts;
}
function terraformCandidates(discovery, changes) {
  const headDirs = new Set(discovery.stacks.filter((s) => s.engine !== "pulumi").map((s) => s.dir));
  return new Set(
    changes.flatMap((change) => {
      const file = baseSide(change);
      return file !== void 0 && isTerraformPath(file) && !headDirs.has(dirOf(file)) ? [dirOf(file)] : [];
    })
  );
}
function deletedTerraformStacks(candidates, baseFacts) {
  const byDir = /* @__PURE__ */ new Map();
  const names = /* @__PURE__ */ new Map();
  for (const [file, fact] of baseFacts) {
    addTo(byDir, dirOf(file), fact);
    addTo(names, dirOf(file), file);
  }
  const calledAtBase = new Set([...byDir].flatMap(([dir, facts]) => localModuleDirs(dir, facts)));
  return [...candidates].flatMap((dir) => {
    const facts = byDir.get(dir) ?? [];
    const wasStack = facts.some((f) => f.declaresBackend) || !calledAtBase.has(dir);
    if (facts.length === 0 || !wasStack) return [];
    const tofu = (names.get(dir) ?? []).some(
      (f) => f.endsWith(".tofu") || f.endsWith(".tofu.json")
    );
    return [
      {
        id: dir,
        dir,
        engine: tofu ? "tofu" : "terraform",
        stack: "default"
      }
    ];
  });
}
function deletedPulumiStacks(discovery, changes) {
  const headIds = new Set(discovery.stacks.map((stack) => stack.id));
  const lostFiles = new Set(changes.flatMap((change) => baseSide(change) ?? []));
  return changes.flatMap((change) => {
    const file = baseSide(change);
    const stack = file === void 0 ? void 0 : pulumiStackName(path8.posix.basename(file));
    if (file === void 0 || stack === void 0) return [];
    const dir = dirOf(file);
    const id = `${dir}:${stack}`;
    const hadProject = PULUMI_PROJECT_FILES.some(
      (name) => discovery.tree.get(dir)?.includes(name) || lostFiles.has(joinDir(dir, name))
    );
    return headIds.has(id) || !hadProject ? [] : [{ id, dir, engine: "pulumi", stack }];
  });
}
function findRenames(discovery, changes, deleted) {
  const headIds = new Set(discovery.stacks.map((stack) => stack.id));
  for (const stack of deleted) {
    for (const change of changes) {
      if (change.status !== "renamed" || change.from === void 0 || dirOf(change.from) !== stack.dir)
        continue;
      if (stack.engine === "pulumi" && pulumiStackName(path8.posix.basename(change.from)) !== stack.stack)
        continue;
      const newDir = dirOf(change.path);
      const newStack = pulumiStackName(path8.posix.basename(change.path));
      const id = stack.engine === "pulumi" && newStack !== void 0 ? `${newDir}:${newStack}` : newDir;
      if (headIds.has(id)) {
        stack.renamedTo = id;
        break;
      }
    }
  }
}
async function findDeletedStacks(discovery, changes, base, env) {
  const candidates = terraformCandidates(discovery, changes);
  const terraform = candidates.size === 0 ? [] : deletedTerraformStacks(candidates, await baseTerraformFacts(discovery, changes, base, env));
  const deleted = [...terraform, ...deletedPulumiStacks(discovery, changes)];
  findRenames(discovery, changes, deleted);
  return deleted;
}

// src/stacks/graph.ts
function resolveDependencies(stacks) {
  const byName = /* @__PURE__ */ new Map();
  for (const stack of stacks) addTo(byName, stack.dir, stack.id);
  for (const stack of stacks) if (stack.id !== stack.dir) addTo(byName, stack.id, stack.id);
  const edges = /* @__PURE__ */ new Map();
  for (const stack of stacks) {
    const targets = stack.dependsOnDirs.flatMap((name) => {
      const ids = byName.get(name);
      if (ids === void 0) {
        throw new StackgateError(
          `${joinDir(stack.dir, "stackgate.yml")} key depends-on: "${name}" is no stack directory under the stacks root (expected one of the directories \`stackgate stacks\` lists, or a Pulumi stack's id such as "pulumi/net:dev"). Fix the entry, or remove it if that stack was deleted.`,
          EXIT.usage
        );
      }
      return ids;
    });
    edges.set(stack.id, [...new Set(targets)].sort());
  }
  return edges;
}
function findCycles(edges) {
  let counter = 0;
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const stack = [];
  const onStack = /* @__PURE__ */ new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    for (let member = stack.pop(); member !== void 0; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    const selfLoop = (edges.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) cycles.push(component.reverse());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
function assertNoCycle(edges) {
  const cycles = findCycles(edges);
  if (cycles.length === 0) return;
  const described = cycles.map((cycle) => [...cycle].sort().join(", ")).join("; and ");
  throw new StackgateError(
    `stacks depend on each other in a cycle (depends-on in their stackgate.yml): ${described}. No order can apply them: remove one of these depends-on entries.`,
    EXIT.usage
  );
}
function computeWaves(selected, edges) {
  const waves = /* @__PURE__ */ new Map();
  const waveOf = (id) => {
    const known = waves.get(id);
    if (known !== void 0) return known;
    const upstream = (edges.get(id) ?? []).filter((dep) => selected.has(dep));
    const wave = upstream.length === 0 ? 0 : 1 + Math.max(...upstream.map(waveOf));
    waves.set(id, wave);
    return wave;
  };
  for (const id of selected) waveOf(id);
  return waves;
}

// src/stacks/select.ts
import path9 from "node:path";
var FILES_PER_REASON = 5;
var NPM_LOCK_FILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"];
function changedPaths(changes) {
  return new Set(
    changes.flatMap(
      (change) => change.from === void 0 ? [change.path] : [change.path, change.from]
    )
  );
}
function unitDirs(discovery) {
  const units = new Set(discovery.stacks.map((stack) => stack.dir));
  for (const [dir, called] of discovery.moduleCalls) {
    units.add(dir);
    for (const target of called) units.add(target);
  }
  for (const [dir, targets] of discovery.packageLinks) {
    units.add(dir);
    for (const target of targets) units.add(target);
  }
  return units;
}
function assignToUnits(discovery, paths) {
  const units = unitDirs(discovery);
  const owned = /* @__PURE__ */ new Map();
  for (const file of paths) {
    for (const dir of ancestorsOf(dirOf(file))) {
      if (!units.has(dir)) continue;
      addTo(owned, dir, file);
      break;
    }
  }
  for (const files of owned.values()) files.sort();
  return owned;
}
function listFiles(files) {
  const shown = files.slice(0, FILES_PER_REASON).join(", ");
  const more = files.length - FILES_PER_REASON;
  return more > 0 ? `${shown} and ${more} more` : shown;
}
function closureOf(start, links) {
  const seen = /* @__PURE__ */ new Set([start]);
  const queue = [...links.get(start) ?? []];
  for (let dir = queue.shift(); dir !== void 0; dir = queue.shift()) {
    if (seen.has(dir)) continue;
    seen.add(dir);
    queue.push(...links.get(dir) ?? []);
  }
  seen.delete(start);
  return [...seen].sort();
}
function npmLockFile(discovery, dir) {
  for (const ancestor of ancestorsOf(dir)) {
    const names = discovery.tree.get(ancestor) ?? [];
    const lock = NPM_LOCK_FILES.find((name) => names.includes(name));
    if (lock !== void 0) return joinDir(ancestor, lock);
  }
  return void 0;
}
function ownChanges(stack, files) {
  if (stack.stackFile === void 0) return [...files];
  return files.filter((file) => {
    const other = dirOf(file) === stack.dir ? pulumiStackName(path9.posix.basename(file)) : void 0;
    return other === void 0 || other === stack.stack;
  });
}
function reasonsFor(stack, discovery, owned, paths) {
  const reasons = [];
  const own = ownChanges(stack, owned.get(stack.dir) ?? []);
  if (own.length > 0) reasons.push(`changed: ${listFiles(own)}`);
  const links = stack.engine === "pulumi" ? discovery.packageLinks : discovery.moduleCalls;
  const kind = stack.engine === "pulumi" ? "local package" : "module";
  for (const dir of closureOf(stack.dir, links)) {
    const files = owned.get(dir);
    if (files !== void 0 && dir !== stack.dir)
      reasons.push(`${kind} ${dir} changed: ${listFiles(files)}`);
  }
  for (const varFile of stack.varFiles) {
    if (paths.has(varFile) && !own.includes(varFile)) reasons.push(`var file ${varFile} changed`);
  }
  if (stack.engine === "pulumi") {
    const lock = npmLockFile(discovery, stack.dir);
    if (lock !== void 0 && paths.has(lock) && !own.includes(lock))
      reasons.push(`lock file ${lock} changed`);
  }
  return reasons;
}
function addDependents(selected, edges) {
  const dependents = /* @__PURE__ */ new Map();
  for (const [id, targets] of edges) {
    for (const target of targets) addTo(dependents, target, id);
  }
  const all = new Set(selected);
  const queue = [...selected];
  for (let id = queue.shift(); id !== void 0; id = queue.shift()) {
    for (const dependent of dependents.get(id) ?? []) {
      if (all.has(dependent)) continue;
      all.add(dependent);
      queue.push(dependent);
    }
  }
  return all;
}

// src/stacks/stacks-text.ts
function describeStack(stack) {
  const lines = [`  ${stack.id}  (${stack.engine}, --stack ${stack.stack})`];
  for (const reason of stack.reasons) lines.push(`      ${reason}`);
  return lines;
}
function formatStacks(report, args) {
  const live = report.stacks.filter((stack) => !stack.deleted);
  const deleted = report.stacks.filter((stack) => stack.deleted);
  const lines = [];
  if (report.base !== null) {
    lines.push(
      `${live.length} stack${live.length === 1 ? "" : "s"} touched by the changes from ${report.base.slice(0, 12)} (merge-base of ${args.base ?? ""} and HEAD) to ${report.head?.slice(0, 12) ?? "HEAD"} and the working tree`
    );
  } else lines.push(`${live.length} stack${live.length === 1 ? "" : "s"}`);
  const waves = [...new Set(live.map((stack) => stack.wave ?? 0))];
  for (const wave of waves) {
    lines.push(`wave ${wave}`);
    for (const stack of live.filter((s) => s.wave === wave)) lines.push(...describeStack(stack));
  }
  if (deleted.length > 0) {
    lines.push("deleted (reported, never planned)");
    for (const stack of deleted) lines.push(...describeStack(stack));
  }
  lines.push(...describeSharedStates(report).map((line) => `\u2716 ${line}`));
  return `${lines.join("\n")}
`;
}
function hasSharedState(report) {
  return report.stacks.some((stack) => stack.sharesStateWith !== void 0);
}
function sharedStateError(report) {
  const lines = describeSharedStates(report);
  return lines.length === 0 ? void 0 : new StackgateError(lines.join(" "), EXIT.usage);
}
function describeSharedStates(report) {
  const lines = [];
  const seen = /* @__PURE__ */ new Set();
  for (const stack of report.stacks) {
    if (stack.sharesStateWith === void 0 || seen.has(stack.id)) continue;
    const ids = [stack.id, ...stack.sharesStateWith];
    for (const id of ids) seen.add(id);
    lines.push(
      `stacks ${ids.map((id) => `"${id}"`).join(" and ")} use the same state (${stack.sharedState ?? "unknown"}): one stack is one state: give each its own key/workspace (the backend block's key, or backend-config/workspace in each stack's job).`
    );
  }
  return lines;
}

// src/stacks/command.ts
function resolveRoot(cwd, given) {
  const root = path10.resolve(cwd, given);
  let isDirectory;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    isDirectory = false;
  }
  if (!isDirectory) {
    throw usageError(
      `stacks -C: "${given}" is no directory (resolved to ${root}). Pass the repository's directory.`
    );
  }
  return root;
}
function selectAll(discovery) {
  return new Map(discovery.stacks.map((stack) => [stack.id, []]));
}
async function selectChanged(discovery, edges, base, env) {
  const changes = await listChanges(discovery.root, base, env);
  const paths = changedPaths(changes);
  const owned = assignToUnits(discovery, paths);
  const reasons = /* @__PURE__ */ new Map();
  for (const stack of discovery.stacks) {
    const why = reasonsFor(stack, discovery, owned, paths);
    if (why.length > 0) reasons.set(stack.id, why);
  }
  const selected = addDependents(new Set(reasons.keys()), edges);
  for (const id of [...selected].sort(compareIds)) {
    const upstream = (edges.get(id) ?? []).filter((dep) => selected.has(dep));
    const why = reasons.get(id) ?? [];
    reasons.set(id, [...why, ...upstream.map((dep) => `depends on ${dep}`)]);
  }
  const deleted = await findDeletedStacks(discovery, changes, base, env);
  for (const stack of deleted) {
    if (stack.renamedTo === void 0) continue;
    const why = reasons.get(stack.renamedTo) ?? [];
    reasons.set(stack.renamedTo, [`renamed from ${stack.id}`, ...why]);
  }
  return {
    reasons,
    deleted: deleted.map((stack) => ({
      id: stack.id,
      dir: stack.dir,
      engine: stack.engine,
      stack: stack.stack,
      dependsOn: [],
      wave: null,
      reasons: [stack.renamedTo === void 0 ? "deleted" : `renamed to ${stack.renamedTo}`],
      deleted: true
    }))
  };
}
function sharingOf(shared) {
  return shared === void 0 ? {} : { sharesStateWith: shared.with, sharedState: shared.label };
}
async function buildReport(args, root, env) {
  const discovery = await discoverStacks(root);
  const edges = resolveDependencies(discovery.stacks);
  assertNoCycle(edges);
  const head = await readHead(root, env);
  const base = args.changed ? await findMergeBase(root, args.base ?? "", env) : null;
  const { reasons, deleted } = base === null ? { reasons: selectAll(discovery), deleted: [] } : await selectChanged(discovery, edges, base, env);
  const waves = computeWaves(new Set(reasons.keys()), edges);
  const shared = findSharedStates(discovery.stacks);
  const stacks = discovery.stacks.filter((stack) => reasons.has(stack.id)).map((stack) => ({
    id: stack.id,
    dir: stack.dir,
    engine: stack.engine,
    stack: stack.stack,
    dependsOn: edges.get(stack.id) ?? [],
    wave: waves.get(stack.id) ?? 0,
    reasons: reasons.get(stack.id) ?? [],
    deleted: false,
    ...sharingOf(shared.get(stack.id))
  })).sort((a, b) => (a.wave ?? 0) - (b.wave ?? 0) || compareIds(a.id, b.id));
  return { base, head, stacks: [...stacks, ...deleted.sort((a, b) => compareIds(a.id, b.id))] };
}
async function runStacks(io) {
  const args = readStacksArgs(io.argv);
  if (args.help) {
    io.stdout.write(STACKS_HELP);
    return EXIT.ok;
  }
  const root = resolveRoot(io.cwd, args.root);
  const full = await buildReport(args, root, io.env);
  const report = args.shard === void 0 ? full : shardReport(full, args.shard);
  io.stdout.write(args.json ? `${JSON.stringify(report)}
` : formatStacks(report, args));
  return hasSharedState(full) ? EXIT.usage : EXIT.ok;
}

export {
  formatStacks,
  sharedStateError,
  buildReport,
  runStacks
};
