// One labelled antd form item bound to a react-hook-form field: the label is tied to the input
// (accessible name) and the zod message from contracts shows under it.
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Form } from 'antd';
import { useController, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';

export interface FieldRenderProps<T extends FieldValues> extends ControllerRenderProps<T, Path<T>> {
  id: string;
  status: 'error' | undefined;
}

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Renders the input; spread the props onto it. */
  children: (field: FieldRenderProps<T>) => ReactNode;
  extra?: ReactNode;
  /** Of the form item (e.g. no bottom margin for the last one of a card). */
  style?: CSSProperties;
  /**
   * Fields checked again when this one changes (once the form was submitted): a password's
   * confirmation, so its 'não confere' comes and goes with either field.
   */
  deps?: Path<T>[];
}

export function FormField<T extends FieldValues>({
  control,
  name,
  label,
  children,
  extra,
  style,
  deps,
}: FormFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const status = fieldState.error ? ('error' as const) : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={status}
      help={fieldState.error?.message}
      extra={extra}
      style={style}
    >
      {children({ ...field, id, status })}
    </Form.Item>
  );
}
