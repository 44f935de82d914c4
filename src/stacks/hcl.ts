/**
 * What discovery needs from a Terraform/OpenTofu file: does it declare a `backend` or `cloud`
 * block (and the backend's type and literal string settings: where its state is), and which
 * modules does it call (their `source` strings). HCL files (`.tf`, `.tofu`)
 * are parsed with tree-sitter's HCL grammar (WebAssembly, loaded on first use: only `stacks`
 * pays for it); JSON files (`.tf.json`, `.tofu.json`) with JSON.parse, read the way
 * Terraform's JSON syntax reads (a block is an object or a list of objects).
 * The choice of parser was measured: docs/BENCHMARKS.md, "stacks".
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

import { EXIT, StackgateError, messageOf } from "../errors.js";
import type { Node as SyntaxNode, Parser } from "web-tree-sitter";

export interface TerraformFileFacts {
  /** A `terraform { backend "…" {} }` or `terraform { cloud {} }` block. */
  declaresBackend: boolean;
  /** The literal `source` of every `module` block (interpolated sources are none). */
  moduleSources: string[];
  /** The `backend "TYPE" {}` block: its type and its literal string settings only. */
  backend?: BackendBlock;
}

export interface BackendBlock {
  type: string;
  /** `name = "literal"` settings; anything else (numbers, lists, blocks) is left out. */
  attributes: Record<string, string>;
}

/**
 * Where the WebAssembly files are: beside the bundle's chunk (scripts/build.mjs copies them to
 * dist/chunks/), else (running from source) in node_modules.
 */
const WASM_FILES = {
  runtime: { file: "web-tree-sitter.wasm", module: "web-tree-sitter/web-tree-sitter.wasm" },
  grammar: {
    file: "tree-sitter-hcl.wasm",
    module: "@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-hcl.wasm",
  },
} as const;

async function readWasm(which: keyof typeof WASM_FILES): Promise<Uint8Array> {
  const { file, module } = WASM_FILES[which];
  try {
    return await readFile(new URL(`./${file}`, import.meta.url));
  } catch {
    // Running from source (tests of src/): the package's own copy.
    return await readFile(createRequire(import.meta.url).resolve(module));
  }
}

let parserPromise: Promise<Parser> | undefined;

/** The HCL parser, created once. */
function loadParser(): Promise<Parser> {
  parserPromise ??= (async () => {
    const { Parser, Language } = await import("web-tree-sitter");
    await Parser.init({ wasmBinary: await readWasm("runtime") });
    const parser = new Parser();
    parser.setLanguage(await Language.load(await readWasm("grammar")));
    return parser;
  })();
  return parserPromise;
}

function invalidFile(file: string, where: string, reason: string, cause?: unknown): StackgateError {
  return new StackgateError(
    `${file}${where}: ${reason}. Terraform would refuse this file too: fix it, or move it out of the stacks root.`,
    EXIT.usage,
    cause === undefined ? undefined : { cause },
  );
}

