import { describe, expect, it } from "vitest";
import { cpuMsOf } from "../../support/cpu-time.js";
import { createRedactor, secretVariants } from "../../../src/report/redact.js";

const none = createRedactor([]);

describe("createRedactor: declared secrets", () => {
  it("replaces every occurrence", () => {
    const redact = createRedactor(["hunter2hunter2"]);
    expect(redact("a hunter2hunter2 b hunter2hunter2")).toBe("a *** b ***");
  });

  it("skips values shorter than 4 characters, even when padded", () => {
    const redact = createRedactor(["abc", "  ab  ", "", "abcd"]);
    expect(redact("abc ab abcd")).toBe("abc ab ***");
  });

  it("prefers the longest secret at a position", () => {
    const redact = createRedactor(["abcd", "abcdefgh"]);
    expect(redact("xxabcdefghyy")).toBe("xx***yy");
  });

  it("treats secrets literally, not as patterns", () => {
    const redact = createRedactor(["a.b*c(d)"]);
    expect(redact("aXbbc(d) a.b*c(d)")).toBe("aXbbc(d) ***");
  });

  it("catches JSON-escaped, URL-encoded, form-encoded and base64 forms", () => {
    const redact = createRedactor(['pa"ss\\word 1/x']);
    expect(redact('{"v":"pa\\"ss\\\\word 1/x"}')).toBe('{"v":"***"}');
    expect(redact("u=pa%22ss%5Cword%201%2Fx&")).toBe("u=***&");
    expect(redact("u=pa%22ss%5Cword+1%2Fx&")).toBe("u=***&");
    const b64 = Buffer.from('pa"ss\\word 1/x').toString("base64");
    expect(redact(`data = "${b64}"`)).toBe('data = "***"');
  });

  it("catches the lines of a multi-line secret shown one by one", () => {
    const secret = "line-one-secret\nline-two-secret";
    expect(secretVariants(secret)).toContain("line-two-secret");
    const redact = createRedactor([secret]);
    expect(redact('  + "line-two-secret"')).toBe('  + "***"');
  });
});

describe("createRedactor: built-in patterns", () => {
  it("removes AWS access key ids", () => {
    expect(none("key AKIAIOSFODNN7EXAMPLE and ASIAIOSFODNN7EXAMPLE.")).toBe("key *** and ***.");
  });

  it("removes PEM private key blocks, whole, cut at the end, or cut at the start", () => {
    const key =
      "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7bq9Xk0Xabc123\nQWERTYUIOPASDFGH1234\n-----END RSA PRIVATE KEY-----";
    expect(none(`before\n${key}\nafter`)).toBe("before\n***\nafter");
    expect(none(JSON.stringify(`x${key}y`))).toBe('"x***y"');
    expect(none("\n-----END PRIVATE KEY-----")).toBe("\n***");
    expect(none("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA")).toBe("***");
    expect(
      none(
        "log start\nMIIEpAIBAAKCAQEA7bq9Xk0Xabc123\nQWERTYUIOPASDFGH1234\n-----END PRIVATE KEY-----\nnext",
      ),
    ).toBe("log start\n***\nnext");
  });

  it("removes GitHub tokens", () => {
    const classic = `ghp_${"a1B2".repeat(9)}`;
    const server = `ghs_${"Z9y8".repeat(9)}`;
    const pat = `github_pat_11ABCDEFG0_${"x".repeat(59)}`;
    expect(none(`t=${classic} ${server} ${pat}!`)).toBe("t=*** *** ***!");
  });

  it("removes bearer tokens and Authorization header values", () => {
    expect(none("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig")).toBe(
      "Authorization: Bearer ***",
    );
    expect(none('"authorization": "Basic dXNlcjpwYXNz"')).toBe('"authorization": "Basic ***"');
    expect(none("sent bearer abcdefghijklmnopqrstuvwxyz0123")).toBe("sent bearer ***");
    expect(none("Bearer authentication is used")).toBe("Bearer authentication is used");
  });

  it("removes passwords from URLs", () => {
    expect(none("postgres://app:s3cr3t@db.internal:5432/main?sslmode=require")).toBe(
      "postgres://app:***@db.internal:5432/main?sslmode=require",
    );
    expect(none("https://x-access-token:abc123@github.com/o/r")).toBe(
      "https://x-access-token:***@github.com/o/r",
    );
    expect(none("http://host:8080/path@x")).toBe("http://host:8080/path@x");
  });

  it("removes password=… style assignments", () => {
    expect(none("host=db user=app password=s3cr3t sslmode=require")).toBe(
      "host=db user=app password=*** sslmode=require",
    );
    expect(none("Server=x;Password=abc123;Database=y")).toBe("Server=x;Password=***;Database=y");
    expect(none("https://h/x?user=a&password=abc123&b=1")).toBe(
      "https://h/x?user=a&password=***&b=1",
    );
    expect(none('{"db_password": "hunter22", "n": 1}')).toBe('{"db_password": "***", "n": 1}');
    expect(none('{\\"api_key\\":\\"k-123\\"}')).toBe('{\\"api_key\\":\\"***\\"}');
    expect(none('  ~ master_password = "old-pw" -> "new-pw"')).toBe(
      '  ~ master_password = "***" -> "***"',
    );
    expect(none("client_secret: 'abc'")).toBe("client_secret: '***'");
  });

  it("leaves masked values and look-alike keys alone", () => {
    const text = [
      "  + password = (sensitive value)",
      "  + password_length = 16",
      "  tokens: 5",
      "  + secret_arn = (known after apply)",
      '  + authorization = "NONE"',
      "urn:pulumi:dev::app::aws:secretsmanager/secret:Secret::db",
    ].join("\n");
    expect(none(text)).toBe(text);
  });

  it("is linear on pathological input", () => {
    const text = [
      "a.".repeat(100_000),
      "A".repeat(200_000),
      "PRIVATE KEY",
      `${"B".repeat(100_000)}\n`.repeat(3),
      'password="'.repeat(10_000),
      "x://".repeat(50_000),
    ].join("\n");
    const redact = createRedactor(["not-present-secret"]);
    expect(cpuMsOf(() => redact(text)).cpuMs).toBeLessThan(1_000);
  });
});

