/**
 * The issue tracker drift reports to (drift/issue-reporter.ts): one issue per stack, found among
 * the open issues with one label, created, updated in place, commented on and closed. A platform
 * implements it: GitHub issues (platforms/github/issues.ts), GitLab issues
 * (platforms/gitlab/issues.ts).
 */

export interface OpenIssue {
  /** The number people see (`#12` on GitHub, the project-scoped `iid` on GitLab). */
  number: number;
  title: string;
  body: string;
  /** Who opened it, as `author()` names the token's user (null for a deleted account). */
  author: string | null;
  url: string;
}

export interface IssueTracker {
  /** The user whose issues are ours: the token's user (github-actions[bot] for GITHUB_TOKEN). */
  author(): Promise<string>;
  /** Every open issue (not pull request) that carries `label`. */
  listOpen(label: string): Promise<OpenIssue[]>;
  create(title: string, body: string, label: string): Promise<OpenIssue>;
  update(number: number, title: string, body: string): Promise<void>;
  /** Comments `comment`, then closes the issue as completed. */
  close(number: number, comment: string): Promise<void>;
}
