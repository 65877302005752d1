import type {ComponentType, ReactNode} from 'react';
import createLoadable from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof createLoadable>;

/**
 * Stands in for `@docusaurus/ComponentCreator` (see ../index.ts and ../README.md). The generated route table
 * calls it for every route when the main bundle starts; the original builds each route's
 * loadable component there and then. Here each is built the first time its route is
 * preloaded or rendered, and the same one is used from then on.
 */
export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let loadable: RouteComponent | undefined;
  const get = (): RouteComponent => (loadable ??= createLoadable(path, hash));
  function LazyRouteComponent(props: Record<string, unknown>): ReactNode {
    const Loadable = get() as ComponentType<Record<string, unknown>>;
    return <Loadable {...props} />;
  }
  LazyRouteComponent.preload = () => get().preload();
  return LazyRouteComponent as unknown as RouteComponent;
}
