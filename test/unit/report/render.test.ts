import { describe, expect, it } from "vitest";
import { cpuMsOf } from "../../support/cpu-time.js";
import { renderComment, renderSummary, countsLine } from "../../../src/report/render.js";
import { JOB_SUMMARY_LIMIT } from "../../../src/report/fit.js";
import { GITHUB_COMMENT_LIMIT } from "../../../src/settings/index.js";
import {
  changeSet,
  context,
  diagnostic,
  DIGEST,
  largeChangeSet,
  output,
  resource,
  syntheticAddress,
} from "../../support/changes.js";

const ZWSP = "\u200b";

/**
 * Splits markdown into what is outside fenced code blocks and the fenced bodies, following
 * CommonMark's backtick-fence rules; `balanced` is false when a fence is never closed.
 */
function splitFences(markdown: string): { outside: string; blocks: string[]; balanced: boolean } {
  const outside: string[] = [];
  const blocks: string[] = [];
  let open: number | undefined;
  let body: string[] = [];
  for (const line of markdown.split("\n")) {
    if (open === undefined) {
      const start = /^ {0,3}(`{3,})[^`]*$/.exec(line);
      if (start?.[1] !== undefined) {
        open = start[1].length;
        body = [];
      } else {
        outside.push(line);
      }
    } else {
      const close = /^ {0,3}(`{3,}) *$/.exec(line);
      if (close?.[1] !== undefined && close[1].length >= open) {
        blocks.push(body.join("\n"));
        open = undefined;
      } else {
        body.push(line);
      }
    }
  }
  return { outside: outside.join("\n"), blocks, balanced: open === undefined };
}

const PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

/**
 * Splits one inline container (a line, or one table cell) into what is outside code spans and
 * the spans' contents as GitHub shows them, following CommonMark: a run of N backticks opens a
 * span that the next run of exactly N backticks closes (backslashes do not escape inside a
 * span); a run with no such closer is literal text and is counted in `stray`; outside spans a
 * backslash escapes ASCII punctuation, backticks included. Each span becomes one space outside.
 * Spans are matched within the container only: the renderer puts no line break in inline text,
 * and tests insist that `stray` is 0, in which case matching further would change nothing.
 */
function splitSpans(text: string): { outside: string; spans: string[]; stray: number } {
  let outside = "";
  const spans: string[] = [];
  let stray = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === "\\" && i + 1 < text.length && PUNCTUATION.includes(text.charAt(i + 1))) {
      outside += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch !== "`") {
      outside += ch;
      i += 1;
      continue;
    }
    const run = /^`+/.exec(text.slice(i))?.[0].length ?? 1;
    const runs = /`+/g;
    runs.lastIndex = i + run;
    let close = -1;
    for (let m = runs.exec(text); m !== null; m = runs.exec(text)) {
      if (m[0].length === run) {
        close = m.index;
        break;
      }
    }
    if (close < 0) {
      outside += text.slice(i, i + run);
      stray += 1;
      i += run;
      continue;
    }
    let content = text.slice(i + run, close);
    if (content.startsWith(" ") && content.endsWith(" ") && content.trim() !== "") {
      content = content.slice(1, -1);
    }
    spans.push(content);
    outside += " ";
    i = close + run;
  }
  return { outside, spans, stray };
}

/**
 * The cells of a GFM table row as the parser sees them before inline parsing: split at pipes
 * not preceded by a backslash (inside code spans too), `\|` unescaped, trimmed, without the
 * empty cells outside the leading and trailing pipes.
 */
function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = "";
  for (let i = 0; i < row.length; i += 1) {
    const ch = row.charAt(i);
    if (ch === "\\" && row.charAt(i + 1) === "|") {
      cell += "|";
      i += 1;
    } else if (ch === "|") {
      cells.push(cell.trim());
      cell = "";
    } else {
      cell += ch;
    }
  }
  cells.push(cell.trim());
  if (cells[0] === "" && row.trimStart().startsWith("|")) cells.shift();
  if (cells.at(-1) === "") cells.pop();
  return cells;
}

/**
 * Like `splitFences`, and also takes inline code spans out of `outside` (a table row's spans
 * are found cell by cell, as GFM does): `spans` has their contents, `stray` counts backtick
 * runs outside code that open no span.
 */
