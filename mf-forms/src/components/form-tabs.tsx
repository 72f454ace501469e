// The two views of one form's answers, side by side: the list ('Respostas') and the insights.
import { useNavigate } from 'react-router-dom';
import { Segmented } from 'antd';
import { text } from '../text';

export function FormTabs({ formId, current }: { formId: string; current: 'submissions' | 'insights' }) {
  const navigate = useNavigate();
  return (
    <nav aria-label={text.insights.views}>
      <Segmented
        value={current}
        options={[
          { value: 'submissions', label: text.insights.submissionsTab },
          { value: 'insights', label: text.insights.title },
        ]}
        onChange={(value) => void navigate(`/forms/${formId}/${value}`)}
      />
    </nav>
  );
}
