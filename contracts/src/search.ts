// Search keys stored beside names, titles and documents, so search and sort ignore case, accents and
// punctuation in the same way on every database (docs/product.md#validation).

/** Lower-cases, strips accents and collapses spaces: ' José  Ávila ' -> 'jose avila'. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Keeps the digits of a CPF/CNPJ or phone: '123.456.789-09' -> '12345678909'. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The search key of a CPF/CNPJ: its digits and letters, upper-cased, without punctuation
 * ('12.abc.345/01DE-35' -> '12ABC34501DE35'; '529.982.247-25' -> '52998224725').
 */
export function documentKey(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * What a staff search looks for in the documents: the document key of the text when it holds a
 * digit (every CPF and CNPJ has some), else nothing, so a name search never matches letters of a CNPJ.
 */
export function documentSearchKey(text: string): string {
  return /\d/.test(text) ? documentKey(text) : '';
}
