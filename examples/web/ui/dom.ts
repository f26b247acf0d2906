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

/** The smallest size, in CSS pixels, that the page draws any text at. */
export const MIN_TEXT_PX = 12;

/**
 * Keeps the text of every picture under `root` at least {@link MIN_TEXT_PX} on screen.
 * SVG text is sized in the picture's own units, so it shrinks with the picture (on a
 * phone); a text that would be drawn smaller gets the size, in those units, that draws it
 * at the minimum. Its designed size is kept (`data-size`), so it returns when the picture
 * grows again. Texts not on screen (a folded part) are left until they are.
 */
export function legibleSvgText(root: ParentNode): void {
  for (const text of Array.from(root.querySelectorAll<SVGTextElement>('svg text'))) {
    if (text.getClientRects().length === 0) continue;
    const ctm = text.getScreenCTM();
    const scale = ctm === null ? 0 : Math.hypot(ctm.a, ctm.b);
    if (scale === 0) continue;
    if (text.dataset['size'] === undefined) text.dataset['size'] = String(parseFloat(getComputedStyle(text).fontSize));
    const designed = Number(text.dataset['size']);
    // Rounded up, so that the size on screen is never a rounding error below the minimum.
    text.style.fontSize = designed * scale >= MIN_TEXT_PX ? '' : `${Math.ceil((MIN_TEXT_PX / scale) * 100) / 100}px`;
  }
}

let watching = false;

/** Runs {@link legibleSvgText} on the page again whenever pictures may change size: the window resized, a part unfolded. */
export function watchSvgText(): void {
  if (watching) return;
  watching = true;
  const again = (): void => legibleSvgText(document);
  window.addEventListener('resize', again);
  document.addEventListener('toggle', again, true);
}
