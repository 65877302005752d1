/**
 * The "Try it" links of the context type pages (src/plugins/toolbox-links):
 * which pages are context type pages, where each version's link goes (the
 * Workbench for 2.0, the context checker for the versions with schemas, FDC3
 * 1.0 Explained for 1.0), where the paragraph goes, and the Workbench's
 * `?type=` that the 2.0 links use.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Link, Paragraph, Root} from 'mdast';
import {docsVersions, repoRoot} from '../../src/fdc3/docs-versions';
import {indexDocs} from '../../src/fdc3/docs-index';
import {contextTypeSpecs} from '../../src/fdc3/context-fields';
import {addTryLink, contextTypeOfPage, tryLink} from '../../src/plugins/toolbox-links/remark';
import {typeFromQuery} from '../../src/toolbox/workbench/contextValue';

async function parse(markdown: string): Promise<Root> {
  const {unified} = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  return unified().use(remarkParse).parse(markdown) as Root;
}

const linkOf = (p: Paragraph): Link => p.children.find((c): c is Link => c.type === 'link')!;

test('context type pages are found by their interface name in the version’s typings; other pages are not', () => {
  assert.equal(contextTypeOfPage({version: 'current', id: 'context/ref/ChatInitSettings'}), 'fdc3.chat.initSettings');
  assert.equal(contextTypeOfPage({version: '2.0', id: 'context/ref/Instrument'}), 'fdc3.instrument');
  assert.equal(contextTypeOfPage({version: '1.2', id: 'context/ref/Chart'}), undefined, 'Chart came with 2.0');
  assert.equal(contextTypeOfPage({version: '2.0', id: 'context/spec'}), undefined);
  assert.equal(contextTypeOfPage({version: '2.0', id: 'api/ref/DesktopAgent'}), undefined);
});

test('each version links where its contexts can be checked, with the type preselected', () => {
  assert.equal(tryLink('2.0', 'fdc3.contact')?.href, '/toolbox/fdc3-workbench?type=fdc3.contact');
  assert.match(tryLink('2.0', 'fdc3.contact')!.text, /in the Workbench/);
  assert.equal(tryLink('current', 'fdc3.chat.room')?.href, '/toolbox/check-context?version=next&type=fdc3.chat.room');
  assert.equal(tryLink('1.2', 'fdc3.country')?.href, '/toolbox/check-context?version=1.2&type=fdc3.country');
  assert.equal(tryLink('1.1', 'fdc3.context')?.href, '/toolbox/check-context?version=1.1', 'the base type has no type of its own to pick');
  assert.equal(tryLink('1.0', 'fdc3.instrument')?.href, '/toolbox/fdc3-explained/1.0');
});

test('every listed context type page of every version gets exactly one link, after its Schema paragraph where it has one', async () => {
  let pages = 0;
  for (const version of docsVersions) {
    for (const doc of indexDocs(version).values()) {
      if (!doc.id.startsWith('context/ref/') || doc.unlisted) continue;
      const where = `${path.relative(repoRoot, doc.file)}`;
      const tree = await parse(doc.body);
      const link = addTryLink({version: version.name, id: doc.id}, tree);
      assert.ok(link, `${where}: no toolbox link`);
      const added = tree.children.filter((n): n is Paragraph => n.type === 'paragraph' && JSON.stringify(n).includes('data-toolbox-link'));
      assert.equal(added.length, 1, where);
      const at = tree.children.indexOf(added[0]);
      const before = tree.children[at - 1];
      if (/^\*\*Schema:\*\*/m.test(doc.body))
        assert.match(JSON.stringify(before), /"value":"Schema:"/, `${where}: not after the Schema paragraph`);
      pages++;
    }
  }
  assert.ok(pages > 60, `${pages} context type pages`);
});

test('unlisted pages (the gap pages of older versions) and pages that are not context types get no link', async () => {
  const tree = await parse('Some text.\n');
  assert.equal(addTryLink({version: '2.0', id: 'context/ref/Instrument'}, tree, true), undefined);
  assert.equal(addTryLink({version: '2.0', id: 'api/ref/Channel'}, tree), undefined);
  assert.equal(tree.children.length, 1);
});

test('the paragraph reads "Try it:" with the link, marked for the browser tests', async () => {
  const tree = await parse('The type.\n\n**Schema:** the file.\n\n## Fields\n');
  addTryLink({version: '2.0', id: 'context/ref/Instrument'}, tree);
  const p = tree.children[2] as Paragraph;
  assert.equal(p.type, 'paragraph');
  assert.deepEqual(p.children[0], {type: 'strong', children: [{type: 'text', value: 'Try it:'}]});
  assert.deepEqual(linkOf(p).data, {hProperties: {'data-toolbox-link': 'context-type'}});
});

test('the Workbench starts from the type its address names, if it is one of its types', () => {
  const specs = contextTypeSpecs('fdc3-2.0');
  assert.equal(typeFromQuery('?type=fdc3.contact', specs), 'fdc3.contact');
  assert.equal(typeFromQuery('?other=1&type=fdc3.timerange', specs), 'fdc3.timerange');
  assert.equal(typeFromQuery('?type=fdc3.chat.room', specs), undefined, 'not a 2.0 type');
  assert.equal(typeFromQuery('', specs), undefined);
});
