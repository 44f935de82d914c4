/**
 * GitLab issues for the drift report (report/issue-tracker.ts), through the REST API with the
 * job's GITLAB_TOKEN: the open issues with one label (every page:
 * `GET /projects/:id/issues?state=opened&labels=…`), opened (`POST /projects/:id/issues`),
 * edited in place (`PUT /projects/:id/issues/:iid`), commented on
 * (`POST /projects/:id/issues/:iid/notes`) and closed (`PUT … {"state_event": "close"}`). An
 * issue is ours when the token's user (by id) opened it. Every title, description and note
 * passes the run's redactor. GitLab's published OpenAPI description has none of these routes:
 * the stand-in (test/support/gitlab-api.ts) lists them as unchecked.
 */
import type { IssueTracker, OpenIssue } from "../../report/issue-tracker.js";
import type { GitLabClient } from "./client.js";
import { GitLabApiError } from "./http.js";
import { issueOf } from "./model.js";

export function createGitLabIssueTracker(client: GitLabClient): IssueTracker {
  const issuePath = (iid: number, rest = ""): string => client.projectPath(`/issues/${iid}${rest}`);
  const text = (title: string, body: string) => ({
    title: client.storedBody(title),
    description: client.storedBody(body),
  });
  return {
    author: async () => String((await client.tokenUser()).id),
    async listOpen(label) {
      const query = `/issues?state=opened&labels=${encodeURIComponent(label)}`;
      const what = `list the open issues labelled ${label}`;
      const items = await client.list(client.projectPath(query), what);
      return items.map(issueOf).filter((issue): issue is OpenIssue => issue !== null);
    },
    async create(title, body, label) {
      const what = "open a drift issue";
      const path = client.projectPath("/issues");
      const answer = await client.call("POST", path, what, { ...text(title, body), labels: label });
      const issue = issueOf(answer.body);
      if (!issue)
        throw new GitLabApiError(
          `GitLab answered "${what}" without an issue (iid and title).`,
          200,
        );
      return issue;
    },
    async update(iid, title, body) {
      await client.call("PUT", issuePath(iid), `update drift issue #${iid}`, text(title, body));
    },
    async close(iid, comment) {
      const note = { body: client.storedBody(comment) };
      await client.call("POST", issuePath(iid, "/notes"), `comment on drift issue #${iid}`, note);
      await client.call("PUT", issuePath(iid), `close drift issue #${iid}`, {
        state_event: "close",
      });
    },
  };
}
