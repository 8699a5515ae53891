// Delivery methods and their labels come from GET /api/delivery-methods/; what each costs for the
// shopper's goods comes with the cart (delivery_fees), so no fee rule is written here.
export const PICKUP_POINT = 'Nairobi CBD, Kimathi Street, Kimathi Chambers 2nd Floor';
