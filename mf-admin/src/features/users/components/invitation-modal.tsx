// 'Convidar por e-mail': the name, the e-mail and the role of the person; the API mails them a
// one-time link to choose their own password (docs/people-and-files.md#invitations).
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal, Typography } from 'antd';
import {
  INVITATION_VALID_DAYS,
  invitationFormSchema,
  invitationMessages,
  invitationRoles,
  roleSelectorLabels,
  type Invitation,
  type InvitationRole,
} from '@formbuilder/contracts';
import {
  errorMessage,
  FormActions,
  FormField,
  SelectField,
  showServerErrors,
  useAlert,
  useCurrentUser,
} from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { createInvitation } from '../api/invitations-api';

interface Values {
  name: string;
  email: string;
  role: InvitationRole;
}

const fieldNames: Array<keyof Values> = ['name', 'email', 'role'];
const resolver = zodResolver(invitationFormSchema) as unknown as Resolver<Values>;
const roleOptions = invitationRoles.map((role) => ({ value: role, label: roleSelectorLabels[role] }));

export interface InvitationModalProps {
  open: boolean;
  /** The company invited into (an ADMIN names it; a MANAGER's own is used anyway). */
  companyId: string;
  onClose: () => void;
  onSent: (invitation: Invitation) => void;
}

export function InvitationModal({ open, onClose, ...rest }: InvitationModalProps) {
  return (
    <Modal open={open} title={text.invitations.newTitle} onCancel={onClose} footer={null} destroyOnHidden width={520}>
      {open && <InvitationForm onClose={onClose} {...rest} />}
    </Modal>
  );
}

function InvitationForm({ companyId, onClose, onSent }: Omit<InvitationModalProps, 'open'>) {
  const me = useCurrentUser();
  const alert = useAlert();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { name: '', email: '', role: 'USER' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await createInvitation({
        ...values,
        ...(me?.role === 'ADMIN' && companyId ? { company: companyId } : {}),
      });
      alert.success(invitationMessages.sent);
      onSent(sent);
      onClose();
    } catch (error) {
      showServerErrors(error, {
        setError,
        names: fieldNames,
        alert: alert.error,
        message: errorMessage(error, text.invitations.sendFailed),
      });
    }
  });

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      <Typography.Paragraph type="secondary">{text.invitations.intro(INVITATION_VALID_DAYS)}</Typography.Paragraph>
      <FormField control={control} name="name" label={text.userForm.name}>
        {(field) => <Input {...field} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="email" label={text.userForm.email}>
        {(field) => <Input {...field} type="email" autoComplete="off" />}
      </FormField>
      <SelectField control={control} name="role" label={text.userForm.role} options={roleOptions} />
      <FormActions
        cancelLabel={text.userForm.cancel}
        onCancel={onClose}
        submitLabel={text.invitations.send}
        submitting={formState.isSubmitting}
      />
    </Form>
  );
}
