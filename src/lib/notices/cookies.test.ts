// The cookie notice lists everything the site stores on the device
// (docs/product.md#privacy-and-cookie-notices): every key the code writes to localStorage or
// sessionStorage is found here with the compiler, from the type of each setItem call's key, and
// must be named in the notice's body in every language, quoted as that language quotes it.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { COOKIES_DEFAULTS } from "./cookies";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const STORAGE_WRITE = /\b(?:localStorage|sessionStorage)\.setItem\s*\(/g;

function sourceFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, "src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/\.(test|spec)\.tsx?$/.test(file));
}

const isStorageWrite = (node: ts.Node): node is ts.CallExpression => {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const { expression: target, name } = node.expression;
  const area = ts.isPropertyAccessExpression(target) ? target.name.text : target.getText();
  return name.text === "setItem" && (area === "localStorage" || area === "sessionStorage");
};

/**
 * Every key written, with where. A key whose type is not a string literal (or a union of them)
 * cannot be known here and fails the test: name it in a constant, or type the wrapper's
 * parameter with the constants it takes.
 */
function writtenKeys(): { keys: Map<string, string>; unknown: string[] } {
  const files = sourceFiles().filter((file) => fs.readFileSync(file, "utf8").match(STORAGE_WRITE));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram(files, {
    ...config?.options,
    incremental: false,
    noEmit: true,
    // Only the keys' types are asked for: no library or global types need reading.
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const keys = new Map<string, string>();
  const unknown: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} was not compiled`);
    let calls = 0;
    const visit = (node: ts.Node) => {
      if (isStorageWrite(node)) {
        calls += 1;
        const where = `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const [key] = node.arguments;
        const type = key && checker.getTypeAtLocation(key);
        const types = type?.isUnion() ? type.types : type ? [type] : [];
        if (types.length === 0 || !types.every((each) => each.isStringLiteral())) {
          unknown.push(`${where}: ${key?.getText() ?? "no key"}`);
        }
        for (const each of types) if (each.isStringLiteral()) keys.set(each.value, where);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    // A write inside a string (an inline script) is not seen by the compiler: none may hide there.
    const written = source.text.match(STORAGE_WRITE)?.length ?? 0;
    if (written !== calls) unknown.push(`${path.relative(ROOT, file)}: a setItem outside the code`);
  }
  return { keys, unknown };
}

const QUOTES = {
  bodyPt: (key: string) => `«${key}»`,
  bodyEn: (key: string) => `"${key}"`,
  bodyJp: (key: string) => `「${key}」`,
} as const;

describe("the cookie notice", () => {
  const { keys, unknown } = writtenKeys();

  it("knows the key of every write to the browser's storage", () => {
    expect(unknown).toEqual([]);
    // The scan found the writes there are (a scan that found nothing would pass anything).
    expect([...keys.keys()]).toEqual(
      expect.arrayContaining(["language", "favorites", "casa-lusa:currency"]),
    );
  });

  for (const [body, quoted] of Object.entries(QUOTES)) {
    it(`names every stored key in ${body}`, () => {
      const text = COOKIES_DEFAULTS[body as keyof typeof QUOTES];
      const missing = [...keys]
        .filter(([key]) => !text.includes(quoted(key)))
        .map(([key, where]) => `${key} (${where})`);
      expect(missing).toEqual([]);
    });
  }
});
