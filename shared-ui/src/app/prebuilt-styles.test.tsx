/**
 * @jest-environment node
 */
// As the shell's build runs it: in Node, without a DOM.
import { prebuiltAntdStyles } from './prebuilt-styles';

describe('prebuiltAntdStyles', () => {
  const css = prebuiltAntdStyles();
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}$/.exec(css)?.[1] ?? '';
  const paths = map.split(';').map((entry) => entry.split(':')[0] ?? '');

  it("ends with antd's map of the styles it holds, one entry per component style", () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '|Button-Button|ant-btn|anticon',
        '|Card-Card|ant-card|anticon',
        '|Input-Component|ant-input|anticon',
        '|Input-Search|ant-input-search|anticon',
        '|List-List|ant-list|anticon',
        '|Spin-Spin|ant-spin|anticon',
        '|Tag-Tag|ant-tag|anticon',
        '|Tooltip-Tooltip|ant-tooltip|anticon',
        '|Typography-Typography|ant-typography|anticon',
      ]),
    );
  });

  it('holds no theme hash and no colour: one stylesheet for every company', () => {
    // No hash: each path starts with the empty hash antd uses when the theme is not hashed.
    expect(paths.every((path) => path.startsWith('|'))).toBe(true);
    expect(css).not.toMatch(/\.css-[a-z0-9]{5,}/);
    // Colours are antd's variables, set by the theme in the browser.
    expect(css).toContain('var(--ant-color-primary)');
    expect(css.toLowerCase()).not.toContain('#1d4ed8');
  });

  it('holds the styles the map names', () => {
    expect(css).toMatch(/\.ant-btn\{/);
    expect(css).toMatch(/\.ant-input-search/);
    expect(css).toMatch(/\.ant-tag-blue/);
  });
});
