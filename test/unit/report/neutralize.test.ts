import { describe, expect, it } from "vitest";
import {
  cleanText,
  codeSpan,
  detailsBlock,
  escapeHtml,
  escapeInline,
  fenceBlock,
} from "../../../src/report/neutralize.js";

const ZWSP = "\u200b";

describe("escapeInline", () => {
  it("breaks @mentions and team mentions with a zero-width space", () => {
    expect(escapeInline("ping @octocat and @my-org/team")).toBe(
      `ping @${ZWSP}octocat and @${ZWSP}my-org/team`,
    );
    expect(escapeInline("@octocat")).not.toContain("@octocat");
    // A bare @ is left alone.
    expect(escapeInline("a @ b")).toBe("a @ b");
  });

  it("breaks issue references and escapes other #", () => {
    expect(escapeInline("fixes #123 and org/repo#4")).toBe(
      `fixes #${ZWSP}123 and org/repo#${ZWSP}4`,
    );
    expect(escapeInline("# heading")).toBe("\\# heading");
  });

  it("entity-encodes HTML so no tag or comment can render", () => {
    expect(escapeInline("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(escapeInline("end --> <!-- x")).toBe("end --&gt; &lt;!-- x");
    expect(escapeInline("&amp; &#64;")).toBe(`&amp;amp; &amp;#${ZWSP}64;`);
  });

  it("escapes markdown control characters", () => {
    expect(escapeInline("a | b")).toBe("a \\| b");
    expect(escapeInline("```code```")).toBe("\\`\\`\\`code\\`\\`\\`");
    expect(escapeInline("[click](https://evil.example)")).toBe("\\[click\\](https://evil.example)");
    expect(escapeInline("![img](x)")).toBe("!\\[img\\](x)");
    expect(escapeInline("*bold* _it_ ~~s~~")).toBe("\\*bold\\* \\_it\\_ \\~\\~s\\~\\~");
    expect(escapeInline("$x^2$")).toBe("\\$x^2\\$");
    expect(escapeInline("a\\b")).toBe("a\\\\b");
  });

  it("keeps intraword underscores, which cannot start emphasis", () => {
    expect(escapeInline("module.a.aws_s3_bucket.my_bucket")).toBe(
      "module.a.aws_s3_bucket.my_bucket",
    );
    expect(escapeInline("_x")).toBe("\\_x");
    expect(escapeInline("x_")).toBe("x\\_");
  });

  it("escapes block starts", () => {
    expect(escapeInline("- item")).toBe("\\- item");
    expect(escapeInline("+ item")).toBe("\\+ item");
    expect(escapeInline("= x")).toBe("\\= x");
    expect(escapeInline("12. item")).toBe("12\\. item");
    expect(escapeInline("3) item")).toBe("3\\) item");
    expect(escapeInline("a - b")).toBe("a - b");
  });

  it("makes one line and strips terminal escapes and bidi overrides", () => {
    expect(escapeInline("  a\nb\r\nc\td  ")).toBe("a b c d");
    expect(escapeInline("\u001b[31mred\u001b[0m")).toBe("red");
    expect(escapeInline("abc\u202edef")).toBe("abcdef");
  });
});

describe("escapeHtml", () => {
  it("escapes for a <summary> and neutralises mentions", () => {
    expect(escapeHtml('<b>"@x"</b> & #1')).toBe(
      `&lt;b&gt;&quot;@${ZWSP}x&quot;&lt;/b&gt; &amp; #${ZWSP}1`,
    );
  });
});

describe("fenceBlock", () => {
  it("fences plain text with three backticks", () => {
    expect(fenceBlock("hello")).toBe("```\nhello\n```");
    expect(fenceBlock("hello\n")).toBe("```\nhello\n```");
    expect(fenceBlock("")).toBe("```\n```");
  });

  it("uses a fence longer than any backtick run inside", () => {
    expect(fenceBlock("a\n```\nb")).toBe("````\na\n```\nb\n````");
    const text = "x `````` y\n`````\n``";
    const block = fenceBlock(text);
    expect(block).toBe(`\`\`\`\`\`\`\`\n${text}\n\`\`\`\`\`\`\``);
    // No inner line can close it: every line but the last is shorter than the fence.
    const lines = block.split("\n");
    for (const line of lines.slice(1, -1)) expect(line.trim()).not.toMatch(/^`{7,}$/);
  });

  it("keeps mentions and HTML verbatim (code blocks do not render them)", () => {
    expect(fenceBlock("@octocat <script>x</script>")).toBe("```\n@octocat <script>x</script>\n```");
  });

  it("sanitises the info string and normalises line endings", () => {
    expect(fenceBlock("x", "di`ff ok")).toBe("```diffok\nx\n```");
    expect(fenceBlock("a\r\nb\rc")).toBe("```\na\nb\nc\n```");
  });
});

describe("detailsBlock", () => {
  it("leaves blank lines around the body so fenced blocks render inside", () => {
    expect(detailsBlock("Full diff", fenceBlock("x"))).toBe(
      "<details><summary>Full diff</summary>\n\n```\nx\n```\n\n</details>",
    );
    expect(detailsBlock("<b>", "y", true)).toBe(
      "<details open><summary>&lt;b&gt;</summary>\n\ny\n\n</details>",
    );
  });
});

/**
 * What GitHub shows for `markdown` if it is exactly one code span, else undefined. CommonMark: a
 * run of N backticks opens a span that the next run of exactly N closes; one space is stripped
 * from each end when both ends have one and the content is not all spaces. In a table cell
 * (`table`), GFM first turns `\|` into `|`.
 */
function shownAsCode(markdown: string, table: boolean): string | undefined {
  const text = table ? markdown.replaceAll("\\|", "|") : markdown;
  const open = /^`+/.exec(text)?.[0].length ?? 0;
  if (open === 0) return undefined;
  const runs = /`+/g;
  runs.lastIndex = open;
  for (let m = runs.exec(text); m !== null; m = runs.exec(text)) {
    if (m[0].length !== open) continue;
    if (m.index + open !== text.length) return undefined; // closed early
    const content = text.slice(open, m.index);
    return content.startsWith(" ") && content.endsWith(" ") && content.trim() !== ""
      ? content.slice(1, -1)
      : content;
  }
  return undefined; // never closed
}

describe("codeSpan", () => {
  it("shows text as written, mentions and HTML included (code spans render neither)", () => {
    expect(codeSpan("terraform_data.app[0]")).toBe("`terraform_data.app[0]`");
    expect(codeSpan('aws_s3_bucket.b["k"]')).toBe('`aws_s3_bucket.b["k"]`');
    expect(codeSpan("@octocat <script>x</script> --> #1 *b* [a](x)")).toBe(
      "`@octocat <script>x</script> --> #1 *b* [a](x)`",
    );
    expect(codeSpan("a\\b")).toBe("`a\\b`");
  });

  it("uses a fence longer than any backtick run inside", () => {
    expect(codeSpan("a`b")).toBe("``a`b``");
    expect(codeSpan("a``b")).toBe("```a``b```");
    expect(codeSpan("a`b```c``d")).toBe("````a`b```c``d````");
  });

  it("pads with a space when the text starts or ends with a backtick", () => {
    expect(codeSpan("`a")).toBe("`` `a ``");
    expect(codeSpan("a`")).toBe("`` a` ``");
    expect(codeSpan("``a``")).toBe("``` ``a`` ```");
    expect(codeSpan("`")).toBe("`` ` ``");
  });

  it("keeps spaces at both ends, which CommonMark would strip one of", () => {
    expect(codeSpan(" a ")).toBe("`  a  `");
    expect(codeSpan(" a")).toBe("` a`");
    expect(codeSpan("a ")).toBe("`a `");
    expect(codeSpan(" ")).toBe("` `");
    // An empty span would be two literal backticks.
    expect(codeSpan("")).toBe("` `");
  });

  it("escapes pipes for table cells, and only there", () => {
    expect(codeSpan("a|b")).toBe("`a\\|b`");
    expect(codeSpan("a|b", { table: true })).toBe("`a\\|b`");
    expect(codeSpan("a\\|b")).toBe("`a\\\\|b`");
    expect(codeSpan("a|b", { table: false })).toBe("`a|b`");
    expect(codeSpan("a\\|b", { table: false })).toBe("`a\\|b`");
  });

  it("makes one line and strips terminal escapes and bidi overrides", () => {
    expect(codeSpan("a\nb\r\nc\t\td")).toBe("`a b c d`");
    expect(codeSpan("a\n\n`b")).toBe("``a `b``");
    expect(codeSpan("\u001b[31mred\u001b[0m ab\u202ecd")).toBe("`red abcd`");
  });

  it("is one span that shows the text, in and out of tables, for any backticks, pipes, spaces", () => {
    const alphabet = ["`", "``", "|", "\\", " ", "\n", "a", "@b"];
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const samples = ["`", "``", "|", "\\|", " ` ", "` `", "a`", "`a", " x ", "```|```"];
    for (let i = 0; i < 500; i += 1) {
      const length = 1 + (next() % 12);
      samples.push(Array.from({ length }, () => alphabet[next() % alphabet.length]).join(""));
    }
    for (const text of samples) {
      const flat = text.replace(/\s+/g, " ");
      for (const table of [true, false]) {
        const span = codeSpan(text, { table });
        expect(span).not.toContain("\n");
        if (table) expect(span).not.toMatch(/(^|[^\\])\|/);
        expect(shownAsCode(span, table), JSON.stringify({ text, table, span })).toBe(flat);
      }
    }
  });
});

describe("cleanText", () => {
  it("replaces lone surrogates and keeps pairs", () => {
    expect(cleanText("a\ud800b😀")).toBe("a\ufffdb😀");
  });
});
