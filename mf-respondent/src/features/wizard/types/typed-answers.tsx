// The steps of the light new types, in the page's first load: typed texts (date, number, e-mail,
// phone, CPF/CNPJ), a dropdown with search, and the point scales (rating, NPS, scale) as radiogroups.
import { useId, useState } from 'react';
import type { Option, StepAnswer } from '@formbuilder/contracts';
import { kit } from './kit';
import { typeText as text } from './text';
import type { WizardQuestion } from '../question-kind';
import { pointsOf } from './rules';

export interface StepProps {
  question: WizardQuestion;
  answer: StepAnswer;
  onChange: (answer: StepAnswer) => void;
  labelId: string;
  errorId: string;
  invalid: boolean;
}

const described = ({ labelId, errorId, invalid }: StepProps, hintId?: string) => ({
  'aria-labelledby': labelId,
  'aria-describedby': hintId ? `${hintId} ${errorId}` : errorId,
  'aria-invalid': invalid || undefined,
});

const textOf = (answer: StepAnswer) => (typeof answer === 'string' ? answer : '');

/** DATE, NUMBER, EMAIL, PHONE and DOCUMENT: one native input with the keyboard and mask of its type. */
export function TypedTextAnswer(props: StepProps) {
  const { question, answer, onChange } = props;
  const hintId = useId();
  const value = textOf(answer);
  switch (question.type) {
    case 'DATE':
      return (
        <input
          className="rs-input rs-input--short"
          inputMode="numeric"
          autoComplete="off"
          placeholder={text.datePlaceholder}
          value={value}
          onChange={(e) => onChange(kit.maskBrDate(e.target.value))}
          {...described(props)}
        />
      );
    case 'NUMBER': {
      const decimals = question.numberKind === 'DECIMAL';
      return (
        <>
          <p className="rs-hint" id={hintId}>
            {text.numberHint(decimals)}
          </p>
          <input
            className="rs-input rs-input--short"
            inputMode={decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(e.target.value.replace(/[^\d.,-]/g, ''))}
            {...described(props, hintId)}
          />
        </>
      );
    }
    case 'EMAIL':
      return (
        <input
          className="rs-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...described(props)}
        />
      );
    case 'PHONE':
      return (
        <input
          className="rs-input rs-input--short"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={kit.PHONE_MASK}
          value={value}
          onChange={(e) => onChange(kit.formatPhone(e.target.value))}
          {...described(props)}
        />
      );
    default:
      // DOCUMENT: a CNPJ may have letters, so the full keyboard, with capitals (as the identity step).
      return (
        <input
          className="rs-input rs-input--short"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(kit.formatDocument(e.target.value))}
          {...described(props)}
        />
      );
  }
}

/** Lists longer than this get a search box above the select. */
export const DROPDOWN_SEARCH_FROM = 8;

/** DROPDOWN: a native select (the phone's own picker), filtered by a search box on long lists. */
export function DropdownAnswer(props: StepProps) {
  const { question, answer, onChange } = props;
  const searchId = useId();
  const countId = useId();
  const [query, setQuery] = useState('');
  const value = textOf(answer);
  const options: Option[] = question.options;
  const searchable = options.length > DROPDOWN_SEARCH_FROM;
  const found = searchable ? kit.searchOptions(options, query) : options;
  // The chosen option stays selectable while a search hides it.
  const shown = value && !found.some((o) => o.text === value) ? [{ text: value }, ...found] : found;
  return (
    <div className="rs-dropdown">
      {searchable && (
        <div className="rs-field">
          <label htmlFor={searchId} className="rs-label">
            {text.dropdown.search}
          </label>
          <input
            id={searchId}
            className="rs-input"
            type="search"
            autoComplete="off"
            value={query}
            aria-describedby={countId}
            onChange={(e) => setQuery(e.target.value)}
          />
          <p id={countId} className="rs-hint" aria-live="polite">
            {found.length === 0 ? text.dropdown.none : text.dropdown.count(found.length, options.length)}
          </p>
        </div>
      )}
      <select className="rs-input" value={value} onChange={(e) => onChange(e.target.value)} {...described(props)}>
        <option value="">{text.dropdown.choose}</option>
        {shown.map((option) => (
          <option key={option.text} value={option.text}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * RATING, NPS and SCALE: native radios in a radiogroup (arrow keys move between points), with the
 * labels of the two ends tied to the group.
 */
export function PointsAnswer(props: StepProps) {
  const { question, answer, onChange, labelId } = props;
  const endsId = useId();
  const points = pointsOf(question);
  const stars = question.type === 'RATING' && question.ratingStyle !== 'NUMBERS';
  const fromLabel = question.minLabel || (question.type === 'NPS' ? text.nps.from : '');
  const toLabel = question.maxLabel || (question.type === 'NPS' ? text.nps.to : '');
  const chosen = textOf(answer);
  const chosenNumber = chosen === '' ? 0 : Number(chosen);
  const hasEnds = Boolean(fromLabel || toLabel);
  return (
    <div
      role="radiogroup"
      className={`rs-points${stars ? ' rs-points--stars' : ''}${points.length > 7 ? ' rs-points--many' : ''}`}
      aria-labelledby={labelId}
      aria-describedby={hasEnds ? `${endsId} ${props.errorId}` : props.errorId}
      aria-invalid={props.invalid || undefined}
    >
      <div className="rs-points__row">
        {points.map((point) => (
          <label
            key={point}
            className={`rs-point${stars && point <= chosenNumber ? ' rs-point--lit' : ''}`}
            title={stars ? text.rating.star(point, points.length) : undefined}
          >
            <input
              type="radio"
              className="rs-point__input"
              name={question.id}
              value={String(point)}
              checked={chosen === String(point)}
              onChange={() => onChange(String(point))}
              aria-label={stars ? text.rating.star(point, points.length) : String(point)}
            />
            <span aria-hidden="true">{stars ? '★' : point}</span>
          </label>
        ))}
      </div>
      {hasEnds && (
        <p id={endsId} className="rs-points__ends">
          <span>{fromLabel && `${points[0]}: ${fromLabel}`}</span>
          <span>{toLabel && `${points.at(-1)}: ${toLabel}`}</span>
        </p>
      )}
    </div>
  );
}
