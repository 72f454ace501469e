import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { App } from 'antd';
import { newQuestion, validateWith, type Question } from '@formbuilder/contracts';
import { ApiError, ConfirmProvider } from '@formbuilder/platform';
import { z } from 'zod';
import { useEditorSave, type EditorSaveOptions } from './use-editor-save';

interface Fields {
  title: string;
}
interface Saved {
  id: string;
  title: string;
}

const schema = z.object({
  title: z.string().trim().min(1, 'Campo obrigatório'),
  questions: z.array(z.object({ title: z.string().trim().min(1, 'Campo obrigatório') }).loose()),
});
const messages = {
  created: 'Criado com sucesso',
  updated: 'Atualizado com sucesso',
  createFailed: 'Falha ao criar',
  updateFailed: 'Falha ao atualizar',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <App>
    <ConfirmProvider>{children}</ConfirmProvider>
  </App>
);

type Overrides = Partial<EditorSaveOptions<Fields, z.output<typeof schema>, Saved>>;

function renderEditor(title: string, questions: Question[], overrides: Overrides = {}) {
  const calls = { create: jest.fn(), update: jest.fn(), onSaved: jest.fn() };
  const view = renderHook(
    () => {
      const form = useForm<Fields>({ defaultValues: { title } });
      const editor = useEditorSave<Fields, z.output<typeof schema>, Saved>({
        form,
        fieldNames: ['title'],
        validate: (values) => validateWith(schema, { ...values, questions }),
        existing: false,
        afterCreate: 'exit',
        create: async (body) => (calls.create(body), { id: 'f1', title: body.title }),
        update: async (body) => (calls.update(body), { id: 'f1', title: body.title }),
        messages,
        onSaved: calls.onSaved,
        ...overrides,
      });
      // Reading the errors while rendering subscribes to them, as the inputs do.
      return { editor, errors: form.formState.errors };
    },
    { wrapper },
  );
  return { ...view, calls };
}

describe('useEditorSave', () => {
  it('when what is typed fails the checks, then the message is alerted, the fields are marked and nothing is saved', async () => {
    // Arrange
    const { result, calls } = renderEditor(' ', [{ ...newQuestion(), title: '' }]);

    // Act
    await act(() => result.current.editor.save());

    // Assert
    await screen.findByText('Campo obrigatório');
    expect(result.current.errors.title?.message).toBe('Campo obrigatório');
    expect(result.current.editor.questionErrors).toEqual({ 'questions.0.title': 'Campo obrigatório' });
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('when a new record is valid, then it is created, the success alerted and it goes on as asked', async () => {
    // Arrange
    const { result, calls } = renderEditor('Pesquisa', [{ ...newQuestion(), title: 'Nome' }]);

    // Act
    await act(() => result.current.editor.save());

    // Assert
    expect(calls.create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pesquisa' }));
    expect(calls.onSaved).toHaveBeenCalledWith({ id: 'f1', title: 'Pesquisa' }, 'exit');
    await screen.findByText(messages.created);
  });

  it('when a stored record is saved with SALVAR E CONTINUAR EDIDANTO, then it is updated and editing goes on', async () => {
    // Arrange
    const { result, calls } = renderEditor('Pesquisa', [{ ...newQuestion(), title: 'Nome' }], { existing: true });

    // Act
    let saving: Promise<void> = Promise.resolve();
    act(() => {
      saving = result.current.editor.save();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }));
    await act(() => saving);

    // Assert
    expect(calls.update).toHaveBeenCalledTimes(1);
    expect(calls.onSaved).toHaveBeenCalledWith({ id: 'f1', title: 'Pesquisa' }, 'continue');
    await screen.findByText(messages.updated);
  });

  it('when the confirmation before saving is declined, then nothing is saved', async () => {
    // Arrange
    const confirm = jest.fn(async () => false);
    const { result, calls } = renderEditor('Pesquisa', [{ ...newQuestion(), title: 'Nome' }], { confirm });

    // Act
    await act(() => result.current.editor.save());

    // Assert
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('when the API refuses with fields, then they are marked, the questions too, and its message is alerted', async () => {
    // Arrange
    const refusal = new ApiError(400, 'Pergunta #1: Título repetido', 'INVALID', {
      title: 'Título em uso',
      'questions.0.title': 'Título repetido',
    });
    const { result, calls } = renderEditor('Pesquisa', [{ ...newQuestion(), title: 'Nome' }], {
      create: async () => Promise.reject(refusal),
    });

    // Act
    await act(() => result.current.editor.save());

    // Assert
    await screen.findByText('Pergunta #1: Título repetido');
    await waitFor(() => expect(result.current.errors.title?.message).toBe('Título em uso'));
    expect(result.current.editor.questionErrors).toEqual({ 'questions.0.title': 'Título repetido' });
    expect(result.current.editor.saving).toBe(false);
    expect(calls.onSaved).not.toHaveBeenCalled();
  });
});
