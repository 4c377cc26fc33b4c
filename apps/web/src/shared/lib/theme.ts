import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEMES, type Theme } from '@souqna/contracts';

export const THEME_STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The browser chrome's colour follows the page: brand teal in light, the page's night in dark. */
export const THEME_COLORS = { light: '#0f766e', dark: '#020617' } as const;

export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && Boolean(darkQuery()?.matches));
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', dark ? THEME_COLORS.dark : THEME_COLORS.light);
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = darkQuery();
  const onSystemChange = () => storedTheme() === 'system' && applyTheme('system');
  query?.addEventListener?.('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener?.('change', onSystemChange);
  };
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  return [useSyncExternalStore(subscribe, storedTheme, () => DEFAULT_THEME), setTheme];
}
