import { useState } from 'react';

/**
 * Stands in for an RTK Query mutation hook in screen tests: the trigger calls `call` and exposes
 * `unwrap()` and `isLoading` as the real hook does. Screens are tested against that contract; the
 * endpoints themselves have their own specs against a real store.
 */
export function mockMutationHook<Arg, Result>(call: (arg: Arg) => Promise<Result>) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- called from the mocked hook, during render
  const [isLoading, setLoading] = useState(false);
  const trigger = (arg: Arg) => {
    setLoading(true);
    const result = call(arg).finally(() => setLoading(false));
    return { unwrap: () => result };
  };
  return [trigger, { isLoading }] as const;
}
