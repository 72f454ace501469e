// MATRIX, loaded only by forms that have one: a table with column and row headers, one radio per
// row and column; each row is its own radio group, so arrow keys move along the row.
import type { StepProps } from '../typed-answers';
import { rowsOf } from '../rules';

export default function MatrixAnswer({ question, answer, onChange, labelId, errorId, invalid }: StepProps) {
  const rows = rowsOf(question);
  const columns = question.options.map((option) => option.text);
  const chosen = rows.map((_row, index) => (Array.isArray(answer) ? (answer[index] ?? '') : ''));
  const pick = (row: number, column: string) =>
    onChange(chosen.map((value, index) => (index === row ? column : value)));
  return (
    <div className="rs-matrix">
      <table aria-labelledby={labelId} aria-describedby={errorId}>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={row} aria-invalid={invalid && chosen[rowIndex] === '' ? true : undefined}>
              <th scope="row">{row}</th>
              {columns.map((column) => (
                <td key={column}>
                  <label className="rs-matrix__cell">
                    <input
                      type="radio"
                      name={`${question.id}-${rowIndex}`}
                      value={column}
                      checked={chosen[rowIndex] === column}
                      onChange={() => pick(rowIndex, column)}
                      aria-label={`${row}: ${column}`}
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
