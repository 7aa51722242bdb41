import { useState } from 'react';

/**
 * Stands in for an RTK Query mutation hook, so a page is tested against the hook's contract:
 * `trigger(arg).unwrap()` settles as `send(arg)` does, and `isLoading` holds meanwhile.
 */
export function mutationHookStub<Arg>(send: (arg: Arg) => Promise<void>) {
  return function useMutationStub() {
    const [isLoading, setLoading] = useState(false);
    const trigger = (arg: Arg) => {
      setLoading(true);
      const result = send(arg).finally(() => setLoading(false));
      return { unwrap: () => result };
    };
    return [trigger, { isLoading }] as const;
  };
}
