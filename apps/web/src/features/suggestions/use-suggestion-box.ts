import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { MIN_QUERY_LENGTH, SUGGESTION_DEBOUNCE_MS } from './suggestion-limits';

function useSettled(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(handle);
  }, [value, delayMs]);
  return settled;
}

/**
 * The combobox around the top bar's search box: open while focused on a query of three letters
 * or more, the highlighted suggestion moved by the arrow keys, Enter opening it and Escape
 * closing. Part of the first load, so it holds no suggestion code: `wanted` turns true on first
 * focus or typing, and only then does the list (fuse.js and all) load.
 */
export function useSuggestionBox(query: string, onPick: (href: string) => void) {
  const listId = useId();
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [hrefs, setHrefs] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const typed = query.trim();
  const settled = useSettled(typed, SUGGESTION_DEBOUNCE_MS);
  const open = focused && !dismissed && typed.length >= MIN_QUERY_LENGTH;
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  const onItems = useCallback((next: string[]) => {
    setHrefs(next);
    setActive(-1);
  }, []);

  const pick = (href: string) => {
    setDismissed(true);
    onPick(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        setDismissed(false);
        return;
      }
      if (hrefs.length === 0) return;
      event.preventDefault();
      setActive((current) =>
        event.key === 'ArrowDown'
          ? (current + 1) % hrefs.length
          : current <= 0
            ? hrefs.length - 1
            : current - 1,
      );
    } else if (event.key === 'Enter') {
      const href = open && active >= 0 ? hrefs[active] : undefined;
      if (!href) return;
      // The highlighted suggestion, not the search: the form never sees this Enter.
      event.preventDefault();
      pick(href);
    } else if (event.key === 'Escape' && open) {
      // A search box clears itself on Escape; the first one only closes the list.
      event.preventDefault();
      setDismissed(true);
    }
  };

  return {
    wanted,
    open,
    settled,
    pending: settled !== typed,
    listId,
    active,
    optionId,
    onItems,
    pick,
    /** Closes the list, e.g. when the search is submitted. */
    close: () => setDismissed(true),
    /** Call on every edit: a new query reopens the list with nothing highlighted. */
    onType: () => {
      setWanted(true);
      setDismissed(false);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
      onFocus: () => {
        setWanted(true);
        setFocused(true);
        setDismissed(false);
      },
      // After Escape or a pick the query stays in the box: a click on it shows its suggestions again.
      onClick: () => setDismissed(false),
      onBlur: () => setFocused(false),
    },
  } as const;
}
export type SuggestionBox = ReturnType<typeof useSuggestionBox>;
