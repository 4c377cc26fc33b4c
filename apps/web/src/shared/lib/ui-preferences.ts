import { useSyncExternalStore } from 'react';
import { DEFAULT_UI_SETTINGS, FONT_SIZES, TOAST_POSITIONS, type Settings } from '@souqna/contracts';

/** Spec section 3's UI preferences, the `ui` section of the settings. */
export type UiPreferences = Settings['ui'];
export type FontSize = UiPreferences['fontSize'];
export type ToastPosition = UiPreferences['toastPosition'];

export const UI_PREFERENCES_STORAGE_KEY = 'ui-preferences';

const CHOICES: Partial<Record<keyof UiPreferences, readonly string[]>> = {
  fontSize: FONT_SIZES,
  toastPosition: TOAST_POSITIONS,
};

/** Reads any value field by field: whatever is missing or unreadable takes its default. */
export function normalizeUiPreferences(value: unknown): UiPreferences {
  const input = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const result: Record<string, unknown> = { ...DEFAULT_UI_SETTINGS };
  for (const key of Object.keys(result) as (keyof UiPreferences)[]) {
    const given = input[key];
    if (typeof given === typeof result[key] && (CHOICES[key]?.includes(given as string) ?? true))
      result[key] = given;
  }
  return result as UiPreferences;
}

// One object per stored text, so React sees the same snapshot until something really changes.
let cache: { raw: string | null; value: UiPreferences } | undefined;

export function storedUiPreferences(): UiPreferences {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(UI_PREFERENCES_STORAGE_KEY);
  } catch {
    // Storage blocked: defaults.
  }
  if (cache?.raw === raw) return cache.value;
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  cache = { raw, value: normalizeUiPreferences(parsed) };
  return cache.value;
}

const setFlag = (root: HTMLElement, name: string, on: boolean) =>
  on ? root.setAttribute(name, 'true') : root.removeAttribute(name);

/** Puts the preferences on `<html>`, where styles.css reads them. */
export function applyUiPreferences(preferences: UiPreferences = storedUiPreferences()) {
  const root = document.documentElement;
  if (preferences.fontSize === 'medium') root.removeAttribute('data-font-size');
  else root.setAttribute('data-font-size', preferences.fontSize);
  setFlag(root, 'data-reduced-motion', preferences.reducedMotion);
  setFlag(root, 'data-no-animations', !preferences.enableAnimations);
  setFlag(root, 'data-high-contrast', preferences.highContrast);
  setFlag(root, 'data-dense', preferences.denseMode);
}

const listeners = new Set<() => void>();

/** Changes some preferences: stored, applied to the page and announced to every hook at once. */
export function setUiPreferences(change: Partial<UiPreferences>) {
  const next = normalizeUiPreferences({ ...storedUiPreferences(), ...change });
  try {
    localStorage.setItem(UI_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the choice lasts for this visit only.
    cache = { raw: null, value: next };
  }
  applyUiPreferences(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed them: follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== UI_PREFERENCES_STORAGE_KEY && event.key !== null) return;
    applyUiPreferences();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useUiPreferences(): UiPreferences {
  return useSyncExternalStore(subscribe, storedUiPreferences, () => DEFAULT_UI_SETTINGS);
}
