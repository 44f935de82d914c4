import { describe, expect, it } from "vitest";
import {
  cleanText,
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

describe("cleanText", () => {
  it("replaces lone surrogates and keeps pairs", () => {
    expect(cleanText("a\ud800b😀")).toBe("a\ufffdb😀");
  });
});
