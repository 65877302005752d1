import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkHtml, formatHtmlMessage} from '../../scripts/lib/html-check';

const fixture = (name: string) => path.relative(process.cwd(), path.join(__dirname, 'fixtures', 'html', name));

// The check the browser suite runs on built pages (tests/e2e/html-valid.spec.ts), shown biting: the
// broken fixture holds the three mistakes the site made (a <div> line inside <code>, role=combobox
// on a search input, an itemprop outside any item) and the valid one the same page as the site now
// renders it. One Java process checks both, as the suite checks its sample.
test('the Nu Html Checker reports each error of a broken page with its file, line and message, and passes the fixed page', () => {
  const broken = fixture('broken.html');
  const valid = fixture('valid.html');
  const {errors, warnings} = checkHtml([broken, valid]);
  assert.deepEqual(
    errors.map((e) => `${e.file}:${e.line}: ${e.message}`),
    [
      `${broken}:10: Bad value “combobox” for attribute “role” on element “input”.`,
      `${broken}:10: Attribute “aria-expanded” not allowed on element “input” at this point.`,
      `${broken}:15: Element “div” not allowed as child of element “code” in this context. (Suppressing further errors from this subtree.)`,
      `${broken}:16: The “itemprop” attribute was specified, but the element is not a property of any item.`,
    ],
  );
  assert.deepEqual(warnings, []);
  assert.match(
    formatHtmlMessage(errors[2]!),
    /^tests\/unit\/fixtures\/html\/broken\.html:15:\d+: Element “div”[^\n]*\n {4}.*<div class="token-line">/,
  );
});
