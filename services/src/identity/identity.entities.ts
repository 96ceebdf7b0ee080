import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('companies')
export class CompanyRow {
  @PrimaryColumn({ name: 'company_id' }) companyId!: string;
  @Column({ name: 'company_name' }) companyName!: string;
  @Column({ name: 'product_type', type: 'int' }) productType!: number;
  @Column({ name: 'is_demo' }) isDemo!: boolean;
  @Column({ name: 'end_time', type: 'date', nullable: true }) endTime!: string | null;
  @Column({ name: 'is_old_sob' }) isOldSob!: boolean;
  /** Locked by an operator of the console: its users can neither sign in nor call. */
  @Column() locked!: boolean;
  @Column({ name: 'company_logo' }) companyLogo!: string;
  @Column({ type: 'jsonb' }) settings!: Record<string, unknown>;
  @Column() phone!: string;
  @Column() address!: string;
  @Column() contact!: string;
  @Column({ name: 'tax_no' }) taxNo!: string;
  @Column() industry!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity('users')
export class UserRow {
  @PrimaryColumn({ name: 'user_id' }) userId!: string;
  @Column({ name: 'company_id' }) companyId!: string;
  @Column({ name: 'login_name' }) loginName!: string;
  @Column({ name: 'password_hash' }) passwordHash!: string;
  @Column({ name: 'user_name' }) userName!: string;
  @Column() phone!: string;
  @Column({ name: 'is_admin' }) isAdmin!: boolean;
  @Column({ name: 'role_id', type: 'text', nullable: true }) roleId!: string | null;
  @Column({ name: 'price_perm' }) pricePerm!: string;
  @Column({ name: 'warehouse_perm' }) warehousePerm!: string;
  @Column({ name: 'branch_admin' }) branchAdmin!: boolean;
  @Column({ name: 'branch_id', type: 'text', nullable: true }) branchId!: string | null;
  @Column() locked!: boolean;
  @Column() removed!: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity('roles')
export class RoleRow {
  @PrimaryColumn({ name: 'role_id' }) roleId!: string;
  @Column({ name: 'company_id' }) companyId!: string;
  @Column({ name: 'role_name' }) roleName!: string;
  @Column({ type: 'jsonb' }) permissions!: { permissionId: string; actionList: string[] }[];
  @Column() removed!: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
