// The honeypot (docs/forms-and-templates.md#robots): a field off screen, hidden from screen readers
// and out of the tab order, so people leave it empty; robots that fill every field give themselves away.
import { endingText } from '../ending-text';

export function HoneypotField({ onChange }: { onChange: (value: string) => void }) {
  return (
    <div className="rs-hp" aria-hidden="true">
      <label htmlFor="rs-website">{endingText.honeypot}</label>
      <input
        id="rs-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        onInput={(event) => onChange((event.currentTarget as HTMLInputElement).value)}
      />
    </div>
  );
}
