/**
 * The part of GitHub Actions' expression language the examples use, evaluated the way the
 * runner does: `${{ … }}` interpolation; property paths (`steps.preview.outputs.plan-digest`,
 * `-` allowed in names); 'string' literals; `==`, `!=`, `&&`, `||`, `!`, parentheses;
 * `startsWith`, `endsWith`, `contains` (case-insensitive, as GitHub's are). A missing property
 * is null, shown as ''. Comparisons of strings ignore case, as GitHub's do.
 *
 * UNKNOWN stands for what the harness does not simulate (the outputs of a job without a
 * stackgate step, e.g. a permission check in front of the apply): in a condition it lets the
 * condition pass — the harness follows the path where that job allowed the run — and
 * interpolating it into a value is an error.
 */

export const UNKNOWN: unique symbol = Symbol("not simulated");
type Value =
  string | number | boolean | null | typeof UNKNOWN | Record<string, unknown> | unknown[];

export type ExpressionContext = Record<string, unknown>;

type Token =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "name"; value: string }
  | { kind: "op"; value: string };

function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expr.length) {
    const rest = expr.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const str = /^'((?:[^']|'')*)'/.exec(rest);
    if (str) {
      tokens.push({ kind: "string", value: (str[1] ?? "").replaceAll("''", "'") });
      i += str[0].length;
      continue;
    }
    const num = /^\d+(?:\.\d+)?/.exec(rest);
    if (num) {
      tokens.push({ kind: "number", value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(rest);
    if (name) {
      tokens.push({ kind: "name", value: name[0] });
      i += name[0].length;
      continue;
    }
    const op = /^(==|!=|>=|<=|&&|\|\||[<>!().,[\]*])/.exec(rest);
    if (op) {
      tokens.push({ kind: "op", value: op[0] });
      i += op[0].length;
      continue;
    }
    throw new Error(`expression ${JSON.stringify(expr)}: cannot read ${JSON.stringify(rest)}`);
  }
  return tokens;
}

function truthy(value: Value): boolean {
  if (value === UNKNOWN) return true;
  return !(value === null || value === false || value === "" || value === 0);
}

function text(value: Value): string {
  if (value === UNKNOWN) throw new Error("a value of a job the harness does not simulate");
  if (value === null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function equal(a: Value, b: Value): boolean {
  if (a === UNKNOWN || b === UNKNOWN) return true;
  if (typeof a === "string" && typeof b === "string") return a.toLowerCase() === b.toLowerCase();
  return (a ?? "") === (b ?? "") || text(a) === text(b);
}

const FUNCTIONS: Record<string, (args: Value[]) => Value> = {
  startswith: ([a, b]) =>
    a === UNKNOWN || b === UNKNOWN
      ? UNKNOWN
      : text(a ?? null)
          .toLowerCase()
          .startsWith(text(b ?? null).toLowerCase()),
  endswith: ([a, b]) =>
    a === UNKNOWN || b === UNKNOWN
      ? UNKNOWN
      : text(a ?? null)
          .toLowerCase()
          .endsWith(text(b ?? null).toLowerCase()),
  contains: ([a, b]) => {
    if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
    if (Array.isArray(a)) return a.some((x) => equal(x as Value, b ?? null));
    return text(a ?? null)
      .toLowerCase()
      .includes(text(b ?? null).toLowerCase());
  },
  fromjson: ([a]) => (a === UNKNOWN ? UNKNOWN : (JSON.parse(text(a ?? null)) as Value)),
  tojson: ([a]) => (a === UNKNOWN ? UNKNOWN : JSON.stringify(a ?? null, null, 2)),
  format: ([pattern, ...args]) => {
    if (pattern === UNKNOWN || args.includes(UNKNOWN)) return UNKNOWN;
    return text(pattern ?? null)
      .replace(/\{(\d+)\}/g, (_m, i: string) => text(args[Number(i)] ?? null))
      .replaceAll("{{", "{")
      .replaceAll("}}", "}");
  },
  always: () => true,
  success: () => true,
  failure: () => false,
  cancelled: () => false,
};

/** GitHub's comparisons: equality ignores case; order compares numbers (strings are coerced). */
function compare(op: string, a: Value, b: Value): boolean {
  if (op === "==") return equal(a, b);
  if (op === "!=") return !equal(a, b);
  const x = Number(a);
  const y = Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return false;
  return op === ">" ? x > y : op === "<" ? x < y : op === ">=" ? x >= y : x <= y;
}

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly context: ExpressionContext,
    private readonly source: string,
  ) {}

  parse(): Value {
    const value = this.or();
    if (this.at < this.tokens.length) this.fail("unexpected input");
    return value;
  }

  private fail(why: string): never {
    throw new Error(`expression ${JSON.stringify(this.source)}: ${why} at token ${this.at}`);
  }

  private peek(value: string): boolean {
    const t = this.tokens[this.at];
    return t?.kind === "op" && t.value === value;
  }

  private take(value: string): void {
    if (!this.peek(value)) this.fail(`expected ${value}`);
    this.at += 1;
  }

  private or(): Value {
    let left = this.and();
    while (this.peek("||")) {
      this.at += 1;
      const right = this.and();
      left = truthy(left) ? left : right;
    }
    return left;
  }

  private and(): Value {
    let left = this.comparison();
    while (this.peek("&&")) {
      this.at += 1;
      const right = this.comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  }

  private comparison(): Value {
    let left = this.unary();
    for (;;) {
      const op = ["==", "!=", ">=", "<=", ">", "<"].find((o) => this.peek(o));
      if (op === undefined) return left;
      this.at += 1;
      const right = this.unary();
      left = left === UNKNOWN || right === UNKNOWN ? UNKNOWN : compare(op, left, right);
    }
  }

  private unary(): Value {
    if (this.peek("!")) {
      this.at += 1;
      const value = this.unary();
      return value === UNKNOWN ? UNKNOWN : !truthy(value);
    }
    return this.primary();
  }

  private primary(): Value {
    const t = this.tokens[this.at];
    if (t === undefined) this.fail("unexpected end");
    if (t.kind === "op" && t.value === "(") {
      this.at += 1;
      const value = this.or();
      this.take(")");
      return value;
    }
    this.at += 1;
    if (t.kind === "string" || t.kind === "number") return t.value;
    if (t.kind !== "name") this.fail(`unexpected ${t.value}`);
    if (t.value === "true" || t.value === "false") return t.value === "true";
    if (t.value === "null") return null;
    if (this.peek("(")) return this.path(this.call(t.value));
    return this.path(this.context[t.value] as Value);
  }

  private call(name: string): Value {
    const fn = FUNCTIONS[name.toLowerCase()];
    if (!fn) this.fail(`unknown function ${name}`);
    this.take("(");
    const args: Value[] = [];
    while (!this.peek(")")) {
      args.push(this.or());
      if (this.peek(",")) this.at += 1;
    }
    this.take(")");
    return fn(args);
  }

  private path(start: Value): Value {
    let value: Value = start ?? null;
    for (;;) {
      if (this.peek(".")) {
        this.at += 1;
        const t = this.tokens[this.at];
        if (t?.kind !== "name") this.fail("expected a property name");
        this.at += 1;
        value = member(value, t.value);
      } else if (this.peek("[")) {
        this.at += 1;
        const key = this.or();
        this.take("]");
        value = member(value, text(key));
      } else {
        return value;
      }
    }
  }
}

function member(value: Value, key: string): Value {
  if (value === UNKNOWN) return UNKNOWN;
  if (value === null || typeof value !== "object") return null;
  const found = Object.entries(value).find(([k]) => k.toLowerCase() === key.toLowerCase());
  return (found?.[1] as Value | undefined) ?? null;
}

/** The value of one expression (without `${{ }}`). */
export function evaluate(expr: string, context: ExpressionContext): Value {
  return new Parser(tokenize(expr), context, expr).parse();
}

/** A job's or step's `if:` (with or without `${{ }}`). */
export function condition(expr: string | boolean | undefined, context: ExpressionContext): boolean {
  if (expr === undefined) return true;
  if (typeof expr === "boolean") return expr;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(expr)?.[1] ?? expr;
  return truthy(evaluate(inner, context));
}

/**
 * A value with every `${{ … }}` replaced by its text. `lenient`: what the harness does not
 * simulate becomes '' (for steps it only imitates, e.g. a checkout `ref:`), not an error.
 */
export function interpolate(value: string, context: ExpressionContext, lenient = false): string {
  return value.replace(/\$\{\{([\s\S]*?)\}\}/g, (_m, expr: string) => {
    const found = evaluate(expr, context);
    return lenient && found === UNKNOWN ? "" : text(found);
  });
}

/**
 * A field that is one whole `${{ … }}` as the value it evaluates to (a matrix from `fromJSON`),
 * anything else as written.
 */
export function valueOf(field: unknown, context: ExpressionContext): unknown {
  if (typeof field !== "string") return field;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(field)?.[1];
  return inner === undefined ? field : evaluate(inner, context);
}
