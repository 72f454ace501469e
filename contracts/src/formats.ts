// Brazilian formats: phone (XX) XXXXX-XXXX, CPF (11 digits) and CNPJ (14 characters, numeric or
// alphanumeric), hex colours. Pure functions, shared by the API and the apps' input masks; the schemas
// built on them are in format-schemas.ts, so a screen that only formats or checks downloads no zod.
import { cnpj, cpf } from 'cpf-cnpj-validator';
import { digitsOnly, documentKey } from './search';

export const PHONE_MASK = '(__) _____-____';
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;
export const HEX_COLOR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Formats typed digits as the phone mask fills in: '1198' -> '(11) 98'. */
export function formatPhone(value: string): string {
  const d = digitsOnly(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Characters a typed CPF/CNPJ may hold besides its digits and letters: the mask's punctuation and spaces. */
const DOCUMENT_TYPED = /^[0-9A-Za-z./\-\s]*$/;

/** A CPF (11 digits) with valid check digits; the usual punctuation is ignored. */
export function isCpf(value: string): boolean {
  const key = documentKey(value);
  return DOCUMENT_TYPED.test(value) && /^\d{11}$/.test(key) && cpf.isValid(key);
}

/**
 * A CNPJ with valid check digits: the numeric one, or the alphanumeric one issued since July 2026
 * (12 digits or letters, then 2 check digits; letters count as their char code minus 48, so A = 17).
 * Lower-case letters are read as upper-case.
 */
export function isCnpj(value: string): boolean {
  const key = documentKey(value);
  return DOCUMENT_TYPED.test(value) && /^[0-9A-Z]{12}\d{2}$/.test(key) && cnpj.isValid(key);
}

/** A CPF or CNPJ with valid check digits. */
export function isDocument(value: string): boolean {
  return isCpf(value) || isCnpj(value);
}

const CPF_SEPARATORS: Record<number, string> = { 3: '.', 6: '.', 9: '-' };
const CNPJ_SEPARATORS: Record<number, string> = { 2: '.', 5: '.', 8: '/', 12: '-' };

/**
 * Formats as typed: a CPF (000.000.000-00) while there are 11 digits or fewer, else a CNPJ
 * (AA.AAA.AAA/AAAA-00); a letter anywhere means a CNPJ, as only CNPJs have letters.
 */
export function formatDocument(value: string): string {
  const key = documentKey(value).slice(0, 14);
  const separators = key.length <= 11 && /^\d*$/.test(key) ? CPF_SEPARATORS : CNPJ_SEPARATORS;
  let formatted = '';
  for (let i = 0; i < key.length; i++) formatted += (i > 0 ? (separators[i] ?? '') : '') + key[i];
  return formatted;
}