function splitCode(markdown: string): {
  outside: string;
  blocks: string[];
  spans: string[];
  stray: number;
  balanced: boolean;
} {
  const fenced = splitFences(markdown);
  const spans: string[] = [];
  let stray = 0;
  const inline = (text: string): string => {
    const split = splitSpans(text);
    spans.push(...split.spans);
    stray += split.stray;
    return split.outside;
  };
  const lines = fenced.outside
    .split("\n")
    .map((line) =>
      line.startsWith("|") ? `| ${tableCells(line).map(inline).join(" | ")} |` : inline(line),
    );
  return { ...fenced, outside: lines.join("\n"), spans, stray };
}

/** The one line of `markdown` that starts with `prefix`. */
function lineStarting(markdown: string, prefix: string): string {
  const lines = markdown.split("\n").filter((line) => line.startsWith(prefix));
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

/** The text of one `####` section: from its heading to the next heading or the footer. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(heading);
  if (start < 0) return "";
  const rest = markdown.slice(start + heading.length);
  const ends = [rest.indexOf("\n#### "), rest.indexOf("\n---\n"), rest.indexOf("\n<details")]
    .filter((i) => i >= 0)
    .sort((a, b) => a - b);
  return heading + rest.slice(0, ends[0] ?? rest.length);
}

function smallSet() {
  return changeSet({
    resources: [
      resource("aws_s3_bucket.logs", "create"),
      resource("aws_db_instance.main", "replace", {
        reasons: ["engine", "ami"],
        replaceOrder: "create-before-destroy",
        sensitive: true,
        changedAttributes: ["engine", "password"],
        diff: '  -/+ resource "aws_db_instance" "main" {\n      ~ password = (sensitive value)\n    }\n',
      }),
      resource('aws_iam_role.old["a|b"]', "delete"),
      resource("aws_s3_bucket.moved", "no-op", { movedFrom: "aws_s3_bucket.before" }),
    ],
    outputs: [
      output("db_password", "update", true),
      output("url", "create"),
      output("same", "no-op"),
    ],
    drift: [resource("aws_security_group.web", "update", { changedAttributes: ["ingress"] })],
    diagnostics: [
      diagnostic("Deprecated argument", 'The argument "x" is deprecated.', "warning"),
      { ...diagnostic("Invalid value", "Bad thing.\nOn line 3."), address: "aws_instance.web[0]" },
    ],
  });
}

const fullContext = context({
  runUrl: "https://github.com/o/r/actions/runs/42",
  commit: "0123456789abcdef0123456789abcdef01234567",
  approvalHint: "To apply exactly this plan: `stackgate up --digest ab12ab12ab12`.",
});

describe("renderComment layout", () => {
  const out = renderComment(smallSet(), fullContext);

  it("starts with the marker, then the title and the counts", () => {
    const lines = out.split("\n");
    expect(lines[0]).toBe("<!-- stackgate:v1 project=app stack=prod workdir=infra%2Fprod -->");
    expect(lines[1]).toBe("### 📋 Plan: app / prod");
    expect(out).toContain("\n\nTerraform 1.11.4 · stackgate preview · workdir infra/prod\n\n");
    expect(out).toContain(
      "\n\n**Changes:** 1 create · 0 update · 1 delete · 1 replace · 1 move · 2 outputs · 1 drifted\n\n",
    );
  });

  it("puts sections in order: counts, destructive, table, outputs, drift, diagnostics, diff, footer", () => {
    const order = [
      "**Changes:**",
      "#### ⚠️ Destructive changes (2)",
      "#### Changed resources (4)",
      "#### Outputs (2)",
      "#### 🌊 Drift (1)",
      "#### Diagnostics (2)",
      "<details><summary>Full diff (4 resources)</summary>",
      "\n---\n",
    ].map((s) => out.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("lists every delete and replace, replace with its reasons and order", () => {
    // Addresses are code spans, shown as written: no backslash before `[`, `"` or `|`.
    expect(section(out, "#### ⚠️ Destructive changes (2)")).toBe(
      "#### ⚠️ Destructive changes (2)\n\n" +
        "- ♻️ **replace** `aws_db_instance.main` — forced by engine, ami (create before destroy)\n" +
        '- 🗑️ **delete** `aws_iam_role.old["a|b"]`\n',
    );
  });

  it("renders the changed-resource table", () => {
    // In a table cell `|` is escaped even in a code span; GitHub shows it without the `\`.
    expect(section(out, "#### Changed resources (4)")).toBe(
      "#### Changed resources (4)\n\n" +
        "| Action | Resource | Changed attributes |\n| --- | --- | --- |\n" +
        "| ➕ create | `aws_s3_bucket.logs` | — |\n" +
        "| ♻️ replace | `aws_db_instance.main` | engine, password · 🔒 sensitive |\n" +
        '| 🗑️ delete | `aws_iam_role.old["a\\|b"]` | — |\n' +
        "| 🚚 move | `aws_s3_bucket.moved` (moved from `aws_s3_bucket.before`) | — |\n",
    );
    const row = lineStarting(out, "| 🗑️ delete |");
    expect(tableCells(row)).toEqual(["🗑️ delete", '`aws_iam_role.old["a|b"]`', "—"]);
  });

  it("marks sensitive outputs and skips unchanged ones", () => {
    expect(section(out, "#### Outputs (2)")).toBe(
      "#### Outputs (2)\n\n| Action | Output |\n| --- | --- |\n" +
        "| 🔄 update | db_password (sensitive) |\n| ➕ create | url |\n",
    );
  });

  it("shows drift and diagnostics, errors first", () => {
    expect(out).toContain(
      "#### 🌊 Drift (1)\n\nChanged outside stackgate since the last run:\n\n" +
        "- 🔄 update `aws_security_group.web`: ingress\n",
    );
    expect(out).toContain(
      "#### Diagnostics (2)\n\n**❌ Error:** Invalid value — `aws_instance.web[0]`\n\n" +
        "```\nBad thing.\nOn line 3.\n```\n\n" +
        '**⚠️ Warning:** Deprecated argument\n\n```\nThe argument "x" is deprecated.\n```',
    );
  });

  it("puts the full diff in a collapsed block that renders as code", () => {
    // Each resource's part starts with a `# <address>: <action>` line.
    expect(out).toContain(
      "<details><summary>Full diff (4 resources)</summary>\n\n```diff\n" +
        "# aws_s3_bucket.logs: create\n  # aws_s3_bucket.logs will be created\n",
    );
    expect(out).toContain(
      '    }\n# aws_db_instance.main: replace\n  -/+ resource "aws_db_instance" "main" {\n',
    );
    expect(out).toContain(
      '    }\n# aws_iam_role.old["a|b"]: delete\n  # aws_iam_role.old["a|b"] will',
    );
    expect(out).toContain(
      "    }\n# aws_s3_bucket.moved: no-op\n  # aws_s3_bucket.moved has moved\n",
    );
    // The sensitive resource's diff is shown as the parser masked it, nothing more.
    expect(out).toContain("      ~ password = (sensitive value)\n");
    expect(out).toContain("```\n\n</details>\n\n---\n");
    expect(splitFences(out).balanced).toBe(true);
  });

  it("ends with run link, commit, digest and approval instructions", () => {
    expect(
      out.endsWith(
        "---\n[View the run](https://github.com/o/r/actions/runs/42) · commit `0123456789ab` · " +
          `digest \`ab12ab12ab12\` (\`${DIGEST}\`)\n\n` +
          "To apply exactly this plan: `stackgate up --digest ab12ab12ab12`.",
      ),
    ).toBe(true);
  });
});

describe("renderComment variants", () => {
  it("says No changes. when nothing changes", () => {
    const out = renderComment(changeSet(), context({ outcome: "no-changes", digest: "" }));
    expect(out).toContain("### ✅ No changes: app / prod\n");
    expect(out).toContain("\n\n**No changes.**");
    expect(out).not.toContain("####");
    expect(out).not.toContain("<details");
    expect(out).not.toContain("digest");
  });

  it("keeps drift visible when there is nothing else", () => {
    const cs = changeSet({ drift: [resource("aws_vpc.main", "update")] });
    expect(countsLine(cs)).toBe("**No changes.** 1 drifted");
  });

  it("flags an errored plan", () => {
    const out = renderComment(changeSet({ errored: true }), context({ outcome: "failed" }));
    expect(out).toContain("### ❌ Failed: app / prod");
    expect(out).toContain(
      "**No changes planned.**\n\n⚠️ **The engine reported errors: this plan cannot be applied.**",
    );
  });

  it("titles applied, recovered and unknown outcomes", () => {
    expect(renderComment(changeSet(), context({ outcome: "applied" }))).toContain(
      "### ✅ Applied: app / prod",
    );
    expect(renderComment(changeSet(), context({ outcome: "recovered" }))).toContain(
      "### 🩹 Interrupted, then recovered: app / prod",
    );
    expect(renderComment(changeSet(), context({ outcome: "odd<b>" }))).toContain(
      "### ℹ️ odd&lt;b&gt;: app / prod",
    );
  });

  it("shows the engine output tail, open for failures, keeping the last lines", () => {
    const tail = Array.from({ length: 5000 }, (_, i) => `log line ${i}`).join("\n");
    const out = renderComment(changeSet(), context({ outcome: "failed", outputTail: tail }));
    expect(out).toContain(
      "<details open><summary>Engine output (last lines)</summary>\n\n```\n… (earlier output cut; see the run log)\n",
    );
    expect(out).toContain("log line 4999\n```\n\n</details>");
    expect(out).not.toContain("log line 0\n");
    expect(out.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
  });

  it("caps long values after escaping, so escaping cannot blow up the header", () => {
    const out = renderComment(changeSet(), context({ project: "<".repeat(5_000) }));
    const title = out.split("\n")[1] ?? "";
    expect(title.startsWith("### 📋 Plan: &lt;&lt;")).toBe(true);
    expect(title.length).toBeLessThan(150);
    expect(title).toMatch(/&lt;… \/ prod$/);
  });

  it("omits a run URL that is not http(s) and strips credentials from it", () => {
    expect(renderComment(changeSet(), context({ runUrl: "javascript:alert(1)" }))).not.toContain(
      "View the run",
    );
    const out = renderComment(
      changeSet(),
      context({ runUrl: "https://user:pw@ci.example/run/(1)" }),
    );
    expect(out).toContain("[View the run](https://ci.example/run/%281%29)");
  });

  it("rejects a bad limit with a RangeError naming value and range", () => {
    const cs = smallSet();
    expect(() => renderComment(cs, context(), 1999)).toThrow(
      /renderComment: limit must be an integer from 2000 to \d+, got 1999/,
    );
    expect(() => renderComment(cs, context(), 2000.5)).toThrow(RangeError);
    expect(() => renderComment(cs, context(), Number.NaN)).toThrow(/got NaN/);
    expect(() => renderSummary(cs, context(), 10)).toThrow(/renderSummary: .* got 10/);
  });
});

describe("renderComment attacks", () => {
  // Backtick runs at both ends and inside, a pipe and an escaped-looking pipe, a mention,
  // tags, a comment end, a link and emphasis.
  const hostile =
    "`aws_s3_bucket.x@octocat<script>alert(1)</script>|```\\|--> [a](javascript:x) #1 *b* ``";
  // What a code span of it looks like: a fence longer than the ``` inside, and a space at
  // each end because the address starts and ends with a backtick.
  const inText = `\`\`\`\` ${hostile} \`\`\`\``;
  const inCell = `\`\`\`\` ${hostile.replaceAll("|", "\\|")} \`\`\`\``;
  // A previous address is an address too: a code span, exact (issue 26, item 9).
  const movedFrom =
    "aws_s3_bucket.x@octocat<script>alert(1)</script>|```|--> [a](javascript:x) #1 *b*";
  const movedInCell = `\`\`\`\`${movedFrom.replaceAll("|", "\\|")}\`\`\`\``;
  const cs = changeSet({
    resources: [
      resource(hostile, "delete", {
        diff: "  # ping @octocat\n  <script>x</script>\n```\n````\n</details>\n<!-- -->\n",
      }),
      resource("aws_s3_bucket.y", "update", { changedAttributes: ["a|b", "@team"], movedFrom }),
    ],
    drift: [resource(hostile, "update", { changedAttributes: ["@team"] })],
    diagnostics: [
      { ...diagnostic("Bad @octocat <img src=x>", "detail ``` @octocat"), address: hostile },
    ],
  });
  const out = renderComment(cs, context({ workdir: "infra/-->/x", project: "@octocat" }));
  const { outside, blocks, spans, stray, balanced } = splitCode(out);

  it("puts hostile addresses in code spans that end exactly where the address ends", () => {
    const lines = {
      "- 🗑️ **delete** ": "",
      "- 🔄 update ": `: @${ZWSP}team`,
      "**❌ Error:** ": "",
    };
    expect(lineStarting(out, "- 🗑️ **delete** ")).toBe(`- 🗑️ **delete** ${inText}`);
    expect(lineStarting(out, "- 🔄 update ")).toBe(`- 🔄 update ${inText}: @${ZWSP}team`);
    expect(lineStarting(out, "**❌ Error:** ")).toBe(
      `**❌ Error:** Bad @${ZWSP}octocat &lt;img src=x&gt; — ${inText}`,
    );
    // Parsed as GitHub does: one span per line, holding the whole address and nothing else.
    for (const [prefix, after] of Object.entries(lines)) {
      const line = lineStarting(out, prefix);
      const split = splitSpans(line);
      expect(split.spans).toEqual([hostile]);
      expect(split.stray).toBe(0);
      expect(split.outside.endsWith(` ${after}`)).toBe(true);
    }
  });

  it("keeps the table row's three cells, with the address whole in the second", () => {
    const row = lineStarting(out, "| 🗑️ delete | ");
    expect(row).toBe(`| 🗑️ delete | ${inCell} | — |`);
    const cells = tableCells(row);
    expect(cells).toHaveLength(3);
    expect(cells[0]).toBe("🗑️ delete");
    expect(cells[2]).toBe("—");
    expect(splitSpans(cells[1] ?? "")).toEqual({ outside: " ", spans: [hostile], stray: 0 });

    const other = lineStarting(out, "| 🔄 update | ");
    expect(other).toBe(
      `| 🔄 update | \`aws_s3_bucket.y\` (moved from ${movedInCell}) | a\\|b, @${ZWSP}team |`,
    );
    expect(tableCells(other)).toHaveLength(3);
  });

  it("leaves no mention, tag, comment end or address text outside code", () => {
    expect(balanced).toBe(true);
    expect(stray).toBe(0);
    // The destructive list, the table, drift and diagnostics each show the address once.
    expect(spans.filter((span) => span === hostile)).toHaveLength(4);
    expect(outside).not.toMatch(/@octocat|@team/);
    expect(outside).not.toMatch(/<script|<img/);
    expect(outside).not.toContain("javascript:x) #1");
    expect(outside).not.toContain("*b*");
    const tags = outside.match(/<[^ \n]*/g) ?? [];
    for (const tag of tags) {
      expect(["<!--", "<details><summary>Full", "</summary>", "</details>"]).toContain(tag);
    }
    // The only comment end is the marker's, at the end of the first line.
    expect(outside.match(/-->/g)).toHaveLength(1);
    expect(outside.split("\n")[0]?.endsWith(" -->")).toBe(true);
    // What is not code is still there, escaped.
    expect(outside).toContain(`- 🔄 update  : @${ZWSP}team\n`);
    expect(outside).toContain(`**❌ Error:** Bad @${ZWSP}octocat &lt;img src=x&gt; —  \n`);
  });

  it("keeps engine text in code blocks verbatim and cannot close them early", () => {
    expect(blocks).toContain("detail ``` @octocat");
    const diff = blocks.find((b) => b.includes("# ping @octocat"));
    expect(diff).toBe(
      `# ${hostile}: delete\n` +
        "  # ping @octocat\n  <script>x</script>\n```\n````\n</details>\n<!-- -->\n" +
        "# aws_s3_bucket.y: update\n" +
        "  # aws_s3_bucket.y will be updated in-place\n" +
        '  ~ resource "aws_s3_bucket" "y" {\n      ~ tags = { "env" = "prod" }\n    }',
    );
    expect(out).toContain("<details><summary>Full diff (2 resources)</summary>\n\n`````diff\n");
  });

  it("sizes the diff fence for backtick runs in the address header too", () => {
    const address = `aws_s3_bucket.a${"`".repeat(6)}b`;
    const rendered = renderComment(
      changeSet({ resources: [resource(address, "create", { diff: "  + x\n" })] }),
      context(),
    );
    expect(rendered).toContain(
      `\n\n${"`".repeat(7)}diff\n# ${address}: create\n  + x\n${"`".repeat(7)}\n\n</details>`,
    );
    const split = splitCode(rendered);
    expect(split.balanced).toBe(true);
    expect(split.stray).toBe(0);
    expect(split.blocks).toContain(`# ${address}: create\n  + x`);
  });

  it("redacts secrets in every piece of engine text", () => {
    const secret = "s3cr3t-Value!";
    const aws = "AKIAIOSFODNN7EXAMPLE";
    const withSecrets = changeSet({
      resources: [
        resource(`aws_db.${secret}`, "replace", {
          reasons: [`x${secret}`],
          changedAttributes: [secret],
          diff: `  ~ password = "${secret}"\n  ~ key = "${aws}"\n  ~ json = "{\\"p\\":\\"${secret}\\"}"\n`,
          movedFrom: secret,
          importId: secret,
        }),
      ],
      drift: [resource(`aws_x.${secret}`, "update")],
      outputs: [output(secret)],
      diagnostics: [diagnostic(`bad ${secret}`, `detail ${secret} ${aws}`)],
    });
    const rendered = renderComment(
      withSecrets,
      context({
        secrets: [secret],
        outputTail: `Error: auth failed for ${secret} with ${aws}\n${encodeURIComponent(secret)}`,
        approvalHint: `never ${secret}`,
        commit: secret,
      }),
    );
    expect(rendered).not.toContain(secret);
    expect(rendered).not.toContain("s3cr3t");
    expect(rendered).not.toContain(aws);
    expect(rendered).toContain('  ~ password = "***"\n');
    expect(rendered).toContain("Error: auth failed for *** with ***\n***\n");
    expect(renderSummary(withSecrets, context({ secrets: [secret] }))).not.toContain("s3cr3t");
  });
});

