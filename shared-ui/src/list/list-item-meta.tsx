// A list row's title and description, drawn as antd's List.Item.Meta draws them (its classes, so its
// styles apply) but with the title as plain text: antd makes it an h4, which under a page's h1 skips
// two heading levels (axe's heading-order), and a row is an item of its list, not a section of the
// page. Every staff list uses this one instead of List.Item.Meta.
import { useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import './list-item-meta.css';

export interface ListItemMetaProps {
  title?: ReactNode;
  description?: ReactNode;
  avatar?: ReactNode;
}

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

export function ListItemMeta({ title, description, avatar }: ListItemMetaProps) {
  const list = useContext(ConfigProvider.ConfigContext).getPrefixCls('list');
  return (
    <div className={`${list}-item-meta`}>
      {shown(avatar) ? <div className={`${list}-item-meta-avatar`}>{avatar}</div> : null}
      {shown(title) || shown(description) ? (
        <div className={`${list}-item-meta-content`}>
          {shown(title) ? <div className={`${list}-item-meta-title fb-list-item-title`}>{title}</div> : null}
          {shown(description) ? <div className={`${list}-item-meta-description`}>{description}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
