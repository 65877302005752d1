import {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

// Stands in for @docusaurus/theme-common/lib/utils/reactUtils.js (see ./index.ts): the same
// helpers, but useShallowMemoObject orders its keys by code unit instead of with localeCompare.
// The first localeCompare of a page builds the browser's collator, and every code block and the
// mobile menu call this hook while the page hydrates.

export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: never[]) => ref.current(...args), []) as unknown as T;
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  // eslint-disable-next-line react-hooks/refs -- the original's contract: the value of the last render
  return ref.current;
}

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

export function useShallowMemoObject<O extends object>(obj: O): O {
  // Keys are unique, so any fixed order makes the dependencies independent of the keys' order.
  const deps = Object.entries(obj).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- the object's own values are its dependencies
  return useMemo(() => obj, deps.flat());
}

type SimpleProvider = ComponentType<{children: ReactNode}>;

export function composeProviders(providers: SimpleProvider[]): SimpleProvider {
  return function ComposedProviders({children}: {children: ReactNode}) {
    return (
      <>
        {providers.reduceRight<ReactNode>(
          (element, CurrentProvider) => (
            <CurrentProvider>{element}</CurrentProvider>
          ),
          children,
        )}
      </>
    );
  };
}
