import X from 'lucide-react/icons/x';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../shared/ui/select';

type Control = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

// The API keeps at most 60 entries of 80 characters (listing-details.schema.ts).
const MAX_TAGS = 60;
const MAX_LENGTH = 80;
// Latin and Arabic commas both end a tag.
const SEPARATOR = /[,،]/;

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A free list ("features", "amenities"): type, then Enter or a comma; each entry a removable chip. */
export function TagInput({
  name,
  value,
  onChange,
  placeholder,
  ...control
}: Control & { name: string; value: unknown; onChange: (value: string[]) => void; placeholder?: string }) {
  const { t } = useTranslation('listing-fields');
  const [draft, setDraft] = useState('');
  const tags = asList(value);

  const add = (entries: string[]) => {
    const next = [...tags];
    for (const entry of entries.map((item) => item.trim().slice(0, MAX_LENGTH))) {
      const known = next.some((tag) => tag.toLocaleLowerCase() === entry.toLocaleLowerCase());
      if (entry && !known && next.length < MAX_TAGS) next.push(entry);
    }
    if (next.length !== tags.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the tag; it must not submit the wizard.
      event.preventDefault();
      add([draft]);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const onType = (typed: string) => {
    if (!SEPARATOR.test(typed)) return setDraft(typed);
    const parts = typed.split(SEPARATOR);
    setDraft(parts.pop() ?? '');
    add(parts);
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        {...control}
        name={name}
        type="text"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={MAX_LENGTH}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add([draft]);
          setDraft('');
        }}
        className={controlClasses(control['aria-invalid'])}
      />
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid={`tags-${name}`}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100"
            >
              <span className="truncate" dir="auto">
                {tag}
              </span>
              <button
                type="button"
                aria-label={t('tags.remove', { tag })}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-900"
              >
                <X aria-hidden className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
