// Search keys stored beside names, titles and documents, so search and sort ignore case, accents and
// punctuation in the same way on every database (SPEC section 5).

/** Lower-cases, strips accents and collapses spaces: ' José  Ávila ' -> 'jose avila'. */
export function normalizeSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Keeps the digits of a CPF/CNPJ or phone: '123.456.789-09' -> '12345678909'. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}
