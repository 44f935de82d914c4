/** The report's footer (always kept): run link, commit, digest, the approval hint. */
import { shortDigest } from "../model/digest.js";
import type { CommentContext } from "./context.js";
import { truncate } from "./fit.js";
import { cleanText } from "./neutralize.js";
import { SEPARATOR } from "./section.js";
import type { Texts } from "./texts.js";

const MAX_HINT = 500;
const MAX_URL = 500;

function safeRunUrl(raw: string, t: Texts): string | undefined {
  let url: URL;
  try {
    url = new URL(t.redact(cleanText(raw)).trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  url.username = "";
  url.password = "";
  const href = url.href.replace(
    /[()<>[\]"'`\s\\]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
  return href.length <= MAX_URL ? href : undefined;
}

export function footerPart(context: CommentContext, t: Texts): string {
  const facts: string[] = [];
  const url = context.runUrl === undefined ? undefined : safeRunUrl(context.runUrl, t);
  if (url !== undefined) facts.push(`[View the run](${url})`);
  const commit = context.commit?.trim();
  if (commit) {
    facts.push(
      /^[0-9a-f]{7,64}$/i.test(commit)
        ? `commit \`${commit.slice(0, 12)}\``
        : `commit ${t.inline(commit, 64)}`,
    );
  }
  const digest = context.digest.trim();
  if (/^sha256:[0-9a-f]{64}$/.test(digest)) {
    facts.push(`digest \`${shortDigest(digest)}\` (\`${digest}\`)`);
  } else if (digest !== "") {
    facts.push(`digest ${t.inline(digest, 100)}`);
  }
  const lines = facts.length > 0 ? [facts.join(" · ")] : [];
  const hint = context.approvalHint === undefined ? "" : t.text(context.approvalHint).trim();
  if (hint !== "") lines.push(truncate(hint, MAX_HINT));
  return lines.length > 0 ? `---\n${lines.join(SEPARATOR)}` : "";
}
