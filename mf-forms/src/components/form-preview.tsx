// The form as a respondent sees it (the editor's current state, or a saved form from the forms
// list): mf-respondent's wizard in preview mode, so nothing is sent or stored.
import { Modal } from 'antd';
import type { PublicForm } from '@formbuilder/contracts';
import { RemoteModule } from '@formbuilder/shared-ui';
import { text } from '../text';

export function FormPreview({ form, onClose }: { form: PublicForm | null; onClose: () => void }) {
  return (
    <Modal
      open={form !== null}
      title={text.forms.previewTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={520}
    >
      {form && <RemoteModule remote="respondent" exposed="./FormWizard" compact props={{ form, preview: true }} />}
    </Modal>
  );
}
