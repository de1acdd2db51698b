import { readFileSync } from 'node:fs';
import { parse } from 'svelte/compiler';
import ts from 'typescript';

/**
 * Finds words a person would read that are written into the code instead of the message files:
 * text between a component's tags, the value of an attribute people see or hear (aria-label, title,
 * placeholder, alt, label), and string literals that read as a phrase (two words or more, or any
 * Chinese) in scripts, expressions and the .ts modules that build UI text. Key caps (<kbd>) name keys,
 * not text. A single lowercase word
 * in code is a name (an id, a key, a CSS value), not text, so it is left alone.
 */
export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value is read out or shown. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

const LETTER = /[\p{L}]/u;
const CHINESE = /[\u3400-\u9fff]/;
/** Two words of two letters or more with only spaces or punctuation between: a phrase, in any script. */
const PHRASE = /\p{L}{2,}[\s,.:;!?'’—–…-]+\p{L}{2,}/u;
/**
 * A phrase that is code, not text: SVG or HTML markup and its attributes, a CSS font ("600 14px
 * system-ui, sans-serif"), a MIME type, a list of CSS selectors ("button, input, [tabindex]").
 */
const CODE_LIKE = [
  /^\s*<|^\s*"?\s*\/?>|^[\w-]+="|"\s*[\w-]+="/,
  /\b\d+(?:\.\d+)?(?:px|rem|em|fr)\b/,
  /^[\w-]+\/[\w.+-]+(?:;[\w=.,-]+)?$/,
  /^[\w-]+(?:,\s*(?:[\w-]+|\[[\w-]+\]))+$/,
  /^[\w-]+(?:\.[\w-]+)+$|^[a-z]{2}-[A-Z]{2}$|^[a-z]+(?:-[a-z]+)+$|^\.{0,2}\//,
];

export const isPhrase = (s: string) => CHINESE.test(s) || (PHRASE.test(s) && !CODE_LIKE.some((r) => r.test(s)));

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** The strings a visible attribute or a text position shows: any letter counts. */
function stringsIn(node: unknown, out: { start: number; text: string }[]): void {
  if (!node || typeof node !== 'object') return;
  const n = node as Record<string, unknown> & { type?: string; start?: number };
  if (typeof n.type === 'string' && n.type.startsWith('TS')) return; // types are not text
  if (n.type === 'Literal' && typeof n.value === 'string') out.push({ start: n.start ?? 0, text: n.value });
  // A template literal reads as one string, its ${…} parts as a number would: "{0}: try {0} — it fits".
  if (n.type === 'TemplateLiteral') {
    const quasis = n.quasis as { value: { cooked?: string } }[];
    out.push({ start: n.start ?? 0, text: quasis.map((q) => q.value.cooked ?? '').join('0') });
  }
  for (const [k, v] of Object.entries(n)) {
    if (k === 'metadata' || k === 'loc' || k === 'parent') continue;
    // An import's source and an object's keys are names.
    if (n.type === 'ImportDeclaration' && k === 'source') continue;
    if (n.type === 'ExportNamedDeclaration' && k === 'source') continue;
    if (n.type === 'ImportExpression' && k === 'source') continue;
    if (n.type === 'Property' && k === 'key') continue;
    if (n.type === 'MemberExpression' && k === 'property') continue;
    if (Array.isArray(v)) v.forEach((x) => stringsIn(x, out));
    else if (v && typeof v === 'object') stringsIn(v, out);
  }
}

export function svelteLiterals(file: string): Literal[] {
  const source = readFileSync(file, 'utf8');
  const ast = parse(source, { modern: true });
  const found: Literal[] = [];
  const add = (start: number, text: string) =>
    found.push({ file, line: lineOf(source, start), text: text.trim().replace(/\s+/g, ' ') });

  // Scripts: phrases only.
  for (const script of [ast.instance, ast.module]) {
    if (!script) continue;
    const strings: { start: number; text: string }[] = [];
    stringsIn(script.content, strings);
    for (const s of strings) if (isPhrase(s.text)) add(s.start, s.text);
  }

  // The template.
  const walk = (node: unknown, shown: boolean): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown> & { type?: string; start?: number; name?: string };
    // A key cap names a key on the keyboard, the same in every language.
    if (n.type === 'RegularElement' && n.name === 'kbd') return;
    // A style directive's value is CSS (style:height="{h}px"), never text.
    if (n.type === 'StyleDirective') return;
    if (n.type === 'Text') {
      if (LETTER.test(String(n.data))) add(n.start ?? 0, String(n.data));
      return;
    }
    if (n.type === 'ExpressionTag' || n.type === 'AttachTag' || n.type === 'RenderTag') {
      const strings: { start: number; text: string }[] = [];
      stringsIn(n.expression, strings);
      for (const s of strings)
        if (shown ? LETTER.test(s.text) && !/^[a-z][\w-]*$/.test(s.text) : isPhrase(s.text)) add(s.start, s.text);
      return;
    }
    if (n.type === 'Attribute') {
      const visible = VISIBLE_ATTRIBUTES.has(String(n.name));
      const value = n.value;
      const parts = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
      for (const p of parts as { type: string; data?: string; start: number }[]) {
        if (p.type === 'Text') {
          if (visible && LETTER.test(p.data ?? '')) add(p.start, p.data ?? '');
        } else walk(p, visible);
      }
      return;
    }
    for (const [k, v] of Object.entries(n)) {
      if (k === 'metadata' || k === 'loc' || k === 'parent') continue;
      // Only what stands in a fragment is shown; a directive's or a block's expressions are code.
      if (Array.isArray(v)) v.forEach((x) => walk(x, k === 'nodes'));
      else if (v && typeof v === 'object') walk(v, false);
    }
  };
  walk(ast.fragment, true);
  return found;
}

export function tsLiterals(file: string): Literal[] {
  const source = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    // A property's name is a key, not text (a lookup table's English keys, say).
    if (ts.isPropertyAssignment(node)) {
      visit(node.initializer);
      return;
    }
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('0');
    if (text !== undefined && isPhrase(text))
      found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
