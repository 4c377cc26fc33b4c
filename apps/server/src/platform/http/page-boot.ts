import { imageSrcSet, type ListingImage } from '@souqna/contracts';
import { escapeHtml } from '../mail/mail-html.js';

/**
 * Pieces of what a page's HTML carries so that its first view waits neither for the API nor for
 * the discovery of its main photo (the listing page, the browse pages).
 */

/** Data for the app in a `<script type="application/json">`; `<` escaped so no value can close it. */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * A photo's preload with the very `srcset` and `sizes` of the `<img>` that shows it, so the
 * browser fetches the one file it will show while the scripts still load.
 */
export const photoPreload = (photo: ListingImage, sizes: string, withFull: boolean) =>
  `<link rel="preload" as="image" href="${escapeHtml(photo.cardUrl || photo.url)}"` +
  ` imagesrcset="${escapeHtml(imageSrcSet(photo, withFull))}" imagesizes="${sizes}" fetchpriority="high" />`;

/** index.html with `html` added at the end of its head. */
export const withBoot = (indexHtml: string, html: string) =>
  indexHtml.replace('</head>', `    ${html}\n  </head>`);
