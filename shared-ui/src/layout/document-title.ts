// Sets the browser tab's title of the screen shown (pageTitle: 'screen · object · product').
import { useEffect } from 'react';
import { pageTitle } from './page-title';

export { pageTitle, PRODUCT_NAME } from './page-title';

/** Sets document.title to pageTitle(...parts) while the screen is shown. */
export function useDocumentTitle(...parts: (string | undefined | null)[]): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
