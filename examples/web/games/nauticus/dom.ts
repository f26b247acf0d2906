/**
 * Small builders for the Nauticus drawing: elements made with `textContent` only, so no
 * text from a view is ever read as markup.
 */

/** A child as the builders take it: nothing (`null`, `false`) is skipped, text becomes a text node. */
export type Child = Node | string | number | null | false | undefined;

/** An HTML element with a class and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: readonly Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== '') node.className = className;
  append(node, children);
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and children. */
export function svg(tag: string, attrs: Readonly<Record<string, string | number>>, ...children: readonly Child[]): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  append(node, children);
  return node as SVGElement;
}

function append(node: Element, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === false || child === undefined) continue;
    node.append(typeof child === 'number' ? String(child) : child);
  }
}
