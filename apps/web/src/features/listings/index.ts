/**
 * The listings feature's public entry. The full-screen photo viewer is handed out as a loader
 * only, so a page that shows it (a message's photos) fetches it on the first tap, never up front.
 */
export const loadGalleryViewer = () => import('./detail/gallery-viewer');
