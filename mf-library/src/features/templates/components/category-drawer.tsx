// The side panel 'Nova categoria' beside the template editor's Categoria and on the library screen
// (docs/product.md#templates): a name, then the new category is handed back so the editor selects it.
// Given a `category`, the same panel renames it ('Renomear categoria').
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Drawer, Form, Input } from 'antd';
import {
  categoryBodySchema,
  messages,
  templateMessages,
  type CategoryBody,
  type TemplateCategory,
} from '@formbuilder/contracts';
import { FormField, showServerErrors, useAlert, FormActions } from '@formbuilder/shared-ui';
import { text } from '../../../text';
import { createCategory, renameCategory } from '../api/templates-api';

export interface CategoryDrawerProps {
  open: boolean;
  /** The category to rename; none for a new one. */
  category?: TemplateCategory;
  onClose: () => void;
  /** The new or renamed category. */
  onCreated: (category: TemplateCategory) => void;
}

export function CategoryDrawer({ open, category, onClose, onCreated }: CategoryDrawerProps) {
  return (
    <Drawer
      open={open}
      title={category ? text.categoryForm.renameTitle : text.categoryForm.title}
      placement="right"
      size="min(400px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      {/* Mounted afresh on every opening, so the name starts empty. */}
      {open && <CategoryForm category={category} onClose={onClose} onCreated={onCreated} />}
    </Drawer>
  );
}

function CategoryForm({ category, onClose, onCreated }: Omit<CategoryDrawerProps, 'open'>) {
  const alert = useAlert();
  const { control, handleSubmit, setError, formState } = useForm<CategoryBody>({
    resolver: zodResolver(categoryBodySchema),
    defaultValues: { name: category?.name ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = category ? await renameCategory(category.id, values) : await createCategory(values);
      alert.success(category ? templateMessages.categoryUpdated : messages.categoryCreated);
      onCreated(saved);
      onClose();
    } catch (error) {
      // A taken name (409) or a refused one (400) is said on the field itself.
      showServerErrors(error, {
        setError,
        names: ['name'],
        alert: alert.error,
        message: category ? templateMessages.categoryUpdateFailed : messages.categoryCreateFailed,
        // Said once: on the field when the API names the problem, in the alert only otherwise.
        alertWhen: 'unmatched',
        conflictField: 'name',
      });
    }
  });

  return (
    <Form layout="vertical" onSubmitCapture={onSubmit} noValidate>
      <FormField control={control} name="name" label={text.categoryForm.name}>
        {(field) => <Input {...field} autoFocus autoComplete="off" />}
      </FormField>
      <FormActions
        cancelLabel={text.categoryForm.cancel}
        onCancel={onClose}
        submitLabel={text.categoryForm.save}
        submitting={formState.isSubmitting}
      />
    </Form>
  );
}