describe("renderComment size fitting", () => {
  it("renders 10,000 resources with 250 destructive: fits, counts, every destructive address, fast", () => {
    const cs = largeChangeSet(10_000, 250);
    const { result: out, cpuMs } = cpuMsOf(() => renderComment(cs, fullContext));
    expect(cpuMs).toBeLessThan(1_000);
    expect(out.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(out).toContain(
      "\n\n**Changes:** 4750 create · 5000 update · 125 delete · 125 replace\n\n",
    );
    const destructive = section(out, "#### ⚠️ Destructive changes (250)");
    const destructiveAddresses = cs.resources
      .filter((r) => r.action === "delete" || r.action === "replace")
      .map((r) => r.address);
    expect(destructiveAddresses).toHaveLength(250);
    for (const address of destructiveAddresses) {
      expect(destructive).toMatch(new RegExp(`\\*\\* \`${address.replace(/\./g, "\\.")}\`( |\\n)`));
    }
    expect(out).not.toContain("more destructive changes not shown");
    // The table was cut, and says by how much; the diff was cut and says so.
    const shownRows = out.split("\n").filter((l) => /^\| (➕|🔄|🗑️|♻️) /.test(l)).length;
    expect(shownRows).toBeGreaterThan(100);
    expect(out).toContain(
      `\n\n**… ${10_000 - shownRows} more rows not shown (table cut to fit; every one is in the run log)**\n\n`,
    );
    expect(out).toContain(
      "**The diff does not fit this comment: 0 of 10000 resources shown whole. Read every change in the run log.**",
    );
    expect(out).toContain(`digest \`ab12ab12ab12\` (\`${DIGEST}\`)`);
  });

  it("with 2,000 destructive changes keeps as many as fit and counts the rest", () => {
    const cs = largeChangeSet(10_000, 2_000);
    const out = renderComment(cs, fullContext);
    expect(out.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(out).toContain("**Changes:** 4000 create · 4000 update · 1000 delete · 1000 replace");
    expect(out).toContain("#### ⚠️ Destructive changes (2000)\n\n");
    const items = out.split("\n").filter((l) => /^- (🗑️ \*\*delete|♻️ \*\*replace)\*\* /.test(l));
    expect(items.length).toBeGreaterThan(500);
    expect(items.length).toBeLessThan(2_000);
    const more =
      /\n\n\*\*… and (\d+) more destructive changes not shown \(every one is in the run log\)\*\*\n/.exec(
        out,
      );
    expect(Number(more?.[1])).toBe(2_000 - items.length);
    // The shown ones are the first ones, in order.
    const expected = cs.resources
      .filter((r) => r.action === "delete" || r.action === "replace")
      .slice(0, items.length)
      .map((r) => r.address);
    expect(items.map((l) => splitSpans(l).spans)).toEqual(expected.map((address) => [address]));
    // Lower sections still say they were cut; the footer is intact.
    expect(out).toContain(
      "**Changed resources: 10000 rows not shown (cut to fit; every one is in the run log)**",
    );
    expect(out).toContain(
      "**The diff does not fit this comment: 0 of 10000 resources shown whole. Read every change in the run log.**",
    );
    expect(out.endsWith("`stackgate up --digest ab12ab12ab12`.")).toBe(true);
  });

  it("cuts the full diff before the table", () => {
    const resources = Array.from({ length: 200 }, (_, i) =>
      resource(syntheticAddress(i), "update", {
        diff: `  # ${syntheticAddress(i)}\n${"      ~ attribute = 1 -> 2\n".repeat(40)}`,
      }),
    );
    const out = renderComment(changeSet({ resources }), fullContext);
    expect(out.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(out).not.toContain("more rows not shown");
    expect(out).toContain(`| 🔄 update | \`${syntheticAddress(199)}\` | tags |`);
    const cut =
      /The diff does not fit this comment: (\d+) of 200 resources shown whole\. Read every change in the run log\./.exec(
        out,
      );
    const shown = Number(cut?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(200);
    const { blocks, balanced } = splitFences(out);
    expect(balanced).toBe(true);
    const header = (i: number): string =>
      `# ${syntheticAddress(i)}: update\n  # ${syntheticAddress(i)}\n`;
    const diff = blocks.find((b) => b.startsWith(header(0))) ?? "";
    expect(diff).toContain(`2\n${header(shown - 1)}`);
    // The next resource is only partly there, under its header, marked as cut.
    expect(diff).toContain(`\n${header(shown)}`);
    expect(diff).not.toContain(`# ${syntheticAddress(shown + 1)}`);
    expect(diff.endsWith("… (cut here: the rest of this resource's diff does not fit)")).toBe(true);
  });

  it("cuts the table before drift and diagnostics", () => {
    const cs = changeSet({
      resources: Array.from({ length: 3_000 }, (_, i) => resource(syntheticAddress(i), "create")),
      drift: Array.from({ length: 30 }, (_, i) => resource(`aws_vpc.drift_${i}`, "update")),
      diagnostics: Array.from({ length: 5 }, (_, i) => diagnostic(`Warning ${i}`, "d", "warning")),
    });
    const out = renderComment(cs, fullContext);
    expect(out.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(out).toContain("- 🔄 update `aws_vpc.drift_29`: tags");
    expect(out).toContain("**⚠️ Warning:** Warning 4");
    expect(out).toMatch(
      /\n\n\*\*… \d+ more rows not shown \(table cut to fit; every one is in the run log\)\*\*\n\n/,
    );
  });

  it("caps each address's code span at 300 characters, fences and escapes included", () => {
    const addresses = [
      "`".repeat(5_000),
      "|".repeat(5_000),
      `a${"`".repeat(400)}b`,
      "x".repeat(5_000),
    ];
    const out = renderComment(
      changeSet({ resources: addresses.map((a) => resource(a, "delete")) }),
      fullContext,
    );
    const { balanced, stray } = splitCode(out);
    expect(balanced).toBe(true);
    expect(stray).toBe(0);
    const check = (span: string, address: string): void => {
      expect(span.length).toBeLessThanOrEqual(300);
      const split = splitSpans(span);
      expect(split.outside).toBe(" ");
      expect(split.stray).toBe(0);
      const shown = split.spans[0] ?? "";
      expect(split.spans).toHaveLength(1);
      // Cut in the middle, never at the end (issue 26, item 9): the head and the tail kept,
      // the cut counted and hashed, and not cut to almost nothing.
      const cut = /^(.*)…\((\d+) characters cut, #[0-9a-f]{8}\)…(.*)$/s.exec(shown);
      expect(cut, shown).not.toBeNull();
      const [, head = "", count = "", tail = ""] = cut ?? [];
      expect(address.startsWith(head)).toBe(true);
      expect(address.endsWith(tail)).toBe(true);
      expect(head.length + Number(count) + tail.length).toBe(address.length);
      expect(tail.length).toBeGreaterThan(head.length);
      expect(shown.length).toBeGreaterThan(90);
    };
    const items = out.split("\n").filter((l) => l.startsWith("- 🗑️ **delete** "));
    const rows = out.split("\n").filter((l) => l.startsWith("| 🗑️ delete | "));
    expect(items).toHaveLength(addresses.length);
    expect(rows).toHaveLength(addresses.length);
    addresses.forEach((address, i) => {
      check(items[i]?.slice("- 🗑️ **delete** ".length) ?? "", address);
      const row = rows[i] ?? "";
      expect(row.endsWith(" | — |")).toBe(true);
      // The raw cell (escaped pipes included) is capped; GitHub sees three cells.
      expect(row.slice("| 🗑️ delete | ".length, -" | — |".length).length).toBeLessThanOrEqual(300);
      const cells = tableCells(row);
      expect(cells).toHaveLength(3);
      check(cells[1] ?? "", address);
    });
  });

  it("always fits, down to the minimum limit, even with absurd context values", () => {
    const cs = largeChangeSet(2_000, 300);
    const absurd = context({
      project: "<".repeat(5_000),
      stack: "é".repeat(5_000),
      workdir: "-->".repeat(5_000),
      engineLabel: "&".repeat(5_000),
      approvalHint: "x".repeat(50_000),
      commit: "@".repeat(5_000),
      digest: "`".repeat(5_000),
      runUrl: `https://ci.example/${"a".repeat(50_000)}`,
      outputTail: "```\n".repeat(50_000),
    });
    for (const limit of [2_000, 2_001, 2_500, 4_096, 10_000, 65_536]) {
      const normal = renderComment(cs, fullContext, limit);
      expect(normal.length).toBeLessThanOrEqual(limit);
      expect(normal).toContain("**Changes:** 700 create · 1000 update · 150 delete · 150 replace");
      expect(normal).toMatch(/more destructive changes not shown|- 🗑️ \*\*delete\*\* /);
      expect(splitFences(normal).balanced).toBe(true);
      expect(renderComment(cs, absurd, limit).length).toBeLessThanOrEqual(limit);
    }
  });

  it("sweeps limits: always within the limit, counts and destructive note kept", () => {
    const cs = largeChangeSet(1_000, 100);
    for (let limit = 2_000; limit <= 40_000; limit += 1_237) {
      const out = renderComment(cs, fullContext, limit);
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(out).toContain("**Changes:** 400 create · 500 update · 50 delete · 50 replace");
      expect(out).toContain("#### ⚠️ Destructive changes (100)");
      expect(splitFences(out).balanced).toBe(true);
    }
  });
});

describe("renderSummary", () => {
  it("has the same content without the marker, within 1 MiB of UTF-8", () => {
    const cs = largeChangeSet(10_000, 250);
    const { result: out, cpuMs } = cpuMsOf(() => renderSummary(cs, fullContext));
    expect(cpuMs).toBeLessThan(1_000);
    expect(out.startsWith("### 📋 Plan: app / prod\n")).toBe(true);
    expect(out).not.toContain("<!-- stackgate");
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT);
    expect(out).toContain("**Changes:** 4750 create · 5000 update · 125 delete · 125 replace");
    // A 1 MiB budget holds the whole table.
    expect(out).toContain(`| 🔄 update | \`${syntheticAddress(9_999)}\` | tags |`);
  });

  it("counts bytes, not characters", () => {
    const resources = Array.from({ length: 3_000 }, (_, i) =>
      resource(`aws_s3_bucket.b${i}`, "create", { diff: `${"é€😀".repeat(100)}\n` }),
    );
    const out = renderSummary(changeSet({ resources }), fullContext, 100_000);
    expect(Buffer.byteLength(out)).toBeLessThanOrEqual(100_000);
    expect(out).toMatch(
      /The diff does not fit this comment: \d+ of 3000 resources shown whole\. Read every change in this step's log\./,
    );
  });
});
