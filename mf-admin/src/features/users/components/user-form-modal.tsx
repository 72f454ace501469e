// The user form (new or edit) in a modal: e-mail fixed once created, phone typed through the mask,
// password and confirmation only on creation. The shell embeds it too (federation expose
// './UserFormModal', props declared in contracts' RemoteExposes) for "edit profile" on /account.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, Input, Modal } from 'antd';
import {
  canChangeRole,
  companyRoles,
  formatPhone,
  messages,
  PHONE_MASK,
  roleSelectorLabels,
  userCreateFormSchema,
  userUpdateSchema,
  type Role,
  type User,
  type UserCreateInput,
  type UserFormModalProps,
} from '@formbuilder/contracts';
import {
  errorMessage,
  FormField,
  SelectField,
  showServerErrors,
  useAlert,
  useCurrentUser,
  FormActions,
} from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { createUser, updateUser } from '../api/users-api';

export type { UserFormModalProps };

interface Values {
  name: string;
  email: string;
  phone: string;
  role: Role;
  password: string;
  passwordConfirm: string;
}

const fieldNames: Array<keyof Values> = ['name', 'email', 'phone', 'role', 'password', 'passwordConfirm'];

function valuesOf(user: User | null | undefined): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role: user?.role ?? 'USER',
    password: '',
    passwordConfirm: '',
  };
}

const createResolver = zodResolver(userCreateFormSchema) as unknown as Resolver<Values>;
const updateResolver = zodResolver(userUpdateSchema) as unknown as Resolver<Values>;

export function UserFormModal({ open, user, onClose, ...rest }: UserFormModalProps) {
  return (
    <Modal
      open={open}
      title={user ? text.userForm.editTitle : text.userForm.newTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={520}
    >
      {/* Mounted afresh on every opening, so the form starts from the user given. */}
      {open && <UserForm user={user} onClose={onClose} {...rest} />}
    </Modal>
  );
}

function UserForm({ user, companyId, onClose, onSaved }: Omit<UserFormModalProps, 'open'>) {
  const me = useCurrentUser();
  const alert = useAlert();
  const editing = Boolean(user);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: valuesOf(user),
  });

  const roleOptions = [...new Set<Role>(user ? [...companyRoles, user.role] : companyRoles)].map((role) => ({
    value: role,
    label: roleSelectorLabels[role],
  }));
  // A USER picks no role, and nobody changes its own.
  const roleLocked = !me || (user ? !canChangeRole(me, user.id) : me.role === 'USER');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = user
        ? await updateUser(user.id, { name: values.name, phone: values.phone, role: values.role })
        : await createUser({
            ...values,
            ...(me?.role === 'ADMIN' && companyId ? { company: companyId } : {}),
          } as UserCreateInput);
      alert.success(editing ? messages.userUpdated : messages.userCreated);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showServerErrors(error, {
        setError,
        names: fieldNames,
        alert: alert.error,
        message: errorMessage(error, editing ? messages.userUpdateFailed : messages.userCreateFailed),
      });
    }
  });

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      <FormField control={control} name="name" label={text.userForm.name}>
        {(field) => <Input {...field} autoComplete="name" />}
      </FormField>
      <FormField control={control} name="email" label={text.userForm.email}>
        {(field) => <Input {...field} type="email" autoComplete="off" readOnly={editing} disabled={editing} />}
      </FormField>
      <FormField control={control} name="phone" label={text.userForm.phone}>
        {(field) => (
          <Input
            {...field}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={PHONE_MASK}
            onChange={(event) => field.onChange(formatPhone(event.target.value))}
          />
        )}
      </FormField>
      <SelectField
        control={control}
        name="role"
        label={text.userForm.role}
        options={roleOptions}
        disabled={roleLocked}
      />
      {!editing && (
        <>
          <FormField control={control} name="password" label={text.userForm.password} deps={['passwordConfirm']}>
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
          <FormField control={control} name="passwordConfirm" label={text.userForm.passwordConfirm}>
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
        </>
      )}
      <FormActions
        cancelLabel={text.userForm.cancel}
        onCancel={onClose}
        submitLabel={text.userForm.save}
        submitting={formState.isSubmitting}
      />
    </Form>
  );
}

export default UserFormModal;
