/**
 * GitHub's published OpenAPI description (`@octokit/openapi`, api.github.com, OpenAPI 3.0.3)
 * as a checker for the GitHub API stand-in: the requests it receives and the responses it
 * serves are validated against the operation's schemas, and its response bodies start from
 * the description's own examples (`components.examples`).
 *
 * The validator covers the keywords the description uses for shapes: $ref, type, nullable,
 * required, properties, additionalProperties, items, enum, oneOf/anyOf/allOf. Formats,
 * lengths and patterns are not checked.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type Schema = Record<string, unknown>;

interface Operation {
  template: string;
  regex: RegExp;
  literals: number;
  method: string;
  op: Schema;
}

export interface OpenApiChecker {
  /** The operation for a method + path, e.g. `GET /repos/o/r/pulls/1` → its template. */
  operation(method: string, urlPath: string): string | null;
  /** Problems of a response body for the operation and status ([] when it conforms). */
  checkResponse(method: string, urlPath: string, status: number, body: unknown): string[];
  /** Problems of a JSON request body ([] when it conforms or the operation takes none). */
  checkRequest(method: string, urlPath: string, body: unknown): string[];
  /** Names of the query parameters the operation declares (its own and its path item's). */
  queryParameters(method: string, urlPath: string): string[];
  /** A deep copy of `components.examples[name].value`. */
  example(name: string): Record<string, unknown>;
}

let cached: OpenApiChecker | null = null;

function loadSpec(): Schema {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve("@octokit/openapi/package.json");
  const file = path.join(path.dirname(pkg), "generated", "api.github.com.json");
  return JSON.parse(readFileSync(file, "utf8")) as Schema;
}

export function openApi(): OpenApiChecker {
  cached ??= createChecker(loadSpec());
  return cached;
}

function createChecker(spec: Schema): OpenApiChecker {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(spec.paths as Record<string, Schema>)) {
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    const literals = template.split("/").filter((s) => s !== "" && !s.startsWith("{")).length;
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== "object" || op === null || method === "parameters") continue;
      operations.push({
        template,
        regex: new RegExp(`^${pattern}$`),
        literals,
        method: method.toUpperCase(),
        op: op as Schema,
      });
    }
  }

  const find = (method: string, urlPath: string): Operation | null => {
    const matches = operations.filter((o) => o.method === method && o.regex.test(urlPath));
    matches.sort((a, b) => b.literals - a.literals);
    return matches[0] ?? null;
  };

  const resolve = (schema: Schema): Schema => {
    let current = schema;
    for (let i = 0; i < 20 && typeof current.$ref === "string"; i += 1) {
      const ref = current.$ref;
      let target: unknown = spec;
      for (const part of ref.replace(/^#\//, "").split("/")) {
        target = (target as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
      }
      current = target as Schema;
    }
    return current;
  };

  const validate = (raw: Schema, value: unknown, at: string, errors: string[], depth: number) => {
    if (depth > 60) return;
    const schema = resolve(raw);
    const sub = (s: Schema, v: unknown): string[] => {
      const e: string[] = [];
      validate(s, v, at, e, depth + 1);
      return e;
    };
    if (Array.isArray(schema.allOf)) {
      for (const s of schema.allOf as Schema[]) validate(s, value, at, errors, depth + 1);
    }
    for (const key of ["oneOf", "anyOf"] as const) {
      const options = schema[key];
      if (!Array.isArray(options)) continue;
      if (value === null && schema.nullable === true) continue;
      const results = (options as Schema[]).map((s) => sub(s, value));
      if (!results.some((r) => r.length === 0)) {
        errors.push(`${at}: matches none of ${key} (${results.map((r) => r[0]).join(" | ")})`);
      }
    }
    if (value === null) {
      const allowsNull =
        schema.nullable === true ||
        (schema.type === undefined &&
          schema.oneOf === undefined &&
          schema.anyOf === undefined &&
          schema.allOf === undefined) ||
        (Array.isArray(schema.enum) && (schema.enum as unknown[]).includes(null));
      if (!allowsNull) errors.push(`${at}: null is not allowed`);
      return;
    }
    if (value === undefined) return;
    const type = schema.type;
    if (typeof type === "string" && !hasType(type, value)) {
      errors.push(`${at}: expected ${type}, got ${JSON.stringify(value)?.slice(0, 60)}`);
      return;
    }
    if (Array.isArray(schema.enum) && !(schema.enum as unknown[]).includes(value)) {
      errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
    }
    if (Array.isArray(value) && schema.items) {
      value.forEach((item, i) =>
        validate(schema.items as Schema, item, `${at}[${i}]`, errors, depth + 1),
      );
    }
    if (typeof value === "object" && !Array.isArray(value)) {
      const object = value as Record<string, unknown>;
      for (const key of (schema.required as string[] | undefined) ?? []) {
        if (!(key in object)) errors.push(`${at}: missing required property "${key}"`);
      }
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      for (const [key, v] of Object.entries(object)) {
        const s = properties[key];
        if (s) validate(s, v, `${at}.${key}`, errors, depth + 1);
        else if (schema.additionalProperties === false)
          errors.push(`${at}: unexpected property "${key}"`);
        else if (typeof schema.additionalProperties === "object") {
          validate(schema.additionalProperties as Schema, v, `${at}.${key}`, errors, depth + 1);
        }
      }
    }
  };

  const jsonSchema = (holder: unknown): Schema | null => {
    const content = (resolve((holder ?? {}) as Schema).content ?? {}) as Record<string, Schema>;
    const media = content["application/json"] ?? content["application/scim+json"];
    return (media?.schema as Schema | undefined) ?? null;
  };

  return {
    operation: (method, urlPath) => find(method, urlPath)?.template ?? null,
    checkResponse(method, urlPath, status, body) {
      const op = find(method, urlPath);
      if (!op) return [`${method} ${urlPath}: no such operation in GitHub's OpenAPI description`];
      const responses = op.op.responses as Record<string, Schema>;
      const response = responses[String(status)];
      if (!response) {
        // GitHub answers errors (404 for an unknown run, 401) that the description leaves out.
        if (status >= 400) return [];
        return [
          `${method} ${op.template}: status ${status} is not documented (documented: ${Object.keys(responses).join(", ")})`,
        ];
      }
      const schema = jsonSchema(response);
      if (!schema) return [];
      const errors: string[] = [];
      validate(schema, body, `${method} ${op.template} ${status} response`, errors, 0);
      return errors.slice(0, 20);
    },
    checkRequest(method, urlPath, body) {
      const op = find(method, urlPath);
      if (!op) return [`${method} ${urlPath}: no such operation in GitHub's OpenAPI description`];
      const schema = jsonSchema(op.op.requestBody);
      if (!schema) return [];
      const errors: string[] = [];
      validate(schema, body, `${method} ${op.template} request`, errors, 0);
      return errors.slice(0, 20);
    },
    queryParameters(method, urlPath) {
      const op = find(method, urlPath);
      if (!op) return [];
      const item = (spec.paths as Record<string, Schema>)[op.template] ?? {};
      const all = [
        ...((item.parameters as Schema[] | undefined) ?? []),
        ...((op.op.parameters as Schema[] | undefined) ?? []),
      ].map(resolve);
      return all.filter((p) => p.in === "query").map((p) => String(p.name));
    },
    example(name) {
      const example = (spec.components as Record<string, Record<string, Schema>>).examples?.[name];
      if (!example) throw new Error(`no example "${name}" in GitHub's OpenAPI description`);
      return structuredClone(resolve(example).value) as Record<string, unknown>;
    },
  };
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    default:
      return true;
  }
}
