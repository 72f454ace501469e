// The browser tab's title of every staff screen: 'screen · object · product', e.g.
// 'Respostas · Pesquisa NPS · Formulários' (docs/product.md#page-titles). Empty parts are left out.
import { useEffect } from 'react';

export const PRODUCT_NAME = 'Formulários';

/** Joins the parts that have text with ' · ' and ends with the product's name. */
export function pageTitle(...parts: (string | undefined | null)[]): string {
  return [...parts.map((part) => part?.trim()).filter((part): part is string => !!part), PRODUCT_NAME].join(' · ');
}

/** Sets document.title to pageTitle(...parts) while the screen is shown. */
export function useDocumentTitle(...parts: (string | undefined | null)[]): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
