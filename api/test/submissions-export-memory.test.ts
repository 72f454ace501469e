// The exports of a form with many answers stream from a real server process: its resident memory
// grows by a bounded amount while the whole CSV and XLSX are downloaded, and both files read back
// with every answer. The server runs as a child process so its memory is its own (/proc/<pid>).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { submissions } from '../src/db/schema';
import { captureLogger } from './support/log-capture';
import { spawnServer, untilPrinted, type SpawnedServer } from './support/spawned-server';
import { insertSurvey, seedCompany, tokenOf } from './support/fixtures';

const ANSWERS = 20_000;
/** Growth of the server's resident memory allowed while one export is downloaded. */
const GROWTH_LIMIT_MB = 48;

let server: SpawnedServer;
let formId: string;
let token: string;

/**
 * Each statement's rows are counted by the submissions' insert trigger, which updates the same few
 * rows of the form's counts once per answer: in one transaction those updates pile up versions of
 * a row that every later update must step over, so one statement of 20.000 rows took minutes (1.000
 * rows 0.4 s, 4.000 rows 2.9 s). The product stores one answer per transaction.
 */
const SEED_BATCH = 500;

/** Stores ANSWERS submissions on one new form, SEED_BATCH per INSERT ... SELECT, before the server starts. */
async function seed(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir, logger: captureLogger('warn').logger });
  try {
    const seeded = await seedCompany(database.db, { name: 'Muitas Respostas' });
    const form = await insertSurvey(database.db, { companyId: seeded.company.id, title: 'Pesquisa grande' });
    for (let first = 1; first <= ANSWERS; first += SEED_BATCH) {
      const last = Math.min(first + SEED_BATCH - 1, ANSWERS);
      await database.db.execute(sql`
      insert into ${submissions} (form_id, company_id, name, name_search, document, document_digits, answers, created_at)
      select ${form.id}, ${seeded.company.id}, 'Pessoa ' || i, 'pessoa ' || i, '529.982.247-25', '52998224725',
        jsonb_build_array(
          jsonb_build_object('questionId', 'q-name', 'question', 'Como você se chama?', 'answer', 'Pessoa ' || i),
          jsonb_build_object('questionId', 'q-story', 'question', 'Conte sua experiência', 'answer',
            'Experiência número ' || i || ': ' || repeat('atendimento cordial e rápido, ', 1 + i % 8)),
          jsonb_build_object('questionId', 'q-return', 'question', 'Voltaria?', 'answer',
            (array['Sim', 'Não'])[1 + i % 2]),
          jsonb_build_object('questionId', 'q-colors', 'question', 'Cores preferidas', 'answer',
            (array['Vermelho', 'Azul', 'Vermelho, Verde'])[1 + i % 3])),
        now() - i * interval '1 minute'
      from generate_series(${first}::int, ${last}::int) as i`);
    }
    formId = form.id;
    return seeded.manager.email;
  } finally {
    await database.close();
  }
}

let managerEmail: string;

beforeAll(async () => {
  server = await spawnServer({
    // At info level it logs each request once the server is done with it (its access log line).
    env: { LOG_LEVEL: 'info' },
    beforeStart: async (databaseUrl, dataDir) => {
      managerEmail = await seed(databaseUrl, dataDir);
    },
  });
  token = await tokenOf(server.url, managerEmail);
}, 180_000);
afterAll(() => server?.dispose());

const statusKb = (field: 'VmRSS' | 'VmHWM') => {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
};

/** Sends a request under an id of the test's own and waits for the server's access log line of it. */
async function completed(path: string, headers: Record<string, string> = {}) {
  const id = `memory-test-${crypto.randomUUID()}`;
  const logged = untilPrinted(server, `"id":"${id}"`);
  const response = await fetch(`${server.url}${path}`, { headers: { ...headers, 'x-request-id': id } });
  const bytes = Buffer.from(await response.arrayBuffer());
  await logged;
  return { response, bytes };
}

/**
 * Downloads an export while watching the server: its resident memory just before, and the highest
 * it reached meanwhile (the kernel's high-water mark, reset first, and 20 ms samples as a fallback).
 * Memory is read only once the server is done with the requests before it: each download waits for
 * its own access log line, and a small request sent now must be logged as done too.
 */
async function downloadWatched(path: string) {
  await completed('/api/health/live');
  const before = statusKb('VmRSS');
  try {
    fs.writeFileSync(`/proc/${server.process.pid}/clear_refs`, '5');
  } catch {
    // Without the right to reset the high-water mark, the samples alone tell the peak.
  }
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, statusKb('VmRSS'));
  }, 20);
  try {
    const { response, bytes } = await completed(path, { authorization: `Bearer ${token}` });
    const peak = Math.max(sampled, statusKb('VmHWM'));
    return { response, bytes, growthMb: (peak - before) / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

describe(`exports of ${ANSWERS.toLocaleString('pt-BR')} answers`, () => {
  it('when the CSV is downloaded, then the server memory stays bounded and every answer is a row', async () => {
    // Act
    const { response, bytes, growthMb } = await downloadWatched(`/api/forms/${formId}/submissions.csv`);

    // Assert
    expect(response.status).toBe(200);
    const rows: string[][] = parse(bytes, { bom: true, delimiter: ';', record_delimiter: '\r\n' });
    expect(rows).toHaveLength(ANSWERS + 1);
    expect(rows[1]).toContain('Pessoa 1');
    expect(rows[ANSWERS]).toContain(`Pessoa ${ANSWERS}`);
    expect(growthMb).toBeLessThan(GROWTH_LIMIT_MB);
  });

  it('when the XLSX is downloaded, then the server memory stays bounded and every answer is a row', async () => {
    // Act
    const { response, bytes, growthMb } = await downloadWatched(`/api/forms/${formId}/submissions.xlsx`);

    // Assert
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(ANSWERS + 1);
    expect(sheet.getRow(2).values).toContain('Pessoa 1');
    expect(sheet.getRow(ANSWERS + 1).values).toContain(`Pessoa ${ANSWERS}`);
    expect(growthMb).toBeLessThan(GROWTH_LIMIT_MB);
  });
});
