import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface ConsoleTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Shown after the label in the tab itself only (e.g. an unread count). */
  badge?: ReactNode;
}

/** A left sidebar of tabs on desktop, top tabs (scrolling) on phones. */
export function ConsoleTabs({
  tabs,
  label,
  defaultValue,
}: {
  tabs: readonly ConsoleTab[];
  label: string;
  /** The tab open first (a mailed link's `?tab=`), when it is one of them. */
  defaultValue?: string | null;
}) {
  const first = tabs.find((tab) => tab.value === defaultValue)?.value ?? tabs[0]?.value;
  return (
    <Tabs.Root defaultValue={first} orientation="vertical" className="flex flex-col gap-6 lg:flex-row lg:gap-8">
      <Tabs.List
        aria-label={label}
        className="-mx-4 flex shrink-0 gap-1 overflow-x-auto border-b border-line px-4 lg:mx-0 lg:w-48 lg:flex-col lg:border-b-0 lg:border-r lg:px-0 lg:pr-4"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-11 shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 text-left text-sm font-medium text-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink lg:rounded-sm lg:border-b-0 lg:data-[state=active]:bg-ink/5"
          >
            {tab.label}
            {tab.badge}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="min-w-0 flex-1">
          <h2 className="mb-6 text-2xl">{tab.label}</h2>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
