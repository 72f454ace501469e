// Writes many answers on one form straight into PostgreSQL, for the insights benchmark: realistic
// names (searchable), valid-looking documents, a SINGLE, a MULTIPLE and a TEXT answer each, spread
// over the last 180 days. One INSERT ... SELECT per batch, so the insights trigger counts them as it
// would count real submissions.
//
//   node scripts/seed-answers.mjs <DATABASE_URL> <formId> <companyId> [count]
import { apiRequire } from './bench-support.mjs';

const pg = apiRequire('pg');
const BATCH = 10_000;

export async function seedAnswers(databaseUrl, { formId, companyId, count }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      await client.query(
        `insert into submissions (form_id, company_id, name, name_search, document, document_digits, email, phone, answers, created_at)
         select $1, $2, p.name, lower(p.name), p.doc, replace(replace(p.doc, '.', ''), '-', ''),
           'pessoa' || i || '@example.com', '(11) 91234-5678',
           jsonb_build_array(
             jsonb_build_object('questionId', 'q1', 'question', 'Como avalia o atendimento?', 'answer',
               (array['Ótimo', 'Bom', 'Regular', 'Ruim'])[1 + (i % 4)]),
             jsonb_build_object('questionId', 'q2', 'question', 'O que mais gostou?', 'answer',
               (array['Preço', 'Variedade', 'Preço, Variedade', 'Atendimento', 'Preço, Atendimento'])[1 + (i % 5)]),
             jsonb_build_object('questionId', 'q3', 'question', 'Deixe um comentário', 'answer',
               'Comentário número ' || i)
           ),
           now() - ((i * 7919) % (180 * 24 * 60)) * interval '1 minute'
         from generate_series($3::int, $4::int) as i,
         lateral (select
           (array['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João'])[1 + (i % 10)]
             || ' ' || (array['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Costa', 'Pereira'])[1 + ((i / 10) % 7)]
             || ' ' || i as name,
           lpad((i % 1000)::text, 3, '0') || '.' || lpad(((i / 1000) % 1000)::text, 3, '0') || '.'
             || lpad(((i / 7) % 1000)::text, 3, '0') || '-' || lpad((i % 97)::text, 2, '0') as doc) p`,
        [formId, companyId, start + 1, start + size],
      );
    }
    // As autovacuum would soon after: the planner needs the new row counts to pick the indexes.
    await client.query('analyze submissions');
    await client.query('analyze submission_stats');
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [databaseUrl, formId, companyId, count = '100000'] = process.argv.slice(2);
  if (!databaseUrl || !formId || !companyId) {
    console.error('usage: node scripts/seed-answers.mjs <DATABASE_URL> <formId> <companyId> [count]');
    process.exit(2);
  }
  await seedAnswers(databaseUrl, { formId, companyId, count: Number(count) });
}
