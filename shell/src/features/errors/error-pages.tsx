import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { messages } from '@formbuilder/contracts';
import { useDocumentTitle } from '@formbuilder/shared-ui/start';
import { text } from '../../text';

function BackHome({ onClick }: { onClick?: () => void }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={onClick ?? (() => navigate('/'))}>
      {text.errors.backHome}
    </Button>
  );
}

export function NotFoundPage() {
  useDocumentTitle(text.errors.notFoundTab);
  return <Result status="404" title={messages.notFoundPage} extra={<BackHome />} />;
}

export function ForbiddenPage() {
  useDocumentTitle(text.errors.forbiddenTab);
  return (
    <Result status="403" title={messages.forbiddenPage} subTitle={text.errors.forbiddenDetail} extra={<BackHome />} />
  );
}

/** Shown by the top-level error boundary; the button resets the app and goes to /. */
export function ServerErrorPage({ onReset }: { onReset: () => void }) {
  useDocumentTitle(text.errors.serverErrorTab);
  return (
    <Result
      status="500"
      title={messages.serverErrorPage}
      subTitle={text.errors.serverErrorDetail}
      extra={
        <Button type="primary" onClick={onReset}>
          {text.errors.backHome}
        </Button>
      }
    />
  );
}
