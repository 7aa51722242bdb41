import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates home and commits that before returning. Logging out or deleting the account ends the
 * session right afterwards; were the protected page still on screen then, its guard would send
 * the user to /auth instead of home.
 */
export function useGoHomeNow() {
  const navigate = useNavigate();
  return (options?: { replace?: boolean }) => {
    flushSync(() => {
      void navigate('/', options);
    });
  };
}
