import { ApiProperty } from '@nestjs/swagger';
import { countyName } from '../delivery/counties';
import { DELIVERY_KINDS, type DeliveryKind } from '../delivery/delivery.entities';

export class OrderPickupPointView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Kimathi Chambers counter' }) name: string;
  @ApiProperty({ example: 'Kimathi Street, Kimathi Chambers 2nd Floor, Nairobi CBD' }) address: string;
  @ApiProperty({ example: 'Mon-Fri 9am-6pm, Sat 10am-4pm' }) opening_hours: string;
  @ApiProperty({ example: '+254712345678' }) phone: string;
}

/**
 * Where an order goes and how, as it was priced when placed; what tracking may show too. Orders placed before
 * counties were asked have nulls here and their free-text delivery_address.
 */
export class OrderDeliveryPlaceView {
  @ApiProperty({ type: String, nullable: true, example: 'KE-28' }) delivery_county: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Mombasa' }) delivery_county_name: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Nyali', description: "The town or area, or a pickup point's town" }) delivery_town: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Courier (outside Nairobi)' }) delivery_method_name: string | null;
  @ApiProperty({ enum: DELIVERY_KINDS, enumName: 'DeliveryKind', nullable: true }) delivery_kind: DeliveryKind | null;
  @ApiProperty({ type: Number, nullable: true, example: 1 }) delivery_days_min: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 3 }) delivery_days_max: number | null;
  @ApiProperty({ type: OrderPickupPointView, nullable: true }) pickup_point: OrderPickupPointView | null;
}

/** The delivery columns an order row holds, by their column names (raw rows of either dialect, or an entity's values). */
export type DeliveryColumns = Record<string, unknown>;

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const count = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export function orderDeliveryPlace(row: DeliveryColumns): OrderDeliveryPlaceView {
  const county = text(row.delivery_county);
  return {
    delivery_county: county,
    delivery_county_name: county && countyName(county),
    delivery_town: text(row.delivery_town),
    delivery_method_name: text(row.delivery_method_name),
    delivery_kind: text(row.delivery_kind) as DeliveryKind | null,
    delivery_days_min: count(row.delivery_days_min),
    delivery_days_max: count(row.delivery_days_max),
    pickup_point:
      row.pickup_point_id === null || row.pickup_point_id === undefined
        ? null
        : { id: Number(row.pickup_point_id), name: String(row.pickup_point_name), address: String(row.pickup_point_address), opening_hours: text(row.pickup_point_hours) ?? '', phone: text(row.pickup_point_phone) ?? '' },
  };
}
