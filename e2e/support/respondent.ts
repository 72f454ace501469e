// What a respondent does through the public API: upload a file, answer a form.
import { randomUUID } from 'node:crypto';

/** A 1x1 PNG: the API checks an upload by its bytes. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small PDF of 1.5 Kb, so its size reads the same everywhere. */
export const pdfBytes = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'),
  Buffer.alloc(1536 - 45, 0x20),
  Buffer.from('trailer<<>>\n%%EOF\n'),
]);

export async function uploadFile(base: string, name: string, type: string, bytes: Buffer): Promise<string> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${base}/api/public/files`, { method: 'POST', body });
  if (response.status !== 201) throw new Error(`upload ${name} -> ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/** CPFs with valid check digits for the respondents the tests invent. */
export const CPF_ANA = '529.982.247-25';
export const CPF_BRUNO = '111.444.777-35';
export const CPF_CARLA = '390.533.447-05';

export interface Respondent {
  name?: string;
  document?: string;
  email?: string;
  phone?: string;
}

export async function submitAnswers(
  base: string,
  formId: string,
  respondent: Respondent,
  answers: Array<{ questionId: string; answer: string | null; value?: unknown }>,
): Promise<string> {
  const response = await fetch(`${base}/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ ...respondent, answers }),
  });
  if (response.status !== 201) throw new Error(`submit -> ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
