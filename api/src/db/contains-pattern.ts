// LIKE pattern for "contains": the search text is taken literally, so a typed % or _ matches itself.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
