import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONTROL } from '../../../shared/ui/select';

/**
 * A search box that applies when submitted (Enter), so the address and the API are not asked on
 * every key, and the selects of a table beside it.
 */
export function FilterBar({
  label,
  value,
  onSearch,
  children,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {/* Keyed by the address's value: back and forward change it, and the box follows. */}
      <form
        key={value}
        role="search"
        className="relative min-w-56 flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
        }}
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label={label}
          placeholder={label}
          data-testid="admin-search"
          name="q"
          defaultValue={value}
          maxLength={100}
          className={`${CONTROL} ps-9`}
        />
      </form>
      {children}
    </div>
  );
}
