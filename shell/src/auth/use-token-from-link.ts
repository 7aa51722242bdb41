import { tokenFromHash } from '@sahha/contracts/account';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The token of an e-mailed link (`#token=…`), read once and then removed from the address bar, so
 * it does not linger in the history, a bookmark, a shared screenshot or the next page's URL.
 */
export function useTokenFromLink(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const hasHash = location.hash !== '';

  useEffect(() => {
    if (!hasHash) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [hasHash, location.pathname, location.search, location.state, navigate]);

  return token;
}
