// A FormField whose input is an antd Select: the label tied to it, the zod message under it.
import { Select, type SelectProps } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

export type SelectFieldProps<T extends FieldValues> = Omit<FormFieldProps<T>, 'children'> &
  Pick<SelectProps, 'options' | 'disabled' | 'loading'>;

export function SelectField<T extends FieldValues>({ options, disabled, loading, ...field }: SelectFieldProps<T>) {
  return (
    <FormField {...field}>
      {({ ref, onBlur, onChange, value, id, status }) => (
        <Select
          ref={ref}
          id={id}
          status={status}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          options={options}
          disabled={disabled}
          loading={loading}
        />
      )}
    </FormField>
  );
}
