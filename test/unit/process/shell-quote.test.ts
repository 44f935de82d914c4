import { describe, expect, it } from "vitest";
import { shellQuote, shellWord } from "../../../src/process/shell-quote.js";

describe("shell quoting for printed commands", () => {
  it("always quotes with shellQuote, and survives embedded quotes", () => {
    expect(shellQuote("terraform_data.item[0]")).toBe("'terraform_data.item[0]'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });

  it("leaves plain words bare with shellWord and quotes anything the shell would interpret", () => {
    expect(shellWord("/w/infra/prod")).toBe("/w/infra/prod");
    expect(shellWord("org/app/dev")).toBe("org/app/dev");
    expect(shellWord("a b")).toBe("'a b'");
    expect(shellWord("urn:pulumi:dev::app::aws:s3/bucket:Bucket$x::y")).toBe(
      "'urn:pulumi:dev::app::aws:s3/bucket:Bucket$x::y'",
    );
    expect(shellWord("$(rm -rf /)")).toBe("'$(rm -rf /)'");
  });
});
