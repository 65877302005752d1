import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {colouredTokenTypes, mergeTokens} from '../../src/theme/CodeBlock/Line/tokens';

const css = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'css', 'custom.css'), 'utf8');

function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, `custom.css has no "${selector} {" block`);
  return css.slice(start, css.indexOf('}', start));
}

function variables(selector: string): Map<string, string> {
  return new Map([...block(selector).matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

type Rgb = [number, number, number];

function parseColour(value: string): {rgb: Rgb; alpha: number} {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) return {rgb: [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as Rgb, alpha: 1};
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(value);
  if (rgba) return {rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: Number(rgba[4])};
  throw new Error(`unexpected colour ${value}`);
}

const over = (top: {rgb: Rgb; alpha: number}, bottom: Rgb): Rgb =>
  top.rgb.map((c, i) => c * top.alpha + bottom[i]! * (1 - top.alpha)) as Rgb;

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

test('every token type the stylesheet colours is in the list the code renderer keeps, and no other', () => {
  const inCss = new Set<string>();
  for (const m of css.matchAll(/\.token:is\(([^)]*)\)/g)) for (const type of m[1]!.split(',')) inCss.add(type.trim().replace(/^\./, ''));
  for (const m of css.matchAll(/\.token\.([\w-]+)/g)) inCss.add(m[1]!);
  assert.deepEqual([...inCss].sort(), [...colouredTokenTypes].sort());
});

for (const [theme, selector] of [
  ['light', ':root'],
  ['dark', "[data-theme='dark']"],
] as const) {
  test(`${theme} code colours keep 4.5:1 on the code background, on highlighted lines too`, () => {
    const vars = variables(selector);
    const background = parseColour(vars.get('--prism-background-color')!).rgb;
    const highlighted = over(parseColour(vars.get('--docusaurus-highlighted-code-line-bg')!), background);
    const colours = [...vars].filter(([name]) => name.startsWith('--fdc3-code-') || name === '--prism-color');
    assert.ok(colours.length >= 8, 'the code colours are defined');
    for (const [name, value] of colours) {
      const fg = parseColour(value).rgb;
      for (const [where, bg] of [
        ['background', background],
        ['highlighted line', highlighted],
      ] as const) {
        const ratio = contrast(fg, bg);
        assert.ok(ratio >= 4.5, `${theme} ${name} ${value} on the ${where}: ${ratio.toFixed(2)}:1`);
      }
    }
  });
}

test('the contrast check fails a colour that is too light (broken fixture)', () => {
  assert.ok(contrast([0x99, 0x99, 0x99], [0xf6, 0xf8, 0xfa]) < 4.5);
  assert.ok(contrast([0, 0, 0], [255, 255, 255]) > 20);
});

const token = (content: string, ...types: string[]) => ({content, types});

test('uncoloured tokens become text, equal neighbours join, empty tokens vanish', () => {
  const runs = mergeTokens([
    token('const', 'keyword'),
    token(' ', 'plain'),
    token('x', 'plain'),
    token(' ', 'plain'),
    token('=', 'operator'),
    token(' ', 'plain'),
    token('"a', 'string'),
    token('b"', 'string'),
    token(';', 'punctuation'),
    token('', 'plain'),
  ]);
  assert.deepEqual(runs, [{className: 'token keyword', content: 'const'}, ' x = ', {className: 'token string', content: '"ab"'}, ';']);
  // A token coloured through any of its types keeps all its classes.
  assert.deepEqual(mergeTokens([token('`', 'template-string', 'template-punctuation', 'string')]), [
    {className: 'token template-string template-punctuation string', content: '`'},
  ]);
});
