// Walks every staff area as a person would, failing on a fallback screen or a page error: used where
// the shell and the remotes come from different builds (version skew, one-remote releases).
import type { Browser, Page } from 'playwright-core';
import { admin } from './admin';
import { newPage, screenshot } from './browser';
import { menu, signIn } from './login';
import { pngBytes, uploadFile } from './respondent';
import { seedCompany, seedForm, type QuestionInput } from './seed';

export const FALLBACK = 'Não foi possível carregar esta área.';

export interface Watched {
  /** Uncaught page errors and federation warnings. */
  problems: string[];
  /** Remotes that found the platform in an older shell's shared-ui (the platform's legacy-host plugin). */
  bridged: string[];
}

/** Records what went wrong, and how the platform was resolved, while a page is used. */
export function watchPage(page: Page, into: Watched = { problems: [], bridged: [] }): Watched {
  page.on('pageerror', (error) => into.problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const line = message.text();
    if (line.includes('served by the shell')) into.bridged.push(line);
    else if (line.includes('[federation]')) into.problems.push(`console: ${line}`);
  });
  return into;
}

async function expectNoFallback(page: Page, where: string): Promise<void> {
  if ((await page.getByText(FALLBACK).count()) > 0) throw new Error(`fallback screen on ${where}`);
}

/** One question of every type the question model added, and one answer to each. */
export const typedQuestions: QuestionInput[] = [
  { id: 'data', title: 'Data da visita', type: 'DATE', options: [] },
  { id: 'numero', title: 'Quantas pessoas?', type: 'NUMBER', options: [], numberKind: 'DECIMAL' },
  { id: 'email', title: 'E-mail de contato', type: 'EMAIL', options: [] },
  { id: 'telefone', title: 'Telefone', type: 'PHONE', options: [] },
  { id: 'documento', title: 'CPF ou CNPJ', type: 'DOCUMENT', options: [] },
  { id: 'cidade', title: 'Cidade', type: 'DROPDOWN', options: [{ text: 'Recife' }, { text: 'Manaus' }] },
  { id: 'nota', title: 'Nota', type: 'RATING', options: [], ratingMax: 5 },
  {
    id: 'nps',
    title: 'Recomendaria?',
    type: 'NPS',
    options: [],
    conditions: [{ op: '<=', value: 6, goTo: 'grade' }],
  },
  { id: 'escala', title: 'Organização', type: 'SCALE', options: [], minLabel: 'Ruim', maxLabel: 'Ótima' },
  {
    id: 'grade',
    title: 'Itens verificados',
    type: 'MATRIX',
    options: [{ text: 'Conforme' }, { text: 'Não conforme' }],
    rows: ['Extintores', 'Iluminação'],
  },
  { id: 'ordem', title: 'Prioridades', type: 'RANKING', options: [{ text: 'Preço' }, { text: 'Prazo' }] },
  { id: 'opcional', title: 'Algo mais?', type: 'STRING', options: [], required: false },
  { id: 'assinatura', title: 'Assinatura', type: 'SIGNATURE', options: [] },
];

