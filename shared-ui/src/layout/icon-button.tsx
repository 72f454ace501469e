// An icon-only button: its tooltip shows what it does, and its accessible name (which may name the
// row it acts on, e.g. 'Editar Pesquisa de clima') is required, so no icon button is left unnamed.
import { Button, Tooltip, type ButtonProps } from 'antd';

export interface IconButtonProps extends Omit<ButtonProps, 'title' | 'children'> {
  /** The tooltip. */
  title: string;
  'aria-label': string;
}

export function IconButton({ title, ...button }: IconButtonProps) {
  return (
    <Tooltip title={title}>
      <Button {...button} />
    </Tooltip>
  );
}
