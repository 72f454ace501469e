import { updateCSS } from '@rc-component/util/es/Dom/dynamicCSS';
import { addPrebuiltStyles, fetchPrebuiltStyles } from './prebuilt-styles';

describe('prebuilt antd styles', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/static/css/app.css">';
  });

  it("go first in <head>, and a style antd generates later comes after them, before the apps' own", () => {
    addPrebuiltStyles('.ant-btn{color:red}');
    // As antd's CSS-in-JS inserts a component's style (prepended in a queue).
    updateCSS('.ant-select{color:blue}', 'select-style', { prepend: 'queue', mark: 'data-css-hash' });
    const order = [...document.head.children].map((node) =>
      node instanceof HTMLLinkElement ? 'app' : (node.textContent ?? ''),
    );
    expect(order).toEqual(['.ant-btn{color:red}', '.ant-select{color:blue}', 'app']);
  });

  it('put nothing on the page when there are none', () => {
    addPrebuiltStyles('');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
  });

  it('are none when the build named no stylesheet', async () => {
    await expect(fetchPrebuiltStyles()).resolves.toBe('');
  });
});
