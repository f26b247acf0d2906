/** The page's whole "framework": make an element with attributes and children. */
export type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | number | boolean | undefined>> = {},
  ...children: readonly Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** A button with its click handler. */
export function button(text: string, attrs: Readonly<Record<string, string | boolean | undefined>>, onClick: () => void): HTMLButtonElement {
  const b = h('button', { type: 'button', ...attrs }, text);
  b.addEventListener('click', onClick);
  return b;
}

/** Each drawing's CSS goes into the page once, however often it is drawn. */
const injected = new Set<string>();
export function injectCss(id: string, css: string): void {
  if (injected.has(id)) return;
  injected.add(id);
  document.head.append(h('style', { 'data-drawing': id }, css));
}
