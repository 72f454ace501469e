import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal } from 'antd';
import { changePasswordSchema, messages, type ChangePasswordInput } from '@formbuilder/contracts';
import { api, errorMessage, FormField, showServerErrors, useAlert } from '@formbuilder/shared-ui/signed-in';
import { text } from '../../text';

const empty: ChangePasswordInput = { oldPassword: '', password: '', passwordConfirm: '' };
const fieldNames = Object.keys(empty) as Array<keyof ChangePasswordInput>;

/** Current, new and confirmation; a wrong current password shows on its own field (docs/product.md#messages). */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const alert = useAlert();
  const { control, handleSubmit, formState, setError, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });

  const close = () => {
    reset(empty);
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      await api.post('/auth/change-password', input);
      alert.success(messages.passwordChanged);
      close();
    } catch (error) {
      showServerErrors(error, {
        setError,
        names: fieldNames,
        alert: alert.error,
        message: errorMessage(error, messages.genericClientError),
        alertWhen: 'unmatched',
      });
    }
  });

  return (
    <Modal
      open={open}
      title={text.account.changePassword}
      okText={text.account.save}
      cancelText={text.account.cancel}
      onOk={() => void onSubmit()}
      onCancel={close}
      confirmLoading={formState.isSubmitting}
      destroyOnHidden
    >
      <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
        <FormField control={control} name="oldPassword" label={text.account.oldPassword}>
          {(field) => <Input.Password {...field} autoComplete="current-password" />}
        </FormField>
        <FormField control={control} name="password" label={text.account.newPassword}>
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={control} name="passwordConfirm" label={text.account.newPasswordConfirm}>
          {(field) => <Input.Password {...field} autoComplete="new-password" />}
        </FormField>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
