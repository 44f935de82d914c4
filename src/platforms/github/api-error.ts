/**
 * A GitHub API failure read and told: its HTTP status, and an error the user can act on — what
 * was attempted, GitHub's answer, and the fix.
 */
import { EXIT, StackgateError } from "../../errors.js";
import { interruptedCall } from "../paging/page-budget.js";

interface HttpError {
  status: number;
  message: string;
}

function httpError(error: unknown): HttpError | null {
  if (typeof error !== "object" || error === null) return null;
  const status = (error as { status?: unknown }).status;
  if (typeof status !== "number") return null;
  const data = (error as { response?: { data?: { message?: unknown } } }).response?.data;
  const message =
    typeof data?.message === "string" ? data.message : error instanceof Error ? error.message : "";
  return { status, message };
}

export function statusOf(error: unknown): number | null {
  return httpError(error)?.status ?? null;
}

/**
 * A GitHub API failure as an error the user can act on: what was attempted, GitHub's answer,
 * and the fix (the `github-token` input and the job's `permissions:`). The original is `cause`.
 */
export function apiError(error: unknown, what: string, permission: string): StackgateError {
  if (error instanceof StackgateError) return error;
  if (error instanceof Error && error.name === "AbortError") {
    return interruptedCall("GitHub", what, error);
  }
  const http = httpError(error);
  const said = http ? `${http.status}${http.message ? ` ${http.message}` : ""}` : String(error);
  let fix: string;
  if (http?.status === 401) {
    fix =
      "The token in input github-token was rejected: pass a valid token (the default is `${{ github.token }}`).";
  } else if (http?.status === 403) {
    fix =
      `The token in input github-token lacks permission: give the job \`permissions: ${permission}\` ` +
      `(or pass a token that has it in github-token).`;
  } else if (http?.status === 404) {
    fix = "It does not exist, or the token in input github-token cannot see it.";
  } else {
    fix =
      "GitHub did not answer as expected; re-run the job, and check https://www.githubstatus.com if it persists.";
  }
  return new StackgateError(`GitHub refused to ${what} (${said}). ${fix}`, EXIT.failed, {
    cause: error,
  });
}
