import { SavedWorksMessages } from '@art-market/domain/copy';
import { useLocation, useNavigate } from 'react-router';
import { rememberSaveIntent } from '#web/lib/saved-state.ts';
import { useSavedState } from '#web/lib/saved-state-context.tsx';
import { Button } from '../ui/button.tsx';

/** Follow / Following on the artist page and the artwork page; signed out, it follows once the collector logs in. */
export function FollowArtistButton({ artistName }: { artistName: string }) {
  const { signedIn, state, toggle } = useSavedState();
  const navigate = useNavigate();
  const location = useLocation();
  const following = signedIn && state.artistNames.includes(artistName);

  function press() {
    if (!signedIn) {
      rememberSaveIntent({ kind: 'artist', name: artistName, on: true });
      void navigate('/login', {
        state: { redirectTo: `${location.pathname}${location.search}`, message: SavedWorksMessages.loginToFollow },
      });
      return;
    }
    toggle({ kind: 'artist', name: artistName, on: !following }, SavedWorksMessages.followFailed);
  }

  return (
    <Button variant={following ? 'primary' : 'secondary'} aria-pressed={following} onClick={press} className="self-start">
      {following ? 'Following' : 'Follow'} <span className="sr-only">{artistName}</span>
    </Button>
  );
}
