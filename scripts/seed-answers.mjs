// Writes many answers on one form straight into PostgreSQL, for the insights benchmark: realistic
// names (searchable), valid-looking documents, a SINGLE, a MULTIPLE and a TEXT answer each, spread
// over the last 180 days. One INSERT ... SELECT per batch, so the insights trigger counts them as it
// would count real submissions.
//
//   node scripts/seed-answers.mjs <DATABASE_URL> <formId> <companyId> [count]
import { apiRequire } from './bench-support.mjs';

const pg = apiRequire('pg');
// Each statement is one transaction, in which the insights trigger adds every answer to the same
// all-time rows of the form (submission_totals, migration 0016): a row updated n times in one
// transaction keeps n versions that each later update walks past, so 10,000 answers per statement
// took minutes each. Real answers come one per transaction.
const BATCH = 500;

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

/** A form with every question type, as `seedTypedAnswers` answers it (FILE and the last STRING optional). */
export const typedQuestions = [
  { id: 't1', title: 'Nome completo', type: 'STRING', options: [] },
  { id: 't2', title: 'Conte sua experiência', type: 'TEXT', options: [] },
  {
    id: 't3',
    title: 'Como avalia o atendimento?',
    type: 'SINGLE',
    options: ['Ótimo', 'Bom', 'Regular', 'Ruim'].map((text) => ({ text })),
  },
  {
    id: 't4',
    title: 'O que mais gostou?',
    type: 'MULTIPLE',
    options: ['Preço', 'Variedade', 'Atendimento'].map((text) => ({ text })),
  },
  { id: 't5', title: 'Envie uma foto', type: 'FILE', options: [], required: false },
  { id: 't6', title: 'Data da visita', type: 'DATE', options: [] },
  { id: 't7', title: 'Quanto gastou?', type: 'NUMBER', options: [], numberKind: 'DECIMAL' },
  { id: 't8', title: 'E-mail', type: 'EMAIL', options: [] },
  { id: 't9', title: 'Telefone', type: 'PHONE', options: [] },
  { id: 't10', title: 'CPF ou CNPJ', type: 'DOCUMENT', options: [] },
  {
    id: 't11',
    title: 'Cidade',
    type: 'DROPDOWN',
    options: ['Belém', 'Curitiba', 'Manaus', 'Recife', 'Salvador'].map((text) => ({ text })),
  },
  { id: 't12', title: 'Nota', type: 'RATING', options: [], ratingMax: 5 },
  { id: 't13', title: 'Recomendaria?', type: 'NPS', options: [] },
  { id: 't14', title: 'Organização', type: 'SCALE', options: [], scaleFrom: 1, scaleTo: 5 },
  {
    id: 't15',
    title: 'Itens verificados',
    type: 'MATRIX',
    options: ['Conforme', 'Não conforme', 'Não se aplica'].map((text) => ({ text })),
    rows: ['Extintores', 'Iluminação', 'Sinalização'],
  },
  {
    id: 't16',
    title: 'Prioridades',
    type: 'RANKING',
    options: ['Preço', 'Prazo', 'Qualidade'].map((text) => ({ text })),
  },
  { id: 't17', title: 'Assinatura', type: 'SIGNATURE', options: [] },
  { id: 't18', title: 'Algo mais?', type: 'STRING', options: [], required: false },
];

/**
 * Many answers to `typedQuestions`, stored as the API stores them (the text `answer` and, for the new
 * types, the typed `value`), spread over the last 180 days; the optional questions are left empty in
 * some. One INSERT ... SELECT per batch, counted by the insights trigger.
 */
