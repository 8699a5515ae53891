import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The IPN id Pesapal gave our notification URL, kept so the URL is registered once per service and URL. */
@Entity('pesapal_ipns')
export class PesapalIpn {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'base_url', type: 'varchar' })
  baseUrl: string;

  @Column({ type: 'varchar' })
  url: string;

  @Column({ name: 'ipn_id', type: 'varchar' })
  ipnId: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
