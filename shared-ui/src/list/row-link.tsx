// Makes a whole list row open what it shows: the row's title is a real link (or button) whose
// click area is stretched over the row, so a click anywhere on the row, a tap, or Enter on the
// focused title opens it; the row's own action buttons stay above it and keep working.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './row-link.css';

/** The class for the row (List.Item, Card...) that holds a RowLink or RowButton. */
export const CLICKABLE_ROW = 'fb-clickable-row';

export interface RowLinkProps {
  to: string;
  /** Router state given to the page opened (e.g. the list it was opened from). */
  state?: unknown;
  children: ReactNode;
  'aria-label'?: string;
}

export function RowLink({ to, state, children, ...rest }: RowLinkProps) {
  return (
    <Link to={to} state={state} className="fb-row-link" aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}

export interface RowButtonProps {
  onClick: () => void;
  children: ReactNode;
  'aria-label'?: string;
}

/** The same for a row that opens a dialog instead of a page. */
export function RowButton({ onClick, children, ...rest }: RowButtonProps) {
  return (
    <button type="button" className="fb-row-link fb-row-button" onClick={onClick} aria-label={rest['aria-label']}>
      {children}
    </button>
  );
}
