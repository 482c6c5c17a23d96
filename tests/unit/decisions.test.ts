/**
 * The house rules of docs/decisions/ (its README says them): one file per topic, each listed in
 * the README's index, entries numbered 1, 2, 3 … in order, and no single docs/decisions.md again.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const decisions = path.join(root, "docs/decisions");
const benchmarks = path.join(root, "docs/benchmarks");
const read = (file: string) => readFileSync(file, "utf8");

const LIST_ENTRY = /^(\d+)\. /;
const HEADING_ENTRY = /^## (\d+)\. /;

/** The problems with a topic file's numbering: one form of entry, numbered 1 to n without a gap. */
function numberingProblems(text: string): string[] {
  const listed: number[] = [];
  const headed: number[] = [];
  let fenced = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (fenced) continue;
    const list = LIST_ENTRY.exec(line);
    if (list) listed.push(Number(list[1]));
    const heading = HEADING_ENTRY.exec(line);
    if (heading) headed.push(Number(heading[1]));
  }
  if (listed.length > 0 && headed.length > 0) return ["mixes `1.` list entries with `## 1.` heading entries"];
  const numbers = listed.length > 0 ? listed : headed;
  if (numbers.length === 0) return ["has no numbered entry"];
  return numbers.flatMap((number, index) => (number === index + 1 ? [] : [`entry ${index + 1} is numbered ${number}`]));
}

/** The files an index names: every link to a Markdown file in the same folder. */
function indexedFiles(readme: string): string[] {
  return [...readme.matchAll(/\]\(([\w.-]+\.md)\)/g)].map((match) => match[1]).filter((file) => file !== "README.md");
}

/** Relative links to Markdown files (anchors dropped), for checking they exist. */
const relativeLinks = (text: string) =>
  [...text.matchAll(/\]\(([^)#\s]+\.md)(#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((link) => !/^[a-z]+:/.test(link));

const topicFiles = () => readdirSync(decisions).filter((file) => file.endsWith(".md") && file !== "README.md");

describe("the decision rules' own checks", () => {
  it("accept entries numbered in order, in either form", () => {
    expect(numberingProblems("# T\n\n1. **A.** x\n   y\n\n2. **B.** z\n")).toEqual([]);
    expect(numberingProblems("# T\n\n## 1. A\n\ntext\n\n## 2. B\n")).toEqual([]);
  });

  it("refuse a gap, a repeat, a mix of forms and a file without entries", () => {
    expect(numberingProblems("1. a\n\n3. b\n")).toEqual(["entry 2 is numbered 3"]);
    expect(numberingProblems("1. a\n\n1. b\n")).toEqual(["entry 2 is numbered 1"]);
    expect(numberingProblems("## 1. a\n\n2. b\n")).toHaveLength(1);
    expect(numberingProblems("# Only a title\n")).toEqual(["has no numbered entry"]);
  });

  it("ignore numbered lines inside a code block", () => {
    expect(numberingProblems("1. a\n\n```\n7. not an entry\n```\n\n2. b\n")).toEqual([]);
  });

  it("read the files an index links to", () => {
    expect(indexedFiles("| [a.md](a.md) | x |\n| [b-c.md](b-c.md) | y |\n[up](../README.md)")).toEqual([
      "a.md",
      "b-c.md",
    ]);
  });
});

describe("docs/decisions/", () => {
  it("replaces the single docs/decisions.md for good", () => {
    expect(existsSync(path.join(root, "docs/decisions.md"))).toBe(false);
  });

  it("lists every topic file in its README, once", () => {
    const indexed = indexedFiles(read(path.join(decisions, "README.md")));
    expect(topicFiles().filter((file) => !indexed.includes(file))).toEqual([]);
    expect(indexed.filter((file, index) => indexed.indexOf(file) !== index)).toEqual([]);
  });

  it("has a file for every line of its index", () => {
    const missing = indexedFiles(read(path.join(decisions, "README.md"))).filter(
      (file) => !existsSync(path.join(decisions, file)),
    );
    expect(missing).toEqual([]);
  });

  it("numbers every topic file's entries 1, 2, 3 … in order", () => {
    const problems = topicFiles().flatMap((file) =>
      numberingProblems(read(path.join(decisions, file))).map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("links only to files that exist, here and in the benchmark logs", () => {
    const broken = [decisions, benchmarks].flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith(".md"))
        .flatMap((file) =>
          relativeLinks(read(path.join(folder, file)))
            .filter((link) => !existsSync(path.resolve(folder, link)))
            .map((link) => `${path.relative(root, path.join(folder, file))} → ${link}`),
        ),
    );
    expect(broken).toEqual([]);
  });
});
