// The footer of every staff form in a modal or drawer: cancel on the left, the submit button (busy
// while the form submits) on the right.
import { Button, Flex } from 'antd';

export interface FormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
}

export function FormActions({ cancelLabel, onCancel, submitLabel, submitting }: FormActionsProps) {
  return (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Flex>
  );
}