/** A form with `typedQuestions` and one answer (the optional question left empty); answers its id. */
async function seedTypedForm(base: string, token: string): Promise<{ formId: string; submissionId: string }> {
  const form = await seedForm(base, token, {
    title: 'Formulário com os tipos novos',
    anonymous: true,
    questions: typedQuestions,
  } as Parameters<typeof seedForm>[2]);
  const signature = await uploadFile(base, 'assinatura.png', 'image/png', pngBytes);
  const values: Record<string, unknown> = {
    data: '2026-03-15',
    numero: 2.5,
    email: 'ana@example.com',
    telefone: '(11) 98765-4321',
    documento: '529.982.247-25',
    cidade: 'Recife',
    nota: 4,
    nps: 9,
    escala: 3,
    grade: { Extintores: 'Conforme', Iluminação: 'Não conforme' },
    ordem: ['Prazo', 'Preço'],
    assinatura: signature,
  };
  const response = await fetch(`${base}/api/public/forms/${form.id}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      answers: Object.entries(values).map(([questionId, value]) => ({ questionId, answer: null, value })),
    }),
  });
  if (response.status !== 201) throw new Error(`typed answer -> ${response.status}: ${await response.text()}`);
  return { formId: form.id, submissionId: ((await response.json()) as { id: string }).id };
}

/** Every area of the ADMIN and of a MANAGER, on a server at `base`; `tag` names the screenshots. */
export async function walkStaffAreas(browser: Browser, base: string, tag: string): Promise<Watched> {
  const seeded = await seedCompany(base);
  const form = await seedForm(base, seeded.manager.token, {
    title: 'Pesquisa de versões',
    questions: [{ title: 'Qual o seu nome?', type: 'STRING', options: [] }],
  });
  const typed = await seedTypedForm(base, seeded.manager.token);
  const watched: Watched = { problems: [], bridged: [] };

  // ADMIN: companies and their users (mf-admin), templates (mf-library), account with the user form.
  {
    const { page, context } = await newPage(browser, base);
    watchPage(page, watched);
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();
    await page
      .getByText(/^Empresa /)
      .first()
      .waitFor();
    await screenshot(page, `${tag}-admin-companies`);
    await expectNoFallback(page, '/companies');
    await page.goto(`/companies/${seeded.companyId}/users`);
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
    await page.getByText('Gestora Teste').waitFor();
    await expectNoFallback(page, '/companies/:id/users');
    await menu(page).getByRole('link', { name: 'Biblioteca' }).click();
    await page.waitForURL('**/templates');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await expectNoFallback(page, '/templates');
    await page.goto('/templates/new');
    await page.getByRole('heading', { name: 'Novo modelo' }).waitFor();
    await expectNoFallback(page, '/templates/new');
    await menu(page).getByRole('link', { name: 'Minha conta' }).click();
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const profile = page.getByRole('dialog', { name: 'Editar usuário' });
    await profile.waitFor();
    await screenshot(page, `${tag}-admin-profile`);
    await expectNoFallback(page, '/account (profile)');
    await profile.getByRole('button', { name: 'CANCELAR' }).click();
    await profile.waitFor({ state: 'hidden' });
    await context.close();
  }

  // MANAGER: home, forms, editor with the respondent preview, submissions (mf-forms and mf-respondent),
  // users (mf-admin), library (mf-library), account with the company form.
  {
    const { page, context } = await newPage(browser, base);
    watchPage(page, watched);
    await signIn(page, seeded.manager.email, seeded.manager.password);
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    await screenshot(page, `${tag}-manager-home`);
    await expectNoFallback(page, '/');
    await menu(page).getByRole('link', { name: 'Formulários' }).click();
    await page.getByRole('heading', { name: 'Formulários' }).waitFor();
    await page.getByText(form.title).first().waitFor();
    await expectNoFallback(page, '/forms');
    await page.goto(`/forms/${form.id}`);
    await page.getByRole('button', { name: 'VISUALIZAR' }).click();
    const preview = page.getByRole('dialog', { name: 'Pré-visualização' });
    await preview.getByRole('heading', { name: form.title }).waitFor();
    await preview.getByRole('button', { name: 'INICIAR' }).waitFor();
    await screenshot(page, `${tag}-manager-preview`);
    await expectNoFallback(page, '/forms/:id (preview)');
    await page.goto(`/forms/${form.id}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (0)' }).waitFor();
    await expectNoFallback(page, '/forms/:id/submissions');
    // The form with every new type and its answer: an older editor may show such a question as
    // read-only text, but the editor, the answers and the answer view must all render.
    await page.goto(`/forms/${typed.formId}`);
    await page.getByRole('button', { name: 'VISUALIZAR' }).waitFor();
    await screenshot(page, `${tag}-manager-typed-editor`);
    await expectNoFallback(page, '/forms/:id (every type)');
    await page.goto(`/forms/${typed.formId}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (1)' }).waitFor();
    await expectNoFallback(page, '/forms/:id/submissions (every type)');
    await page.goto(`/forms/${typed.formId}/submissions/${typed.submissionId}`);
    await page.getByText('15/03/2026').first().waitFor();
    await page.getByText('Itens verificados').first().waitFor();
    await screenshot(page, `${tag}-manager-typed-answer`);
    await expectNoFallback(page, '/forms/:id/submissions/:id (every type)');
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
    await expectNoFallback(page, '/users');
    await page.goto('/library');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await expectNoFallback(page, '/library');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Minha conta' }).waitFor();
    // The account's 'Editar empresa' leads to the company settings (a shell of the baseline opens the
    // form in a modal; at HEAD it is in the page, or in its modal when the admin remote predates that).
    await page.getByRole('button', { name: 'Editar empresa' }).click();
    await page.getByRole('textbox', { name: 'Nome' }).waitFor();
    await screenshot(page, `${tag}-manager-company`);
    await expectNoFallback(page, '/account (company)');
    await context.close();
  }
  return watched;
}
