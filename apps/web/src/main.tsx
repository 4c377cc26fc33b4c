import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './shared/lib/i18n';
import { preloadWhenIdle } from './shared/lib/idle-preload';
import { initSession } from './shared/lib/session';
import { applyTheme, storedTheme } from './shared/lib/theme';
import { applyUiPreferences } from './shared/lib/ui-preferences';
import './styles.css';

applyTheme(storedTheme());
applyUiPreferences();
// The stored session is checked while the texts load; guarded pages show a spinner meanwhile.
void initSession();
await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
preloadWhenIdle();
