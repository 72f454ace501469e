// The bottom drawer of choice-drawer.tsx, in a module of its own so that antd's Drawer downloads only
// when a page first asks for a choice.
import { Button, Drawer, Flex, Typography } from 'antd';
import type { ChoiceOptions } from './choice-drawer';

export interface ChoiceDrawerViewProps {
  open: boolean;
  options: ChoiceOptions<string>;
  /** The chosen action's value, or null for the dismiss button and closing the drawer. */
  onAnswer: (answer: string | null) => void;
}

export default function ChoiceDrawerView({ open, options, onAnswer }: ChoiceDrawerViewProps) {
  return (
    <Drawer
      placement="bottom"
      open={open}
      onClose={() => onAnswer(null)}
      title={options.title}
      size="auto"
      styles={{ body: { paddingTop: 8 } }}
    >
      {options.content && <Typography.Paragraph>{options.content}</Typography.Paragraph>}
      <Flex gap={8} wrap justify="flex-end">
        <Button onClick={() => onAnswer(null)}>{options.cancelText ?? 'CANCELAR'}</Button>
        {options.actions.map((action) => (
          <Button
            key={action.value}
            type={action.primary ? 'primary' : 'default'}
            danger={action.danger}
            onClick={() => onAnswer(action.value)}
          >
            {action.label}
          </Button>
        ))}
      </Flex>
    </Drawer>
  );
}
