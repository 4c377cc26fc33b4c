/** The control that shows a wizard field, for moving focus to it; field names are identifiers. */
function selectorFor(path: string): string | null {
  if (path === 'mainCategory') return 'input[name="mainCategory"]';
  if (path === 'images') return '[data-testid="image-input"]';
  if (path === 'location') return '[name="cityCode"]';
  if (path === 'details') return '[data-testid="detail-fields"] [name]';
  const field = path.startsWith('details.') ? path.slice('details.'.length) : path;
  return /^\w+$/.test(field) ? `[name="${field}"]` : null;
}

/** Focuses the first field in reading order that has an error; false when none is on screen. */
export function focusFirstError(container: HTMLElement | null, paths: readonly string[]): boolean {
  if (!container) return false;
  const targets = paths
    .map((path) => selectorFor(path))
    .map((selector) => (selector ? container.querySelector<HTMLElement>(selector) : null))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = targets[0];
  if (!first) return false;
  first.focus();
  return document.activeElement === first;
}
