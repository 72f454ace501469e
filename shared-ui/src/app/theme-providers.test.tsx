import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { ThemeProviders } from './theme-providers';

/** A matchMedia whose reduced-motion answer the test sets and changes. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  const original = window.matchMedia;
  window.matchMedia = ((media: string) => ({
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && matches;
    },
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(reduceNow: boolean) {
      matches = reduceNow;
      listeners.forEach((listener) => listener());
    },
    restore: () => (window.matchMedia = original),
  };
}

/** What antd's components read: the theme's motion switch, shown as text. */
function Motion() {
  return <span>{theme.useToken().token.motion ? 'com animação' : 'sem animação'}</span>;
}

/** Renders the theme's motion switch under a system that asks (or not) for less motion; then `check`. */
function withSystemMotion(reduce: boolean, check: (system: ReturnType<typeof systemMotion>) => void) {
  const system = systemMotion(reduce);
  try {
    render(
      <ThemeProviders>
        <Motion />
      </ThemeProviders>,
    );
    check(system);
  } finally {
    system.restore();
  }
}

describe('ThemeProviders and prefers-reduced-motion', () => {
  it("keeps antd's animations when the system does not ask for less motion", () => {
    withSystemMotion(false, () => expect(screen.getByText('com animação')).toBeTruthy());
  });

  it("turns antd's animations off when the system asks for less motion, and follows a change", () => {
    withSystemMotion(true, (system) => {
      expect(screen.getByText('sem animação')).toBeTruthy();
      act(() => system.set(false));
      expect(screen.getByText('com animação')).toBeTruthy();
    });
  });
});
