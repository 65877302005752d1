/**
 * The route table costs nothing until a route is used.
 *
 * Docusaurus generates a route table in which every route's component is made by
 * `ComponentCreator(path, hash)`, called for all routes (about 500) as the main bundle
 * starts, on every page: 32 ms of the bundle's start-up at 4× CPU slowdown. This plugin
 * points `@docusaurus/ComponentCreator` at ./ComponentCreator.tsx, which defers each call
 * to the first preload or render of its route and then hands on the original's component.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyRoutesPlugin(): Plugin {
  return {
    name: 'lazy-routes',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'ComponentCreator.tsx')}}};
    },
  };
}
