/** How an order reaches the shopper (SPEC.md section 9; DESIGN.md "Orders, stock and payments"). */
export type DeliveryMethodCode = 'pickup' | 'rider' | 'mtaani' | 'courier';
export const DELIVERY_METHOD_CODES: readonly DeliveryMethodCode[] = ['pickup', 'rider', 'mtaani', 'courier'];

export interface DeliveryMethod {
  code: DeliveryMethodCode;
  label: string;
  /** Cents. */
  fee: number;
  /** Goods totals above this many cents ship free; null when the fee always applies. */
  freeOver: number | null;
  description: string;
  requiresAddress: boolean;
  /** When goods may be collected (the shop's hours, SPEC.md /contact); null when nothing is collected from the shop. */
  openingHours: string | null;
}

/** Free rider and Pargo/mtaani delivery within Nairobi above KSh 3,000 of goods. */
const FREE_DELIVERY_OVER = 3000_00;

export const DELIVERY_METHODS: readonly DeliveryMethod[] = [
  {
    code: 'pickup',
    label: 'Pick up in store',
    fee: 0,
    freeOver: null,
    description: 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor',
    requiresAddress: false,
    openingHours: 'Mon-Fri 9am-6pm, Sat 10am-4pm',
  },
  {
    code: 'rider',
    label: 'Rider delivery (Nairobi)',
    fee: 500_00,
    freeOver: FREE_DELIVERY_OVER,
    description: 'Delivered to your door around Nairobi by a rider',
    requiresAddress: true,
    openingHours: null,
  },
  {
    code: 'mtaani',
    label: 'Pickup Mtaani (Nairobi)',
    fee: 150_00,
    freeOver: FREE_DELIVERY_OVER,
    description: 'Collect from a Pickup Mtaani agent near you around Nairobi',
    requiresAddress: true,
    openingHours: null,
  },
  {
    code: 'courier',
    label: 'Courier (outside Nairobi)',
    fee: 400_00,
    freeOver: null,
    description: 'Sent by courier to towns outside Nairobi',
    requiresAddress: true,
    openingHours: null,
  },
];

export const deliveryMethod = (code: DeliveryMethodCode): DeliveryMethod => {
  const method = DELIVERY_METHODS.find((candidate) => candidate.code === code);
  if (!method) throw new Error(`Unknown delivery method ${code}`);
  return method;
};

/**
 * The fee the server charges, in cents, for `goodsTotal` cents of goods: the goods after any discount
 * (deliveryCharge in discount-rules.ts), so a discount never buys free delivery.
 */
export function deliveryFee(code: DeliveryMethodCode, goodsTotal: number): number {
  const method = deliveryMethod(code);
  return method.freeOver !== null && goodsTotal > method.freeOver ? 0 : method.fee;
}
