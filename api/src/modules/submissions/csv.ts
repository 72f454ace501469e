// The CSV export of one form's submissions: RFC 4180 quoting, a UTF-8 BOM so spreadsheet programs
// read the accents, and cells that a spreadsheet would run as a formula neutralised.
import { stringify } from 'csv-stringify/sync';
import { normalizeSearch, submissionCsvLabels, type Answer, type Comment, type Question } from '@formbuilder/contracts';

export interface ExportedSubmission {
  createdAt: Date;
  name: string;
  document: string;
  email: string;
  phone: string;
  answers: Answer[];
  comments: Comment[];
}

export const CSV_TIME_ZONE = 'America/Sao_Paulo';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: CSV_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** pt-BR short date and time in Brasília time: '25/03/2024 14:05'. */
export function formatDateTime(date: Date): string {
  const part = Object.fromEntries(dateTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/**
 * OWASP CSV injection: a cell starting with = + - @ (or a tab or carriage return) is taken as a
 * formula by spreadsheet programs; a leading apostrophe makes it plain text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** 'Pesquisa de Satisfação 2024!' -> 'pesquisa-de-satisfacao-2024'. */
export function slugOf(title: string): string {
  const slug = normalizeSearch(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'formulario';
}

interface Column {
  title: string;
  matches(answer: Answer): boolean;
}

/**
 * One column per current question, then one per answered title no longer in the form (answers
 * keep the title shown when they were given), in the order first seen.
 */
function answerColumns(questions: Question[], rows: ExportedSubmission[]): Column[] {
  const currentIds = new Set(questions.map((question) => question.id));
  const isCurrent = (answer: Answer) => answer.questionId !== undefined && currentIds.has(answer.questionId);
  const columns: Column[] = questions.map((question) => ({
    title: question.title,
    matches: (answer) => answer.questionId === question.id,
  }));
  const pastTitles = new Set<string>();
  for (const row of rows) {
    for (const answer of row.answers) {
      if (!isCurrent(answer)) pastTitles.add(answer.question);
    }
  }
  for (const title of pastTitles) {
    columns.push({ title, matches: (answer) => !isCurrent(answer) && answer.question === title });
  }
  return columns;
}

function commentsCell(comments: Comment[]): string {
  const labels = submissionCsvLabels;
  return comments
    .map((comment) => {
      const who = comment.isUser ? labels.fromRespondent : labels.fromStaff;
      return `${formatDateTime(new Date(comment.created))} (${who}): ${comment.comment}`;
    })
    .join('\n');
}

export function submissionsCsv(questions: Question[], rows: ExportedSubmission[]): string {
  const labels = submissionCsvLabels;
  const columns = answerColumns(questions, rows);
  const header = [
    labels.date,
    labels.name,
    labels.document,
    labels.email,
    labels.phone,
    ...columns.map((column) => column.title),
    labels.comments,
  ];
  const records = rows.map((row) => [
    formatDateTime(row.createdAt),
    row.name,
    row.document,
    row.email,
    row.phone,
    ...columns.map((column) =>
      row.answers
        .filter((answer) => column.matches(answer))
        .map((answer) => answer.answer)
        .join('\n'),
    ),
    commentsCell(row.comments),
  ]);
  return stringify(
    [header, ...records].map((record) => record.map(neutraliseFormula)),
    // csv-stringify only quotes line breaks matching its record delimiter; RFC 4180 wants all quoted.
    { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}