/** The first syntax error's position, 1-based as editors show it. */
function errorPosition(node: SyntaxNode): string {
  if (node.isError || node.isMissing) {
    return `:${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
  }
  for (const child of node.children) {
    if (child.hasError || child.isMissing) return errorPosition(child);
  }
  return "";
}

/** An HCL string literal's value: escapes decoded (HCL's are JSON's plus \U and $${ / %%{). */
export function decodeHclString(raw: string): string {
  let out = "";
  for (let i = 0; i < raw.length; i += 1) {
    const c = raw[i] ?? "";
    const next = raw[i + 1] ?? "";
    if (c === "\\") {
      const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", '"': '"', "\\": "\\" };
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

/** A `string_lit` node's value, or undefined when it interpolates (`${…}`, `%{…}`). */
function stringValue(node: SyntaxNode | null | undefined): string | undefined {
  if (node?.type !== "string_lit") return undefined;
  const parts = node.namedChildren.filter((part) => part.type !== "quoted_template_start");
  const literal = parts.filter((part) => part.type !== "quoted_template_end");
  if (literal.some((part) => part.type !== "template_literal")) return undefined;
  return decodeHclString(literal.map((part) => part.text).join(""));
}

/** `name "label" … { body }` → its name, first label and body. */
function readBlock(node: SyntaxNode): {
  name: string;
  label: string | undefined;
  body: SyntaxNode | undefined;
} {
  const name = node.namedChildren.find((child) => child.type === "identifier")?.text ?? "";
  const label = stringValue(node.namedChildren.find((child) => child.type === "string_lit"));
  return { name, label, body: node.namedChildren.find((child) => child.type === "body") };
}

function blocksOf(body: SyntaxNode | undefined): SyntaxNode[] {
  return body === undefined ? [] : body.namedChildren.filter((child) => child.type === "block");
}

/** Every `name = "literal"` of a body (other values are left out). */
function literalAttributes(body: SyntaxNode | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of body?.namedChildren ?? []) {
    if (attribute.type !== "attribute") continue;
    const name = attribute.namedChildren[0]?.text;
    const literal = attribute.namedChildren[1]?.firstNamedChild;
    const value = stringValue(literal?.type === "literal_value" ? literal.firstNamedChild : null);
    if (name !== undefined && value !== undefined) attributes[name] = value;
  }
  return attributes;
}

/** The value of `name = "literal"` in a body; undefined when absent or not a plain literal. */
function literalAttribute(body: SyntaxNode | undefined, name: string): string | undefined {
  return literalAttributes(body)[name];
}

/** The first `backend "TYPE" {}` among a `terraform` block's blocks. */
function readBackendBlock(blocks: readonly SyntaxNode[]): BackendBlock | undefined {
  for (const block of blocks) {
    const { name, label, body } = readBlock(block);
    if (name === "backend" && label !== undefined) {
      return { type: label, attributes: literalAttributes(body) };
    }
  }
  return undefined;
}

export async function parseHclFile(file: string, text: string): Promise<TerraformFileFacts> {
  const parser = await loadParser();
  const tree = parser.parse(text);
  if (tree === null) throw invalidFile(file, "", "the HCL parser returned nothing");
  try {
    const root = tree.rootNode;
    if (root.hasError) throw invalidFile(file, errorPosition(root), "not valid HCL");
    const body = root.namedChildren.find((child) => child.type === "body");
    const facts: TerraformFileFacts = { declaresBackend: false, moduleSources: [] };
    for (const block of blocksOf(body)) {
      const { name, body: inner } = readBlock(block);
      if (name === "terraform") {
        const blocks = blocksOf(inner);
        facts.declaresBackend ||= blocks.some((child) =>
          ["backend", "cloud"].includes(readBlock(child).name),
        );
        facts.backend ??= readBackendBlock(blocks);
      } else if (name === "module") {
        const source = literalAttribute(inner, "source");
        if (source !== undefined) facts.moduleSources.push(source);
      }
    }
    return facts;
  } finally {
    tree.delete();
  }
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `"backend": {"TYPE": {settings}}` (or a list of such objects): string settings only. */
function readJsonBackend(value: unknown): BackendBlock | undefined {
  for (const backends of asList(value).filter(isObject)) {
    for (const [type, body] of Object.entries(backends)) {
      const attributes: Record<string, string> = {};
      for (const settings of asList(body).filter(isObject)) {
        for (const [name, setting] of Object.entries(settings)) {
          if (typeof setting === "string") attributes[name] = setting;
        }
      }
      return { type, attributes };
    }
  }
  return undefined;
}

/** Terraform's JSON syntax: `{"terraform": {"backend": …}, "module": {"name": {"source": …}}}`. */
export function parseJsonFile(file: string, text: string): TerraformFileFacts {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw invalidFile(file, "", `not valid JSON (${messageOf(error)})`, error);
  }
  const facts: TerraformFileFacts = { declaresBackend: false, moduleSources: [] };
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

/** `.tf`, `.tofu` (HCL) and `.tf.json`, `.tofu.json` (JSON): Terraform's and OpenTofu's files. */
export function isTerraformFile(name: string): boolean {
  return TERRAFORM_EXTENSIONS.some((extension) => name.endsWith(extension));
}

const TERRAFORM_EXTENSIONS = [".tf", ".tofu", ".tf.json", ".tofu.json"] as const;

/**
 * A block is named by its type in the text: a file that spells neither `terraform` nor `module`
 * declares neither (its other blocks say nothing discovery needs), so it is not parsed at all.
 */
function mayDeclareAnything(text: string): boolean {
  return text.includes("terraform") || text.includes("module");
}

const NOTHING: TerraformFileFacts = Object.freeze({ declaresBackend: false, moduleSources: [] });

export function parseTerraformFile(file: string, text: string): Promise<TerraformFileFacts> {
  if (!mayDeclareAnything(text)) return Promise.resolve({ ...NOTHING, moduleSources: [] });
  return file.endsWith(".json")
    ? Promise.resolve(parseJsonFile(file, text))
    : parseHclFile(file, text);
}
