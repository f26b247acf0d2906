/**
 * Tiny element builders for the Bremerhaven drawing: the drawing is rebuilt from scratch after
 * every move, so plain `createElement` calls are all it needs (no framework, no diffing).
 */

/** A child: an element, a text, or nothing (skipped, so optional parts read inline). */
export type Child = Node | string | number | null | undefined | false;

/** An HTML element with class `cls` and the given children. */
export function el(tag: string, cls: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  if (cls !== '') node.className = cls;
  append(node, children);
  return node;
}

/** `el` with a tooltip, for the full name behind a short badge. */
export function tip(node: HTMLElement, title: string): HTMLElement {
  node.title = title;
  return node;
}

function append(node: Node, children: readonly Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}
