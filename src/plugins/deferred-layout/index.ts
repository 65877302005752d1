/**
 * The article's blocks off screen are neither laid out nor painted as a docs page loads (decision record 0019):
 * each top-level block of the Markdown, and each code block's lines, take `content-visibility: auto`
 * (./client/deferred-layout.css). On the longest references the first layout of the whole page was a long
 * task on a phone; now the browser lays out what is near the screen first, and the rest follows in short slices
 * once the page has started (./client/deferred-layout.ts), or as the reader scrolls to it, whichever comes first.
 *
 * A link to a heading must land on it, whatever the sizes the browser guessed for the blocks above it: while
 * the address names a part of the page, every block is laid out (./client/deferred-layout.ts).
 *
 * Only where scripts run (`@media (scripting: enabled)`): without them nothing would lay out the rest.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function deferredLayoutPlugin(): Plugin {
  return {
    name: 'deferred-layout',
    getClientModules: () => [path.join(__dirname, 'client', 'deferred-layout.css'), path.join(__dirname, 'client', 'deferred-layout.ts')],
  };
}
