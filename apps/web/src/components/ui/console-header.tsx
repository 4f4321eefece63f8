import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button.tsx';

/** The studio and console top bar: brand, whose console this is, and Logout. */
export function ConsoleHeader({ area, onLogout }: { area: string; onLogout: () => void }) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-[96rem] items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="flex items-baseline gap-3">
          <Link to="/" className="font-display text-xl font-semibold">
            Art Market
          </Link>
          <span className="text-sm text-muted">{area}</span>
        </p>
        <Button variant="ghost" onClick={onLogout}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </div>
    </header>
  );
}
