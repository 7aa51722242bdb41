import { useLocation, useSearchParams } from 'react-router-dom';
import { reloadPage } from './reload-page';

export const FAST_MODE_PARAM = 'fastmode';

/**
 * Fast Mode (docs/requirements.md, "Route: /quiz") is driven by `?fastmode=true`; toggling it sets or removes the parameter and
 * reloads the page (a full load, so the quiz starts over in the chosen mode).
 */
export function useFastMode(): { fastMode: boolean; toggleFastMode: () => void } {
  const [params] = useSearchParams();
  const location = useLocation();
  const fastMode = params.get(FAST_MODE_PARAM) === 'true';

  const toggleFastMode = () => {
    const next = new URLSearchParams(params);
    if (fastMode) next.delete(FAST_MODE_PARAM);
    else next.set(FAST_MODE_PARAM, 'true');
    const search = next.toString();
    reloadPage(`${location.pathname}${search ? `?${search}` : ''}`);
  };

  return { fastMode, toggleFastMode };
}
