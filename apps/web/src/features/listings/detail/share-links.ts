/**
 * Share pages of the messaging apps people in Syria use. They are links the reader clicks and
 * leaves through, never fetched by the page (architecture.test.ts allows exactly these hosts).
 */
export function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${link}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
  };
}

/** The address of a listing to share: this site's, whatever page it is shared from. */
export const listingUrl = (id: string) => `${window.location.origin}/listings/${encodeURIComponent(id)}`;
