import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { sourceFiles } from "./storefront-imports";

/** The storefront's one door to the API; a function that hands its own type parameter on to a door is a door too. */
const DOORS = ["apiFetch"];
/** TypeScript's own type helpers: they shape a contract type without describing an answer by hand. */
const HELPERS = new Set(["Omit", "Pick", "Partial", "Required", "NonNullable", "Array", "ReadonlyArray", "Readonly"]);
/** The storefront's own helper for an answer as JSON carries it (dates as strings): it shapes, it does not describe. */
const JSON_HELPER = "Json";

type Parsed = { file: string; source: ts.SourceFile };
type Origin = "contract" | "by hand";

function parse(file: string, text: string): Parsed {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return { file, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind) };
}

function calleeName(call: ts.CallExpression) {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** The name a function is called by: its declaration's, its variable's or its property's. */
function functionName(node: ts.Node) {
  if (ts.isFunctionDeclaration(node)) return node.name?.text ?? null;
  const holder = node.parent;
  if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name))
    return holder.name.text;
  return null;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Whether a name is a type parameter of a function around the node: a wrapper passing its caller's type on. */
function typeParameterInScope(node: ts.Node, name: string) {
  for (let around = node.parent; around; around = around.parent)
    if (ts.isFunctionLike(around) && around.typeParameters?.some((param) => param.name.text === name)) return true;
  return false;
}

/** Names of the functions that pass their own type parameter to a door: wrappers such as adminApi. */
function wrappers(files: Parsed[]) {
  const doors = new Set(DOORS);
  for (let grown = true; grown;) {
    grown = false;
    for (const { source } of files)
      walk(source, (node) => {
        if (!(ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node))) return;
        const params = new Set((node.typeParameters ?? []).map((param) => param.name.text));
        const name = functionName(node);
        if (params.size === 0 || !name || doors.has(name)) return;
        walk(node, (inner) => {
          if (!ts.isCallExpression(inner) || !doors.has(calleeName(inner) ?? "")) return;
          const [argument] = inner.typeArguments ?? [];
          if (argument && ts.isTypeReferenceNode(argument) && params.has(argument.typeName.getText())) {
            doors.add(name);
            grown = true;
          }
        });
      });
  }
  return doors;
}

/** Where an imported name comes from: a contract module, another storefront file, or elsewhere. */
function importOf(parsed: Parsed, root: string, name: string) {
  for (const statement of parsed.source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isReExport = ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined;
    if (!isImport && !isReExport) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const names: { local: string; imported: string }[] = [];
    if (isImport) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          names.push({ local: element.name.text, imported: (element.propertyName ?? element.name).text });
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements)
        names.push({ local: element.name.text, imported: (element.propertyName ?? element.name).text });
    }
    const found = names.find((entry) => entry.local === name);
    if (!found) continue;
    if (specifier.startsWith("@api/contract/")) return { contract: true as const };
    const base = specifier.startsWith("~/")
      ? join(root, "app", specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(parsed.file), specifier)
        : null;
    if (!base) return null;
    const file = [".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find(existsSync);
    return file ? { file, name: found.imported } : null;
  }
  return null;
}

/** The local name a file exports under another: `export type { AdminOrderRow as OrderListRow }`. */
function localExport(parsed: Parsed, name: string) {
  for (const statement of parsed.source.statements)
    if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause)
      if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          if (element.name.text === name && element.propertyName) return element.propertyName.text;
  return null;
}

function localAlias(parsed: Parsed, name: string) {
  for (const statement of parsed.source.statements)
    if ((ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) && statement.name.text === name)
      return statement;
  return null;
}

class AnswerTypes {
  private readonly parsed = new Map<string, Parsed>();

  constructor(
    private readonly root: string,
    files: Parsed[],
  ) {
    for (const file of files) this.parsed.set(file.file, file);
  }

  private async load(file: string) {
    const known = this.parsed.get(file);
    if (known) return known;
    const parsed = parse(file, await readFile(file, "utf8"));
    this.parsed.set(file, parsed);
    return parsed;
  }

  /** A name's origin: a contract schema's type, or a shape written in the storefront. */
  async nameOrigin(parsed: Parsed, name: string, seen: Set<string>): Promise<Origin> {
    // `seen` holds the names being followed: a type that refers back to itself describes nothing of the contract.
    const key = `${parsed.file}#${name}`;
    if (seen.has(key)) return "by hand";
    seen.add(key);
    try {
      const alias = localAlias(parsed, name);
      if (alias) return ts.isTypeAliasDeclaration(alias) ? await this.origin(parsed, alias.type, seen) : "by hand";
      const renamed = localExport(parsed, name);
      if (renamed) return await this.nameOrigin(parsed, renamed, seen);
      const imported = importOf(parsed, this.root, name);
      if (!imported) return "by hand";
      if ("contract" in imported) return "contract";
      return await this.nameOrigin(await this.load(imported.file), imported.name, seen);
    } finally {
      seen.delete(key);
    }
  }

  /** A type's origin: from the contract when it names contract types and no shape of its own. */
  async origin(parsed: Parsed, type: ts.TypeNode, seen = new Set<string>()): Promise<Origin> {
    // An answer of null (a deletion's) has no shape to take from anywhere.
    if (ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword) return "contract";
    const named: string[] = [];
    let byHand = false;
    walk(type, (node) => {
      if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) byHand = true;
      else if (ts.isTypeReferenceNode(node)) named.push(node.typeName.getText().split(".")[0]);
      else if (ts.isTypeQueryNode(node)) named.push(node.exprName.getText().split(".")[0]);
    });
    const own = named.filter((name) => !HELPERS.has(name) && name !== JSON_HELPER && name !== "z");
    if (byHand || own.length === 0) return "by hand";
    for (const name of own) if ((await this.nameOrigin(parsed, name, seen)) === "by hand") return "by hand";
    return "contract";
  }
}

/**
 * The storefront's calls to the API that name their answer's type, and those among them whose type
 * is written by hand rather than taken from the contract's schemas, as "app/file: door<Type>", sorted.
 * Tests are left out: they call with made-up answers.
 */
export async function storefrontAnswerTypes(root: string) {
  const names = (await sourceFiles(join(root, "app"))).filter((file) => !/\.test\.tsx?$/.test(file));
  const files = await Promise.all(names.map(async (file) => parse(file, await readFile(file, "utf8"))));
  const doors = wrappers(files);
  const types = new AnswerTypes(root, files);
  const byHand: string[] = [];
  let calls = 0;
  for (const parsed of files) {
    const typed: ts.CallExpression[] = [];
    walk(parsed.source, (node) => {
      if (ts.isCallExpression(node) && doors.has(calleeName(node) ?? "") && node.typeArguments?.length)
        typed.push(node);
    });
    for (const call of typed) {
      const [argument] = call.typeArguments ?? [];
      const element = ts.isArrayTypeNode(argument) ? argument.elementType : argument;
      if (ts.isTypeReferenceNode(element) && typeParameterInScope(call, element.typeName.getText())) continue;
      calls += 1;
      if ((await types.origin(parsed, argument)) === "by hand")
        byHand.push(`${relative(root, parsed.file)}: ${calleeName(call)}<${argument.getText()}>`);
    }
  }
  return { calls, byHand: byHand.sort() };
}
