/**
 * Bitbucket Cloud's published OpenAPI description (swagger.v3.json from Atlassian's developer
 * site) as a checker for the Bitbucket API stand-in. The description reaches npm only as the
 * TypeScript that `openapi-typescript` generated from it, in `@coderabbitai/bitbucket`
 * (`dist/cloud/openapi/openapi-typescript.d.ts`: `paths` and `components["schemas"]`), so this
 * module parses that file with the TypeScript compiler's parser and validates JSON values
 * against its type nodes at run time: the responses the stand-in serves and the request
 * bodies the product sends.
 *
 * The type forms the generator emits are all handled, and an unknown form throws (it never
 * passes silently): type literals (required / optional properties, index signatures),
 * intersections, unions, `Omit<T, "k">`, `Readonly<T>`, `Record<K, V>`, arrays, literals,
 * `string` / `number` / `boolean` / `unknown` / `never` / `null`, and `components["schemas"][…]`.
 * Bitbucket's polymorphic objects (`discriminator: type`) come out of the generator as
 * `{ type: "pipeline_step_state" } & …`; a value whose `type` names a schema derived from the
 * declared one (e.g. `pipeline_step_state_completed`, or `user` where `account` is declared)
 * is checked against that derived schema, as the description's discriminator says.
 * Properties the description does not name are allowed, as OpenAPI allows them by default (the
 * generator writes no index signature for an unspecified `additionalProperties`, so `false`
 * cannot be told apart). Formats and patterns are not checked (kept only as comments).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";

export interface BitbucketSchemaChecker {
  /** The description's path template for a method + API path (`/2.0/...`), or null. */
  operation(method: string, urlPath: string): string | null;
  /** Problems of a response body for the operation and status ([] when it conforms). */
  checkResponse(method: string, urlPath: string, status: number, body: unknown): string[];
  /** Problems of a JSON request body ([] when it conforms or the operation takes none). */
  checkRequest(method: string, urlPath: string, body: unknown): string[];
  /** Problems of a value against `components["schemas"][name]`. */
  checkSchema(name: string, value: unknown): string[];
}

interface Operation {
  template: string;
  regex: RegExp;
  literals: number;
  method: string;
  node: ts.TypeLiteralNode;
}

interface Scope {
  /** Properties removed by an enclosing Omit<…>. */
  omit: ReadonlySet<string>;
}

const NO_OMIT: Scope = { omit: new Set() };

let cached: BitbucketSchemaChecker | null = null;

export function bitbucketSchema(): BitbucketSchemaChecker {
  cached ??= createChecker(loadDescription());
  return cached;
}

function loadDescription(): ts.SourceFile {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@coderabbitai/bitbucket/cloud/openapi");
  const file = path.join(path.dirname(entry), "openapi-typescript.d.ts");
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
}

function nameOf(name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
    return name.text;
  }
  throw new Error(`bitbucket schema: unsupported property name ${ts.SyntaxKind[name.kind]}`);
}

function members(node: ts.TypeNode | undefined): Map<string, ts.PropertySignature> {
  const map = new Map<string, ts.PropertySignature>();
  if (!node || !ts.isTypeLiteralNode(node)) return map;
  for (const m of node.members) {
    if (ts.isPropertySignature(m)) map.set(nameOf(m.name), m);
  }
  return map;
}

function topLevel(source: ts.SourceFile, name: string): ts.TypeLiteralNode {
  for (const s of source.statements) {
    if (ts.isInterfaceDeclaration(s) && s.name.text === name) {
      return ts.factory.createTypeLiteralNode(s.members);
    }
  }
  throw new Error(`bitbucket schema: no "${name}" in the generated description`);
}

function literalString(node: ts.TypeNode | undefined): string | null {
  return node && ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)
    ? node.literal.text
    : null;
}

/** `components["schemas"]["name"]` → "name". */
function schemaRef(node: ts.TypeNode): string | null {
  if (!ts.isIndexedAccessTypeNode(node)) return null;
  const name = literalString(node.indexType);
  const inner = node.objectType;
  if (name === null || !ts.isIndexedAccessTypeNode(inner)) return null;
  if (literalString(inner.indexType) !== "schemas") return null;
  const root = inner.objectType;
  return ts.isTypeReferenceNode(root) &&
    ts.isIdentifier(root.typeName) &&
    root.typeName.text === "components"
    ? name
    : null;
}

