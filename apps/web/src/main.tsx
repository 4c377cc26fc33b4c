import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './shared/lib/i18n';
import { preloadWhenIdle } from './shared/lib/idle-preload';
import { applyTheme, storedTheme } from './shared/lib/theme';
import { applyUiPreferences } from './shared/lib/ui-preferences';
import './styles.css';

applyTheme(storedTheme());
applyUiPreferences();
await initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
preloadWhenIdle();
