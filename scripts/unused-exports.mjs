#!/usr/bin/env node
/**
 * Fails (exit 1) on an export of src/ that nothing imports: dead code, or an `export` that only
 * its own module uses. Part of `npm run lint`.
 *
 * Uses the TypeScript compiler API on the program of tsconfig.json (src, test, bench, scripts):
 * an export counts as used when another file imports it — by name (followed through re-exports
 * such as settings/index.ts to the declaration), or wholesale (`import * as`, `import("…")`,
 * `typeof import("…")`: every export of that module counts as used). Re-exporting alone is not a
 * use. Tests importing a module's export count: tested surface is not dead. A type or interface
 * its own module uses (e.g. in an exported function's signature) may stay exported.
 *
 *   node scripts/unused-exports.mjs          # list them, exit 1 when there are any
 *   node scripts/unused-exports.mjs DIR      # the same for the project in DIR (tests use it)
 */
import path from "node:path";
import ts from "typescript";

/** The project to check: this repository, or the directory given (its tsconfig.json, its src/). */
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const CHECKED = `${path.join(root, "src")}${path.sep}`;

function loadProgram() {
  const configFile = path.join(root, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (parsed === undefined) throw new Error(`${configFile} could not be read`);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/** The symbol an import or re-export finally names (its declaration), through every alias. */
function targetOf(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The module symbol a module specifier (string literal) resolves to, if it is one of ours. */
function moduleOf(checker, specifier) {
  const symbol = checker.getSymbolAtLocation(specifier);
  return symbol?.flags & ts.SymbolFlags.ValueModule ? symbol : undefined;
}

/** Every symbol imported by another file, and every module imported wholesale. */
function collectUses(program, checker) {
  const used = new Set();
  const useAll = (module) => {
    if (module === undefined) return;
    for (const exported of checker.getExportsOfModule(module)) {
      used.add(targetOf(checker, exported));
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && node.importClause !== undefined) {
      const { importClause } = node;
      if (importClause.name !== undefined) {
        const symbol = checker.getSymbolAtLocation(importClause.name);
        if (symbol !== undefined) used.add(targetOf(checker, symbol));
      }
      const bindings = importClause.namedBindings;
      if (bindings !== undefined && ts.isNamespaceImport(bindings)) {
        useAll(moduleOf(checker, node.moduleSpecifier));
      } else if (bindings !== undefined) {
        for (const element of bindings.elements) {
          const symbol = checker.getSymbolAtLocation(element.name);
          if (symbol !== undefined) used.add(targetOf(checker, symbol));
        }
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      useAll(moduleOf(checker, node.arguments[0]));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      useAll(moduleOf(checker, node.argument.literal));
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile && !file.fileName.includes("/node_modules/")) visit(file);
  }
  return used;
}

const TYPE_ONLY = ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias;

/** Is `target` (declared in `file`) named anywhere in `file` besides its declarations? */
function isUsedIn(file, checker, target) {
  const declared = new Set((target.declarations ?? []).map((d) => d.name));
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (
      ts.isIdentifier(node) &&
      node.text === target.getName() &&
      !declared.has(node) &&
      checker.getSymbolAtLocation(node) === target
    ) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * A type or interface that its own module uses (in an exported signature, say) is that module's
 * interface: exporting it lets callers name it. Values exported for their own module only are not.
 */
function isOwnInterface(file, checker, target) {
  return (target.flags & TYPE_ONLY) !== 0 && (target.flags & ts.SymbolFlags.Value) === 0
    ? isUsedIn(file, checker, target)
    : false;
}

/** `file:line  name` for every export declared in src/ that no other file imports. */
function findUnusedExports() {
  const program = loadProgram();
  const checker = program.getTypeChecker();
  const used = collectUses(program, checker);
  const unused = [];
  for (const file of program.getSourceFiles()) {
    if (!path.resolve(file.fileName).startsWith(CHECKED)) continue;
    const module = checker.getSymbolAtLocation(file);
    if (module === undefined) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const target = targetOf(checker, exported);
      const declaration = target.declarations?.[0];
      // Report an export where it is declared, not where it is re-exported.
      if (declaration === undefined || declaration.getSourceFile() !== file) continue;
      if (used.has(target) || isOwnInterface(file, checker, target)) continue;
      const { line } = file.getLineAndCharacterOfPosition(declaration.getStart());
      const where = isUsedIn(file, checker, target) ? "only its own module uses it" : "unused";
      unused.push(
        `${path.relative(root, file.fileName)}:${line + 1}  ${exported.getName()} (${where})`,
      );
    }
  }
  return unused.sort();
}

const unused = findUnusedExports();
if (unused.length > 0) {
  console.error(
    `${unused.length} export(s) of src/ that no other file imports. Delete the dead code, or ` +
      "drop the `export` when only its own module uses it:",
  );
  for (const line of unused) console.error(`  ${line}`);
  process.exit(1);
}
console.log("unused exports: none in src/");