function createChecker(source: ts.SourceFile): BitbucketSchemaChecker {
  const schemaNodes = members(members(topLevel(source, "components")).get("schemas")?.type);
  const schema = (name: string): ts.TypeNode => {
    const node = schemaNodes.get(name)?.type;
    if (!node) throw new Error(`bitbucket schema: no components["schemas"]["${name}"]`);
    return node;
  };

  // Derived schemas: `{ type: "child" } & (Omit<components["schemas"]["parent"], "type"> & …)`.
  const parentOf = new Map<string, string>();
  for (const [name, prop] of schemaNodes) {
    const found =
      /^\{\s*readonly type: "[^"]+";\s*\} & \(Omit<components\["schemas"\]\["([^"]+)"\]/.exec(
        prop.type?.getText(source) ?? "",
      );
    if (found?.[1]) parentOf.set(name, found[1]);
  }
  const derives = (child: string, ancestor: string): boolean => {
    for (let at = parentOf.get(child); at !== undefined; at = parentOf.get(at)) {
      if (at === ancestor) return true;
    }
    return false;
  };

  // `get: operations["getPipelineForRepository"]` or an inline type literal.
  const operationNodes = members(topLevel(source, "operations"));
  const operationOf = (node: ts.TypeNode | undefined): ts.TypeLiteralNode | null => {
    if (node && ts.isTypeLiteralNode(node)) return node;
    if (!node || !ts.isIndexedAccessTypeNode(node)) return null;
    const root = node.objectType;
    const name = literalString(node.indexType);
    if (!ts.isTypeReferenceNode(root) || !ts.isIdentifier(root.typeName)) return null;
    if (root.typeName.text !== "operations" || name === null) return null;
    const found = operationNodes.get(name)?.type;
    if (!found || !ts.isTypeLiteralNode(found)) {
      throw new Error(`bitbucket schema: no operations["${name}"]`);
    }
    return found;
  };
  /** The schema a value is checked against: a derived one when its `type` names one. */
  const schemaFor = (ref: string, value: unknown, scope: Scope): string => {
    const declared = isObject(value) ? value.type : undefined;
    // Inside Omit<…, "type"> the value's type names the derived schema being checked.
    const derived =
      typeof declared === "string" && !scope.omit.has("type") && derives(declared, ref);
    return derived ? declared : ref;
  };

  const operations: Operation[] = [];
  for (const [template, item] of members(topLevel(source, "paths"))) {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    const literals = template.split("/").filter((s) => s !== "" && !s.startsWith("{")).length;
    for (const [method, prop] of members(item.type)) {
      const op = method === "parameters" ? null : operationOf(prop.type);
      if (!op) continue;
      operations.push({
        template,
        regex: new RegExp(`^${pattern}$`),
        literals,
        method: method.toUpperCase(),
        node: op,
      });
    }
  }
  const find = (method: string, urlPath: string): Operation | null => {
    const apiPath = urlPath.replace(/^\/2\.0(?=\/)/, "");
    const matches = operations.filter((o) => o.method === method && o.regex.test(apiPath));
    matches.sort((a, b) => b.literals - a.literals);
    return matches[0] ?? null;
  };
  const jsonBody = (holder: ts.TypeNode | undefined): ts.TypeNode | null =>
    members(members(holder).get("content")?.type).get("application/json")?.type ?? null;

  const validate = (
    node: ts.TypeNode,
    value: unknown,
    at: string,
    errors: string[],
    scope: Scope,
  ): void => {
    if (ts.isParenthesizedTypeNode(node)) return validate(node.type, value, at, errors, scope);
    if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) {
      return validate(node.type, value, at, errors, scope);
    }
    const ref = schemaRef(node);
    if (ref !== null) {
      return validate(schema(schemaFor(ref, value, scope)), value, at, errors, scope);
    }
    if (ts.isIntersectionTypeNode(node)) {
      for (const part of node.types) validate(part, value, at, errors, scope);
      return;
    }
    if (ts.isUnionTypeNode(node)) {
      const results = node.types.map((t) => {
        const e: string[] = [];
        validate(t, value, at, e, scope);
        return e;
      });
      if (!results.some((r) => r.length === 0)) {
        errors.push(
          `${at}: matches none of ${node.getText(source)} (${results.map((r) => r[0]).join(" | ")})`,
        );
      }
      return;
    }
    if (ts.isLiteralTypeNode(node)) {
      const lit = node.literal;
      const expected =
        lit.kind === ts.SyntaxKind.NullKeyword
          ? null
          : lit.kind === ts.SyntaxKind.TrueKeyword
            ? true
            : lit.kind === ts.SyntaxKind.FalseKeyword
              ? false
              : ts.isStringLiteral(lit)
                ? lit.text
                : ts.isNumericLiteral(lit)
                  ? Number(lit.text)
                  : undefined;
      if (expected === undefined)
        throw new Error(`bitbucket schema: unsupported literal ${lit.getText(source)}`);
      if (value !== expected)
        errors.push(`${at}: expected ${JSON.stringify(expected)}, got ${show(value)}`);
      return;
    }
    if (ts.isArrayTypeNode(node)) {
      if (!Array.isArray(value))
        return void errors.push(`${at}: expected an array, got ${show(value)}`);
      value.forEach((item, i) => validate(node.elementType, item, `${at}[${i}]`, errors, NO_OMIT));
      return;
    }
    if (ts.isTypeLiteralNode(node)) return validateObject(node, value, at, errors, scope);
    if (ts.isTypeReferenceNode(node)) return validateGeneric(node, value, at, errors, scope);
    validateKeyword(node, value, at, errors);
  };

  const validateObject = (
    node: ts.TypeLiteralNode,
    value: unknown,
    at: string,
    errors: string[],
    scope: Scope,
  ): void => {
    if (!isObject(value)) return void errors.push(`${at}: expected an object, got ${show(value)}`);
    for (const m of node.members) {
      if (ts.isIndexSignatureDeclaration(m)) {
        for (const [key, v] of Object.entries(value)) {
          if (!members(node).has(key) && !scope.omit.has(key))
            validate(m.type, v, `${at}.${key}`, errors, NO_OMIT);
        }
        continue;
      }
      if (!ts.isPropertySignature(m) || !m.type) {
        throw new Error(`bitbucket schema: unsupported member ${m.getText(source)}`);
      }
      const key = nameOf(m.name);
      if (scope.omit.has(key)) continue;
      if (!(key in value)) {
        if (!m.questionToken) errors.push(`${at}: missing required property "${key}"`);
        continue;
      }
      validate(m.type, value[key], `${at}.${key}`, errors, NO_OMIT);
    }
  };

  const validateGeneric = (
    node: ts.TypeReferenceNode,
    value: unknown,
    at: string,
    errors: string[],
    scope: Scope,
  ): void => {
    const name = node.typeName.getText(source);
    const args = node.typeArguments ?? [];
    const [first, second] = args;
    if (name === "Readonly" && first) return validate(first, value, at, errors, scope);
    if (name === "Omit" && first && second) {
      const omitted = new Set([...scope.omit, ...stringLiterals(second)]);
      return validate(first, value, at, errors, { omit: omitted });
    }
    if (name === "Record" && first && second) {
      if (!isObject(value))
        return void errors.push(`${at}: expected an object, got ${show(value)}`);
      for (const [key, v] of Object.entries(value)) {
        if (!scope.omit.has(key)) validate(second, v, `${at}.${key}`, errors, NO_OMIT);
      }
      return;
    }
    throw new Error(`bitbucket schema: unsupported type ${node.getText(source)}`);
  };

  const validateKeyword = (
    node: ts.TypeNode,
    value: unknown,
    at: string,
    errors: string[],
  ): void => {
    const want: Partial<Record<ts.SyntaxKind, [string, (v: unknown) => boolean]>> = {
      [ts.SyntaxKind.StringKeyword]: ["a string", (v) => typeof v === "string"],
      [ts.SyntaxKind.NumberKeyword]: ["a number", (v) => typeof v === "number"],
      [ts.SyntaxKind.BooleanKeyword]: ["a boolean", (v) => typeof v === "boolean"],
      [ts.SyntaxKind.UnknownKeyword]: ["anything", () => true],
      [ts.SyntaxKind.NeverKeyword]: ["nothing", () => false],
    };
    const rule = want[node.kind];
    if (!rule) throw new Error(`bitbucket schema: unsupported type ${node.getText(source)}`);
    if (!rule[1](value)) errors.push(`${at}: expected ${rule[0]}, got ${show(value)}`);
  };

  const check = (node: ts.TypeNode, value: unknown, at: string): string[] => {
    const errors: string[] = [];
    validate(node, value, at, errors, NO_OMIT);
    return errors.slice(0, 20);
  };

  return {
    operation: (method, urlPath) => find(method, urlPath)?.template ?? null,
    checkResponse(method, urlPath, status, body) {
      const op = find(method, urlPath);
      if (!op)
        return [`${method} ${urlPath}: no such operation in Bitbucket's OpenAPI description`];
      const responses = members(members(op.node).get("responses")?.type);
      const response = responses.get(String(status));
      if (!response) {
        // Bitbucket answers errors (401, 400) that the description leaves out.
        if (status >= 400) return [];
        return [
          `${method} ${op.template}: status ${status} is not documented (documented: ${[...responses.keys()].join(", ")})`,
        ];
      }
      const node = jsonBody(response.type);
      return node ? check(node, body, `${method} ${op.template} ${status} response`) : [];
    },
    checkRequest(method, urlPath, body) {
      const op = find(method, urlPath);
      if (!op)
        return [`${method} ${urlPath}: no such operation in Bitbucket's OpenAPI description`];
      const node = jsonBody(members(op.node).get("requestBody")?.type);
      return node ? check(node, body, `${method} ${op.template} request`) : [];
    },
    checkSchema: (name, value) => check(schema(schemaFor(name, value, NO_OMIT)), value, name),
  };
}

function stringLiterals(node: ts.TypeNode): string[] {
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(stringLiterals);
  const text = literalString(node);
  if (text === null)
    throw new Error("bitbucket schema: Omit<…> with a key that is not a string literal");
  return [text];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return (JSON.stringify(value) ?? String(value)).slice(0, 60);
}
