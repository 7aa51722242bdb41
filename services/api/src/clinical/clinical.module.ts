import { Module } from '@nestjs/common';

import { ClinicalController } from './clinical.controller';
import { MedicineCheckController } from './medicine-check.controller';

@Module({ controllers: [ClinicalController, MedicineCheckController] })
export class ClinicalModule {}
