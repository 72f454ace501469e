// The DOM alone, no React: an element with its properties and children, an antd icon's drawing as an
// inline SVG, and the theme's colours as CSS variables. For the sign-in form and the first pages
// (first-page.ts), drawn before React and antd have downloaded. Package entry '@formbuilder/shared-ui/dom'.
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

export type Child = Node | string | null | undefined | false;

/** An element with its properties (className, href, ...) and children; empty children are skipped. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { className?: string } = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((child): child is Node | string => !!child));
  return node;
}

export { applyThemeColors } from '../app/theme-colors';

export type { IconDefinition };

const SVG = 'http://www.w3.org/2000/svg';

/** An icon of @ant-design/icons-svg (the drawings antd's icon components draw), as an inline SVG. */
export function icon(definition: IconDefinition): HTMLSpanElement {
  const draw = (node: AbstractNode): SVGElement => {
    const svg = document.createElementNS(SVG, node.tag);
    for (const [name, value] of Object.entries(node.attrs)) svg.setAttribute(name, value);
    for (const child of node.children ?? []) svg.append(draw(child));
    return svg;
  };
  const drawing = definition.icon;
  // Only the outlined drawings are used here: a plain tree, not the two-tone function form.
  if (typeof drawing === 'function') throw new Error(`icon ${definition.name} is not a plain drawing`);
  const svg = draw(drawing);
  for (const [name, value] of Object.entries({
    width: '1em',
    height: '1em',
    fill: 'currentColor',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(name, value);
  const span = element('span', { className: 'anticon' });
  span.setAttribute('aria-hidden', 'true');
  span.append(svg);
  return span;
}
