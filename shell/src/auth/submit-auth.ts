import type { AuthResponse } from '@sahha/contracts';
import { serverMessageOf } from '@sahha/store';
import { toast } from '@sahha/ui';

interface AuthToasts {
  successTitle: string;
  successText: string;
  failedTitle: string;
}

/**
 * Runs a login or registration call with its toasts (docs/requirements.md, "Route: /auth"). A response without
 * success or without a user is a failure, whatever its status. `showUnderField` may take a refusal
 * that belongs under a field (a password the policy refuses) instead of the toast: true when it did.
 */
export async function submitAuth(
  call: () => Promise<AuthResponse>,
  toasts: AuthToasts,
  onSignedIn: () => void,
  showUnderField: (message: string) => boolean = () => false,
): Promise<void> {
  try {
    const response = await call();
    if (!response.success || !response.user) throw { data: response };
    toast({ title: toasts.successTitle, description: toasts.successText, variant: 'success' });
    onSignedIn();
  } catch (error) {
    const message = serverMessageOf(error);
    if (message !== undefined && showUnderField(message)) return;
    toast({ title: toasts.failedTitle, description: message ?? toasts.failedTitle, variant: 'destructive' });
  }
}
