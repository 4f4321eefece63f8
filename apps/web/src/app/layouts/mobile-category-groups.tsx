import { CATEGORY_GROUPS } from '@art-market/domain/rules';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { CategoryLinks } from './category-nav.tsx';

/** The drawer's category groups: each heading is a button that shows it expands (chevron, aria-expanded). */
export function MobileCategoryGroups({ onNavigate }: { onNavigate: () => void }) {
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const baseId = useId();
  const toggle = (name: string) =>
    setExpanded((current) => (current.includes(name) ? current.filter((entry) => entry !== name) : [...current, name]));
  return (
    <nav aria-label="Categories" className="mt-4">
      {CATEGORY_GROUPS.map((group, index) => {
        const open = expanded.includes(group.name);
        const panelId = `${baseId}-${index}`;
        return (
          <div key={group.name} className="border-b border-line">
            <h3 className="font-sans text-base font-medium tracking-normal">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(group.name)}
                className="flex min-h-11 w-full items-center justify-between gap-2 text-left hover:text-accent"
              >
                {group.name}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!open} className="pb-3 pl-3">
              <CategoryLinks group={group} onNavigate={onNavigate} />
            </div>
          </div>
        );
      })}
    </nav>
  );
}
