import { SavedWorksMessages, saveButtonLabel } from '@art-market/domain/copy';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { rememberSaveIntent } from '#web/lib/saved-state.ts';
import { useSavedState } from '#web/lib/saved-state-context.tsx';

/**
 * The heart on every artwork card and on the artwork page. Signed out, it remembers the save and asks
 * the collector to log in; the save is made when they are back (CompleteSaveIntent).
 */
export function SaveArtworkButton({
  artworkId,
  title,
  overlay = false,
}: {
  artworkId: string;
  title: string;
  overlay?: boolean;
}) {
  const { signedIn, state, toggle } = useSavedState();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = signedIn && state.artworkIds.includes(artworkId);

  function press() {
    if (!signedIn) {
      rememberSaveIntent({ kind: 'artwork', id: artworkId, on: true });
      void navigate('/login', {
        state: { redirectTo: `${location.pathname}${location.search}`, message: SavedWorksMessages.loginToSave },
      });
      return;
    }
    toggle({ kind: 'artwork', id: artworkId, on: !saved }, SavedWorksMessages.saveFailed);
  }

  const look = overlay ? 'bg-paper/90 text-ink shadow-sm hover:bg-paper' : 'border border-ink/80 text-ink hover:bg-ink/5';
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saveButtonLabel(title, saved)}
      title={saveButtonLabel(title, saved)}
      onClick={press}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors ${look}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-accent text-accent' : ''}`} />
    </button>
  );
}
