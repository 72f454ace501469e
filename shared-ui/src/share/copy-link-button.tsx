import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { messages } from '@formbuilder/contracts';
import { useAlert } from '../feedback/use-alert';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  label: string;
  /** Said once the text is on the clipboard. */
  copied: string;
  icon?: ReactNode;
}

/** Copies a text and says so; without clipboard permission the text is offered for a manual copy. */
export function CopyButton({ value, label, copied, icon = <CopyOutlined /> }: CopyButtonProps) {
  const alert = useAlert();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      alert.success(copied);
    } catch {
      window.prompt(label, value);
    }
  };
  return (
    <Tooltip title={label}>
      <Button icon={icon} onClick={copy} aria-label={label}>
        {label}
      </Button>
    </Tooltip>
  );
}

/** Copies a public link and says 'Link copiado com sucesso'. */
export function CopyLinkButton({ url, label = 'Copiar link' }: { url: string; label?: string }) {
  return <CopyButton value={url} label={label} copied={messages.linkCopied} icon={<LinkOutlined />} />;
}
