import { CATEGORY_GROUPS, type CategoryGroup, categoryPath } from '@art-market/domain';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

/** Desktop category row: each group is a disclosure button whose panel lists the group's items. */
export function CategoryNav() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => {
    if (openGroup === null) return;
    function closeOnOutsideClick(event: MouseEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    }
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [openGroup]);

  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || openGroup === null) return;
    const button = document.getElementById(`${baseId}-${slugOf(openGroup)}-button`);
    setOpenGroup(null);
    button?.focus();
  }

  return (
    <nav ref={navRef} aria-label="Categories" onKeyDown={closeOnEscape} className="hidden border-b border-line lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-6">
        {CATEGORY_GROUPS.map((group) => {
          const open = openGroup === group.name;
          const panelId = `${baseId}-${slugOf(group.name)}-panel`;
          return (
            <li key={group.name} className="relative">
              <button
                type="button"
                id={`${baseId}-${slugOf(group.name)}-button`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenGroup(open ? null : group.name)}
                className="inline-flex min-h-11 items-center gap-1 px-3 text-sm font-medium text-ink hover:text-accent"
              >
                {group.name}
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
              <div
                id={panelId}
                hidden={!open}
                className="absolute left-0 top-full z-30 min-w-64 border border-line bg-paper p-4 shadow-lg"
              >
                <CategoryLinks group={group} onNavigate={() => setOpenGroup(null)} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/\W+/g, '-');
}

/** The links of one group: the landing page when the group has one, then every item. */
export function CategoryLinks({ group, onNavigate }: { group: CategoryGroup; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col">
      {group.landingPath ? (
        <li>
          <Link
            to={group.landingPath}
            onClick={onNavigate}
            className="flex min-h-11 items-center text-sm font-semibold text-ink hover:text-accent"
          >
            All {group.name}
          </Link>
        </li>
      ) : null}
      {group.items.map((item) => (
        <li key={item}>
          <Link
            to={categoryPath(item)}
            onClick={onNavigate}
            className="flex min-h-11 items-center text-sm text-ink hover:text-accent"
          >
            {item}
          </Link>
        </li>
      ))}
    </ul>
  );
}
