// What the editor says about its autosaved draft: the notice of a draft put back on opening (with a
// way to discard it) and, by SALVAR, whether the latest changes are kept.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { formatDateTime } from '@formbuilder/contracts';
import type { AutosaveStatus as Status } from '../use-draft-autosave';
import { text } from '../text';

export function DraftNotice({
  savedAt,
  existing,
  onDiscard,
}: {
  savedAt: string;
  existing: boolean;
  onDiscard: () => Promise<void>;
}) {
  const [discarding, setDiscarding] = useState(false);
  const when = formatDateTime(savedAt);
  return (
    <Alert
      type="info"
      showIcon
      title={text.draftRestored}
      description={
        // Under the text, not beside it: on a phone the text keeps the card's width.
        <Flex vertical gap={8} align="flex-start">
          <span>{existing ? text.draftRestoredExisting(when) : text.draftRestoredNew(when)}</span>
          <Button
            size="small"
            loading={discarding}
            onClick={() => {
              setDiscarding(true);
              onDiscard().finally(() => setDiscarding(false));
            }}
          >
            {text.discardDraft}
          </Button>
        </Flex>
      }
    />
  );
}

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/** Polite: announced without taking the focus. */
export function AutosaveStatus({ status, savedAt }: { status: Status; savedAt: string | null }) {
  const message =
    status === 'saving'
      ? text.autosaving
      : status === 'saved' && savedAt
        ? text.autosaved(timeOf(savedAt))
        : status === 'failed'
          ? text.autosaveFailed
          : '';
  return (
    <Typography.Text
      role="status"
      type={status === 'failed' ? 'danger' : 'secondary'}
      style={{ marginRight: 'auto', fontSize: 13 }}
    >
      {message}
    </Typography.Text>
  );
}
