import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Language } from '../i18n/languages';
import { User } from '../users/user.entity';

/** How a parcel reaches the shopper: collected at the shop's own counter or an agent's, brought to the door, or sent to a courier's town office. */
export const DELIVERY_KINDS = ['shop_pickup', 'agent_pickup', 'door', 'courier_office'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export const isPickupKind = (kind: DeliveryKind): boolean => kind === 'shop_pickup' || kind === 'agent_pickup';

/** The kinds of the four methods the shop had before methods were data: an order placed then names only its code. */
const FIRST_METHODS_KINDS: Record<string, DeliveryKind> = { pickup: 'shop_pickup', rider: 'door', mtaani: 'agent_pickup', courier: 'courier_office' };

/** How an order is handed over: its snapshot's kind, or an older order's by its method code. */
export const deliveryKindOf = (order: { deliveryMethod: string; deliveryKind: DeliveryKind | null }): DeliveryKind => order.deliveryKind ?? FIRST_METHODS_KINDS[order.deliveryMethod] ?? 'door';

/** A county by its ISO 3166-2:KE code (KE-01 … KE-47). */
@Entity('counties')
export class County {
  @PrimaryColumn({ type: 'varchar', length: 5 })
  code: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;
}

/** A way to deliver, set by staff; `code` is what orders and the checkout body name it by. */
@Entity('delivery_methods')
export class DeliveryMethod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 20 })
  kind: DeliveryKind;

  @Column({ name: 'name_en', type: 'varchar', length: 80 })
  nameEn: string;

  @Column({ name: 'name_sw', type: 'varchar', length: 80 })
  nameSw: string;

  @Column({ name: 'description_en', type: 'varchar', length: 300, default: '' })
  descriptionEn: string;

  @Column({ name: 'description_sw', type: 'varchar', length: 300, default: '' })
  descriptionSw: string;

  @Column({ name: 'note_en', type: 'varchar', length: 300, nullable: true })
  noteEn: string | null;

  @Column({ name: 'note_sw', type: 'varchar', length: 300, nullable: true })
  noteSw: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ name: 'days_min', type: 'integer', default: 0 })
  daysMin: number;

  @Column({ name: 'days_max', type: 'integer', default: 0 })
  daysMax: number;

  @Column({ name: 'requires_address', type: 'boolean', default: true })
  requiresAddress: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** A method's name in `language`: staff write it in English and Kiswahili. */
export const methodName = (method: Pick<DeliveryMethod, 'nameEn' | 'nameSw'>, language: Language): string => (language === 'sw' ? method.nameSw : method.nameEn);

/** A named set of counties that rates are set for. */
@Entity('delivery_zones')
export class DeliveryZone {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80, unique: true })
  name: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  active: boolean;
}

@Entity('delivery_zone_counties')
export class DeliveryZoneCounty {
  @PrimaryColumn({ name: 'zone_id', type: 'integer' })
  zoneId: number;

  @PrimaryColumn({ name: 'county_code', type: 'varchar', length: 5 })
  countyCode: string;

  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;
}

/** One band of a weight-banded rate: parcels up to `upToGrams` cost `fee` cents. */
export interface WeightBand {
  upToGrams: number;
  fee: number;
}

/** A rate's weight bands as the column keeps them (JSON text, null for none). */
export const weightBandsOf = (text: string | null): WeightBand[] | null => (text ? (JSON.parse(text) as WeightBand[]) : null);

const bandsJson = {
  to: (bands: WeightBand[] | null) => (bands?.length ? JSON.stringify(bands) : null),
  from: weightBandsOf,
};

/** What a method costs in a zone, in cents: the first `baseGrams` for `baseFee` and each further started kilogram for `perKgFee`, or by weight bands. */
@Entity('delivery_rates')
export class DeliveryRate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'method_id', type: 'integer' })
  methodId: number;

  @ManyToOne(() => DeliveryMethod, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'method_id' })
  method?: DeliveryMethod;

  @Column({ name: 'zone_id', type: 'integer' })
  zoneId: number;

  @ManyToOne(() => DeliveryZone, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'zone_id' })
  zone?: DeliveryZone;

  @Column({ name: 'base_fee', type: 'integer' })
  baseFee: number;

  @Column({ name: 'base_grams', type: 'integer' })
  baseGrams: number;

  @Column({ name: 'per_kg_fee', type: 'integer', default: 0 })
  perKgFee: number;

  @Column({ name: 'weight_bands', type: 'text', nullable: true, transformer: bandsJson })
  weightBands: WeightBand[] | null;

  @Column({ name: 'free_over', type: 'integer', nullable: true })
  freeOver: number | null;

  @Column({ name: 'min_goods', type: 'integer', nullable: true })
  minGoods: number | null;

  /** The method's days unless set here (a far zone takes longer). */
  @Column({ name: 'days_min', type: 'integer', nullable: true })
  daysMin: number | null;

  @Column({ name: 'days_max', type: 'integer', nullable: true })
  daysMax: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  active: boolean;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** Where a pickup-kind method's parcels are collected: the shop's counter or an agent's shop. */
@Entity('pickup_points')
export class PickupPoint {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'method_id', type: 'integer' })
  methodId: number;

  @ManyToOne(() => DeliveryMethod, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'method_id' })
  method?: DeliveryMethod;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ name: 'county_code', type: 'varchar', length: 5 })
  countyCode: string;

  @Column({ type: 'varchar', length: 100 })
  town: string;

  @Column({ type: 'varchar', length: 300 })
  address: string;

  @Column({ name: 'opening_hours', type: 'varchar', length: 200, default: '' })
  openingHours: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  phone: string;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  active: boolean;

  /** The agent network's own id, so a CSV loaded again updates its points instead of doubling them. */
  @Column({ name: 'external_id', type: 'varchar', length: 60, nullable: true })
  externalId: string | null;
}

/** A customer's saved delivery address; one of them is the default that checkout starts from. */
@Entity('customer_addresses')
export class CustomerAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 60, nullable: true })
  label: string | null;

  @Column({ name: 'county_code', type: 'varchar', length: 5 })
  countyCode: string;

  @Column({ type: 'varchar', length: 100 })
  town: string;

  @Column({ type: 'varchar', length: 500 })
  line: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  notes: string | null;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
