import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_KINDS, type DeliveryKind } from '../delivery.entities';

/** A delivery method as staff edit it. */
export class DeliveryMethodView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'rider', description: 'What orders and the checkout body name it by' }) code: string;
  @ApiProperty({ enum: DELIVERY_KINDS, enumName: 'DeliveryKind' }) kind: DeliveryKind;
  @ApiProperty({ example: 'Rider delivery (Nairobi)' }) name_en: string;
  @ApiProperty({ example: 'Mpanda pikipiki (Nairobi)' }) name_sw: string;
  @ApiProperty() description_en: string;
  @ApiProperty() description_sw: string;
  @ApiProperty({ type: String, nullable: true }) note_en: string | null;
  @ApiProperty({ type: String, nullable: true }) note_sw: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty() sort_order: number;
  @ApiProperty() days_min: number;
  @ApiProperty() days_max: number;
  @ApiProperty({ description: 'Whether the shopper gives a street address (door and courier kinds)' }) requires_address: boolean;
  @ApiProperty({ description: 'Orders placed with it: such a method is deactivated, never deleted' }) orders_count: number;
}

/** A named set of counties that rates are set for. */
export class DeliveryZoneView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Nairobi metro' }) name: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: [String], example: ['KE-13', 'KE-22', 'KE-10'], description: 'County codes (ISO 3166-2:KE)' }) counties: string[];
  @ApiProperty({ description: 'Orders priced in it: such a zone is deactivated, never deleted' }) orders_count: number;
}

export class WeightBandView {
  @ApiProperty({ example: 2000, description: 'Parcels up to this many grams…' }) up_to_grams: number;
  @ApiProperty({ example: 250, description: '…cost this many KSh' }) fee: number;
}

/** What a method costs in a zone (KSh, grams). */
export class DeliveryRateView {
  @ApiProperty() id: number;
  @ApiProperty() method_id: number;
  @ApiProperty() zone_id: number;
  @ApiProperty({ example: 400, description: 'KSh for the first base_grams' }) base_fee: number;
  @ApiProperty({ example: 2000 }) base_grams: number;
  @ApiProperty({ example: 100, description: 'KSh for each further started kilogram' }) per_kg_fee: number;
  @ApiProperty({ type: [WeightBandView], nullable: true, description: 'Instead of the base and per-kg fees, when set' }) weight_bands: WeightBandView[] | null;
  @ApiProperty({ type: Number, nullable: true, description: 'KSh of goods from which delivery is free' }) free_over: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'KSh of goods the cart must hold for the method to be offered' }) min_goods: number | null;
  @ApiProperty({ type: Number, nullable: true, description: "The method's days unless set" }) days_min: number | null;
  @ApiProperty({ type: Number, nullable: true }) days_max: number | null;
  @ApiProperty() active: boolean;
}

/** Where a pickup-kind method's parcels are collected. */
export class PickupPointView {
  @ApiProperty() id: number;
  @ApiProperty() method_id: number;
  @ApiProperty({ example: 'Kimathi Chambers counter' }) name: string;
  @ApiProperty({ example: 'KE-30' }) county_code: string;
  @ApiProperty({ example: 'Nairobi City' }) county_name: string;
  @ApiProperty({ example: 'Nairobi CBD' }) town: string;
  @ApiProperty() address: string;
  @ApiProperty() opening_hours: string;
  @ApiProperty() phone: string;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The agent network's own id (CSV imports update by it)" }) external_id: string | null;
}

export class ImportLineProblemView {
  @ApiProperty({ example: 3, description: 'Line of the file (the header is line 1)' }) line: number;
  @ApiProperty({ example: 'Unknown county "Nairobii".' }) detail: string;
}

export class PickupPointImportView {
  @ApiProperty() created: number;
  @ApiProperty({ description: 'Points matched by external_id and updated' }) updated: number;
}
