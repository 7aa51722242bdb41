import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One applied version of one seed (migration SeedVersions1764100000000). */
@Entity('seed_versions')
export class SeedVersionEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  seed!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @CreateDateColumn({ name: 'applied_at' })
  appliedAt!: Date;
}
