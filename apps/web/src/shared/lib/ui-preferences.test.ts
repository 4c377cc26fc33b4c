import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UI_SETTINGS } from '@souqna/contracts';
import {
  applyUiPreferences,
  normalizeUiPreferences,
  setUiPreferences,
  storedUiPreferences,
  UI_PREFERENCES_STORAGE_KEY,
  useUiPreferences,
} from './ui-preferences';

const root = () => document.documentElement;

afterEach(() => {
  localStorage.clear();
  applyUiPreferences(DEFAULT_UI_SETTINGS);
});

describe('ui preferences', () => {
  it('starts from the defaults, and survives unreadable storage', () => {
    expect(storedUiPreferences()).toEqual(DEFAULT_UI_SETTINGS);
    localStorage.setItem(UI_PREFERENCES_STORAGE_KEY, '{not json');
    expect(storedUiPreferences()).toEqual(DEFAULT_UI_SETTINGS);
  });

  it('reads field by field, dropping what is not a preference', () => {
    expect(
      normalizeUiPreferences({ fontSize: 'huge', denseMode: true, toastPosition: 'bottom-left', x: 1 }),
    ).toEqual({ ...DEFAULT_UI_SETTINGS, denseMode: true, toastPosition: 'bottom-left' });
    expect(normalizeUiPreferences(null)).toEqual(DEFAULT_UI_SETTINGS);
  });

  it('stores a change and puts it on <html>', () => {
    setUiPreferences({ fontSize: 'large', reducedMotion: true, highContrast: true, denseMode: true });
    expect(JSON.parse(localStorage.getItem(UI_PREFERENCES_STORAGE_KEY)!)).toMatchObject({
      fontSize: 'large',
      reducedMotion: true,
      highContrast: true,
      denseMode: true,
      toastPosition: 'top-right',
    });
    expect(root()).toHaveAttribute('data-font-size', 'large');
    expect(root()).toHaveAttribute('data-reduced-motion', 'true');
    expect(root()).toHaveAttribute('data-high-contrast', 'true');
    expect(root()).toHaveAttribute('data-dense', 'true');

    setUiPreferences({ fontSize: 'medium', reducedMotion: false, enableAnimations: false });
    expect(root()).not.toHaveAttribute('data-font-size');
    expect(root()).not.toHaveAttribute('data-reduced-motion');
    expect(root()).toHaveAttribute('data-no-animations', 'true');
    expect(root()).toHaveAttribute('data-dense', 'true');
  });

  it('applies what an earlier visit stored', () => {
    localStorage.setItem(
      UI_PREFERENCES_STORAGE_KEY,
      JSON.stringify({ fontSize: 'small', highContrast: true }),
    );
    applyUiPreferences();
    expect(root()).toHaveAttribute('data-font-size', 'small');
    expect(root()).toHaveAttribute('data-high-contrast', 'true');
  });

  it('tells hooks about a change, with a stable snapshot in between', () => {
    const { result } = renderHook(() => useUiPreferences());
    const first = result.current;
    expect(storedUiPreferences()).toBe(first);
    act(() => setUiPreferences({ toastPosition: 'bottom-center' }));
    expect(result.current.toastPosition).toBe('bottom-center');
  });
});
