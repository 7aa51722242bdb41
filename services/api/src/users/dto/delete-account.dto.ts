import type { DeleteAccountRequest } from '@sahha/contracts';

import { CurrentPasswordField } from './user-fields';

export class DeleteAccountDto implements DeleteAccountRequest {
  @CurrentPasswordField()
  password!: string;
}
