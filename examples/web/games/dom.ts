/**
 * Small element builders shared by the four drawings. Text goes in as text nodes only, so
 * nothing from a view is ever read as markup; the drawings are rebuilt from scratch after
 * every move, so plain `createElement` calls are all they need (no framework, no diffing).
 */

/** A child as the builders take it: nothing (`null`, `false`) is skipped, a number becomes text. */
export type Child = Node | string | number | null | false | undefined;

/** An HTML element with a class (`''` for none) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: readonly Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== '') node.className = className;
  append(node, children);
  return node;
}

/** `node` with a tooltip: the full name behind a short badge. */
export function tip<E extends HTMLElement>(node: E, title: string): E {
  node.title = title;
  return node;
}

/**
 * `node` tagged as the part of the view a move acts on (`view.hand.2`, `space.sea1`: what
 * the game's `moveTargets` returns), so the page can make it clickable.
 */
export function target<E extends Element>(node: E, path: string): E {
  node.setAttribute('data-target', path);
  return node;
}

/**
 * A person's mark on a pawn or token, from their name ("Anna" A, "Bot 2" B2), so that the
 * board calls them as the rest of the page does; the full name is in the tooltip.
 */
export function initials(name: string): string {
  const digits = /\d+$/.exec(name.trim())?.[0] ?? '';
  return `${name.trim().charAt(0).toUpperCase()}${digits}` || '?';
}

/**
 * A box for something wider than a phone (a score table, a canal system) that scrolls
 * sideways by itself, so the page never does. It can be focused, so that a keyboard
 * scrolls it too, and is named by `label`.
 */
export function sideways(className: string, label: string, ...children: readonly Child[]): HTMLDivElement {
  const box = el('div', className, ...children);
  box.tabIndex = 0;
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', label);
  return box;
}

/** `node` marked as the viewer's own area, which the page keeps in sight beside the moves. */
export function own<E extends Element>(node: E): E {
  node.setAttribute('data-own', '');
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and children. */
export function svg(tag: string, attrs: Readonly<Record<string, string | number>>, ...children: readonly Child[]): SVGElement {
  const node = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  append(node, children);
  return node;
}

function append(node: Element, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === false || child === undefined) continue;
    node.append(typeof child === 'number' ? String(child) : child);
  }
}
