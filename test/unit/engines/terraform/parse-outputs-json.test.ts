import { describe, expect, it } from "vitest";
import { parseOutputsJson } from "../../../../src/engines/terraform/parse-outputs-json.js";

describe("parseOutputsJson (terraform output -json)", () => {
  it("reads every output sorted by name; sensitive unless it says false", () => {
    const text = JSON.stringify({
      url: { sensitive: false, type: "string", value: "https://x" },
      db_password: { sensitive: true, type: "string", value: "s3cret" },
      count: { sensitive: false, type: "number", value: 3 },
      odd: { type: "string", value: "no sensitive key" },
    });
    expect(parseOutputsJson(text)).toEqual([
      { name: "count", value: 3, sensitive: false },
      { name: "db_password", value: "s3cret", sensitive: true },
      { name: "odd", value: "no sensitive key", sensitive: true },
      { name: "url", value: "https://x", sensitive: false },
    ]);
  });

  it("reads no outputs as an empty list (`{}` or nothing printed)", () => {
    expect(parseOutputsJson("{}\n")).toEqual([]);
    expect(parseOutputsJson("")).toEqual([]);
  });

  it("refuses what is not an object of outputs, naming what it got", () => {
    expect(() => parseOutputsJson("[1]")).toThrow(/printed an array, expected an object/);
    expect(() => parseOutputsJson("not json")).toThrow(/printed no JSON/);
    expect(() => parseOutputsJson('{"x": {"type": "string"}}')).toThrow(/output "x" has no value/);
  });
});