describe("fragments of a secret at a cut", () => {
  const secret = "Qj7ZvK2mWp9XtR4bLc8NyF3h";
  const redact = createRedactor([secret]);

  it("masks the beginning of a secret cut off by a value cut, at every cut position", () => {
    for (let k = 1; k < secret.length; k += 1) {
      const out = redact(`+ input = "abc ${secret.slice(0, k)}…`);
      expect(out, `cut after ${k} characters`).toBe('+ input = "abc ***…');
    }
  });

  it("masks the end of a secret left at the front of an output tail", async () => {
    const { BoundedTail } = await import("../../../src/process/bounded.js");
    for (let k = 1; k < secret.length; k += 1) {
      const tail = new BoundedTail(k + 10);
      tail.push(`token ${secret} and more`.slice(0, 6 + secret.length) + "0123456789");
      const out = redact(tail.toString());
      expect(out.startsWith("…"), out).toBe(true);
      expect(out).not.toContain(secret.slice(-Math.min(k, 3)));
    }
  });

  it("leaves text at a cut alone when it does not begin a secret", () => {
    expect(redact("a list of items… and more")).toBe("a list of items… and more");
  });
});

describe("stackgate's own guidance", () => {
  const redact = createRedactor([]);

  it("is not masked where it names a secret's variable in a sentence", () => {
    const hint =
      "Bitbucket rejected the credentials in BITBUCKET_ACCESS_TOKEN: pass a repository, project or workspace access token.";
    expect(redact(hint)).toBe(hint);
    const pipe =
      "variable BITBUCKET_API_EMAIL is set without BITBUCKET_API_TOKEN: pass the API token too.";
    expect(redact(pipe)).toBe(pipe);
  });

  it("still masks values after the same keys", () => {
    expect(redact("BITBUCKET_ACCESS_TOKEN: abcDEF123456")).toBe("BITBUCKET_ACCESS_TOKEN: ***");
    expect(redact("password: hunter")).toBe("password: ***");
    expect(redact("token: s3cret and more")).toBe("token: *** and more");
    expect(redact("api_key=letmein now")).toBe("api_key=*** now");
  });
});

describe("credential shapes cut at a cut mark", () => {
  it("masks a token cut too short for its full pattern", () => {
    const redact = createRedactor([]);
    expect(redact('token "ghp_abcdEFGH12…')).toBe('token "***…');
    expect(redact("key AKIAIOSF…")).toBe("key ***…");
    expect(redact("a list of items…")).toBe("a list of items…");
  });
});
