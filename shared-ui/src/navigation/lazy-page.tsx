// A remote's page in a chunk of its own: the route map names it, the chunk is fetched when the page
// is first opened, and nothing is drawn meanwhile (the area's frame is already on screen).
import { lazy, Suspense, type ComponentType } from 'react';

/** `lazyPage(() => import('./x-page'), (m) => m.XPage)`: the page, fetched on first render. */
export function lazyPage<T>(load: () => Promise<T>, pick: (module: T) => ComponentType): ComponentType {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage() {
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}