export async function seedTypedAnswers(databaseUrl, { formId, companyId, count }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const title = (id) => typedQuestions.find((question) => question.id === id).title.replace(/'/g, "''");
  const text = (id, answer) =>
    `jsonb_build_object('questionId', '${id}', 'question', '${title(id)}', 'answer', ${answer})`;
  const typed = (id, answer, value) =>
    `jsonb_build_object('questionId', '${id}', 'question', '${title(id)}', 'answer', ${answer}, 'value', ${value})`;
  try {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      await client.query(
        `insert into submissions (form_id, company_id, name, name_search, document, document_digits, email, phone, answers, created_at)
         select $1, $2, 'Pessoa ' || i, 'pessoa ' || i, '', '', '', '',
           jsonb_path_query_array(jsonb_build_array(
             ${text('t1', `'Pessoa ' || i`)},
             ${text('t2', `'Experiência número ' || i`)},
             ${text('t3', `(array['Ótimo', 'Bom', 'Regular', 'Ruim'])[1 + (i % 4)]`)},
             ${text('t4', `(array['Preço', 'Variedade', 'Preço, Variedade', 'Atendimento'])[1 + (i % 4)]`)},
             case when i % 5 = 0 then ${text('t5', `'/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/foto-' || i || '.png'`)} end,
             ${typed('t6', `to_char(v.day, 'DD/MM/YYYY')`, `to_char(v.day, 'YYYY-MM-DD')`)},
             ${typed('t7', `replace(v.spent::text, '.', ',')`, `to_jsonb(v.spent)`)},
             ${typed('t8', `'pessoa' || i || '@example.com'`, `to_jsonb('pessoa' || i || '@example.com')`)},
             ${typed('t9', `'(11) 91234-5678'`, `to_jsonb('(11) 91234-5678'::text)`)},
             ${typed('t10', `'529.982.247-25'`, `to_jsonb('529.982.247-25'::text)`)},
             ${typed('t11', 'v.city', 'to_jsonb(v.city)')},
             ${typed('t12', `(1 + i % 5)::text`, `to_jsonb(1 + i % 5)`)},
             ${typed('t13', `(i % 11)::text`, `to_jsonb(i % 11)`)},
             ${typed('t14', `(1 + (i / 3) % 5)::text`, `to_jsonb(1 + (i / 3) % 5)`)},
             ${typed(
               't15',
               `'Extintores: ' || v.c1 || '; Iluminação: ' || v.c2 || '; Sinalização: ' || v.c3`,
               `jsonb_build_object('Extintores', v.c1, 'Iluminação', v.c2, 'Sinalização', v.c3)`,
             )},
             ${typed('t16', `array_to_string(v.ranking, ', ')`, `to_jsonb(v.ranking)`)},
             ${typed('t17', `'/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/assinatura-' || i || '.png'`, `to_jsonb('/files/3f2b8c1e-4a5d-4e6f-9a0b-1c2d3e4f5a6b/assinatura-' || i || '.png')`)},
             case when i % 3 <> 0 then ${text('t18', `'Observação ' || i`)} end
           ), '$[*] ? (@ != null)'),
           now() - ((i * 7919) % (180 * 24 * 60)) * interval '1 minute'
         from generate_series($3::int, $4::int) as i,
         lateral (select
           date '2026-01-01' + (i % 365) as day,
           trim_scale((i % 1000) * 0.25) as spent,
           (array['Belém', 'Curitiba', 'Manaus', 'Recife', 'Salvador'])[1 + (i % 5)] as city,
           (array['Conforme', 'Não conforme', 'Não se aplica'])[1 + (i % 3)] as c1,
           (array['Conforme', 'Não conforme', 'Não se aplica'])[1 + ((i / 3) % 3)] as c2,
           (array['Conforme', 'Não conforme', 'Não se aplica'])[1 + ((i / 9) % 3)] as c3,
           case i % 3 when 0 then array['Preço', 'Prazo', 'Qualidade'] when 1 then array['Prazo', 'Preço', 'Qualidade']
             else array['Qualidade', 'Prazo', 'Preço'] end as ranking) v`,
        [formId, companyId, start + 1, start + size],
      );
    }
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
