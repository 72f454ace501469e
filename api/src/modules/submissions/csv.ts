// What every export of a form's submissions holds, whatever the file format: the columns
// (identification, one per question, past questions, comments), each row's cells, dates in Brasília
// time, and cells that a spreadsheet would run as a formula neutralised. The rules are written in
// docs/submissions.md ("Exports").
import {
  isFileType,
  isIsoDate,
  isNumericType,
  normalizeSearch,
  submissionCsvLabels,
  type Answer,
  type Comment,
  type Question,
} from '@formbuilder/contracts';

export interface ExportedSubmission {
  id: string;
  createdAt: Date;
  name: string;
  document: string;
  email: string;
  phone: string;
  answers: Answer[];
  comments: Comment[];
  /** The hidden fields the public link gave (absent or {}: none). */
  hidden?: Record<string, string> | null;
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

function wallClock(date: Date) {
  const part = Object.fromEntries(dateTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return { day: part.day!, month: part.month!, year: part.year!, hour: part.hour!, minute: part.minute! };
}

/** pt-BR short date and time in Brasília time: '25/03/2024 14:05'. */
export function formatDateTime(date: Date): string {
  const part = wallClock(date);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/**
 * The Brasília wall-clock time as a Date whose UTC fields hold it: spreadsheet dates carry no time
 * zone, so this is the instant a spreadsheet shows as the local time in São Paulo.
 */
export function brasiliaWallClock(date: Date): Date {
  const part = wallClock(date);
  return new Date(Date.UTC(+part.year, +part.month - 1, +part.day, +part.hour, +part.minute));
}

/**
 * CSV injection: a cell starting with = + - @ (or a tab or carriage return) is taken as a formula by
 * spreadsheet programs. A pt-BR spreadsheet splits an unquoted line on ';' (others on ','), so every
 * fragment after a ';', ',' or any line break (CR, LF, CRLF, or several in a row) is checked too: a
 * leading apostrophe makes it text. The match is zero-width on what precedes it, so a CR that is
 * itself neutralised still starts the next fragment, which is checked in turn.
 */
export function neutraliseFormula(cell: string): string {
  return cell.replace(/(?<=^|[;,\n\r])( *)(?=[=+\-@\t\r])/g, "$1'");
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

export interface ExportColumn {
  title: string;
  /** A FILE or SIGNATURE question: its cells are links. */
  file: boolean;
  /** NUMBER, RATING, NPS and SCALE answers are numbers, DATE answers days, in the XLSX cells. */
  kind?: 'number' | 'date';
  /** A hidden field's column: its cells are the field's value, not answers. */
  hidden?: string;
  matches(answer: Answer): boolean;
}

const kindOf = (question: Question): ExportColumn['kind'] =>
  isNumericType(question.type) ? 'number' : question.type === 'DATE' ? 'date' : undefined;

/**
 * One column per current question, then one per answered title no longer in the form (answers
 * keep the title shown when they were given), in the order the database found them.
 */
export function answerColumns(
  questions: Question[],
  pastTitles: string[],
  hiddenFields: string[] = [],
): ExportColumn[] {
  const currentIds = new Set(questions.map((question) => question.id));
  const isCurrent = (answer: Answer) => answer.questionId !== undefined && currentIds.has(answer.questionId);
  const columns: ExportColumn[] = questions.map((question) => ({
    title: question.title,
    file: isFileType(question.type),
    ...(kindOf(question) ? { kind: kindOf(question) } : {}),
    matches: (answer) => answer.questionId === question.id,
  }));
  for (const title of new Set(pastTitles)) {
    columns.push({ title, file: false, matches: (answer) => !isCurrent(answer) && answer.question === title });
  }
  // The form's hidden fields last, headed by their names.
  for (const name of hiddenFields) columns.push({ title: name, file: false, hidden: name, matches: () => false });
  return columns;
}

export function headerOf(columns: ExportColumn[]): string[] {
  const labels = submissionCsvLabels;
  return [
    labels.date,
    labels.name,
    labels.document,
    labels.email,
    labels.phone,
    ...columns.map((column) => column.title),
    labels.comments,
  ];
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

/** The cells after the date, not yet neutralised: identity, one per column, comments. */
export function cellsOf(row: ExportedSubmission, columns: ExportColumn[]): string[] {
  return [
    row.name,
    row.document,
    row.email,
    row.phone,
    ...columns.map((column) =>
      column.hidden !== undefined
        ? (row.hidden?.[column.hidden] ?? '')
        : row.answers
            .filter((answer) => column.matches(answer))
            .map((answer) => answer.answer)
            .join('\n'),
    ),
    commentsCell(row.comments),
  ];
}

/**
 * The typed cell of a number or date column: the answer's number, or its day as a Date at midnight
 * UTC (what a spreadsheet shows as that day); undefined when the answer has no typed value (answers
 * stored before typed values, or a question whose type changed), which is then written as text.
 */
export function typedCellOf(row: ExportedSubmission, column: ExportColumn): number | Date | undefined {
  if (!column.kind) return undefined;
  const matching = row.answers.filter((answer) => column.matches(answer));
  if (matching.length !== 1) return undefined;
  const value = matching[0]!.value;
  if (column.kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && isIsoDate(value) ? new Date(`${value}T00:00:00Z`) : undefined;
}
