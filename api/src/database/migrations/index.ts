import { Accounts1700000000000 } from './1700000000000-accounts';
import { Catalog1700000001000 } from './1700000001000-catalog';
import { Cart1700000003000 } from './1700000003000-cart';
import { OrdersPayments1700000005000 } from './1700000005000-orders-payments';
import { Contact1700000006000 } from './1700000006000-contact';
import { OrderMoney1700000007500 } from './1700000007500-order-money';
import { PasswordChanged1700000008000 } from './1700000008000-password-changed';
import { OrderTracking1700000009000 } from './1700000009000-order-tracking';
import { Notifications1700000009500 } from './1700000009500-notifications';
import { PasswordReset1700000010000 } from './1700000010000-password-reset';
import { Discounts1700000011000 } from './1700000011000-discounts';
import { Reviews1700000012000 } from './1700000012000-reviews';
import { Languages1700000013000 } from './1700000013000-languages';
import { CheckoutKeys1700000014000 } from './1700000014000-checkout-keys';
import { OrderReferences1700000015000 } from './1700000015000-order-references';
import { SealedNotifications1700000016000 } from './1700000016000-sealed-notifications';
import { ShopPages1700000019000 } from './1700000019000-shop-pages';
import { Delivery1700000020000 } from './1700000020000-delivery';
import { MpesaAttempts1700000021000 } from './1700000021000-mpesa-attempts';
import { MpesaSandbox1700000022000 } from './1700000022000-mpesa-sandbox';
import { PaymentProvider1700000024000 } from './1700000024000-payment-provider';
import { WholeShillings1700000025000 } from './1700000025000-whole-shillings';
import { WhatsApp1700000026000 } from './1700000026000-whatsapp';
import { WhatsAppSandbox1700000027000 } from './1700000027000-whatsapp-sandbox';

/** Every migration in order; new ones are appended, none is ever edited after it lands. */
export const migrations = [Accounts1700000000000, Catalog1700000001000, Cart1700000003000, OrdersPayments1700000005000, Contact1700000006000, OrderMoney1700000007500, PasswordChanged1700000008000, OrderTracking1700000009000, Notifications1700000009500, PasswordReset1700000010000, Discounts1700000011000, Reviews1700000012000, Languages1700000013000, CheckoutKeys1700000014000, OrderReferences1700000015000, SealedNotifications1700000016000, ShopPages1700000019000, Delivery1700000020000, MpesaAttempts1700000021000, MpesaSandbox1700000022000, PaymentProvider1700000024000, WholeShillings1700000025000, WhatsApp1700000026000, WhatsAppSandbox1700000027000];
