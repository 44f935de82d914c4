#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  readConfigFile
} from "./chunk-KBHN5ROE.js";
import {
  DEFAULT_PG_SCHEMA,
  pgLocation,
  withoutCredentials
} from "./chunk-2IDWVCMR.js";
import {
  EXIT,
  StackgateError,
  messageOf
} from "./chunk-YKQQDZE5.js";

// src/stacks/state-identity.ts
import path from "node:path";
var DEFAULT_WORKSPACE = "default";
var UNPARSABLE_PG = "unparsable connection string";
function get(settings, name) {
  const value = settings[name];
  return value === void 0 || value === "" ? void 0 : value;
}
function allOf(settings, names) {
  const values = names.map((name) => get(settings, name));
  return values.every((value) => value !== void 0) ? values : void 0;
}
function localFile(settings, source) {
  const file = source.workspace === DEFAULT_WORKSPACE ? get(settings, "path") ?? "terraform.tfstate" : path.posix.join(
    get(settings, "workspace_dir") ?? "terraform.tfstate.d",
    source.workspace,
    "terraform.tfstate"
  );
  return path.posix.isAbsolute(file) ? path.posix.normalize(file) : path.posix.join(source.dir, file);
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
      return { parts: [["address", address]], shown: { address: withoutCredentials(address) } };
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
      return { parts, shown: { address: withoutCredentials(address) } };
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
import path2 from "node:path";
function joinDir(dir, name) {
  return dir === "." ? name : `${dir}/${name}`;
}
function dirOf(file) {
  return path2.posix.dirname(file);
}
function resolveFrom(dir, relative) {
  const joined = path2.posix.normalize(path2.posix.join(dir, relative.replace(/\\/g, "/")));
  const trimmed = joined.replace(/\/+$/, "") || ".";
  if (trimmed === ".." || trimmed.startsWith("../") || path2.posix.isAbsolute(trimmed)) {
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
import path3 from "node:path";
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
  const text = await readFile2(path3.join(root, file), "utf8");
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
import path4 from "node:path";
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
    const dir = path4.posix.isAbsolute(item) ? void 0 : resolveFrom(".", item);
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
    document = yaml.parse(readFileSync(path4.join(root, ROOT_CONFIG_FILE), "utf8"));
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
import path5 from "node:path";
var CONFIG_FILE = "stackgate.yml";
var listOf = (raw) => Array.isArray(raw?.value) ? [...raw.value] : [];
var textOf = (raw) => typeof raw?.value === "string" ? raw.value : void 0;
function normaliseDependency(file, item) {
  const dir = path5.posix.isAbsolute(item) ? void 0 : resolveFrom(".", item);
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
  const file = path5.join(root, relative);
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

export {
  isTerraformFile,
  parseTerraformFile,
  joinDir,
  dirOf,
  ancestorsOf,
  findSharedStates,
  addTo,
  localModuleDirs,
  PULUMI_PROJECT_FILES,
  pulumiStackName,
  discoverStacks,
  compareIds
};
