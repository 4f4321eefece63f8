import { CATEGORY_GROUPS, type CategoryGroup, categoryPath } from '@art-market/domain/rules';
import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArtworkImage } from '#web/components/ui/artwork-image.tsx';
import { useGroupImages } from './use-group-images.ts';

/** Desktop category row: each group is a disclosure button opening a mega-menu of its items and its picture. */
export function CategoryNav() {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // The pictures load the first time a menu opens, never on a plain page view.
  const [menuUsed, setMenuUsed] = useState(false);
  const images = useGroupImages(menuUsed);
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
    <nav ref={navRef} aria-label="Categories" onKeyDown={closeOnEscape} className="relative hidden border-b border-line lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-6">
        {CATEGORY_GROUPS.map((group) => {
          const open = openGroup === group.name;
          const panelId = `${baseId}-${slugOf(group.name)}-panel`;
          return (
            <li key={group.name}>
              <button
                type="button"
                id={`${baseId}-${slugOf(group.name)}-button`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => {
                  setMenuUsed(true);
                  setOpenGroup(open ? null : group.name);
                }}
                className={`inline-flex min-h-11 items-center gap-1 px-3 text-sm font-medium hover:text-accent ${open ? 'text-accent' : 'text-ink'}`}
              >
                {group.name}
                <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
              </button>
              <div
                id={panelId}
                hidden={!open}
                className="absolute inset-x-0 top-full z-30 border-y border-line bg-paper shadow-lg"
              >
                <MenuPanel group={group} imageUrl={images.get(group.name)} onNavigate={() => setOpenGroup(null)} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One group's mega-menu: its items in columns, and the group's picture. */
function MenuPanel({
  group,
  imageUrl,
  onNavigate,
}: {
  group: CategoryGroup;
  imageUrl: string | undefined;
  onNavigate: () => void;
}) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[1fr_14rem] gap-10 px-6 py-8">
      <div className="flex flex-col gap-4">
        <p className="font-display text-2xl">{group.name}</p>
        <CategoryLinks group={group} onNavigate={onNavigate} columns />
      </div>
      <div aria-hidden="true" className="aspect-4/5 w-full overflow-hidden bg-ink/5">
        {imageUrl ? <ArtworkImage url={imageUrl} alt="" fit="cover" sizes="224px" /> : null}
      </div>
    </div>
  );
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/\W+/g, '-');
}

/** The links of one group: the landing page when the group has one, then every item. */
export function CategoryLinks({
  group,
  onNavigate,
  columns = false,
}: {
  group: CategoryGroup;
  onNavigate?: () => void;
  /** The desktop mega-menu: the items flow into columns. */
  columns?: boolean;
}) {
  return (
    <ul className={columns ? 'columns-3 gap-8 [&>li]:break-inside-avoid' : 'flex flex-col'}>
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
