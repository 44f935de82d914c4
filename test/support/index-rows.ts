/** Index rows and the stack comments that carry them, as a preview job posts them (issue 21). */
import { withIndexRow, type IndexRow } from "../../src/report/index-row.js";
import { commentMarker, type MarkdownFlavor } from "../../src/report/marker.js";

/** The commit the test runs plan. */
export const INDEX_HEAD = "1a".repeat(20);

/** The row of stack `id` after a preview that plans one create; any field overridden. */
export function plannedRow(id: string, overrides: Partial<IndexRow> = {}): IndexRow {
  return {
    id,
    command: "preview",
    outcome: "planned",
    create: 1,
    update: 0,
    delete: 0,
    replace: 0,
    commit: INDEX_HEAD,
    ...overrides,
  };
}

/** Stack `id`'s own comment (keyed as a workdir named `id`) with its row. */
export function stackCommentWithRow(
  id: string,
  flavor: MarkdownFlavor,
  row: IndexRow = plannedRow(id),
  heading = "### plan",
): string {
  const key = { project: id, stack: "default", workdir: id };
  return withIndexRow(`${commentMarker(key, flavor)}\n${heading}`, row, flavor);
}
