// The browser tab's title of every staff screen: 'screen · object · product', e.g.
// 'Respostas · Pesquisa NPS · Formulários' (docs/product.md#page-titles). Pure, so the sign-in page
// uses it without React (package entry '@formbuilder/shared-ui/page-title').

export const PRODUCT_NAME = 'Formulários';

/**
 * Joins the parts that have text with ' · ' and ends with the product's name; a part equal to the one
 * before it is said once (the forms list is 'Formulários', not 'Formulários · Formulários').
 */
export function pageTitle(...parts: (string | undefined | null)[]): string {
  const named = [...parts.map((part) => part?.trim()).filter((part): part is string => !!part), PRODUCT_NAME];
  return named.filter((part, index) => part !== named[index - 1]).join(' · ');
}
