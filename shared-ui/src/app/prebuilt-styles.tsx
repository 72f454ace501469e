// antd's styles for the components a staff app draws when it starts under an area's first page (the
// home and the forms list, on a phone and on a desktop), generated once by the shell's build instead of
// in the browser. antd (with `@ant-design/cssinjs`) writes each component's style the first time the
// component renders: on a phone that is most of the main thread's work while the app starts. The
// stylesheet ends with antd's own map of the styles it holds (`.data-ant-cssinjs-cache-path`); once it is
// on the page, antd skips generating those, and generates any other component's style as before. Build
// time only: the shell's build runs `prebuiltAntdStyles` (config/prebuilt-styles-plugin.mjs); nothing
// here reaches a bundle. docs/architecture.md, "The first page".
import { createElement as h, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  App,
  Button,
  Card,
  ConfigProvider,
  Empty,
  Flex,
  Input,
  List,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { FALLBACK_BRAND_COLOR } from '@formbuilder/contracts';
import { staffTheme } from './staff-theme';

/**
 * One of each component (and variant with a style of its own) those screens draw. A component missing
 * here still works: its style is generated in the browser, as for every other screen
 * (e2e/tests/first-page.test.ts checks that none is).
 */
const drawnAtStart = () =>
  h(
    Fragment,
    null,
    h(App, null, h(Typography.Text, null, 'texto')),
    h(Button, null, 'botão'),
    h(Space.Compact, null, h(Button, null, 'botão')),
    h(Card, null, 'cartão'),
    h(Empty),
    h(Flex, null, 'linha'),
    h(Input),
    h(Input.Search),
    h(List, { dataSource: [1], renderItem: () => h(List.Item, null, 'item') }),
    h(Spin),
    h(Tag, { color: 'blue' }, 'etiqueta'),
    h(Tooltip, { title: 'dica' }, h('span', null, 'alvo')),
  );

/** The stylesheet: antd's component styles as the staff theme writes them, with antd's map of them. */
export function prebuiltAntdStyles(): string {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: staffTheme(FALLBACK_BRAND_COLOR) }, drawnAtStart())),
  );
  // Component styles only: the theme's variables follow the company's colour and stay the browser's.
  return extractStyle(cache, { plain: true, types: 'style' });
}
