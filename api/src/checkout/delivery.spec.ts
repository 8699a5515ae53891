import { DELIVERY_METHODS, deliveryFee } from './delivery';

describe('deliveryFee', () => {
  it('charges the fixed fee of each method', () => {
    expect(deliveryFee('pickup', 1000_00)).toBe(0);
    expect(deliveryFee('rider', 1000_00)).toBe(500_00);
    expect(deliveryFee('mtaani', 1000_00)).toBe(150_00);
    expect(deliveryFee('courier', 1000_00)).toBe(400_00);
  });

  it('makes rider and mtaani free only above KSh 3,000 of goods', () => {
    expect(deliveryFee('rider', 3000_00)).toBe(500_00);
    expect(deliveryFee('rider', 3000_01)).toBe(0);
    expect(deliveryFee('mtaani', 3000_00)).toBe(150_00);
    expect(deliveryFee('mtaani', 5000_00)).toBe(0);
  });

  it('never makes courier free', () => {
    expect(deliveryFee('courier', 100000_00)).toBe(400_00);
  });

  it('asks an address for every method but pickup', () => {
    expect(DELIVERY_METHODS.filter((method) => !method.requiresAddress).map((method) => method.code)).toEqual(['pickup']);
  });
});
