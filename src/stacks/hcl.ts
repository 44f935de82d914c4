/**
 * What discovery needs from a Terraform/OpenTofu file: does it declare a `backend` or `cloud`
 * block, and which modules does it call (their `source` strings). HCL files (`.tf`, `.tofu`)
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

/** `name "label" … { body }` → its name, labels and body. */
function readBlock(node: SyntaxNode): { name: string; body: SyntaxNode | undefined } {
  const name = node.namedChildren.find((child) => child.type === "identifier")?.text ?? "";
  return { name, body: node.namedChildren.find((child) => child.type === "body") };
}

function blocksOf(body: SyntaxNode | undefined): SyntaxNode[] {
  return body === undefined ? [] : body.namedChildren.filter((child) => child.type === "block");
}

/** The value of `name = "literal"` in a body; undefined when absent or not a plain literal. */
function literalAttribute(body: SyntaxNode | undefined, name: string): string | undefined {
  for (const attribute of body?.namedChildren ?? []) {
    if (attribute.type !== "attribute") continue;
    if (attribute.namedChildren[0]?.text !== name) continue;
    const literal = attribute.namedChildren[1]?.firstNamedChild;
    const string = literal?.type === "literal_value" ? literal.firstNamedChild : null;
    if (string?.type !== "string_lit") return undefined;
    const parts = string.namedChildren.filter((part) => part.type === "template_literal");
    return decodeHclString(parts.map((part) => part.text).join(""));
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
        facts.declaresBackend ||= blocksOf(inner).some((child) =>
          ["backend", "cloud"].includes(readBlock(child).name),
        );
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
