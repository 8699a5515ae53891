import { ApiProperty } from '@nestjs/swagger';
import { toShillings, toShillingsOrNull } from '../catalog/money';
import type { Language } from '../i18n/languages';
import type { DeliveryOffer } from './delivery-quotes';
import { methodName } from './delivery.entities';
import { DELIVERY_KINDS, type DeliveryKind, type DeliveryMethod, type PickupPoint } from './delivery.entities';

export class CountyView {
  @ApiProperty({ example: 'KE-30', description: 'The code again, as react-admin lists need an id' }) id: string;
  @ApiProperty({ example: 'KE-30', description: 'ISO 3166-2:KE' }) code: string;
  @ApiProperty({ example: 'Nairobi City' }) name: string;

  static of(county: { code: string; name: string }): CountyView {
    return { id: county.code, code: county.code, name: county.name };
  }
}

export class OfferedPickupPointView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Kimathi Chambers counter' }) name: string;
  @ApiProperty({ example: 'KE-30' }) county: string;
  @ApiProperty({ example: 'Nairobi City' }) county_name: string;
  @ApiProperty({ example: 'Nairobi CBD' }) town: string;
  @ApiProperty({ example: 'Kimathi Street, Kimathi Chambers 2nd Floor' }) address: string;
  @ApiProperty({ example: 'Mon-Fri 9am-6pm, Sat 10am-4pm' }) opening_hours: string;
  @ApiProperty({ example: '+254712345678' }) phone: string;

  static of(point: PickupPoint, countyName: string): OfferedPickupPointView {
    return { id: point.id, name: point.name, county: point.countyCode, county_name: countyName, town: point.town, address: point.address, opening_hours: point.openingHours, phone: point.phone };
  }
}

/** A method offered in a county, priced for the shopper's parcel. */
export class DeliveryOptionView {
  @ApiProperty({ example: 'courier', description: "What the checkout body's delivery_method names it by" }) code: string;
  @ApiProperty({ example: 'Courier (outside Nairobi)', description: "In the request's language" }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true, description: 'What the shop tells shoppers of this method, if anything' }) note: string | null;
  @ApiProperty({ enum: DELIVERY_KINDS, enumName: 'DeliveryKind' }) kind: DeliveryKind;
  @ApiProperty({ example: 450, description: 'KSh for this parcel, after any free-over' }) fee: number;
  @ApiProperty({ example: 0, description: "KSh the cart's free-delivery code takes off the fee (the fee itself, or 0)" }) fee_discount: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Free when the goods (after a discount) are above this many KSh' }) free_over: number | null;
  @ApiProperty({ example: 1 }) days_min: number;
  @ApiProperty({ example: 3 }) days_max: number;
  @ApiProperty({ description: 'Whether checkout needs the town and street' }) requires_address: boolean;
  @ApiProperty({ description: 'Whether checkout needs pickup_point_id (one of pickup_points)' }) needs_pickup_point: boolean;
  @ApiProperty({ example: 'Major towns' }) zone: string;
  @ApiProperty({ type: [OfferedPickupPointView] }) pickup_points: OfferedPickupPointView[];

  static of(offer: DeliveryOffer, freeDelivery: boolean, language: Language, countyName: (code: string) => string): DeliveryOptionView {
    const { method, rate } = offer;
    const sw = language === 'sw';
    return {
      code: method.code,
      name: methodName(method, language),
      description: sw ? method.descriptionSw : method.descriptionEn,
      note: (sw ? method.noteSw : method.noteEn) || null,
      kind: method.kind,
      fee: toShillings(offer.fee),
      fee_discount: freeDelivery ? toShillings(offer.fee) : 0,
      free_over: toShillingsOrNull(rate.freeOver),
      days_min: offer.daysMin,
      days_max: offer.daysMax,
      requires_address: method.requiresAddress && !offer.points.length,
      needs_pickup_point: offer.points.length > 0,
      zone: offer.zone.name,
      pickup_points: offer.points.map((point) => OfferedPickupPointView.of(point, countyName(point.countyCode))),
    };
  }
}

/** A method by its code, for labels (an order names its method by code). */
export class DeliveryMethodLabelView {
  @ApiProperty({ example: 'rider' }) code: string;
  @ApiProperty({ example: 'Rider delivery (Nairobi)', description: "In the request's language" }) label: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: DELIVERY_KINDS, enumName: 'DeliveryKind' }) kind: DeliveryKind;
  @ApiProperty() requires_address: boolean;

  static of(method: DeliveryMethod, language: Language): DeliveryMethodLabelView {
    return { code: method.code, label: methodName(method, language), description: language === 'sw' ? method.descriptionSw : method.descriptionEn, kind: method.kind, requires_address: method.requiresAddress };
  }
}
