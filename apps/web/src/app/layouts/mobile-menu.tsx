import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { type HeaderLink, HeaderLinks } from './header-links.tsx';
import { MobileCategoryGroups } from './mobile-category-groups.tsx';
import { SiteSearch } from './site-search.tsx';

/** The phone drawer: search, the header's links and the category groups. */
export function MobileMenu({ links, onLogout }: { links: readonly HeaderLink[]; onLogout: (() => void) | null }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-accent lg:hidden">
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="animate-sheet-left fixed inset-y-0 left-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-paper p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-display text-2xl">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-accent">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site links, search and art categories</Dialog.Description>
          <div className="mt-4">
            <SiteSearch onSearched={close} />
          </div>
          <nav aria-label="Account" className="mt-4 border-b border-line pb-4">
            <HeaderLinks
              links={links}
              onNavigate={close}
              onLogout={
                onLogout
                  ? () => {
                      close();
                      onLogout();
                    }
                  : null
              }
              vertical
            />
          </nav>
          <MobileCategoryGroups onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
