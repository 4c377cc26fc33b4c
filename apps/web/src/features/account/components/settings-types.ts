import type { Settings, SettingsUpdate } from '@souqna/contracts';

/** What every settings section receives: the current values and a way to save a change. */
export interface SectionProps {
  settings: Settings;
  save: (change: SettingsUpdate) => void;
}
