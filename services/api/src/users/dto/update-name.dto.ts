import type { UpdateNameRequest } from '@sahha/contracts';

import { NameField } from './user-fields';

export class UpdateNameDto implements UpdateNameRequest {
  @NameField()
  name!: string;
}
