import { Button, Tooltip } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { messages } from '@formbuilder/contracts';
import { useAlert } from '../feedback/use-alert';

/** Copies a public link and says 'Link copiado com sucesso'. */
export function CopyLinkButton({ url, label = 'Copiar link' }: { url: string; label?: string }) {
  const alert = useAlert();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      alert.success(messages.linkCopied);
    } catch {
      // Without clipboard permission the link is still shown for a manual copy.
      window.prompt(label, url);
    }
  };
  return (
    <Tooltip title={label}>
      <Button icon={<LinkOutlined />} onClick={copy} aria-label={label}>
        {label}
      </Button>
    </Tooltip>
  );
}
