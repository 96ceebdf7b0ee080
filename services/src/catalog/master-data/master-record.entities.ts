import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('master_records')
export class MasterRecordRow {
  @PrimaryColumn({ name: 'record_id' }) recordId!: string;
  @Column({ name: 'company_id' }) companyId!: string;
  @Column() kind!: string;
  @Column({ type: 'text', nullable: true }) code!: string | null;
  @Column() name!: string;
  @Column({ type: 'jsonb' }) data!: Record<string, unknown>;
  @Column() enabled!: boolean;
  @Column() removed!: boolean;
  @Column({ name: 'created_by' }) createdBy!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
