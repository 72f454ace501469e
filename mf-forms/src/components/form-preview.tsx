// The form as a respondent sees it, from the editor's current (unsaved) state: mf-respondent's
// wizard in preview mode, so nothing is sent.
import { Modal } from 'antd';
import type { PublicForm } from '@formbuilder/contracts';
import { RemoteModule } from '@formbuilder/shared-ui';
import { text } from '../text';

export function FormPreview({ form, onClose }: { form: PublicForm | null; onClose: () => void }) {
  return (
    <Modal open={form !== null} title={text.previewTitle} onCancel={onClose} footer={null} destroyOnHidden width={520}>
      {form && <RemoteModule remote="respondent" exposed="./FormWizard" compact props={{ form, preview: true }} />}
    </Modal>
  );
}
