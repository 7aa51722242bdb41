import type { ContactTopic } from '@sahha/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One message sent with the /contact form; personal data, joined to the account that has verified the same e-mail. */
@Entity('contact_messages')
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Trimmed and lower-cased; account export and deletion look rows up by it, for a verified address only. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  topic!: ContactTopic;

  @Column({ type: 'text' })
  message!: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt!: Date;
}
