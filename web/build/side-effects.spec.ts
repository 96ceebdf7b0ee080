import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@jest/globals';
import ts from 'typescript';

const WEB = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.tsx?$/.test(f) && !/\.spec\.tsx?$/.test(f));
}

/** Does a top-level statement do something when the file loads, beyond declaring? */
const acts = (s: ts.Statement) =>
  !ts.isVariableStatement(s) &&
  !ts.isFunctionDeclaration(s) &&
  !ts.isClassDeclaration(s) &&
  !ts.isInterfaceDeclaration(s) &&
  !ts.isTypeAliasDeclaration(s) &&
  !ts.isEnumDeclaration(s) &&
  !ts.isImportDeclaration(s) &&
  !ts.isExportDeclaration(s) &&
  !ts.isExportAssignment(s) &&
  !ts.isModuleDeclaration(s);

test("the files that act when they load are those web/package.json's sideEffects names: the bundler would drop what the others do", () => {
  const acting = sources(path.join(WEB, 'src'))
    .filter((file) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest).statements.some(acts))
    .map((file) => `./${path.relative(WEB, file)}`)
    .sort();
  const listed = [...(JSON.parse(fs.readFileSync(path.join(WEB, 'package.json'), 'utf8')).sideEffects as string[])].sort();
  assert.deepEqual([...acting], listed);
});
