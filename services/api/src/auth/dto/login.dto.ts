import type { LoginRequest } from '@sahha/contracts';

import { EmailField, PasswordField } from '../../users/dto/user-fields';

/** Same field rules as the client form (docs/requirements.md, "Route: /auth"), so a malformed request never reaches the hash check. */
export class LoginDto implements LoginRequest {
  @EmailField()
  email!: string;

  @PasswordField()
  password!: string;
}
