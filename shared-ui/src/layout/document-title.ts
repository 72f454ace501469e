// The browser tab's title of every staff screen: 'screen · object · product', e.g.
// 'Respostas · Pesquisa NPS · Formulários' (docs/product.md#page-titles). Empty parts are left out.
import { useEffect } from 'react';

export const PRODUCT_NAME = 'Formulários';

/**
 * Joins the parts that have text with ' · ' and ends with the product's name; a part equal to the one
 * before it is said once (the forms list is 'Formulários', not 'Formulários · Formulários').
 */
export function pageTitle(...parts: (string | undefined | null)[]): string {
  const named = [...parts.map((part) => part?.trim()).filter((part): part is string => !!part), PRODUCT_NAME];
  return named.filter((part, index) => part !== named[index - 1]).join(' · ');
}

/** Sets document.title to pageTitle(...parts) while the screen is shown. */
export function useDocumentTitle(...parts: (string | undefined | null)[]): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
