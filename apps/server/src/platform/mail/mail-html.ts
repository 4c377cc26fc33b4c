/** Text put into a mail's HTML as text: what a person typed can never become markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as HTML paragraphs: blank lines part paragraphs, single newlines stay as breaks. */
export const textToHtml = (text: string) =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((block) => `<p style="margin:0 0 16px">${escapeHtml(block.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

export const linkHtml = (href: string, label = href) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;

/** A whole mail document, right to left for Arabic. */
export const mailDocument = (language: string, bodyHtml: string) => {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${escapeHtml(language)}" dir="${dir}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">${bodyHtml}</body></html>`;
};
