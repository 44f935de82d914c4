#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  EXIT,
  StackgateError
} from "./chunk-ZQX7P6QH.js";

// src/platforms/paging/page-budget.ts
var MAX_PAGES = 100;
var MAX_ITEMS = 1e4;
var PageBudget = class {
  constructor(platform, what, hint) {
    this.platform = platform;
    this.what = what;
    this.hint = hint;
  }
  platform;
  what;
  hint;
  pages = 0;
  items = 0;
  /** Counts one page of `items` items, before it is kept. */
  count(items) {
    this.pages += 1;
    this.items += items;
    if (this.pages <= MAX_PAGES && this.items <= MAX_ITEMS) return;
    throw new StackgateError(
      `${this.platform} kept sending more while stackgate tried to ${this.what}: stopped at page ${this.pages} (${this.items} items), past the limit of ${MAX_PAGES} pages or ${MAX_ITEMS} items. A server that always answers with a next page never ends; check ${this.hint}. A pull request with more than ${MAX_ITEMS} comments or reviews is not supported: start a new one.`,
      EXIT.failed
    );
  }
};
function interruptedCall(platform, what, cause) {
  return new StackgateError(
    `stopped the ${platform} API call to ${what}: the run was interrupted.`,
    EXIT.failed,
    { cause, outcome: "interrupted" }
  );
}

export {
  PageBudget,
  interruptedCall
};
