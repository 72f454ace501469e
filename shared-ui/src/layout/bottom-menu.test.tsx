import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BottomMenu, type MenuItem } from './bottom-menu';

const items: MenuItem[] = [
  { label: 'Home', path: '/', icon: null },
  { label: 'Formulários', path: '/forms', icon: null },
  { label: 'Usuários', path: '/users', icon: null, more: true },
  { label: 'Minha conta', path: '/account', icon: null, more: true },
];

const renderAt = (path: string, menu: MenuItem[] = items) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomMenu items={menu} />
    </MemoryRouter>,
  );

describe('the bottom menu', () => {
  it("when entries are marked `more`, then 'Mais' lists them when pressed, and Escape closes it with the focus back on it", () => {
    // Arrange
    renderAt('/');
    const more = screen.getByRole('button', { name: 'Mais' });

    // Act
    fireEvent.click(more);
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    const listed = within(panel)
      .getAllByRole('link')
      .map((link) => link.textContent);
    fireEvent.keyDown(document, { key: 'Escape' });

    // Assert
    expect(listed).toEqual(['Usuários', 'Minha conta']);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(more);
  });

  it("when the current page is one of Mais's entries, then Mais shows as current and the entry is the page", () => {
    // Act
    renderAt('/users');
    const more = screen.getByRole('button', { name: 'Mais' });
    fireEvent.click(more);

    // Assert
    expect(more.className).toContain('active');
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Usuários' }).getAttribute('aria-current')).toBe('page');
  });

  it('when no entry is marked `more`, then there is no Mais', () => {
    // Act
    renderAt('/', items.slice(0, 2));

    // Assert
    expect(screen.queryByRole('button', { name: 'Mais' })).toBeNull();
  });
});
