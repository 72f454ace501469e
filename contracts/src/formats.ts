// Brazilian formats of SPEC sections 5 and 9: phone (XX) XXXXX-XXXX, CPF (11 digits) and CNPJ (14),
// hex colours. Pure functions, shared by the API and the apps' input masks.
import { z } from 'zod';
import { messages } from './messages';
import { digitsOnly } from './search';

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

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const allSame = (d: string) => /^(\d)\1*$/.test(d);

export function isCpf(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 11 || allSame(d)) return false;
  const n = [...d].map(Number);
  const first = checkDigit(n.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(n.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return n[9] === first && n[10] === second;
}

export function isCnpj(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 14 || allSame(d)) return false;
  const n = [...d].map(Number);
  const first = checkDigit(n.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(n.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return n[12] === first && n[13] === second;
}

/** A CPF or CNPJ with valid check digits. */
export function isDocument(value: string): boolean {
  return isCpf(value) || isCnpj(value);
}

/** SPEC: CPF when 11 digits or fewer, CNPJ when more; formats as typed. */
export function formatDocument(value: string): string {
  const d = digitsOnly(value).slice(0, 14);
  if (d.length <= 11) {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
  }
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** E-mail: required and valid, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const phoneSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .regex(PHONE_PATTERN, messages.invalidPhone);

export const hexColorSchema = z
  .string({ error: messages.invalidColor })
  .trim()
  .regex(HEX_COLOR_PATTERN, messages.invalidColor);
