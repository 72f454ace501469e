// The search box of every list screen: a labelled, clearable input whose trimmed text reaches the
// screen once typing pauses (useDebouncedValue), so each key press does not ask the API.
import { useState, type ReactElement } from 'react';
import { Input } from 'antd';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export function useSearchBox(label: string): { search: string; box: ReactElement } {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const box = (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
  return { search, box };
}
