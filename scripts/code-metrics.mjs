// Figures a maintainer asks of the tree: lines per top folder, functions longer than 80 lines of
// their own (nested functions are counted apart), and type assertions (`as T`, not `as const`) in
// production code. `node scripts/code-metrics.mjs [--list]`; it reads the files git tracks.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const longFunctionLines = 80;
const productionFolders = ['client', 'server', 'shared'];
const list = process.argv.includes('--list');

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

const linesPerFolder = new Map();
for (const file of tracked) {
  const top = file.includes('/') ? file.split('/')[0] : '(root)';
  if (!/\.(ts|tsx|mjs|js|css|md|sh)$/.test(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n').length;
  linesPerFolder.set(top, (linesPerFolder.get(top) ?? 0) + lines);
}

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function functionName(node, source) {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  return '(anonymous)';
}

const longFunctions = [];
const casts = [];
for (const file of tracked) {
  if (!/\.(ts|tsx)$/.test(file) || !productionFolders.includes(file.split('/')[0])) continue;
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node) => {
    if (isFunctionLike(node) && node.body) {
      const start = lineOf(node.getStart(source));
      const end = lineOf(node.getEnd());
      const own = new Set();
      for (let line = start; line <= end; line += 1) own.add(line);
      const removeNested = (child) => {
        if (isFunctionLike(child) && child.body) {
          for (let line = lineOf(child.getStart(source)) + 1; line <= lineOf(child.getEnd()); line += 1) own.delete(line);
          return;
        }
        ts.forEachChild(child, removeNested);
      };
      ts.forEachChild(node.body, removeNested);
      if (own.size > longFunctionLines) longFunctions.push({ file, line: start + 1, name: functionName(node, source), lines: own.size });
    }
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type.getText(source);
      if (type !== 'const') casts.push({ file, line: lineOf(node.getStart(source)) + 1, type });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

console.log('lines per top folder (ts, tsx, mjs, js, css, md, sh):');
for (const [folder, lines] of [...linesPerFolder].sort((a, b) => b[1] - a[1])) console.log(`  ${folder.padEnd(10)} ${lines}`);
console.log(`functions over ${longFunctionLines} lines of their own: ${longFunctions.length}`);
for (const f of longFunctions.sort((a, b) => b.lines - a.lines)) console.log(`  ${f.lines}  ${f.name}  ${f.file}:${f.line}`);
console.log(`type assertions (as T, not as const) in client/, server/, shared/: ${casts.length}`);
if (list) for (const c of casts) console.log(`  ${c.file}:${c.line}  as ${c.type}`);
