// No component shows a text of its own: every word a shopper reads comes from the translations. The
// check reads each component's syntax tree (TypeScript's own parser) for text between JSX tags, and for
// quoted text in the props that show words (label, placeholder, title, aria-label, alt…), in JSX
// expressions outside a call (t('…') is the way in).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

/** Props whose value a shopper reads or hears. */
const TEXT_PROPS = new Set(['label', 'placeholder', 'title', 'aria-label', 'alt', 'helperText', 'subtitle', 'text', 'message', 'cta', 'primary', 'secondary']);

/** Names that are the same in every language. */
const NAMES = new Set(['@kenyancrafts', 'KSh']);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NAMES.has(text.trim());

/** Quoted text in an expression, unless it is passed to a call (t('key'), a helper) or only compared. */
function quotedTexts(node: ts.Node, found: ts.Node[]): void {
  if (ts.isCallExpression(node) || ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.BarBarToken && node.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) return;
  if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && hasWords(node.text)) found.push(node);
  else if (ts.isTemplateExpression(node) && [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].some(hasWords)) found.push(node);
  else if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) ts.forEachChild(node, (child) => quotedTexts(child, found));
}

/** Every literal text a component renders, as `file:line text`. */
export function literalTexts(source: string, file = 'component.tsx'): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) quotedTexts(node.expression, found);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText()) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) {
        if (hasWords(node.initializer.text)) found.push(node.initializer);
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) quotedTexts(node.initializer.expression, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.map((node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText().trim()}`);
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('components', () => {
  it('render no literal text', () => {
    const texts = componentFiles(SRC).flatMap((file) => literalTexts(readFileSync(file, 'utf8'), relative(SRC, file)));
    expect(texts).toEqual([]);
  });

  it('are caught when they do (the check itself)', () => {
    expect(literalTexts('const A = () => <Button title="Save it">Pay now</Button>;')).toHaveLength(2);
    expect(literalTexts("const A = () => <p aria-label={`Order ${ref}`}>{busy ? 'Sending...' : t('send')}</p>;")).toHaveLength(2);
    expect(literalTexts("const A = () => <p aria-label={t('order', { ref })} sx={{ fontWeight: 'bold' }}>{t('send')} {n === 'pending' && '✓'}</p>;")).toEqual([]);
  });
});
