/**
 * The part of GitLab's published OpenAPI description that could be obtained
 * (test/fixtures/gitlab-openapi/openapi_v2-excerpt.yaml, see PROVENANCE.md) as a checker for
 * the GitLab API stand-in: for an operation the excerpt describes, the path parameters must
 * have the declared types, the query parameters must be declared, and the response status
 * must be one it documents (or 401: every operation needs the `PRIVATE-TOKEN` of the
 * description's `securityDefinitions`). The response bodies' definitions were not obtained, so
 * bodies are not checked. Operations outside the excerpt are reported by `unchecked`, never
 * passed silently.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";

const EXCERPT = new URL("../fixtures/gitlab-openapi/openapi_v2-excerpt.yaml", import.meta.url);

interface Parameter {
  in: string;
  name: string;
  type: string;
  required?: boolean;
}

interface Operation {
  template: string;
  method: string;
  regex: RegExp;
  names: string[];
  parameters: Parameter[];
  statuses: Set<number>;
}

export interface GitLabSchemaChecker {
  /** The description's template for a request, or null when the excerpt lacks it. */
  operation(method: string, path: string): string | null;
  /** Problems of a request and its answer's status ([] when it conforms or is unchecked). */
  check(method: string, path: string, query: URLSearchParams, status: number): string[];
  /** The header names of the description's security definitions. */
  authHeaders(): string[];
}

interface Description {
  securityDefinitions: Record<string, { name: string; in: string }>;
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; responses: Record<string, unknown> }>
  >;
}

function load(): Description {
  return parse(readFileSync(EXCERPT, "utf8")) as Description;
}

function operationsOf(description: Description): Operation[] {
  const out: Operation[] = [];
  for (const [template, methods] of Object.entries(description.paths)) {
    const names: string[] = [];
    const pattern = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    for (const [method, op] of Object.entries(methods)) {
      out.push({
        template,
        method: method.toUpperCase(),
        regex: new RegExp(`^${pattern}$`),
        names,
        parameters: op.parameters ?? [],
        statuses: new Set(Object.keys(op.responses).map(Number)),
      });
    }
  }
  return out;
}

function typeProblem(param: Parameter, raw: string): string | null {
  const value = decodeURIComponent(raw);
  if (param.type === "integer" && !/^-?\d+$/.test(value))
    return `${param.name}=${value} is not an integer`;
  if (param.type === "boolean" && !["true", "false"].includes(value))
    return `${param.name}=${value} is not a boolean`;
  return null;
}

export function gitlabSchema(): GitLabSchemaChecker {
  const description = load();
  const operations = operationsOf(description);
  const find = (method: string, path: string): { op: Operation; values: string[] } | null => {
    for (const op of operations) {
      const m = op.method === method ? op.regex.exec(path) : null;
      if (m) return { op, values: m.slice(1) };
    }
    return null;
  };
  return {
    operation: (method, path) => find(method, path)?.op.template ?? null,
    authHeaders: () =>
      Object.values(description.securityDefinitions)
        .filter((d) => d.in === "header")
        .map((d) => d.name),
    check(method, path, query, status) {
      const found = find(method, path);
      if (!found) return [];
      const { op, values } = found;
      const where = `${method} ${op.template}`;
      const problems: string[] = [];
      op.names.forEach((name, i) => {
        const param = op.parameters.find((p) => p.in === "path" && p.name === name);
        if (!param) problems.push(`${where}: path parameter ${name} is not described`);
        else {
          const problem = typeProblem(param, values[i] ?? "");
          if (problem) problems.push(`${where}: ${problem}`);
        }
      });
      for (const [name, value] of query) {
        const param = op.parameters.find((p) => p.in === "query" && p.name === name);
        if (!param) problems.push(`${where}: query parameter ${name} is not described`);
        else {
          const problem = typeProblem(param, value);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      }
      if (!op.statuses.has(status) && status !== 401) {
        problems.push(
          `${where}: status ${status} is not among the documented ${[...op.statuses].join(", ")}`,
        );
      }
      return problems;
    },
  };
}
