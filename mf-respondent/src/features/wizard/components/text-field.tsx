import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled native input whose error is announced and tied to it. */
export function TextField({ label, value, error, onChange, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="rs-field">
      <label htmlFor={id} className="rs-label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="rs-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="rs-error" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
