// The library by category (docs/product.md#templates, #library): the categories, then the chosen category's templates with
// their question count and the actions the page gives. The chosen category lives in the URL
// (?category=), so going back to the list or reloading keeps it.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Card, Col, Empty, List, Menu, Row, Space } from 'antd';
import type { Template, TemplateCategory } from '@formbuilder/contracts';
import {
  CLICKABLE_ROW,
  ListItemMeta,
  ListPagination,
  RowLink,
  useListPage,
  useRequest,
  useSearchBox,
} from '@formbuilder/shared-ui';
import { listCategories, listTemplates, TEMPLATES_PER_PAGE } from '../api/library-api';
import { text } from '../text';

export interface TemplateBrowserProps {
  /** The buttons of one template's row. */
  actions: (template: Template) => ReactNode[];
  /** Where the whole row leads (the template's page), and how a screen reader names that. */
  open: (template: Template) => { to: string; label: string };
  /** Beside the categories' heading (the ADMIN's 'Nova categoria'). */
  categoriesExtra?: ReactNode;
  /** Beside the chosen category's name (the ADMIN's rename and delete). */
  categoryExtra?: (category: TemplateCategory) => ReactNode;
  /** Raised when the categories changed, so they are read again. */
  categoriesVersion?: number;
  /** Shown instead of the bare 'no category' message when there is none (the ADMIN's way to add one). */
  emptyExtra?: ReactNode;
}

export function TemplateBrowser({
  actions,
  open,
  categoriesExtra,
  categoryExtra,
  categoriesVersion = 0,
  emptyExtra,
}: TemplateBrowserProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useRequest(`categories:${categoriesVersion}`, listCategories);
  const asked = searchParams.get('category');
  // An unknown or missing choice falls back to the first category, so the page is never blank.
  const chosen = categories.data?.find((category) => category.id === asked) ?? categories.data?.[0];
  // The search looks through every template of the chosen category, on the server.
  const { search, box: searchBox } = useSearchBox(text.browser.search);
  const [page, setPage] = useListPage(`${chosen?.id ?? ''}:${search}`);
  const templates = useRequest(`templates:${chosen?.id ?? ''}:${search}:${page}`, () =>
    chosen ? listTemplates(chosen.id, page, search) : Promise.resolve(undefined),
  );

  if (categories.error) return <Alert type="error" title={text.loadFailed} showIcon />;
  if (categories.data && categories.data.length === 0) {
    return <Empty description={text.browser.noCategories}>{emptyExtra}</Empty>;
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card
          title={text.browser.categories}
          extra={categoriesExtra}
          size="small"
          styles={{ body: { padding: '0 0 4px' } }}
        >
          <nav aria-label={text.browser.categories}>
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={chosen ? [chosen.id] : []}
              onClick={({ key }) => setSearchParams({ category: key }, { replace: true })}
              items={(categories.data ?? []).map((category) => ({ key: category.id, label: category.name }))}
            />
          </nav>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card
          title={chosen?.name ?? text.browser.chooseCategory}
          extra={chosen && categoryExtra ? categoryExtra(chosen) : undefined}
          size="small"
        >
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {searchBox}
            {templates.error ? <Alert type="error" title={text.loadFailed} showIcon /> : null}
            <List
              loading={templates.loading}
              dataSource={templates.loading ? [] : (templates.data?.items ?? [])}
              locale={{ emptyText: <Empty description={search ? text.browser.noResults : text.browser.noTemplates} /> }}
              renderItem={(template) => (
                <List.Item actions={actions(template)} className={CLICKABLE_ROW}>
                  <ListItemMeta
                    title={
                      <RowLink to={open(template).to} aria-label={open(template).label}>
                        {template.title}
                      </RowLink>
                    }
                    description={text.browser.questionCount(template.questions.length)}
                  />
                </List.Item>
              )}
            />
            <ListPagination
              label={text.browser.pages}
              page={page}
              total={templates.data?.totalItems ?? 0}
              perPage={TEMPLATES_PER_PAGE}
              onChange={setPage}
            />
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
