import { render, screen } from '@testing-library/react';
import { List } from 'antd';
import { ListItemMeta } from './list-item-meta';

describe("a list row's title and description", () => {
  it('when a row has a title under a page h1, then the title is text, not a heading, in the classes antd styles', () => {
    // Arrange / Act
    render(
      <main>
        <h1>Formulários</h1>
        <List
          dataSource={['Pesquisa de Compra']}
          renderItem={(title) => (
            <List.Item>
              <ListItemMeta avatar={<span>A</span>} title={title} description="3 perguntas" />
            </List.Item>
          )}
        />
      </main>,
    );

    // Assert: the page's h1 is the only heading.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Formulários']);
    const title = screen.getByText('Pesquisa de Compra');
    expect(title.tagName).toBe('DIV');
    expect(title.className).toContain('ant-list-item-meta-title');
    expect(screen.getByText('3 perguntas').className).toBe('ant-list-item-meta-description');
    expect(title.closest('.ant-list-item-meta')?.querySelector('.ant-list-item-meta-avatar')?.textContent).toBe('A');
  });

  it('when a row has only a description, then no empty title is drawn', () => {
    // Act
    const { container } = render(<ListItemMeta description="Sem título" />);

    // Assert
    expect(container.querySelector('.ant-list-item-meta-title')).toBeNull();
    expect(container.querySelector('.ant-list-item-meta-avatar')).toBeNull();
    expect(screen.getByText('Sem título').className).toBe('ant-list-item-meta-description');
  });
});
