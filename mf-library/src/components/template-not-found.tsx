// What /templates/:id and /library/:id show for an unknown template: 'Modelo não encontrado' (docs/product.md#templates) and a way back.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { messages } from '@formbuilder/contracts';
import { text } from '../text';

export function TemplateNotFound({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={messages.templateNotFound}
      extra={
        <Button type="primary" onClick={() => void navigate(backTo)}>
          {text.notFound.back}
        </Button>
      }
    />
  );
}
