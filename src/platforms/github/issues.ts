/**
 * GitHub issues for the drift report: the open issues with one label (every page), created,
 * updated in place, commented on and closed. Only the REST endpoints GitHub's OpenAPI
 * description has (`GET/POST /repos/{o}/{r}/issues`, `PATCH /repos/{o}/{r}/issues/{n}`,
 * `POST /repos/{o}/{r}/issues/{n}/comments`); every body passes the client's redactor.
 */
import { PageBudget } from "../paging/page-budget.js";
import { apiError } from "./api-error.js";
import type { RepoRef } from "./context.js";
import type { StackgateOctokitInstance } from "./octokit.js";
import type { IssueTracker, OpenIssue } from "../../report/issue-tracker.js";

/** What the tracker takes of the GitHub client (platforms/github.ts `GitHubClient`). */
export interface IssueClient {
  readonly octokit: StackgateOctokitInstance;
  /** The login our comments (and issues) are made as. */
  commentAuthor(): Promise<string>;
  /** The text as it will be stored: through the step's redactor. */
  storedBody(text: string): string;
}

/** The token needs this to write issues (named in every failure). */
const ISSUES_WRITE = "issues: write";

export function createIssueTracker(client: IssueClient, repo: RepoRef): IssueTracker {
  const { octokit } = client;
  const slug = `${repo.owner}/${repo.repo}`;
  return {
    author: () => client.commentAuthor(),
    async listOpen(label) {
      const what = `list the open issues labelled ${label} in ${slug}`;
      const budget = new PageBudget("GitHub", what, "GITHUB_API_URL");
      const params = { ...repo, labels: label, state: "open" as const, per_page: 100 };
      const found: OpenIssue[] = [];
      try {
        for await (const page of octokit.paginate.iterator(
          octokit.rest.issues.listForRepo,
          params,
        )) {
          budget.count(page.data.length);
          for (const issue of page.data) {
            if (issue.pull_request) continue;
            found.push({
              number: issue.number,
              title: issue.title,
              body: issue.body ?? "",
              author: issue.user?.login ?? null,
              url: issue.html_url,
            });
          }
        }
        return found;
      } catch (error) {
        throw apiError(error, what, "issues: read");
      }
    },
    async create(title, body, label) {
      try {
        const { data } = await octokit.rest.issues.create({
          ...repo,
          title: client.storedBody(title),
          body: client.storedBody(body),
          labels: [label],
        });
        return {
          number: data.number,
          title: data.title,
          body: data.body ?? "",
          author: data.user?.login ?? null,
          url: data.html_url,
        };
      } catch (error) {
        throw apiError(error, `open a drift issue in ${slug}`, ISSUES_WRITE);
      }
    },
    async update(number, title, body) {
      try {
        await octokit.rest.issues.update({
          ...repo,
          issue_number: number,
          title: client.storedBody(title),
          body: client.storedBody(body),
        });
      } catch (error) {
        throw apiError(error, `update drift issue #${number} in ${slug}`, ISSUES_WRITE);
      }
    },
    async close(number, comment) {
      try {
        await octokit.rest.issues.createComment({
          ...repo,
          issue_number: number,
          body: client.storedBody(comment),
        });
        await octokit.rest.issues.update({
          ...repo,
          issue_number: number,
          state: "closed",
          state_reason: "completed",
        });
      } catch (error) {
        throw apiError(error, `close drift issue #${number} in ${slug}`, ISSUES_WRITE);
      }
    },
  };
}
