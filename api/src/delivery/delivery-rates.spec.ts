import { deliveryFee, meetsMinimum, parcelFee, type RateTerms } from './delivery-rates';

const courierMajorTowns: RateTerms = { baseFee: 400_00, baseGrams: 2000, perKgFee: 100_00, weightBands: null, freeOver: null, minGoods: null };

describe('delivery rates', () => {
  it('charges the base fee up to its grams, then each further started kilogram', () => {
    expect(parcelFee(courierMajorTowns, 0)).toBe(400_00);
    expect(parcelFee(courierMajorTowns, 400)).toBe(400_00);
    expect(parcelFee(courierMajorTowns, 2000)).toBe(400_00);
    expect(parcelFee(courierMajorTowns, 2001)).toBe(500_00);
    expect(parcelFee(courierMajorTowns, 3500)).toBe(600_00);
  });

  it('prices by weight band, and past the last band by the kilogram', () => {
    const banded: RateTerms = { ...courierMajorTowns, weightBands: [{ upToGrams: 1000, fee: 250_00 }, { upToGrams: 5000, fee: 450_00 }] };
    expect(parcelFee(banded, 1000)).toBe(250_00);
    expect(parcelFee(banded, 1001)).toBe(450_00);
    expect(parcelFee(banded, 6500)).toBe(650_00);
  });

  it('is free only strictly over the free-over goods, and offered only from the minimum', () => {
    const rider: RateTerms = { ...courierMajorTowns, baseFee: 500_00, baseGrams: 5000, freeOver: 3000_00, minGoods: 1000_00 };
    expect(deliveryFee(rider, 500, 3000_00)).toBe(500_00);
    expect(deliveryFee(rider, 500, 3000_01)).toBe(0);
    expect(meetsMinimum(rider, 999_99)).toBe(false);
    expect(meetsMinimum(rider, 1000_00)).toBe(true);
  });
});
