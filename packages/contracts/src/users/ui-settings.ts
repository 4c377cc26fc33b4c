import type { Settings } from './settings.schema.js';

// Plain values, without zod: the web app applies the UI settings before its first render.
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const TOAST_POSITIONS = [
  'top-right',
  'top-left',
  'bottom-right',
  'bottom-left',
  'top-center',
  'bottom-center',
] as const;

export const DEFAULT_UI_SETTINGS: Settings['ui'] = {
  fontSize: 'medium',
  reducedMotion: false,
  highContrast: false,
  enableAnimations: true,
  sidebarCollapsed: false,
  denseMode: false,
  enableSoundEffects: false,
  toastPosition: 'top-right',
};
